import type { ReactNode } from 'react'
import { buttonClassName } from '@/components/ui/button'
import { format } from '@/lib/i18n/id'
import { studyTexts } from '../texts'
import { useMinimumDisplay } from '@/lib/use-minimum-display'
import styles from './study.module.css'

const t = studyTexts

interface BlockProps {
  title: string
  /** Heading level inside the tab panel. */
  headingId: string
  loading: boolean
  error: boolean
  errorText: string
  onRetry: () => void
  /** A control beside the title (period switch, month navigation). */
  aside?: ReactNode
  className?: string
  children: ReactNode
}

/** One card of the learning tab, with its own loading, error and content states. */
export function Block({ title, headingId, loading, error, errorText, onRetry, aside, className, children }: BlockProps) {
  const showLoading = useMinimumDisplay(loading)
  return (
    <section className={[styles.block, className].filter(Boolean).join(' ')} aria-labelledby={headingId} aria-busy={showLoading || undefined}>
      <div className={styles.blockHeader}>
        <h2 id={headingId} className={styles.blockTitle}>
          {title}
        </h2>
        {aside}
      </div>
      {showLoading ? (
        <div className={styles.skeleton} role="status">
          <span className="visually-hidden">{t.loading}</span>
        </div>
      ) : error ? (
        <div className={styles.error} role="alert">
          <p>{errorText}</p>
          <button type="button" className={buttonClassName('outline', 'small')} onClick={onRetry}>
            {t.retry}
          </button>
        </div>
      ) : (
        children
      )}
    </section>
  )
}

/** Seconds as '{n} menit' or '{h} jam {m} menit'. */
export function durationText(seconds: number): string {
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return format(t.minutes, { n: minutes })
  return format(t.hoursMinutes, { h: Math.floor(minutes / 60), m: minutes % 60 })
}
