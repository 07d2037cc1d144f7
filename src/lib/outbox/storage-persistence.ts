/**
 * Undelivered writes live in IndexedDB, which a browser may clear under storage pressure unless
 * the site's storage is persistent. Asked once per page life, when the first write is queued (Chromium
 * grants it to an installed or much-used site without a prompt, Firefox asks the user). The outbox
 * list says so when the browser refused.
 */
let asked: Promise<boolean | undefined> | undefined

export function askPersistentStorage(storage: StorageManager | undefined = globalThis.navigator?.storage): Promise<boolean | undefined> {
  if (typeof storage?.persist !== 'function') return Promise.resolve(undefined)
  asked ??= storage
    .persisted()
    .then((persisted) => persisted || storage.persist())
    .catch(() => undefined)
  return asked
}

/** Whether the browser keeps this site's storage under pressure: undefined where it cannot say. */
export async function isStoragePersistent(storage: StorageManager | undefined = globalThis.navigator?.storage): Promise<boolean | undefined> {
  if (typeof storage?.persisted !== 'function') return undefined
  return storage.persisted().catch(() => undefined)
}

/** Tests: forget the answer of this page life. */
export function resetPersistentStorageAsk(): void {
  asked = undefined
}
