import { Suspense, useEffect, useRef, useState } from 'react'
import { MenuIcon } from '@/components/icons/icons'
import { id } from '@/lib/i18n/id'
import { afterIdle } from '@/lib/idle'
import { lazyOrNothing } from '@/lib/lazy-or-nothing'
import { usePrerendering } from '@/lib/prerender'
import styles from './mobile-drawer.module.css'
import type { NavItem } from './nav-items'

export const MOBILE_DRAWER_ID = 'mobile-drawer'

const loadPanel = () => import('./mobile-drawer-panel')
// The panel and Radix's dialog are not part of the first screen: where the burger shows (820 px and
// below) they load once the page is idle, so it opens at once; elsewhere at the first press.
// Offline before that code is on the device, the panel is missing rather than the page (lazyOrNothing).
const MobileDrawerPanel = lazyOrNothing(loadPanel)

/**
 * The mobile menu (820 px and below): the burger, and the panel it opens (mobile-drawer-panel.tsx),
 * which gives the focus back to the burger when it closes.
 */
export function MobileDrawer({ items, onLogout, loggingOut = false }: { items: NavItem[]; onLogout?: (() => void) | undefined; loggingOut?: boolean }) {
  const [open, setOpen] = useState(false)
  // Once opened the panel stays mounted, so it can play its closing transition.
  const [mounted, setMounted] = useState(false)
  const burger = useRef<HTMLButtonElement>(null)
  // In the build's static shell the burger cannot open anything yet: it says so until the app is there.
  const prerendering = usePrerendering()
  useEffect(
    () =>
      afterIdle(() => {
        if (burger.current?.checkVisibility?.() ?? burger.current?.offsetParent) void loadPanel()
      }),
    [],
  )

  return (
    <>
      <button
        ref={burger}
        type="button"
        className={styles.burger}
        aria-label={id.nav.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? MOBILE_DRAWER_ID : undefined}
        data-state={open ? 'open' : 'closed'}
        disabled={prerendering || undefined}
        onClick={() => {
          setMounted(true)
          setOpen(true)
        }}
      >
        <MenuIcon />
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <MobileDrawerPanel items={items} onLogout={onLogout} loggingOut={loggingOut} open={open} onOpenChange={setOpen} burger={burger} />
        </Suspense>
      ) : null}
    </>
  )
}
