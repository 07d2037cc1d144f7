import * as Dialog from '@radix-ui/react-dialog'
import { useState } from 'react'
import { CloseIcon, ExternalLinkIcon, HelpIcon, LogoutIcon, MenuIcon } from '@/components/icons/icons'
import { InstallButton } from '@/components/pwa/install-button'
import { NewBadge } from '@/components/ui/new-badge'
import { appConfig } from '@/lib/config'
import { id } from '@/lib/i18n/id'
import { usePrerendering } from '@/lib/prerender'
import { AppLink } from './app-link'
import { LogoStatic } from './logo'
import styles from './mobile-drawer.module.css'
import type { NavItem } from './nav-items'

/**
 * The mobile menu (820 px and below): a full-width panel from the left with the spec's items,
 * and 'Log Out' when signed in (`onLogout`). Radix traps focus inside, closes on Escape and
 * returns focus to the burger.
 */
export function MobileDrawer({ items, onLogout, loggingOut = false }: { items: NavItem[]; onLogout?: (() => void) | undefined; loggingOut?: boolean }) {
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  // In the build's static shell the burger cannot open anything yet: it says so until the app is there.
  const prerendering = usePrerendering()

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.burger} aria-label={id.nav.openMenu} disabled={prerendering || undefined}>
        <MenuIcon />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.panel} aria-describedby={undefined}>
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
                {items.map(({ key, to, drawerLabel, icon: Icon, exact, badge }) => (
                  <li key={key}>
                    <AppLink to={to} exact={exact} className={styles.item} onClick={close}>
                      <Icon size={22} className={styles.icon} />
                      <span className={styles.label}>{drawerLabel}</span>
                      {badge ? <NewBadge /> : null}
                    </AppLink>
                  </li>
                ))}
                <li>
                  <a href={appConfig.productUrl} target="_blank" rel="noopener noreferrer" className={styles.item} onClick={close}>
                    <ExternalLinkIcon size={22} className={styles.icon} />
                    <span className={styles.label}>{appConfig.productName}</span>
                    <span className="visually-hidden"> {id.a11y.opensInNewTab}</span>
                  </a>
                </li>
                <li className={styles.separated}>
                  <AppLink to="/help-center" className={styles.item} onClick={close}>
                    <HelpIcon size={22} className={styles.icon} />
                    <span className={styles.label}>{id.nav.helpCenter}</span>
                  </AppLink>
                </li>
                {onLogout ? (
                  <li>
                    <button type="button" className={`${styles.item} ${styles.logout}`} onClick={onLogout} disabled={loggingOut} aria-busy={loggingOut || undefined}>
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
