import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchUserInfo, resetUserStore, userStore } from '@/stores/user-store'
import { budiInfo, fakeApi, problem } from '../support/fake-api'

describe('user store', () => {
  afterEach(() => {
    resetUserStore()
    vi.restoreAllMocks()
  })

  it('loads the user info once; later calls reuse it', async () => {
    const api = fakeApi({ 'GET /api/platform/user/info': { body: { data: budiInfo } } })
    const deps = { fetch: api.fetch as unknown as typeof fetch }
    await fetchUserInfo({}, deps)
    await fetchUserInfo({}, deps)
    await Promise.all([fetchUserInfo({}, deps), fetchUserInfo({}, deps)])
    expect(api.calls).toEqual(['GET /api/platform/user/info'])
    expect(userStore.userInfo).toEqual(budiInfo)
  })

  it('fetches again when a forced refresh is asked for', async () => {
    let name = 'Budi Santoso'
    const api = fakeApi({ 'GET /api/platform/user/info': () => ({ body: { data: { ...budiInfo, name } } }) })
    const deps = { fetch: api.fetch as unknown as typeof fetch }
    await fetchUserInfo({}, deps)
    name = 'Budi S.'
    await fetchUserInfo({ force: true }, deps)
    expect(api.calls).toHaveLength(2)
    expect(userStore.userInfo?.name).toBe('Budi S.')
  })

  it('a failure is only logged, and the next call tries again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const failing = fakeApi({ 'GET /api/platform/user/info': { status: 500, body: problem(500, '/problems/internal') } })
    await expect(fetchUserInfo({}, { fetch: failing.fetch as unknown as typeof fetch })).resolves.toBeUndefined()
    expect(userStore.userInfo).toBeNull()
    expect(log).toHaveBeenCalledTimes(1)

    const working = fakeApi({ 'GET /api/platform/user/info': { body: { data: budiInfo } } })
    await fetchUserInfo({}, { fetch: working.fetch as unknown as typeof fetch })
    expect(userStore.userInfo).toEqual(budiInfo)
  })

  it('a reset (logout) forgets the user and lets the next one load theirs', async () => {
    const api = fakeApi({ 'GET /api/platform/user/info': { body: { data: budiInfo } } })
    const deps = { fetch: api.fetch as unknown as typeof fetch }
    await fetchUserInfo({}, deps)
    resetUserStore()
    expect(userStore.userInfo).toBeNull()
    await fetchUserInfo({}, deps)
    expect(api.calls).toHaveLength(2)
  })
})
