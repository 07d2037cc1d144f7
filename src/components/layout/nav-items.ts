import type { ComponentType, SVGProps } from 'react'
import { BookIcon, HomeIcon, TrendIcon, UsersIcon } from '@/components/icons/icons'
import { showGrowthPathBadge } from '@/lib/growth-path-badge'
import { id } from '@/lib/i18n/id'
import type { AppPath } from './app-link'

export interface NavItem {
  key: string
  to: AppPath
  /** Desktop header label (spec: 'Beranda'). */
  label: string
  /** Drawer label (spec: 'Home'). */
  drawerLabel: string
  icon: ComponentType<SVGProps<SVGSVGElement> & { size?: number }>
  exact?: boolean
  /** The spec's 'New' mark (Growth Path through 2025: src/lib/growth-path-badge.ts). */
  badge?: boolean
}

/**
 * The spec's main navigation, in its order, as far as its pages exist: Discovery joins it (after
 * Mentor) with the issue that builds it. The external product link follows it.
 */
export function navItems(now: Date = new Date()): NavItem[] {
  return [
    { key: 'home', to: '/', label: id.nav.home, drawerLabel: id.nav.homeMobile, icon: HomeIcon, exact: true },
    { key: 'learning', to: '/learning', label: id.nav.learning, drawerLabel: id.nav.learning, icon: BookIcon },
    { key: 'growth-path', to: '/growth-path', label: id.nav.growthPath, drawerLabel: id.nav.growthPath, icon: TrendIcon, badge: showGrowthPathBadge(now) },
    { key: 'mentor', to: '/mentor', label: id.nav.mentor, drawerLabel: id.nav.mentor, icon: UsersIcon },
  ]
}
