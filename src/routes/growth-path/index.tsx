import { createFileRoute } from '@tanstack/react-router'
import { growthPathQueries } from '@/features/growth-path/api/growth-path-queries'
import { readUserId } from '@/lib/auth/user-id-cookie'
import { GrowthPathListPage } from '@/features/growth-path/components/list/growth-path-list-page'
import { growthPathSearchSchema, toListQuery } from '@/features/growth-path/components/list/list-search'

/** Growth paths (spec route table): public, so visitors may browse; a signed-in user also sees their own progress. */
export const Route = createFileRoute('/growth-path/')({
  validateSearch: growthPathSearchSchema,
  loaderDeps: ({ search }) => toListQuery(search),
  // Not awaited: the list and the row each show their placeholder (or their persisted copy) at once.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(growthPathQueries.recommendations(readUserId()))
    void context.queryClient.prefetchInfiniteQuery(growthPathQueries.list(deps))
  },
  component: function GrowthPathListRoute() {
    return <GrowthPathListPage search={Route.useSearch()} />
  },
})
