import { expect, type Page } from '@playwright/test'

/**
 * The keys of the queries in the persisted query cache: what the app will read back after a
 * reload or offline (src/lib/query/persister.ts: idb-keyval, database 'tumbuh-query', store
 * 'cache', key 'query-cache'). Empty while the app has not written it. Reading never creates the
 * database: an open that would have to create it is aborted, so the app's own open still makes it
 * with its store.
 */
export function persistedQueryKeys(page: Page): Promise<unknown[][]> {
  return page.evaluate(
    () =>
      new Promise<unknown[][]>((resolve, reject) => {
        const open = indexedDB.open('tumbuh-query')
        open.onupgradeneeded = () => open.transaction?.abort()
        open.onerror = () => (open.error?.name === 'AbortError' ? resolve([]) : reject(open.error))
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('cache')) {
            db.close()
            resolve([])
            return
          }
          const read = db.transaction('cache').objectStore('cache').get('query-cache')
          read.onerror = () => reject(read.error)
          read.onsuccess = () => {
            db.close()
            const client = read.result as { clientState?: { queries?: { queryKey: unknown[] }[] } } | undefined
            resolve((client?.clientState?.queries ?? []).map((query) => query.queryKey))
          }
        }
      }),
  )
}

/** True when `key` starts with `prefix`, element by element (objects compared as JSON). */
function startsWith(key: unknown[], prefix: readonly unknown[]): boolean {
  return prefix.every((part, i) => JSON.stringify(key[i]) === JSON.stringify(part))
}

/** The prefixes of `prefixes` that no persisted query key starts with. */
export async function missingFromPersistedCache(page: Page, prefixes: readonly (readonly unknown[])[]): Promise<(readonly unknown[])[]> {
  const keys = await persistedQueryKeys(page)
  return prefixes.filter((prefix) => !keys.some((key) => startsWith(key, prefix)))
}

/**
 * Waits until the persisted query cache holds a query under each of `prefixes` (e.g.
 * `['learning', 'videos', 'detail', 12]`): what a reload or an offline visit will find. Polls the
 * condition; no fixed wait.
 */
export async function expectPersisted(page: Page, prefixes: readonly (readonly unknown[])[]): Promise<void> {
  await expect.poll(() => missingFromPersistedCache(page, prefixes), { message: 'queries not (yet) in the persisted query cache' }).toEqual([])
}

/** The persisted query cache has no query under `prefix`. */
export async function expectNotPersisted(page: Page, prefix: readonly unknown[]): Promise<void> {
  expect(await missingFromPersistedCache(page, [prefix]), `${JSON.stringify(prefix)} in the persisted query cache`).toEqual([prefix])
}
