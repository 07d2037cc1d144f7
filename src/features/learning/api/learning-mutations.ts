import type { QueryClient } from '@tanstack/react-query'
import { fillPath } from '@/contract/endpoint'
import { inclassApi } from '@/contract/learning-inclass'
import { packagesApi } from '@/contract/learning-package'
import { videosApi } from '@/contract/learning-video'
import { format } from '@/lib/i18n/id'
import { registerQueuedMutation, type QueuedMutationDeps } from '@/lib/outbox/queued-mutation'
import { learningTexts } from '../texts'
import { learningKeys } from './learning-keys'
import { commentsResource, inclassResource, learningMutationKeys, packageResource } from './learning-mutation-keys'

// The learning writes a learner makes on a flaky connection (issue 20) are queued in the outbox:
// made offline they are sent once the connection returns, exactly once (Idempotency-Key), each
// resource's in the order made. Enrolment is optimistic (the server always takes it); a class
// registration or cancellation is not (the seats are the server's): the panel says it waits, and a
// refusal (full, started) stays in the outbox list and at the event. A comment still waiting can be
// changed or taken back in the outbox itself (comment-outbox.ts), never sent against a comment the
// server does not have.

const t = learningTexts.outbox

export interface EnrolVariables {
  packageId: number
  /** Shown in the outbox list. */
  title: string
}

export interface InclassVariables {
  eventId: number
  title: string
}

export interface PostCommentVariables {
  videoId: number
  /** The video's title, for the outbox list. */
  title: string
  text: string
}

export interface EditCommentVariables extends PostCommentVariables {
  commentId: number
}

export interface DeleteCommentVariables {
  videoId: number
  title: string
  commentId: number
}

/** A comment's first words, for the outbox list. */
export function excerpt(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
}

export const postCommentLabel = (title: string, text: string) => format(t.postComment, { title, text: excerpt(text) })

type Deps = Omit<QueuedMutationDeps, 'onMutate'>

export function registerLearningWrites(queryClient: QueryClient, deps: Deps = {}): void {
  registerQueuedMutation<EnrolVariables>(
    queryClient,
    learningMutationKeys.enrol,
    (v) => ({
      method: 'POST',
      url: fillPath(packagesApi.register.path, { id: v.packageId }),
      body: {},
      resource: packageResource(v.packageId),
      label: format(t.enrol, { title: v.title }),
    }),
    {
      ...deps,
      folding: { never: 'enrolling happens once; a second enrolment is answered as the first' },
      // Enrolling always succeeds on the server (again: the one enrolment), so the page turns now.
      onMutate: (v) =>
        queryClient.setQueryData(learningKeys.packages.detail(v.packageId), (old: { data: { enrolled: boolean | null } } | undefined) =>
          old ? { ...old, data: { ...old.data, enrolled: true } } : old,
        ),
    },
  )

  for (const [key, endpoint, label] of [
    [learningMutationKeys.registerInclass, inclassApi.register, t.registerInclass],
    [learningMutationKeys.cancelInclass, inclassApi.cancel, t.cancelInclass],
  ] as const) {
    registerQueuedMutation<InclassVariables>(
      queryClient,
      key,
      (v) => ({
        method: endpoint.method,
        url: fillPath(endpoint.path, { id: v.eventId }),
        body: {},
        resource: inclassResource(v.eventId),
        label: format(label, { title: v.title }),
      }),
      { ...deps, folding: { never: 'each may be refused on its own (a full class), and register then cancel arrive both, in order' } },
    )
  }

  registerQueuedMutation<PostCommentVariables>(
    queryClient,
    learningMutationKeys.postComment,
    (v) => ({
      method: 'POST',
      url: fillPath(videosApi.postComment.path, { id: v.videoId }),
      body: { text: v.text },
      resource: commentsResource(v.videoId),
      label: postCommentLabel(v.title, v.text),
    }),
    // A waiting comment's edit or delete changes the waiting write itself (comment-outbox.ts), not by folding.
    { ...deps, folding: { never: 'every comment is one of its own' } },
  )
  registerQueuedMutation<EditCommentVariables>(
    queryClient,
    learningMutationKeys.editComment,
    (v) => ({
      method: 'PATCH',
      url: fillPath(videosApi.editComment.path, { id: v.commentId }),
      body: { text: v.text },
      resource: commentsResource(v.videoId),
      label: format(t.editComment, { title: v.title, text: excerpt(v.text) }),
    }),
    { ...deps, folding: { never: 'an edit of a comment the server has; comment-outbox.ts decides what waits' } },
  )
  registerQueuedMutation<DeleteCommentVariables>(
    queryClient,
    learningMutationKeys.deleteComment,
    (v) => ({
      method: 'DELETE',
      url: fillPath(videosApi.deleteComment.path, { id: v.commentId }),
      body: {},
      resource: commentsResource(v.videoId),
      label: format(t.deleteComment, { title: v.title }),
    }),
    { ...deps, folding: { never: 'a delete of a comment the server has; comment-outbox.ts decides what waits' } },
  )
}
