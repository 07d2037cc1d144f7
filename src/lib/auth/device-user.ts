import type { QueryClient } from '@tanstack/react-query'
import { appConfig } from '@/lib/config'
import { reportError } from '@/lib/errors/error-reporter'
import { clearOtherUsersCaches } from '@/lib/offline/user-caches'
import { removePersistedQueryCache } from '@/lib/query/persister'
import { userChanged } from '@/lib/user-changed'

/**
 * localStorage: whose data this device's caches hold. Not the user-id cookie: that one goes when a
 * session expires, while the caches (and their IndexedDB copy) stay for offline use.
 */
export const DEVICE_USER_KEY = `${appConfig.cookiePrefix}device_user_id`

export interface DeviceUserDeps {
  queryClient: QueryClient
  clearPersistedCache?: () => Promise<void>
  /** Deletes the per-user Cache Storage caches of everyone but the given user. */
  clearUserCaches?: (keepUserId: number | null) => Promise<unknown>
  storage?: Storage
}

function readDeviceUser(storage: Storage): number | null {
  try {
    const value = Number(storage.getItem(DEVICE_USER_KEY))
    return Number.isSafeInteger(value) && value > 0 ? value : null
  } catch {
    // Storage refused (privacy settings): the owner is unknown.
    return null
  }
}

/**
 * Sign-in completed for `userId`. Only logout clears the caches, so after an expired session a
 * shared device may still hold the previous user's session, profile and stores (memory and
 * IndexedDB). Unless the caches are known to be this user's, they are emptied before the new
 * user's data loads; when they are, they stay but count as stale. Returns whether they were emptied.
 */
export async function adoptDeviceUser(userId: number, deps: DeviceUserDeps): Promise<boolean> {
  const storage = deps.storage ?? localStorage
  const same = readDeviceUser(storage) === userId
  if (!same) {
    userChanged()
    deps.queryClient.clear()
    await (deps.clearPersistedCache ?? removePersistedQueryCache)().catch((error: unknown) => reportError(error, { source: 'sign-in' }))
  } else {
    // Kept for offline use, but what was fetched while signed out (the session had expired, or
    // the user browsed before signing in) answered a visitor: a path shown as not taken, no
    // like, no rating. Every answer is fetched again when next shown (the ones on screen now).
    void deps.queryClient.invalidateQueries()
  }
  // Always, not only on a change of owner: caches of other users may outlive the owner key
  // (storage refused, a sign-out that failed half-way), and listing them costs little.
  await (deps.clearUserCaches ?? clearOtherUsersCaches)(userId).catch((error: unknown) => reportError(error, { source: 'sign-in' }))
  try {
    storage.setItem(DEVICE_USER_KEY, String(userId))
  } catch {
    // Not kept: the next sign-in clears the caches again, which is safe.
  }
  return !same
}
