import { proxy } from 'valtio'
import { userInfoEndpoint, type UserInfo } from '@/contract/profile-user-info'
import { callApi, type ApiClientDeps } from '@/lib/api/client'
import { reportError } from '@/lib/errors/error-reporter'
import { onUserChanged } from '@/lib/user-changed'

/** The signed-in user's info (spec section 3): name, email, position, profile_image. */
export const userStore = proxy<{ userInfo: UserInfo | null }>({ userInfo: null })

let loaded: Promise<void> | null = null

/**
 * Loads the user info once (spec section 4); later calls reuse that load unless `force` asks for
 * a fresh one (e.g. after editing the profile). A failure is only logged (section 8), and the
 * next call tries again.
 */
export function fetchUserInfo(options: { force?: boolean } = {}, deps: ApiClientDeps = {}): Promise<void> {
  if (loaded && !options.force) return loaded
  const load = callApi(userInfoEndpoint, {}, deps).then(
    (response) => {
      // A logout while the call was under way wins: its answer belongs to nobody now.
      if (loaded === load) userStore.userInfo = response.data
    },
    (error: unknown) => {
      if (loaded === load) loaded = null
      reportError(error, { source: 'user-info' })
    },
  )
  loaded = load
  return load
}

/** Forgets the user (logout), so the next one on this device sees nothing of them. */
export function resetUserStore(): void {
  loaded = null
  userStore.userInfo = null
}

onUserChanged(resetUserStore)
