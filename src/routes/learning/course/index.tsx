import { createFileRoute } from '@tanstack/react-router'
import { learningSearchSchema, toListQuery } from '@/features/learning/api/list-query'
import { packageQueries } from '@/features/learning/api/package-queries'
import { LearningListPage } from '@/features/learning/components/learning-list-page'
import { learningTexts } from '@/features/learning/texts'

export const Route = createFileRoute('/learning/course/')({
  validateSearch: learningSearchSchema,
  loaderDeps: ({ search }) => toListQuery(search),
  loader: ({ context, deps }) => void context.queryClient.prefetchInfiniteQuery(packageQueries.list(deps)),
  component: function CoursesPage() {
    const search = Route.useSearch()
    return <LearningListPage title={learningTexts.nav.course} search={search} options={packageQueries.list(toListQuery(search))} />
  },
})
