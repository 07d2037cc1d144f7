import { queryOptions } from '@tanstack/react-query'
// The rows' endpoints from learning-home.ts, not from their groups' files: those would bring every
// endpoint of their groups into the home page's start-up chunk (decision 021).
import { externalLatest, externalPackages, personalizedVideos, specialChannels } from '@/contract/learning-home'
import { callApi } from '@/lib/api/client'
import { appConfig } from '@/lib/config'
import { personalizedKeyRoot } from '@/lib/query/personalized-key'
import { EXTERNAL_REQUEST_HEADER } from '@/shared/wire'

/** How many cards a home row shows. */
export const HOME_ROW_SIZE = 8

export const homeLearningKeys = {
  all: ['home', 'learning'] as const,
  latest: () => ['home', 'learning', 'latest'] as const,
  packages: () => ['home', 'learning', 'packages'] as const,
  specials: () => ['home', 'learning', 'specials'] as const,
  // Under the personalized root: saving interests refetches it (src/lib/query/personalized-key.ts).
  recommended: () => [...personalizedKeyRoot, 'videos', 'home'] as const,
}

/** The external API's key (spec section 6): public by design, it names the caller, not a user. */
const external = () => ({ [EXTERNAL_REQUEST_HEADER]: appConfig.externalApiKey })

const cached = { staleTime: 5 * 60_000, meta: { persist: true } } as const

export const homeLearningQueries = {
  latest: () =>
    queryOptions({
      queryKey: homeLearningKeys.latest(),
      queryFn: ({ signal }) => callApi(externalLatest, { query: { limit: HOME_ROW_SIZE }, headers: external(), signal }).then((r) => r.data),
      ...cached,
    }),
  packages: () =>
    queryOptions({
      queryKey: homeLearningKeys.packages(),
      queryFn: ({ signal }) => callApi(externalPackages, { query: { limit: HOME_ROW_SIZE, sort: 'newest' }, headers: external(), signal }).then((r) => r.data),
      ...cached,
    }),
  recommended: () =>
    queryOptions({
      queryKey: homeLearningKeys.recommended(),
      queryFn: ({ signal }) => callApi(personalizedVideos, { query: { limit: HOME_ROW_SIZE }, signal }).then((r) => r.data),
      ...cached,
    }),
  specials: () =>
    queryOptions({
      queryKey: homeLearningKeys.specials(),
      queryFn: ({ signal }) => callApi(specialChannels, { signal }).then((r) => r.data),
      ...cached,
    }),
}
