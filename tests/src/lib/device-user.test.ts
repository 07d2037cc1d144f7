import { QueryClient } from '@tanstack/react-query'
import { areaRegistrations } from '@/areas'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { adoptDeviceUser, DEVICE_USER_KEY } from '@/lib/auth/device-user'
import { notificationStore, setUnreadStatus } from '@/stores/notification-store'
import { chooseQuiz, quizStore } from '@/features/quiz/quiz-store'
import { QUIZ_STORAGE_KEYS } from '@/features/quiz/quiz-storage'
import { userStore } from '@/stores/user-store'
import { budi, budiInfo, resetClientState } from '../support/fake-api'

// The app's own area registrations: forgetting the quiz in progress is the quiz area's, registered there.
for (const register of areaRegistrations) register(new QueryClient())

const siti = { id: 12, name: 'Siti Rahma' }

/** A device whose caches hold Siti's data, as an expired session leaves them. */
function deviceOfSiti({ known = true } = {}) {
  const queryClient = new QueryClient()
  queryClient.setQueryData(['auth', 'session'], { id: siti.id })
  queryClient.setQueryData(['profile', 'detail', siti.id], { id: siti.id, full_name: siti.name })
  userStore.userInfo = { ...budiInfo, name: siti.name }
  setUnreadStatus(true)
  chooseQuiz(4, '/learning/videos/9')
  if (known) localStorage.setItem(DEVICE_USER_KEY, String(siti.id))
  const clearPersistedCache = vi.fn(async () => undefined)
  return { queryClient, clearPersistedCache }
}

describe('adoptDeviceUser (shared devices)', () => {
  beforeEach(resetClientState)

  it("another user signing in drops the previous user's cache, its persisted copy and the stores", async () => {
    const deps = deviceOfSiti()
    expect(await adoptDeviceUser(budi.id, deps)).toBe(true)
    expect(deps.queryClient.getQueryCache().getAll()).toEqual([])
    expect(deps.clearPersistedCache).toHaveBeenCalledTimes(1)
    expect(userStore.userInfo).toBeNull()
    expect(notificationStore.unread).toBe(false)
    expect(quizStore.quizId).toBeNull()
    expect(localStorage.getItem(QUIZ_STORAGE_KEYS.quizId)).toBeNull()
    expect(localStorage.getItem(DEVICE_USER_KEY)).toBe(String(budi.id))
  })

  it('clears as well when the device does not know whose data it holds', async () => {
    const deps = deviceOfSiti({ known: false })
    expect(await adoptDeviceUser(siti.id, deps)).toBe(true)
    expect(deps.queryClient.getQueryData(['profile', 'detail', siti.id])).toBeUndefined()
    expect(deps.clearPersistedCache).toHaveBeenCalledTimes(1)
    expect(userStore.userInfo).toBeNull()
  })

  it('keeps everything when the same user signs in again (offline data survives an expired session), to be fetched again when shown', async () => {
    const deps = deviceOfSiti()
    // Fetched while signed out: a visitor's answer, fresh for another minute.
    deps.queryClient.setQueryData(['growth-path', 'detail', 'analis-data'], { my: null })
    expect(await adoptDeviceUser(siti.id, deps)).toBe(false)
    expect(deps.queryClient.getQueryData(['profile', 'detail', siti.id])).toEqual({ id: siti.id, full_name: siti.name })
    expect(deps.queryClient.getQueryData(['growth-path', 'detail', 'analis-data'])).toEqual({ my: null })
    expect(deps.queryClient.getQueryCache().getAll().map((q) => q.isStaleByTime(60_000))).toEqual([true, true, true])
    expect(deps.clearPersistedCache).not.toHaveBeenCalled()
    expect(userStore.userInfo?.name).toBe(siti.name)
    expect(localStorage.getItem(QUIZ_STORAGE_KEYS.quizId)).toBe('4')
  })

  it('still clears memory and stores when deleting the persisted copy fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const deps = deviceOfSiti()
    deps.clearPersistedCache.mockRejectedValueOnce(new Error('IndexedDB unavailable'))
    expect(await adoptDeviceUser(budi.id, deps)).toBe(true)
    expect(deps.queryClient.getQueryCache().getAll()).toEqual([])
    expect(userStore.userInfo).toBeNull()
  })

  it('treats storage it cannot read as an unknown owner', async () => {
    const deps = deviceOfSiti()
    const storage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
    } as unknown as Storage
    expect(await adoptDeviceUser(siti.id, { ...deps, storage })).toBe(true)
    expect(deps.clearPersistedCache).toHaveBeenCalledTimes(1)
  })
})
