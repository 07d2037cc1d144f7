import { USER_CACHE_NAME } from '@/shared/offline-paths'

/** Cache Storage, or undefined where the browser has none (old browsers, insecure origins, tests). */
function defaultCaches(): CacheStorage | undefined {
  return typeof caches === 'undefined' ? undefined : caches
}

function ownerOf(cacheName: string): number | null {
  const match = USER_CACHE_NAME.exec(cacheName)
  return match ? Number(match[2]) : null
}

async function deleteWhere(keep: (owner: number) => boolean, storage: CacheStorage | undefined): Promise<string[]> {
  if (!storage) return []
  const names = (await storage.keys()).filter((name) => {
    const owner = ownerOf(name)
    return owner !== null && !keep(owner)
  })
  await Promise.all(names.map((name) => storage.delete(name)))
  return names
}

/**
 * Deletes every Cache Storage cache of `userId` (issue 7's convention `<purpose>-u<id>`: saved
 * media, learning metadata, whatever comes next), so nothing of theirs can be read on this device
 * afterwards. Resolves with the names deleted.
 */
export function clearUserCaches(userId: number, storage = defaultCaches()): Promise<string[]> {
  return deleteWhere((owner) => owner !== userId, storage)
}

/**
 * Deletes the per-user caches of everyone but `keepUserId`: on sign-in, what an earlier user of a
 * shared device left (a session that expired without sign-out) goes before the new user's data
 * comes. With null (sign-out) no user's cache stays. Visitors' public caches (`-anon`) and shared
 * ones (the shell, images) are left alone.
 */
export function clearOtherUsersCaches(keepUserId: number | null, storage = defaultCaches()): Promise<string[]> {
  return deleteWhere((owner) => owner === keepUserId, storage)
}
