import type { QueryClient } from '@tanstack/react-query'
import { onUserChanged } from '@/lib/user-changed'
import { registerQuizMutations } from './api/quiz-queries'
import { forgetQuiz } from './quiz-store'

/**
 * What the quiz area needs before the first screen: its queued submission (before the cache is
 * restored, so a paused one finds its defaults) and, eagerly, its part in forgetting a user: the
 * quiz in progress lives in local storage even if no quiz screen was opened in this visit.
 */
export function registerQuiz(queryClient: QueryClient): void {
  registerQuizMutations(queryClient)
  onUserChanged(forgetQuiz)
}
