import { Link } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react'
import type { FileRoutesByTo } from '@/routeTree.gen'

/**
 * The pages a shell link may lead to: the router's own paths without parameters. A link to a page
 * that does not exist yet is a defect, so it does not compile: the issue that registers a route
 * adds the links to it.
 */
export type AppPath = Exclude<keyof FileRoutesByTo, `${string}$${string}`>

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> & {
  to: AppPath
  /** Query parameters, e.g. `{ tab: 'mentor' }` for /activity?tab=mentor. */
  search?: Record<string, string>
  children: ReactNode
  /** Active only on the exact path (for `/`), not on its descendants. */
  exact?: boolean
  /** Radix `asChild` (menu items) hands its ref down. */
  ref?: Ref<HTMLAnchorElement>
}

/** A link of the shell (header, drawer, menus): client-side navigation, preloading and active state. */
export function AppLink({ to, search, exact = false, children, ...rest }: AppLinkProps) {
  return (
    <Link {...rest} to={to as never} {...(search ? { search: search as never } : {})} activeOptions={{ exact, includeSearch: false }}>
      {children}
    </Link>
  )
}
