import type { ReactNode } from 'react'
import { DataState, Placeholder, type StateQuery } from '@/components/data-state/data-state'
import { format } from '@/lib/i18n/id'
import { studyTexts } from '../texts'
import styles from './study.module.css'

const t = studyTexts

interface BlockProps<T> {
  title: string
  /** Heading level inside the tab panel. */
  headingId: string
  query: StateQuery<T>
  errorText: string
  /** A control beside the title (period switch, month navigation). */
  aside?: ReactNode
  className?: string
  children: (data: T) => ReactNode
}

/** One card of the learning tab, with its own loading, error and content states: one slow card never blanks the tab. */
export function Block<T>({ title, headingId, query, errorText, aside, className, children }: BlockProps<T>) {
  return (
    <section className={[styles.block, className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <div className={styles.blockHeader}>
        <h2 id={headingId} className={styles.blockTitle}>
          {title}
        </h2>
        {aside}
      </div>
      <DataState query={query} variant="section" loadingText={t.loading} skeleton={<Placeholder className={styles.skeleton} />} errorText={errorText}>
        {children}
      </DataState>
    </section>
  )
}

/** Seconds as '{n} menit' or '{h} jam {m} menit'. */
export function durationText(seconds: number): string {
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return format(t.minutes, { n: minutes })
  return format(t.hoursMinutes, { h: Math.floor(minutes / 60), m: minutes % 60 })
}
