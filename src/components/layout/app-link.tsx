import { Link } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, ReactNode } from 'react'

/**
 * Pages of the spec that later issues register. TanStack's typed `to` rejects a path the route
 * tree does not have yet, so the shell links to these through AppLink: still client-side
 * navigation (the router shows its 404 until the route exists), preloading and active state.
 * Once an issue registers a path, links to it can use `<Link to>` directly.
 */
export type PlannedPath = '/learning' | '/growth-path' | '/mentor' | '/discovery' | '/help-center' | '/notification' | '/activity' | '/profile'

type RegisteredPath = '/' | '/login'

export type AppPath = RegisteredPath | PlannedPath

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> & {
  to: AppPath
  children: ReactNode
  /** Active only on the exact path (for `/`), not on its descendants. */
  exact?: boolean
}

export function AppLink({ to, exact = false, children, ...rest }: AppLinkProps) {
  return (
    <Link {...rest} to={to as never} activeOptions={{ exact, includeSearch: false }}>
      {children}
    </Link>
  )
}
