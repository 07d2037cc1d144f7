// Apart from the query keys: register.ts runs before the first screen, and this is all it needs.

/** Mutation keys of the queued writes (growth-path-mutations.ts registers their defaults). */
export const growthPathMutationKeys = {
  take: ['growth-path', 'take'] as const,
  progress: ['growth-path', 'progress'] as const,
  like: ['growth-path', 'like'] as const,
  rate: ['growth-path', 'rate'] as const,
  finish: ['growth-path', 'finish'] as const,
  submitAssignment: ['growth-path', 'submit-assignment'] as const,
}
