import { useEffect, useRef } from 'react'
import { useSnapshot } from 'valtio'
import { useSession } from '@/lib/auth/session-query'
import { useNotificationPolling } from '@/components/layout/use-notification-polling'
import { notificationStore } from '@/stores/notification-store'
import { fetchUserInfo, userStore } from '@/stores/user-store'
import type { Account } from './account'

/**
 * The header's view of the signed-in user: null when logged out. Loads the user info once and
 * runs the notification polling while someone is signed in. Used only by signed-in-account.tsx,
 * so none of it loads for a visitor.
 */
export function useAccount() {
  const session = useSession()
  const { userInfo } = useSnapshot(userStore)
  const { unread, known } = useSnapshot(notificationStore)
  const { loggingOut } = session
  const active = session.loggedIn && !loggingOut

  useEffect(() => {
    if (active) void fetchUserInfo()
  }, [active])
  const persistedUnread = useNotificationPolling(active)

  const user = session.user
  const account: Account | null = session.loggedIn
    ? {
        name: userInfo?.name || (user ? `${user.given_name} ${user.family_name}`.trim() : ''),
        email: userInfo?.email || user?.email || '',
        position: userInfo?.position ?? null,
        picture: userInfo?.profile_image ?? null,
        username: user?.preferred_username ?? null,
      }
    : null

  // A logout clears the stores before the page leaves: keep showing who is leaving meanwhile.
  const held = useRef<Account | null>(null)
  if (account?.name) held.current = account
  const shown = loggingOut && held.current ? held.current : account

  // Until this page has heard the status, the last one this device heard (persisted).
  return { account: shown, unread: session.loggedIn && (known ? unread : persistedUnread === true) }
}
