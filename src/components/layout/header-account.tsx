import type { Account } from './account'
import { NotificationBell } from './notification-bell'
import { ProfileDialog } from './profile-dialog'
import { UserMenu } from './user-menu'

/** Signed in: the bell, then the avatar (dropdown on desktop, profile dialog on mobile). */
export function HeaderAccount({ account, unread, onLogout }: { account: Account; unread: boolean; onLogout: () => void }) {
  return (
    <>
      <NotificationBell unread={unread} />
      <UserMenu account={account} onLogout={onLogout} />
      <ProfileDialog account={account} />
    </>
  )
}
