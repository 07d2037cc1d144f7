import { useNavigate, useRouterState } from '@tanstack/react-router'
import { buttonClassName } from '@/components/ui/button'
import { quizTexts } from '../texts'
import { chooseQuiz } from '@/features/quiz/quiz-store'

/** 'Kerjakan kuis' under a video or material (or 'Coba lagi' on a result): remembers the quiz and where to come back, then opens it. */
export function StartQuizButton({ quizId, label = quizTexts.start }: { quizId: number; label?: string }) {
  const navigate = useNavigate()
  const href = useRouterState({ select: (s) => s.location.href })
  return (
    <button
      type="button"
      className={buttonClassName('primary')}
      onClick={() => {
        chooseQuiz(quizId, href)
        void navigate({ to: '/learning/quiz' })
      }}
    >
      {label}
    </button>
  )
}

/** What a video or course material shows for its quiz (the route files pass it to learning's pages). */
export const startQuiz = (quizId: number) => <StartQuizButton quizId={quizId} />
