import { createFileRoute } from '@tanstack/react-router'
import { opportunityQueries } from '@/features/opportunity/api/opportunity-queries'
import { OpportunityListPage } from '@/features/opportunity/components/list/opportunity-list-page'
import { opportunitySearchSchema, toListQuery } from '@/features/opportunity/components/list/list-search'

/** Job opportunities (spec route table): public, so visitors browse; signed in, each opening shows its fit. */
export const Route = createFileRoute('/opportunity/')({
  validateSearch: opportunitySearchSchema,
  loaderDeps: ({ search }) => toListQuery(search),
  // Not awaited: the list shows its placeholder (or its persisted copy) at once.
  loader: ({ context, deps }) => void context.queryClient.prefetchInfiniteQuery(opportunityQueries.list(deps)),
  component: function OpportunityListRoute() {
    return <OpportunityListPage search={Route.useSearch()} />
  },
})
