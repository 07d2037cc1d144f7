/**
 * Mutation keys of the progress writes; `useMutation({ mutationKey })` finds their defaults
 * (progress-mutations.ts). Apart from learningKeys: register.ts needs only these before the first screen.
 */
export const progressMutationKeys = {
  watchVideo: ['learning', 'progress', 'watch-video'] as const,
  watchMaterial: ['learning', 'progress', 'watch-material'] as const,
}
