// Apart from the rest: register.ts runs before the first screen, and this is all it needs.

/** Mutation keys of the queued writes (interest-mutations.ts registers their defaults). */
export const personalizationMutationKeys = {
  save: ['personalization', 'save'] as const,
}

/** The outbox resource of the user's interests: each save arrives in the order made, the last one wins. */
export const INTERESTS_RESOURCE = 'personalization-interests'
