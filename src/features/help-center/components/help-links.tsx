import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { HelpCenterSearch } from './help-search'

/** A link to a place in the help center (its query parameters); the page scrolls to the top. */
export function HelpLink({ to, className, children }: { to: HelpCenterSearch; className?: string; children: ReactNode }) {
  return (
    <Link to="/help-center" search={to as never} className={className}>
      {children}
    </Link>
  )
}
