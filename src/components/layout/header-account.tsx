import { lazy, Suspense, useState } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { id } from '@/lib/i18n/id'
import { useIdle } from '@/lib/idle'
import { avatarControlLabel, type Account } from './account'
import styles from './header-account.module.css'
import { NotificationBell } from './notification-bell'
import profileStyles from './profile-dialog.module.css'

// Radix's menu and dialog (with floating-ui and the scroll lock, 32 KiB gz) are not part of the first screen:
// they load once the page is idle, or at the first press on the avatar if that comes sooner.
const UserMenu = lazy(() => import('./user-menu'))
const ProfileDialog = lazy(() => import('./profile-dialog'))

type Control = 'menu' | 'dialog'

interface AvatarInPlaceProps {
  label: string
  popup: 'menu' | 'dialog'
  name: string
  picture?: string | null
  className: string | undefined
  waiting: boolean
  onPress: () => void
}

/**
 * The avatar control before its menu or dialog has loaded: the same look and name as the real
 * one; a press loads it, and it opens as soon as it is there (the press is not lost).
 */
function AvatarInPlace({ label, popup, name, picture, className, waiting, onPress }: AvatarInPlaceProps) {
  return (
    <button type="button" className={className} aria-label={label} aria-haspopup={popup} aria-expanded={false} aria-busy={waiting || undefined} onClick={onPress}>
      <Avatar name={name} src={picture} />
    </button>
  )
}

/** Signed in: the bell, then the avatar (dropdown on desktop, profile dialog on mobile). */
export function HeaderAccount({ account, unread, onLogout }: { account: Account; unread: boolean; onLogout: () => void }) {
  const idle = useIdle()
  const [pressed, setPressed] = useState<Control | null>(null)
  const menuInPlace = (
    <AvatarInPlace
      label={avatarControlLabel(id.account.menuButton, account, null)}
      popup="menu"
      name={account.name}
      className={`${styles.avatarButton} ${styles.desktopOnly}`}
      waiting={pressed === 'menu'}
      onPress={() => setPressed('menu')}
    />
  )
  const dialogInPlace = (
    <AvatarInPlace
      label={avatarControlLabel(id.account.profileButton, account)}
      popup="dialog"
      name={account.name}
      picture={account.picture}
      className={profileStyles.trigger}
      waiting={pressed === 'dialog'}
      onPress={() => setPressed('dialog')}
    />
  )
  return (
    <>
      <NotificationBell unread={unread} />
      <Suspense fallback={menuInPlace}>{idle || pressed === 'menu' ? <UserMenu account={account} onLogout={onLogout} openAtOnce={pressed === 'menu'} /> : menuInPlace}</Suspense>
      <Suspense fallback={dialogInPlace}>{idle || pressed === 'dialog' ? <ProfileDialog account={account} openAtOnce={pressed === 'dialog'} /> : dialogInPlace}</Suspense>
    </>
  )
}
