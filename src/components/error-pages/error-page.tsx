import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ArrowRightIcon } from '@/components/icons/icons'
import { buttonClassName } from '@/components/ui/button'
import { id } from '@/lib/i18n/id'
import styles from './error-page.module.css'

interface ErrorPageProps {
  /** None: not an HTTP failure (a page not yet available offline). */
  code?: number
  title: string
  hint: string
  illustration: string
  children?: ReactNode
}

/** Shared frame of the 404 and server-error pages: illustration, message, way back home. */
export function ErrorPage({ code, title, hint, illustration, children }: ErrorPageProps) {
  return (
    <section className={styles.page} aria-labelledby="error-title">
      <img src={illustration} alt="" width={360} height={270} className={styles.illustration} />
      {code === undefined ? null : <p className={styles.code}>{code}</p>}
      <h1 id="error-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.hint}>{hint}</p>
      <div className={styles.actions}>
        <Link to="/" className={buttonClassName('primary', 'large')}>
          {id.errors.backHome}
          <ArrowRightIcon size={18} />
        </Link>
        {children}
      </div>
    </section>
  )
}
