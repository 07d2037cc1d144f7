import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core'
import { QueryClient } from '@tanstack/react-query'
import { createStore } from 'idb-keyval'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createIdbPersister, PERSIST_MAX_AGE_MS, setupQueryPersistence } from '@/lib/query/persister'
import { createQueryClient } from '@/lib/query/query-client'

const DAY_MS = 24 * 60 * 60 * 1000

let storeCount = 0
/** Each test gets its own IndexedDB database (fake-indexeddb), so nothing leaks between tests. */
function freshPersister(): Persister {
  storeCount += 1
  return createIdbPersister(createStore(`persister-test-${storeCount}`, 'cache'))
}

const cleanups: Array<() => void> = []
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()?.()
})

async function startClient(persister: Persister, buster = 'v1'): Promise<QueryClient> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: PERSIST_MAX_AGE_MS } } })
  const unsubscribe = await setupQueryPersistence(client, { persister, buster })
  cleanups.push(() => {
    unsubscribe()
    client.clear()
  })
  return client
}

function persistedKeys(persisted: PersistedClient | undefined): unknown[] {
  return persisted?.clientState.queries.map((q) => q.queryKey) ?? []
}

/** Fills a client with one persisted answer and waits until IndexedDB holds it. */
async function persistBanner(persister: Persister, buster = 'v1'): Promise<void> {
  const client = await startClient(persister, buster)
  await client.fetchQuery({ queryKey: ['banner'], queryFn: () => ({ title: 'Selamat datang' }), meta: { persist: true } })
  await vi.waitFor(async () => expect(persistedKeys(await persister.restoreClient())).toEqual([['banner']]), { timeout: 5_000 })
}

describe('query cache persistence', () => {
  it('persists only successful queries marked meta.persist', async () => {
    const persister = freshPersister()
    const client = await startClient(persister)

    await client.fetchQuery({ queryKey: ['kept'], queryFn: () => 'disimpan', meta: { persist: true } })
    await client.fetchQuery({ queryKey: ['unmarked'], queryFn: () => 'tidak ditandai' })
    await client
      .fetchQuery({ queryKey: ['failed'], queryFn: () => Promise.reject(new Error('gagal')), meta: { persist: true } })
      .catch(() => undefined)
    await client.fetchQuery({ queryKey: ['last'], queryFn: () => 'terakhir', meta: { persist: true } })

    await vi.waitFor(async () => {
      const keys = persistedKeys(await persister.restoreClient())
      expect(keys).toContainEqual(['last'])
      expect(keys).toEqual([['kept'], ['last']])
    }, { timeout: 5_000 })
  })

  it('restores persisted answers into a new QueryClient', async () => {
    const persister = freshPersister()
    await persistBanner(persister)

    const restored = await startClient(persister)
    expect(restored.getQueryData(['banner'])).toEqual({ title: 'Selamat datang' })
  })

  it('drops the cache when the buster changes', async () => {
    const persister = freshPersister()
    await persistBanner(persister, 'schema-a')

    const restored = await startClient(persister, 'schema-b')
    expect(restored.getQueryData(['banner'])).toBeUndefined()
  })

  it('keeps answers for at least 7 days and drops them after maxAge', async () => {
    expect(PERSIST_MAX_AGE_MS).toBeGreaterThanOrEqual(7 * DAY_MS)

    const persister = freshPersister()
    await persistBanner(persister)
    const saved = await persister.restoreClient()
    if (!saved) throw new Error('nothing persisted')
    for (const c of cleanups.splice(0)) c()

    await persister.persistClient({ ...saved, timestamp: Date.now() - 6 * DAY_MS })
    const weekOld = await startClient(persister)
    expect(weekOld.getQueryData(['banner'])).toEqual({ title: 'Selamat datang' })
    for (const c of cleanups.splice(0)) c()

    await persister.persistClient({ ...saved, timestamp: Date.now() - PERSIST_MAX_AGE_MS - 60_000 })
    const expired = await startClient(persister)
    expect(expired.getQueryData(['banner'])).toBeUndefined()
  })

  it("keeps the app's queries in memory at least as long as the persister may restore them", () => {
    const gcTime = createQueryClient().getDefaultOptions().queries?.gcTime
    expect(gcTime).toBeGreaterThanOrEqual(PERSIST_MAX_AGE_MS)
  })
})
