import { createStore, del, get, set, values, type UseStore } from 'idb-keyval'
import type { OutboxEntry, OutboxFold } from './entry'

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
  /**
   * `change` for many entries in one readwrite transaction, called in the order of `ids` (an id no
   * longer stored is skipped): what it returns replaces the entry, null deletes it, undefined leaves
   * it. Resolves with each id's stored result (null: deleted, undefined: left or absent).
   */
  changeMany(ids: readonly string[], change: (entry: OutboxEntry) => OutboxEntry | null | undefined): Promise<(OutboxEntry | null | undefined)[]>
  /** Atomically deletes an entry when `when(entry)` holds; resolves whether it was deleted. */
  deleteIf(id: string, when: (entry: OutboxEntry) => boolean): Promise<boolean>
  /**
   * Stores `entry`, or folds it into the waiting entry of the same fold key and user (see OutboxFold),
   * in one readwrite transaction: no replayer can claim the waiting entry in between. Resolves with
   * what was stored.
   */
  putFolded(entry: OutboxEntry & { foldKey: string }, fold: OutboxFold): Promise<OutboxEntry>
}

/** The entry that `entry` folds into among `entries`, if any: same user and key, still waiting. */
export function foldTarget(entries: readonly OutboxEntry[], entry: OutboxEntry): OutboxEntry | undefined {
  return entries.find((e) => e.foldKey === entry.foldKey && e.userId === entry.userId && (e.state === 'pending' || e.state === 'waiting-auth'))
}

/**
 * The waiting entry with the new write folded in: its id, place and backoff; the new write's request
 * (method and URL too: a toggle's undo is another method), merged body, label and key.
 */
export function folded(waiting: OutboxEntry, entry: OutboxEntry, fold: OutboxFold): OutboxEntry {
  const body = fold.merge(waiting.body, entry.body)
  return {
    ...waiting,
    method: entry.method,
    url: entry.url,
    body,
    label: fold.describe ? fold.describe(body) : entry.label,
    idempotencyKey: entry.idempotencyKey,
    createdAt: entry.createdAt,
  }
}

export function openOutboxStore(dbName = OUTBOX_DB_NAME, storeName = OUTBOX_STORE_NAME): OutboxStore {
  const store: UseStore = createStore(dbName, storeName)
  return {
    all: async () => (await values<OutboxEntry>(store)).sort((a, b) => a.seq - b.seq),
    get: (id) => get<OutboxEntry>(id, store),
    put: (entry) => set(entry.id, entry, store),
    delete: (id) => del(id, store),
    change: (id, change) =>
      store(
        'readwrite',
        (objectStore) =>
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
    changeMany: (ids, change) =>
      store(
        'readwrite',
        (objectStore) =>
          new Promise<(OutboxEntry | null | undefined)[]>((resolve, reject) => {
            const results: (OutboxEntry | null | undefined)[] = ids.map(() => undefined)
            // IndexedDB answers a transaction's requests in the order they were made.
            ids.forEach((id, i) => {
              const request = objectStore.get(id)
              request.onsuccess = () => {
                const old = request.result as OutboxEntry | undefined
                const next = old && change(old)
                if (next === null) objectStore.delete(id)
                else if (next) objectStore.put(next, id)
                results[i] = next
              }
            })
            objectStore.transaction.oncomplete = () => resolve(results)
            objectStore.transaction.onerror = () => reject(objectStore.transaction.error)
            objectStore.transaction.onabort = () => reject(objectStore.transaction.error)
          }),
      ),
    putFolded: (entry, fold) =>
      store(
        'readwrite',
        (objectStore) =>
          new Promise<OutboxEntry>((resolve, reject) => {
            const request = objectStore.getAll()
            request.onsuccess = () => {
              const waiting = foldTarget(request.result as OutboxEntry[], entry)
              const next = waiting ? folded(waiting, entry, fold) : entry
              objectStore.put(next, next.id)
              objectStore.transaction.oncomplete = () => resolve(next)
              objectStore.transaction.onerror = () => reject(objectStore.transaction.error)
              objectStore.transaction.onabort = () => reject(objectStore.transaction.error)
            }
            request.onerror = () => reject(request.error)
          }),
      ),
    deleteIf: (id, when) =>
      store(
        'readwrite',
        (objectStore) =>
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
