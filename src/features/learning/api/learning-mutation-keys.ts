// Apart from the query keys: register.ts runs before the first screen, and this is all it needs.

/**
 * Mutation keys of the learning writes the outbox carries besides progress (issue 20):
 * learning-mutations.ts registers their defaults.
 */
export const learningMutationKeys = {
  enrol: ['learning', 'package', 'enrol'] as const,
  registerInclass: ['learning', 'inclass', 'register'] as const,
  cancelInclass: ['learning', 'inclass', 'cancel'] as const,
  postComment: ['learning', 'comment', 'post'] as const,
  editComment: ['learning', 'comment', 'edit'] as const,
  deleteComment: ['learning', 'comment', 'delete'] as const,
}

/** A package's writes (enrolment and material progress): they arrive in the order made. */
export { packageOutboxResource as packageResource } from '@/contract/learning-package-resource'

/** An in-class event's registration and cancellation: register then cancel arrives as register then cancel. */
export { inclassOutboxResource as inclassResource, INCLASS_OUTBOX_RESOURCE_PREFIX as INCLASS_RESOURCE_PREFIX } from '@/contract/learning-inclass-resource'

/** The comments on one video: posts, edits and deletes arrive in the order made. */
export const commentsResource = (videoId: number) => `${COMMENTS_RESOURCE_PREFIX}${videoId}`
export const COMMENTS_RESOURCE_PREFIX = 'video-comments:'
