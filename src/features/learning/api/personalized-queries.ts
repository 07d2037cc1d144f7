import { queryOptions } from '@tanstack/react-query'
import { personalizationApi } from '@/contract/personalization'
import { callApi } from '@/lib/api/client'
import { personalizedKeyRoot } from '@/lib/query/personalized-key'

/** How many cards a "for you" row of the overview asks for. */
const ROW = 8

// Under the personalized root: saving interests refetches them (src/lib/query/personalized-key.ts).
export const personalizedLearningKeys = {
  packages: () => [...personalizedKeyRoot, 'packages', 'overview'] as const,
  inclasses: () => [...personalizedKeyRoot, 'inclasses', 'overview'] as const,
}

const cached = { staleTime: 5 * 60_000, meta: { persist: true } } as const

/** The signed-in user's packages and in-class events, those matching more of their interests first. */
export const personalizedLearningQueries = {
  packages: () =>
    queryOptions({
      queryKey: personalizedLearningKeys.packages(),
      queryFn: ({ signal }) => callApi(personalizationApi.packages, { query: { limit: ROW }, signal }),
      ...cached,
    }),
  inclasses: () =>
    queryOptions({
      queryKey: personalizedLearningKeys.inclasses(),
      queryFn: ({ signal }) => callApi(personalizationApi.inclasses, { query: { limit: ROW }, signal }),
      ...cached,
    }),
}
