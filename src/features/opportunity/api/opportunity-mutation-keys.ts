// Apart from the query keys: register.ts runs before the first screen, and this is all it needs.

/** Mutation keys of the queued writes (opportunity-mutations.ts registers their defaults). */
export const opportunityMutationKeys = {
  apply: ['opportunity', 'apply'] as const,
}

/** The outbox resource of an opening's application: what one opening receives arrives in order. */
export const applicationResource = (opportunityId: number) => `opportunity:${opportunityId}`
export const APPLICATION_RESOURCE_PREFIX = 'opportunity:'
