import { useRouterState } from '@tanstack/react-router'
import { Suspense, useCallback, type ReactNode } from 'react'
import { SignInNotice } from '@/components/auth/sign-in-notice'
import { useSignIn } from '@/components/auth/use-sign-in'
import { HelpIcon } from '@/components/icons/icons'
import { InstallButton } from '@/components/pwa/install-button'
import { buttonClassName } from '@/components/ui/button'
import { NewBadge } from '@/components/ui/new-badge'
import { useSession } from '@/lib/auth/session-query'
import { useAuth } from '@/lib/auth/use-auth'
import { id } from '@/lib/i18n/id'
import { useIdle } from '@/lib/idle'
import { lazyOrNothing } from '@/lib/lazy-or-nothing'
import { usePreloaded } from '@/lib/preloadable'
import { usePrerendering } from '@/lib/prerender'
import { AppLink } from './app-link'
import { ExternalProductLink } from './external-product-link'
import styles from './header.module.css'
import { useHeaderMode } from './header-mode'
import { signedInAccount } from './load-signed-in-account'
import { Logo } from './logo'
import { MobileDrawer } from './mobile-drawer'
import { navItems } from './nav-items'

// The queued writes' count joins the header once the page is idle, with the outbox's code.
// Offline before that code is on the device, nothing is shown rather than an error page (lazyOrNothing).
const OutboxIndicator = lazyOrNothing(() => import('@/components/outbox/outbox-indicator').then((m) => ({ default: m.OutboxIndicator })))

/**
 * Site header. Desktop: logo, main links, install and 'Masuk' — or, signed in, the bell (the unread
 * marker) and the avatar menu. At 820 px and below the links move into the drawer and the burger
 * appears; the avatar opens the profile dialog there. On `/` it floats transparent over the hero
 * until the page is scrolled 86 px. Rendered into the HTML at build time without the account part
 * (who is signed in is known only in the browser); its place is kept so nothing moves when it fills in.
 */
export function Header() {
  return usePrerendering() ? <HeaderBar /> : <LiveHeader />
}

function LiveHeader() {
  const signIn = useSignIn()
  // Signed in from the user-id cookie at once (and still, while a logout is under way).
  const { loggedIn, loggingOut } = useSession()
  const auth = useAuth()
  const logout = useCallback(() => void auth.logout(), [auth])
  const idle = useIdle()
  return (
    <HeaderBar
      onLogout={loggedIn ? logout : undefined}
      loggingOut={loggingOut}
      extras={
        <>
          <span className={styles.install}>
            <InstallButton variant="header" />
          </span>
          {idle ? (
            <Suspense fallback={null}>
              <OutboxIndicator />
            </Suspense>
          ) : null}
        </>
      }
      account={
        loggedIn ? (
          <AccountPart onLogout={logout} />
        ) : (
          <button type="button" className={buttonClassName('primary')} onClick={signIn.start} disabled={signIn.status === 'pending'} aria-busy={signIn.status === 'pending' || undefined}>
            {id.nav.signIn}
          </button>
        )
      }
      notice={signIn.status === 'unavailable' ? <SignInNotice onDismiss={signIn.dismiss} /> : null}
    />
  )
}

/**
 * The bell, the avatar, the user info and the notification polling: only for a signed-in user, so
 * a chunk of its own. Already loaded at the first commit when the user was signed in at start
 * (main.tsx); after a sign-in in another tab, its place stays empty until it has loaded.
 */
function AccountPart({ onLogout }: { onLogout: () => void }) {
  const SignedInAccount = usePreloaded(signedInAccount)
  return SignedInAccount ? <SignedInAccount onLogout={onLogout} /> : null
}

interface HeaderBarProps {
  /** Install and queued writes: absent in the build's static shell. */
  extras?: ReactNode
  /** 'Masuk', or the bell and the avatar menu: in the build's static shell, only its place. */
  account?: ReactNode
  onLogout?: (() => void) | undefined
  loggingOut?: boolean
  notice?: ReactNode
}

function HeaderBar({ extras, account, onLogout, loggingOut = false, notice }: HeaderBarProps) {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const mode = useHeaderMode(pathname)
  const items = navItems()

  return (
    <header className={styles.header} data-mode={mode} data-overlay={pathname === '/' ? 'true' : undefined}>
      <div className={`container ${styles.inner}`}>
        <MobileDrawer items={items} onLogout={onLogout} loggingOut={loggingOut} />
        <Logo />
        <nav className={styles.nav} aria-label={id.a11y.mainNav}>
          <ul role="list" className={styles.links}>
            {items.map((item) => (
              <li key={item.key}>
                <AppLink to={item.to} exact={item.exact} className={styles.link}>
                  {item.label}
                  {item.badge ? <NewBadge /> : null}
                </AppLink>
              </li>
            ))}
            <li>
              <ExternalProductLink className={styles.link} />
            </li>
          </ul>
        </nav>
        <div className={styles.actions}>
          <AppLink to="/help-center" className={`${styles.link} ${styles.help}`}>
            <HelpIcon size={20} className={styles.helpMark} />
            <span className={styles.helpText}>{id.nav.helpCenter}</span>
          </AppLink>
          {extras}
          <div className={styles.account} data-testid="header-account">
            {account}
          </div>
        </div>
      </div>
      {notice}
    </header>
  )
}
