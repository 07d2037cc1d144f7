import { Link } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react'

/**
 * Pages of the spec that later issues register. TanStack's typed `to` rejects a path the route
 * tree does not have yet, so the shell links to these through AppLink: still client-side
 * navigation (the router shows its 404 until the route exists), preloading and active state.
 * Once an issue registers a path, links to it can use `<Link to>` directly.
 */
export type PlannedPath =
  | '/learning'
  | '/growth-path'
  | '/mentor'
  | '/discovery'
  | '/help-center'
  | '/notification'
  | '/activity'
  | `/profile/${string}`

type RegisteredPath = '/' | '/login' | '/profile'

export type AppPath = RegisteredPath | PlannedPath

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

export function AppLink({ to, search, exact = false, children, ...rest }: AppLinkProps) {
  return (
    <Link {...rest} to={to as never} {...(search ? { search: search as never } : {})} activeOptions={{ exact, includeSearch: false }}>
      {children}
    </Link>
  )
}
