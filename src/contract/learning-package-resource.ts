// A module of its own, importing nothing: register.ts files run before the first screen, and
// this is all they need of the contract (no zod in the start-up code).

/**
 * The outbox resource of a package's writes (`package:4`): its enrolment and its materials'
 * progress share it, so they arrive in the order made. The learning area queues them; the study
 * history of /activity lists the waiting enrolments and declares its refresh by this prefix
 * (decision 047).
 */
export const PACKAGE_OUTBOX_RESOURCE_PREFIX = 'package:'
export const packageOutboxResource = (packageId: number) => `${PACKAGE_OUTBOX_RESOURCE_PREFIX}${packageId}`

/** Where a package enrolment is sent (v2); learning-package.ts declares the endpoint on it. */
export const PACKAGE_ENROL_PATH = '/api/v2/users/courses/packages/{id}/register'

const enrolUrl = new RegExp(`^${PACKAGE_ENROL_PATH.replace('{id}', '(\\d{1,9})')}$`)

/**
 * The package an outbox write enrols in; null for any other write, a progress write of the same
 * package among them (same resource, another address).
 */
export function packageEnrolmentOf(entry: { method: string; url: string; resource: string }): number | null {
  if (entry.method !== 'POST' || !entry.resource.startsWith(PACKAGE_OUTBOX_RESOURCE_PREFIX)) return null
  const match = enrolUrl.exec(entry.url)
  const id = match ? Number(match[1]) : 0
  return id > 0 && entry.resource === packageOutboxResource(id) ? id : null
}
