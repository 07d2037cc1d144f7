import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Link } from '@tanstack/react-router'
import { BellIcon, UserIcon } from '@/components/icons/icons'
import { ActivityIcon, LogoutIcon } from '@/components/icons/nav-icons'
import { Avatar } from '@/components/ui/avatar'
import { id } from '@/lib/i18n/id'
import { usePush } from '@/lib/push/use-push'
import { avatarControlLabel, type Account, type StandInHandover } from './account'
import { AppLink } from './app-link'
import styles from './header-account.module.css'

/**
 * Desktop: the picture (or initials) and its dropdown 'Lihat Profil' (the public profile,
 * /profile/{username}), 'Aktivitas Belajar', 'Aktifkan notifikasi' (Web Push on this device;
 * 'Matikan notifikasi' once on), 'Log Out'.
 */
export default function UserMenu({ account, onLogout, openAtOnce = false, focusAtOnce = false }: { account: Account; onLogout: () => void } & StandInHandover) {
  const push = usePush()
  return (
    <DropdownMenu.Root modal={false} defaultOpen={openAtOnce}>
      <DropdownMenu.Trigger
        className={`${styles.avatarButton} ${styles.desktopOnly}`}
        aria-label={avatarControlLabel(id.account.menuButton, account)}
        autoFocus={focusAtOnce}
      >
        <Avatar name={account.name} src={account.picture} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={10} collisionPadding={12}>
          <div className={styles.menuHeader}>
            <Avatar name={account.name} src={account.picture} size="small" />
            <div className={styles.menuWho}>
              <span className={styles.menuName}>{account.name}</span>
              <span className={styles.menuEmail}>{account.email}</span>
            </div>
          </div>
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item asChild className={styles.menuItem}>
            {account.username ? (
              <Link to="/profile/$id" params={{ id: account.username }}>
                <UserIcon size={18} />
                {id.account.viewProfile}
              </Link>
            ) : (
              <AppLink to="/profile">
                <UserIcon size={18} />
                {id.account.viewProfile}
              </AppLink>
            )}
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={styles.menuItem}>
            <AppLink to="/activity">
              <ActivityIcon size={18} />
              {id.account.learningActivity}
            </AppLink>
          </DropdownMenu.Item>
          {push.label && (
            <DropdownMenu.Item className={styles.menuItem} onSelect={push.choose} disabled={push.busy}>
              <BellIcon size={18} />
              {push.label}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item className={`${styles.menuItem} ${styles.danger}`} onSelect={onLogout}>
            <LogoutIcon size={18} />
            {id.account.logout}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
