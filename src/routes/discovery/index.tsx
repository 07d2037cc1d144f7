import { createFileRoute } from '@tanstack/react-router'
import { DiscoveryPage } from '@/features/discovery/components/feed/discovery-page'
import { discoverySearchSchema, toFeedQuery } from '@/features/discovery/components/feed/feed-search'
import { guards } from '@/lib/auth/guards'

/** Discovery (spec route table; our design, decision 020): signed-in employees only, like /activity. */
export const Route = createFileRoute('/discovery/')({
  validateSearch: discoverySearchSchema,
  beforeLoad: guards('learningAuthentication', 'validateToken'),
  loaderDeps: ({ search }) => toFeedQuery(search),
  // Not awaited, and the queries' code loaded here rather than with the route tree: the feed's
  // query starts with the page's code, and a stored copy shows at once.
  loader: ({ context, deps }) =>
    void import('@/features/discovery/api/discovery-queries').then(({ discoveryQueries }) =>
      context.queryClient.prefetchInfiniteQuery(discoveryQueries.feed(deps)),
    ),
  component: function DiscoveryRoute() {
    return <DiscoveryPage search={Route.useSearch()} />
  },
})
