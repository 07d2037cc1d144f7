import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { isApiError } from '@/lib/api/api-error'
import { handleAuthFailure } from '@/lib/auth/auth-errors'
import { reportError } from '@/lib/errors/error-reporter'
import { id } from '@/lib/i18n/id'
import { showToast } from '@/lib/toast/toast-store'
import { OutboxStorageError } from '@/shared/outbox/entry'
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
        // The device is full: the write was not queued. Said here for every kind of write (a
        // progress write has no form); a form keeps what was typed, so the user can try again.
        if (error instanceof OutboxStorageError) return void showToast(id.outbox.storageFull, { durationMs: 12_000 })
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
