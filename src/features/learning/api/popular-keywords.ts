import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { catalogApi } from '@/contract/learning-catalog'
import { callApi } from '@/lib/api/client'
import { personalizationStore, setPopularSearchKeywords } from '@/stores/personalization-store'

const topKeywords = {
  queryKey: ['learning', 'top-keywords'],
  queryFn: ({ signal }: { signal: AbortSignal }) => callApi(catalogApi.topKeywords, { signal }).then((r) => r.data.keywords),
  staleTime: 10 * 60_000,
  meta: { persist: true },
}

/**
 * The top three search keywords for a search box: held in the spec's personalization state
 * (popularSearchKeywords), which the keywords call (cached and persisted) fills.
 */
export function usePopularKeywords(): readonly string[] {
  const keywords = useQuery(topKeywords)
  useEffect(() => {
    if (keywords.data) setPopularSearchKeywords(keywords.data.slice(0, 3))
  }, [keywords.data])
  return useSnapshot(personalizationStore).popularSearchKeywords
}
