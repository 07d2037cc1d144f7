import type { QueryClient } from '@tanstack/react-query'
import { registerQueuedMutationsLazily } from '@/lib/outbox/lazy-queued-mutation'
import { onUserChanged } from '@/lib/user-changed'
import { quizMutationKeys } from './api/quiz-keys'
import { forgetStoredQuiz } from './quiz-storage'

/**
 * What the quiz area needs before the first screen: its queued submission (its code loads when
 * first used, see registerQueuedMutationsLazily) and, eagerly, its part in forgetting a user: the
 * quiz in progress lives in local storage even if no quiz screen was opened in this visit.
 */
export function registerQuiz(queryClient: QueryClient): void {
  registerQueuedMutationsLazily(queryClient, [quizMutationKeys.submit], () => import('./api/quiz-queries').then((m) => m.registerQuizMutations(queryClient)))
  onUserChanged(forgetStoredQuiz)
}
