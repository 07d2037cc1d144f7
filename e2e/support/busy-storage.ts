import type { BrowserContext, Page } from '@playwright/test'

/**
 * A slow, busy device: another tab of the app at `origin` holds the IndexedDB object store
 * `storeName` of database `dbName` in one readwrite transaction for `ms`, so every write the app
 * makes to it meanwhile waits to be stored (and is lost if its page closes or navigates before it
 * is: IndexedDB aborts what a page leaving has not committed). Close the returned page afterwards.
 */
export async function holdStore(context: BrowserContext, origin: string, dbName: string, storeName: string, ms: number): Promise<Page> {
  const other = await context.newPage()
  await other.goto(`${origin}/`)
  await other.evaluate(
    ({ dbName, storeName, ms }) =>
      new Promise<void>((held, failed) => {
        const open = indexedDB.open(dbName)
        open.onerror = () => failed(open.error)
        open.onsuccess = () => {
          const db = open.result
          const store = db.transaction(storeName, 'readwrite').objectStore(storeName)
          const until = Date.now() + ms
          // A transaction stays open while it has requests to answer.
          const spin = () => {
            store.get('-').onsuccess = () => {
              if (Date.now() < until) spin()
            }
          }
          spin()
          store.transaction.oncomplete = () => db.close()
          held()
        }
      }),
    { dbName, storeName, ms },
  )
  return other
}
