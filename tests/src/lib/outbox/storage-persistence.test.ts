import { afterEach, describe, expect, it, vi } from 'vitest'
import { askPersistentStorage, isStoragePersistent, resetPersistentStorageAsk } from '@/lib/outbox/storage-persistence'

const storage = (persisted: boolean, grant: boolean) =>
  ({ persisted: vi.fn(async () => persisted), persist: vi.fn(async () => grant) }) as unknown as StorageManager & {
    persist: ReturnType<typeof vi.fn>
  }

describe('persistent storage for the outbox', () => {
  afterEach(() => resetPersistentStorageAsk())

  it('asks the browser once per page life, and not when the storage is persistent already', async () => {
    const refusing = storage(false, false)
    expect(await askPersistentStorage(refusing)).toBe(false)
    expect(await askPersistentStorage(refusing)).toBe(false)
    expect(refusing.persist).toHaveBeenCalledTimes(1)

    resetPersistentStorageAsk()
    const kept = storage(true, true)
    expect(await askPersistentStorage(kept)).toBe(true)
    expect(kept.persist).not.toHaveBeenCalled()
  })

  it('answers undefined where the browser has no Storage API, and never throws', async () => {
    expect(await askPersistentStorage(undefined)).toBeUndefined()
    expect(await isStoragePersistent(undefined)).toBeUndefined()
    const broken = { persisted: () => Promise.reject(new Error('no')), persist: () => Promise.reject(new Error('no')) } as unknown as StorageManager
    expect(await askPersistentStorage(broken)).toBeUndefined()
    expect(await isStoragePersistent(broken)).toBeUndefined()
  })
})
