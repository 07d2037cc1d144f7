import { createStore, del, get, set, values, type UseStore } from 'idb-keyval'
import type { OutboxEntry } from './entry'

export const OUTBOX_DB_NAME = 'tumbuh-outbox'
export const OUTBOX_STORE_NAME = 'entries'

/**
 * The IndexedDB object store the page and the service worker share. Every change that must not race
 * (claiming an entry, settling it) happens in one readwrite transaction (idb-keyval `update`), and
 * IndexedDB runs readwrite transactions on one store one after another across all contexts.
 */
export interface OutboxStore {
  all(): Promise<OutboxEntry[]>
  get(id: string): Promise<OutboxEntry | undefined>
  put(entry: OutboxEntry): Promise<void>
  delete(id: string): Promise<void>
  /**
   * Atomically replaces an entry with `change(entry)` when that returns one; undefined leaves it as is.
   * Resolves with the stored result, or undefined when nothing was changed.
   */
  change(id: string, change: (entry: OutboxEntry) => OutboxEntry | undefined): Promise<OutboxEntry | undefined>
  /** Atomically deletes an entry when `when(entry)` holds; resolves whether it was deleted. */
  deleteIf(id: string, when: (entry: OutboxEntry) => boolean): Promise<boolean>
}

export function openOutboxStore(dbName = OUTBOX_DB_NAME, storeName = OUTBOX_STORE_NAME): OutboxStore {
  const store: UseStore = createStore(dbName, storeName)
  return {
    all: async () => (await values<OutboxEntry>(store)).sort((a, b) => a.seq - b.seq),
    get: (id) => get<OutboxEntry>(id, store),
    put: (entry) => set(entry.id, entry, store),
    delete: (id) => del(id, store),
    change: (id, change) =>
      store('readwrite', (objectStore) =>
        new Promise<OutboxEntry | undefined>((resolve, reject) => {
          const request = objectStore.get(id)
          request.onsuccess = () => {
            const old = request.result as OutboxEntry | undefined
            const next = old && change(old)
            if (!next) return resolve(undefined)
            objectStore.put(next, id)
            objectStore.transaction.oncomplete = () => resolve(next)
            objectStore.transaction.onerror = () => reject(objectStore.transaction.error)
          }
          request.onerror = () => reject(request.error)
        }),
      ),
    deleteIf: (id, when) =>
      store('readwrite', (objectStore) =>
        new Promise<boolean>((resolve, reject) => {
          const request = objectStore.get(id)
          request.onsuccess = () => {
            const old = request.result as OutboxEntry | undefined
            if (!old || !when(old)) return resolve(false)
            objectStore.delete(id)
            objectStore.transaction.oncomplete = () => resolve(true)
            objectStore.transaction.onerror = () => reject(objectStore.transaction.error)
          }
          request.onerror = () => reject(request.error)
        }),
      ),
  }
}
