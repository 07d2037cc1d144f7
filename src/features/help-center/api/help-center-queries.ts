import { queryOptions } from '@tanstack/react-query'
import { helpCenterApi } from '@/contract/help-center'
import { callApi } from '@/lib/api/client'
import { helpCenterKeys } from './help-center-keys'

// The whole help content is one persisted query: every screen of /help-center reads it, so after one
// visit the help center reads and searches offline. Its version changes with the content; a refetch
// (stale after 10 minutes, or on reconnecting) brings the new one.

export const helpCenterQueries = {
  content: () =>
    queryOptions({
      queryKey: helpCenterKeys.content(),
      queryFn: ({ signal }) => callApi(helpCenterApi.content, { signal }).then((r) => r.data),
      staleTime: 10 * 60_000,
      meta: { persist: true },
    }),
  /** The server's search (online); not persisted: offline, the page searches the content itself. */
  search: (q: string) =>
    queryOptions({
      queryKey: helpCenterKeys.search(q),
      queryFn: ({ signal }) => callApi(helpCenterApi.search, { query: { q }, signal }),
      staleTime: 60_000,
      retry: false,
    }),
}
