import { useQuery } from '@tanstack/react-query'
import { DetailState } from '@/components/data-state/detail-state'
import { packageQueries } from '../api/package-queries'
import { learningTexts } from '../texts'
import { PackageDetailPage } from './package-detail-page'
import type { QuizAction } from './quiz-action'
import detail from './detail-page.module.css'

/** /learning/course/{slug} with the plain slug (the spec's parameter): the package it names, or that there is none. */
export function PackageBySlugPage({ slug, materialId, quizAction }: { slug: string; materialId?: number; quizAction: QuizAction }) {
  const found = useQuery(packageQueries.idOfSlug(slug))
  return (
    <DetailState
      query={found}
      loadingText={learningTexts.detail.loading}
      notFoundText={learningTexts.course.notFound}
      errorText={learningTexts.detail.error}
      skeletonClassName={detail.skeleton}
    >
      {(packageId) => <PackageDetailPage key={packageId} packageId={packageId} materialId={materialId} quizAction={quizAction} />}
    </DetailState>
  )
}
