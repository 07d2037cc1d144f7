import { startTransition, useEffect, useRef, useState, type Ref } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { id } from '@/lib/i18n/id'
import { afterIdle } from '@/lib/idle'
import { preloadable } from '@/lib/preloadable'
import { avatarControlLabel, type Account } from './account'
import styles from './header-account.module.css'
import { NotificationBell } from './notification-bell'
import profileStyles from './profile-dialog.module.css'

// Radix's menu and dialog (with floating-ui and the scroll lock, 32 KiB gz) are not part of the
// first screen: they load once the page is idle, or at the first press on the avatar if that
// comes sooner.
const avatarControls = preloadable(() =>
  Promise.all([import('./user-menu'), import('./profile-dialog')]).then(([menu, dialog]) => ({ UserMenu: menu.default, ProfileDialog: dialog.default })),
)
type Controls = NonNullable<ReturnType<typeof avatarControls.current>>

type Control = 'menu' | 'dialog'

interface AvatarInPlaceProps {
  ref: Ref<HTMLButtonElement>
  label: string
  popup: Control
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
function AvatarInPlace({ ref, label, popup, name, picture, className, waiting, onPress }: AvatarInPlaceProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={className}
      aria-label={label}
      aria-haspopup={popup}
      aria-expanded={false}
      aria-busy={waiting || undefined}
      onClick={onPress}
    >
      <Avatar name={name} src={picture} />
    </button>
  )
}

/** Signed in: the bell, then the avatar (dropdown on desktop, profile dialog on mobile). */
export function HeaderAccount({ account, unread, onLogout }: { account: Account; unread: boolean; onLogout: () => void }) {
  const [controls, setControls] = useState(avatarControls.current)
  // Pressed before the code was there: it opens when it arrives.
  const [pressed, setPressed] = useState<Control | null>(null)
  // The stand-in that had the focus when the real control took its place: the real one takes it.
  const [focused, setFocused] = useState<Control | null>(null)
  const menuInPlace = useRef<HTMLButtonElement>(null)
  const dialogInPlace = useRef<HTMLButtonElement>(null)

  const live = useRef(true)
  useEffect(() => {
    live.current = true
    return () => {
      live.current = false
    }
  }, [])

  const takeOver = (loaded: Controls) => {
    if (!live.current) return
    const active = document.activeElement
    const focus = active === menuInPlace.current ? 'menu' : active === dialogInPlace.current ? 'dialog' : null
    // The menu and dialog mount as a transition, in slices (decision 045); the stand-in stays
    // meanwhile, its press already shown as waiting.
    startTransition(() => {
      setFocused(focus)
      setControls(loaded)
    })
  }
  const load = () => void avatarControls.load().then(takeOver, () => undefined)

  // Once, at mount (`load` only sets state): the real controls take over when the page is idle.
  useEffect(() => (controls ? undefined : afterIdle(load)), [])

  const press = (control: Control) => {
    setPressed(control)
    load()
  }

  return (
    <>
      <NotificationBell unread={unread} />
      {controls ? (
        <controls.UserMenu account={account} onLogout={onLogout} openAtOnce={pressed === 'menu'} focusAtOnce={focused === 'menu'} />
      ) : (
        <AvatarInPlace
          ref={menuInPlace}
          label={avatarControlLabel(id.account.menuButton, account)}
          popup="menu"
          name={account.name}
          picture={account.picture}
          className={`${styles.avatarButton} ${styles.desktopOnly}`}
          waiting={pressed === 'menu'}
          onPress={() => press('menu')}
        />
      )}
      {controls ? (
        <controls.ProfileDialog account={account} openAtOnce={pressed === 'dialog'} focusAtOnce={focused === 'dialog'} />
      ) : (
        <AvatarInPlace
          ref={dialogInPlace}
          label={avatarControlLabel(id.account.profileButton, account)}
          popup="dialog"
          name={account.name}
          picture={account.picture}
          className={profileStyles.trigger}
          waiting={pressed === 'dialog'}
          onPress={() => press('dialog')}
        />
      )}
    </>
  )
}
