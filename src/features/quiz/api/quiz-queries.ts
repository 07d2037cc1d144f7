import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { fillPath } from '@/contract/endpoint'
import { quizApi, type QuizSubmission } from '@/contract/quiz'
import { callApi } from '@/lib/api/client'
import { format } from '@/lib/i18n/id'
import { quizTexts } from '../texts'
import { registerQueuedMutation, type QueuedMutationDeps } from '@/lib/outbox/queued-mutation'
import { quizKeys, quizMutationKeys } from './quiz-keys'

export const quizQueries = {
  /**
   * The attempt in progress (started by the server when there is none). Persisted: a quiz opened
   * online can be answered and submitted offline, reloads included.
   */
  attempt: (quizId: number) =>
    queryOptions({
      queryKey: quizKeys.attempt(quizId),
      queryFn: ({ signal }) => callApi(quizApi.attempt, { params: { id: quizId }, signal }).then((r) => r.data),
      staleTime: Number.POSITIVE_INFINITY,
      meta: { persist: true },
    }),
  history: (quizId: number, attemptId?: number) =>
    queryOptions({
      queryKey: quizKeys.history(quizId, attemptId),
      queryFn: ({ signal }) =>
        callApi(quizApi.history, { params: { id: quizId }, query: attemptId ? { quizUserDetailID: attemptId } : {}, signal }).then((r) => r.data),
      meta: { persist: true },
    }),
}

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
      url: fillPath(quizApi.submit.path, { id: v.quizId }),
      body: v.submission,
      resource: quizResource(v.submission.quizUserDetailID),
      label: format(quizTexts.outboxLabel, { title: v.title }),
    }),
    { ...deps, folding: { never: 'every submission is scored and counts as an attempt' } },
  )
}
