import { createFileRoute, redirect } from '@tanstack/react-router'
import { QUIZ_STORAGE_KEYS } from '@/features/quiz/quiz-storage'

/** /learning/quiz-result: the result of the quiz last chosen on this device, else the learning overview. */
export const Route = createFileRoute('/learning/quiz-result/')({
  beforeLoad: () => {
    const quizId = Number(globalThis.localStorage?.getItem(QUIZ_STORAGE_KEYS.quizId) ?? 0)
    if (quizId > 0) throw redirect({ to: '/learning/quiz-result/$id', params: { id: quizId }, replace: true })
    throw redirect({ to: '/learning', replace: true })
  },
})
