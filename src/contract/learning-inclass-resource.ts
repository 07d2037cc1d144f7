// A module of its own, importing nothing: register.ts files run before the first screen, and
// this is all they need of the contract (no zod in the start-up code).

/**
 * The outbox resource of an event's registration writes (`inclass:12`): the learning area queues
 * them; another area's list of registrations (the study history of /activity) finds the waiting
 * ones, and declares its refresh, by this prefix (decision 047).
 */
export const INCLASS_OUTBOX_RESOURCE_PREFIX = 'inclass:'
export const inclassOutboxResource = (eventId: number) => `${INCLASS_OUTBOX_RESOURCE_PREFIX}${eventId}`

/** The event a registration write is for, from its outbox resource; null for any other write. */
export function inclassEventOf(resource: string): number | null {
  if (!resource.startsWith(INCLASS_OUTBOX_RESOURCE_PREFIX)) return null
  const id = Number(resource.slice(INCLASS_OUTBOX_RESOURCE_PREFIX.length))
  return Number.isInteger(id) && id > 0 ? id : null
}
