import { showGrowthPathBadge } from '@/lib/growth-path-badge'
import { id } from '@/lib/i18n/id'
import type { AppPath } from './app-link'

/** The main navigation's pages, by a key the drawer gives its icon by (mobile-drawer-panel.tsx). */
export type NavKey = 'home' | 'learning' | 'growth-path' | 'mentor' | 'discovery'

export interface NavItem {
  key: NavKey
  to: AppPath
  /** Desktop header label (spec: 'Beranda'). */
  label: string
  /** Drawer label (spec: 'Home'). */
  drawerLabel: string
  exact?: boolean
  /** The spec's 'New' mark (Growth Path through 2025: src/lib/growth-path-badge.ts). */
  badge?: boolean
}

/**
 * The spec's main navigation, in its order (section 2). Discovery asks a visitor to sign in, as
 * /activity does. The external product link follows it.
 */
export function navItems(now: Date = new Date()): NavItem[] {
  return [
    { key: 'home', to: '/', label: id.nav.home, drawerLabel: id.nav.homeMobile, exact: true },
    { key: 'learning', to: '/learning', label: id.nav.learning, drawerLabel: id.nav.learning },
    { key: 'growth-path', to: '/growth-path', label: id.nav.growthPath, drawerLabel: id.nav.growthPath, badge: showGrowthPathBadge(now) },
    { key: 'mentor', to: '/mentor', label: id.nav.mentor, drawerLabel: id.nav.mentor },
    { key: 'discovery', to: '/discovery', label: id.nav.discovery, drawerLabel: id.nav.discovery },
  ]
}
