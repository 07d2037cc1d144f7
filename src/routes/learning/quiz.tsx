import { createFileRoute } from '@tanstack/react-router'
import { QuizPage } from '@/features/quiz/components/quiz-page'

/** /learning/quiz: the quiz in the quiz state (chosen from a video or material; mirrored in local storage). */
export const Route = createFileRoute('/learning/quiz')({
  component: QuizPage,
})
