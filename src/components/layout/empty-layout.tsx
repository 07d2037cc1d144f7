import type { ReactNode } from 'react'
import styles from './layout.module.css'
import { MAIN_CONTENT_ID } from './skip-link'

/** The spec's empty layout: the page alone (sign-in callback and similar). */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={`${styles.main} ${styles.empty}`}>
      {children}
    </main>
  )
}
