import { createFileRoute } from '@tanstack/react-router'
import { inclassQueries } from '@/features/learning/api/inclass-queries'
import { learningSearchSchema, toListQuery } from '@/features/learning/api/list-query'
import { InclassListPage } from '@/features/learning/components/inclass/inclass-list-page'

export const Route = createFileRoute('/learning/inclass/')({
  validateSearch: learningSearchSchema,
  loaderDeps: ({ search }) => toListQuery(search),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(inclassQueries.today())
    void context.queryClient.prefetchInfiniteQuery(inclassQueries.list(deps))
  },
  component: function InclassRoute() {
    return <InclassListPage search={Route.useSearch()} />
  },
})
