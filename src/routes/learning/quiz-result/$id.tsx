import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { positiveIntFromString } from '@/contract/common'
import { QuizResultPage } from '@/features/quiz/components/quiz-result-page'
import { paramsOrNotFound } from '@/lib/route-params'

const searchSchema = z.object({
  /** Spec section 3's parameter name: which attempt to show (the latest without it). */
  quizUserDetailID: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
})

export const Route = createFileRoute('/learning/quiz-result/$id')({
  params: paramsOrNotFound(z.object({ id: positiveIntFromString })),
  validateSearch: searchSchema,
  component: function QuizResultRoute() {
    const { id } = Route.useParams()
    const { quizUserDetailID } = Route.useSearch()
    return <QuizResultPage key={`${id}-${quizUserDetailID ?? ''}`} quizId={id} attemptId={quizUserDetailID} />
  },
})
