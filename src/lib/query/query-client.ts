import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { isApiError } from '@/lib/api/api-error'
import { handleAuthFailure } from '@/lib/auth/auth-errors'
import { reportError } from '@/lib/errors/error-reporter'
import { PERSIST_MAX_AGE_MS } from './persister'

const MAX_RETRIES = 2

/**
 * A 4xx will answer the same way next time, so only network failures, 5xx, 408 and 429 are
 * retried (a few times, with the library's backoff).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false
  if (isApiError(error) && error.status >= 400 && error.status < 500) return error.status === 408 || error.status === 429
  return true
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // A 401 or expired session from any query or mutation signs in again (spec section 8).
    queryCache: new QueryCache({
      onError: (error, query) => {
        handleAuthFailure(error)
        reportError(error, { source: 'query', queryKey: query.queryKey })
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        handleAuthFailure(error)
        reportError(error, { source: 'mutation', mutationKey: mutation.options.mutationKey })
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // Persisted answers must outlive the persister's maxAge, or they are dropped before use.
        gcTime: PERSIST_MAX_AGE_MS,
        retry: shouldRetry,
        // Try the network even when the browser says offline: the service worker may answer.
        networkMode: 'offlineFirst',
      },
      mutations: {
        retry: false,
      },
    },
  })
}
