import { createFileRoute, notFound } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { isPackageSlug, packageIdOf } from '@/lib/learning-paths'
import { packageQueries } from '@/features/learning/api/package-queries'
import { PackageBySlugPage } from '@/features/learning/components/package-by-slug'
import { PackageDetailPage } from '@/features/learning/components/package-detail-page'
import { startQuiz } from '@/features/quiz/components/start-quiz-button'

const searchSchema = z.object({
  /** Spec section 3's parameter name: the material to open (resume point). */
  currentCourseMaterialID: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
})

export const Route = createFileRoute('/learning/course/$slug')({
  params: {
    // The package's plain slug (the spec's parameter) or `{id}-{words}` (the app's own links, and
    // older ones); anything else is the 404 page (spec section 2: route validation failure).
    parse: (raw: { slug: string }) => {
      if (packageIdOf(raw.slug) === null && !isPackageSlug(raw.slug)) throw notFound()
      return { slug: raw.slug }
    },
  },
  validateSearch: searchSchema,
  loader: ({ context, params }) => {
    const packageId = packageIdOf(params.slug)
    if (packageId === null) return void context.queryClient.prefetchQuery(packageQueries.idOfSlug(params.slug))
    void context.queryClient.prefetchQuery(packageQueries.detail(packageId))
    void context.queryClient.prefetchQuery(packageQueries.contents(packageId))
  },
  component: function CourseRoute() {
    const { slug } = Route.useParams()
    const packageId = packageIdOf(slug)
    const { currentCourseMaterialID } = Route.useSearch()
    return packageId === null ? (
      <PackageBySlugPage key={slug} slug={slug} materialId={currentCourseMaterialID} quizAction={startQuiz} />
    ) : (
      <PackageDetailPage key={packageId} packageId={packageId} materialId={currentCourseMaterialID} quizAction={startQuiz} />
    )
  },
})
