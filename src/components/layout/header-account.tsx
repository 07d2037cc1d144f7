import { lazy, Suspense } from 'react'
import { Avatar } from '@/components/ui/avatar'
import type { Account } from './account'
import styles from './header-account.module.css'
import { NotificationBell } from './notification-bell'
import profileStyles from './profile-dialog.module.css'

// Radix's menu and dialog (with floating-ui, about 25 KB gz) load only for a signed-in user, as
// this part of the header mounts; until they are there the avatar shows in place, inert.
const UserMenu = lazy(() => import('./user-menu'))
const ProfileDialog = lazy(() => import('./profile-dialog'))

function AvatarInPlace({ name, picture, className }: { name: string; picture?: string | null; className: string | undefined }) {
  return (
    <span className={className}>
      <Avatar name={name} src={picture} />
    </span>
  )
}

/** Signed in: the bell, then the avatar (dropdown on desktop, profile dialog on mobile). */
export function HeaderAccount({ account, unread, onLogout }: { account: Account; unread: boolean; onLogout: () => void }) {
  return (
    <>
      <NotificationBell unread={unread} />
      <Suspense fallback={<AvatarInPlace name={account.name} className={`${styles.avatarButton} ${styles.desktopOnly}`} />}>
        <UserMenu account={account} onLogout={onLogout} />
      </Suspense>
      <Suspense fallback={<AvatarInPlace name={account.name} picture={account.picture} className={profileStyles.trigger} />}>
        <ProfileDialog account={account} />
      </Suspense>
    </>
  )
}
