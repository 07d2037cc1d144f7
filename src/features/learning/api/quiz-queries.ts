import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { fillPath } from '@/contract/endpoint'
import { quizzesApi, type QuizSubmission } from '@/contract/quizzes'
import { callApi } from '@/lib/api/client'
import { format, id } from '@/lib/i18n/id'
import { registerQueuedMutation, type QueuedMutationDeps } from '@/lib/outbox/queued-mutation'
import { learningKeys } from './learning-keys'

export const quizKeys = {
  attempt: (quizId: number) => [...learningKeys.all, 'quiz', 'attempt', quizId] as const,
  history: (quizId: number, attemptId: number | undefined) => [...learningKeys.all, 'quiz', 'history', quizId, attemptId ?? 'latest'] as const,
}

export const quizQueries = {
  /**
   * The attempt in progress (started by the server when there is none). Persisted: a quiz opened
   * online can be answered and submitted offline, reloads included.
   */
  attempt: (quizId: number) =>
    queryOptions({
      queryKey: quizKeys.attempt(quizId),
      queryFn: ({ signal }) => callApi(quizzesApi.attempt, { params: { id: quizId }, signal }).then((r) => r.data),
      staleTime: Number.POSITIVE_INFINITY,
      meta: { persist: true },
    }),
  history: (quizId: number, attemptId?: number) =>
    queryOptions({
      queryKey: quizKeys.history(quizId, attemptId),
      queryFn: ({ signal }) =>
        callApi(quizzesApi.history, { params: { id: quizId }, query: attemptId ? { quizUserDetailID: attemptId } : {}, signal }).then((r) => r.data),
      meta: { persist: true },
    }),
}

export const quizMutationKeys = { submit: [...learningKeys.all, 'quiz', 'submit'] as const }

export interface SubmitQuizVariables {
  quizId: number
  title: string
  submission: QuizSubmission
}

/** The outbox resource of an attempt's submission: the result page watches it. */
export const quizResource = (attemptId: number) => `quiz-attempt:${attemptId}`

/**
 * Submitting goes through the outbox (decision 5) with its idempotency key: safe once queued,
 * sent now or when the connection returns; the server scores it once.
 */
export function registerQuizMutations(queryClient: QueryClient, deps: Omit<QueuedMutationDeps, 'onMutate'> = {}): void {
  registerQueuedMutation<SubmitQuizVariables>(
    queryClient,
    quizMutationKeys.submit,
    (v) => ({
      method: 'POST',
      url: fillPath(quizzesApi.submit.path, { id: v.quizId }),
      body: v.submission,
      resource: quizResource(v.submission.quizUserDetailID),
      label: format(id.quiz.outboxLabel, { title: v.title }),
    }),
    deps,
  )
}
