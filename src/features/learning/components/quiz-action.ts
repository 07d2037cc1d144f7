import type { ReactNode } from 'react'

/**
 * What a video or course material shows for its quiz. Quizzes are their own area (features/quiz),
 * and areas never import each other, so the route file that shows the page passes it in.
 */
export type QuizAction = (quizId: number) => ReactNode
