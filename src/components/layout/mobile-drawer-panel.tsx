import * as Dialog from '@radix-ui/react-dialog'
import type { RefObject } from 'react'
import { CloseIcon, ExternalLinkIcon } from '@/components/icons/icons'
import { BookIcon, CompassIcon, HelpIcon, HomeIcon, LogoutIcon, TrendIcon, UsersIcon } from '@/components/icons/nav-icons'
import { InstallButton } from '@/components/pwa/install-button'
import { NewBadge } from '@/components/ui/new-badge'
import { appConfig } from '@/lib/config'
import { id } from '@/lib/i18n/id'
import { AppLink } from './app-link'
import { LogoStatic } from './logo'
import { MOBILE_DRAWER_ID } from './mobile-drawer'
import styles from './mobile-drawer.module.css'
import type { NavItem, NavKey } from './nav-items'

/** The drawer's icon of each main page (here, not in nav-items: the header's links have none, and the drawer loads when opened). */
const drawerIcons: Record<NavKey, typeof HomeIcon> = { home: HomeIcon, learning: BookIcon, 'growth-path': TrendIcon, mentor: UsersIcon, discovery: CompassIcon }

export interface MobileDrawerPanelProps {
  items: NavItem[]
  onLogout?: (() => void) | undefined
  loggingOut?: boolean
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The burger: focus goes back to it when the panel closes. */
  burger: RefObject<HTMLButtonElement | null>
}

/**
 * The mobile menu's panel (820 px and below): full width from the left with the spec's items, and
 * 'Log Out' when signed in (`onLogout`). Radix traps focus inside and closes on Escape; the burger
 * (mobile-drawer.tsx) gets the focus back.
 */
export default function MobileDrawerPanel({ items, onLogout, loggingOut = false, open, onOpenChange, burger }: MobileDrawerPanelProps) {
  const close = () => onOpenChange(false)

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          id={MOBILE_DRAWER_ID}
          className={styles.panel}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            burger.current?.focus()
          }}
        >
          <div className={styles.sheet}>
            <div className={styles.top}>
              <LogoStatic />
              <Dialog.Close className={styles.close} aria-label={id.nav.closeMenu}>
                <CloseIcon />
              </Dialog.Close>
            </div>
            <Dialog.Title className="visually-hidden">{id.nav.menuTitle}</Dialog.Title>
            <nav aria-label={id.a11y.mainNav} className={styles.nav}>
              <ul role="list" className={styles.list}>
                {items.map(({ key, to, drawerLabel, exact, badge }) => {
                  const Icon = drawerIcons[key]
                  return (
                    <li key={key}>
                      <AppLink to={to} exact={exact} className={styles.item} onClick={close}>
                        <Icon size={22} className={styles.icon} />
                        <span className={styles.label}>{drawerLabel}</span>
                        {badge ? <NewBadge /> : null}
                      </AppLink>
                    </li>
                  )
                })}
                <li>
                  <a href={appConfig.productUrl} target="_blank" rel="noopener noreferrer" className={styles.item} onClick={close}>
                    <ExternalLinkIcon size={22} className={styles.icon} />
                    <span className={styles.label}>{appConfig.productName}</span>
                    <span className="visually-hidden"> {id.a11y.opensInNewTab}</span>
                  </a>
                </li>
                <li>
                  <AppLink to="/help-center" className={styles.item} onClick={close}>
                    <HelpIcon size={22} className={styles.icon} />
                    <span className={styles.label}>{id.nav.helpCenter}</span>
                  </AppLink>
                </li>
                {onLogout ? (
                  <li className={styles.separated}>
                    <button
                      type="button"
                      className={`${styles.item} ${styles.logout}`}
                      onClick={onLogout}
                      disabled={loggingOut}
                      aria-busy={loggingOut || undefined}
                    >
                      <LogoutIcon size={22} className={styles.icon} />
                      <span className={styles.label}>{id.account.logout}</span>
                    </button>
                  </li>
                ) : null}
              </ul>
            </nav>
            <div className={styles.footer}>
              <InstallButton variant="drawer" />
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
