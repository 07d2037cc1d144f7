import { createFileRoute } from '@tanstack/react-router'
import { HelpCenterPage } from '@/features/help-center/components/help-center-page'
import { helpCenterSearchSchema } from '@/features/help-center/components/help-search'

/**
 * The help center (spec route table): public. The category, topic, question and search words are
 * query parameters (one route in the spec), so each is a link that can be shared and reloaded.
 */
export const Route = createFileRoute('/help-center/')({
  validateSearch: helpCenterSearchSchema,
  // Not awaited, and its code loaded here rather than with the route tree: the content's query
  // starts with the page's code, and a stored copy shows at once.
  loader: ({ context }) =>
    void import('@/features/help-center/api/help-center-queries').then(({ helpCenterQueries }) =>
      context.queryClient.prefetchQuery(helpCenterQueries.content()),
    ),
  component: function HelpCenterRoute() {
    return <HelpCenterPage search={Route.useSearch()} />
  },
})
