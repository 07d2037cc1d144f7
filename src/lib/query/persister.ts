import { persistQueryClient, type PersistedClient, type Persister } from '@tanstack/query-persist-client-core'
import type { QueryClient } from '@tanstack/react-query'
import { createStore, del, get, set, type UseStore } from 'idb-keyval'

/** How long a persisted answer may be read back: at least a week of offline use. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

const PERSIST_KEY = 'query-cache'

/** A Persister over IndexedDB (idb-keyval); structured clone keeps dates and maps intact. */
export function createIdbPersister(store: UseStore = createStore('tumbuh-query', 'cache'), key = PERSIST_KEY): Persister {
  return {
    persistClient: (client: PersistedClient) => set(key, client, store),
    restoreClient: () => get<PersistedClient>(key, store),
    removeClient: () => del(key, store),
  }
}

/**
 * Deletes the persisted copy of the query cache (logout): the next user of this device must not
 * read the previous one's data from IndexedDB.
 */
export function removePersistedQueryCache(persister: Persister = createIdbPersister()): Promise<void> {
  return Promise.resolve(persister.removeClient())
}

export interface PersistOptions {
  persister?: Persister
  buster?: string
}

/**
 * Restores the persisted cache, then keeps persisting it. Resolves once the restore has finished
 * (or failed: a broken cache is dropped, never fatal), so the router's first loaders see it.
 * Only successful queries marked `meta: { persist: true }` are written.
 */
export async function setupQueryPersistence(queryClient: QueryClient, options: PersistOptions = {}): Promise<() => void> {
  const [unsubscribe, restored] = persistQueryClient({
    queryClient,
    persister: options.persister ?? createIdbPersister(),
    maxAge: PERSIST_MAX_AGE_MS,
    buster: options.buster ?? __CACHE_BUSTER__,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => query.meta?.persist === true && query.state.status === 'success',
      shouldDehydrateMutation: () => false,
    },
  })
  await restored.catch(() => undefined)
  return unsubscribe
}
