import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createAuth } from '@/lib/auth/auth'
import { DEVICE_USER_KEY } from '@/lib/auth/device-user'
import { writeUserId } from '@/lib/auth/user-id-cookie'
import { clearOtherUsersCaches, clearUserCaches } from '@/lib/offline/user-caches'
import { budi, fakeApi, resetClientState } from '../../support/fake-api'

/** Cache Storage with just the names (what these functions look at). */
function fakeCaches(names: string[]) {
  const held = new Set(names)
  const storage = {
    keys: async () => [...held],
    delete: vi.fn(async (name: string) => held.delete(name)),
  }
  return { storage: storage as unknown as CacheStorage, held }
}

const device = () =>
  fakeCaches(['learning-metadata-u7', 'saved-media-u7', 'learning-metadata-u17', 'saved-media-u8', 'saved-media-user', 'images', 'learning-metadata-anon', 'workbox-precache-v2-http://127.0.0.1/'])

describe('per-user caches', () => {
  beforeEach(resetClientState)

  it("clearUserCaches deletes every cache of that user and nobody else's", async () => {
    const { storage, held } = device()
    expect((await clearUserCaches(7, storage)).sort()).toEqual(['learning-metadata-u7', 'saved-media-u7'])
    expect([...held]).toEqual(['learning-metadata-u17', 'saved-media-u8', 'saved-media-user', 'images', 'learning-metadata-anon', 'workbox-precache-v2-http://127.0.0.1/'])
  })

  it("clearOtherUsersCaches keeps the given user's caches and the shared ones", async () => {
    const { storage, held } = device()
    expect((await clearOtherUsersCaches(7, storage)).sort()).toEqual(['learning-metadata-u17', 'saved-media-u8'])
    expect([...held]).toContain('learning-metadata-u7')
    expect([...held]).toContain('saved-media-u7')
    expect([...held]).toContain('images')
  })

  it('with null no user keeps a cache (sign-out)', async () => {
    const { storage, held } = device()
    await clearOtherUsersCaches(null, storage)
    expect([...held]).toEqual(['saved-media-user', 'images', 'learning-metadata-anon', 'workbox-precache-v2-http://127.0.0.1/'])
  })

  it('does nothing where the browser has no Cache Storage', async () => {
    expect(await clearUserCaches(7, undefined)).toEqual([])
  })

  it("sign-out deletes every user's caches; a sign-in deletes the other users'", async () => {
    const { storage, held } = device()
    const clear = (keep: number | null) => clearOtherUsersCaches(keep, storage)
    const api = fakeApi({ 'POST /api/platform/auth/logout': { body: { data: { end_session_url: null } } } })
    const auth = createAuth({ queryClient: new QueryClient(), fetch: api.fetch as unknown as typeof fetch, leave: vi.fn(), clearPersistedCache: async () => undefined, clearUserCaches: clear })

    localStorage.setItem(DEVICE_USER_KEY, '7')
    await auth.adoptUser(8)
    expect([...held].filter((n) => /-u\d+$/.test(n))).toEqual(['saved-media-u8'])

    writeUserId(budi.id)
    await auth.logout()
    expect([...held].filter((n) => /-u\d+$/.test(n))).toEqual([])
  })
})
