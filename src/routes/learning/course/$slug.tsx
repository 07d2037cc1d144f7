import { createFileRoute, notFound } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { packageIdOf } from '@/lib/learning-paths'
import { packageQueries } from '@/features/learning/api/package-queries'
import { PackageDetailPage } from '@/features/learning/components/package-detail-page'
import { startQuiz } from '@/features/quiz/components/start-quiz-button'

const searchSchema = z.object({
  /** Spec section 3's parameter name: the material to open (resume point). */
  currentCourseMaterialID: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
})

export const Route = createFileRoute('/learning/course/$slug')({
  params: {
    // `{id}-{words}`; anything else is the 404 page (spec section 2: route validation failure).
    parse: (raw: { slug: string }) => {
      if (packageIdOf(raw.slug) === null) throw notFound()
      return { slug: raw.slug }
    },
  },
  validateSearch: searchSchema,
  loader: ({ context, params }) => {
    const packageId = packageIdOf(params.slug) ?? 0
    void context.queryClient.prefetchQuery(packageQueries.detail(packageId))
    void context.queryClient.prefetchQuery(packageQueries.contents(packageId))
  },
  component: function CourseRoute() {
    const packageId = packageIdOf(Route.useParams().slug) ?? 0
    const { currentCourseMaterialID } = Route.useSearch()
    return <PackageDetailPage key={packageId} packageId={packageId} materialId={currentCourseMaterialID} quizAction={startQuiz} />
  },
})
