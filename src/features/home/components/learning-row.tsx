import type { ReactNode } from 'react'
import { AlertIcon } from '@/components/icons/icons'
import { CourseCard as Card } from '@/components/learning/course-card'
import { buttonClassName } from '@/components/ui/button'
import type { CourseCard } from '@/contract/learning-common'
import { id } from '@/lib/i18n/id'
import { useMinimumDisplay } from '@/lib/use-minimum-display'
import styles from './learning-row.module.css'

const t = id.homeLearning

interface LearningRowProps {
  headingId: string
  title: string
  intro?: string
  /** 'Lihat semua' and the like, beside the title. */
  action?: ReactNode
  cards: readonly CourseCard[] | undefined
  loading: boolean
  error: boolean
  onRetry: () => void
}

/** A home section: title, then a row of cards that scrolls sideways on phones; loading, error and empty states. */
export function LearningRow({ headingId, title, intro, action, cards, loading, error, onRetry }: LearningRowProps) {
  const showLoading = useMinimumDisplay(loading)
  return (
    <section className={`container ${styles.section}`} aria-labelledby={headingId}>
      <div className={styles.header}>
        <div>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {intro && <p className={styles.intro}>{intro}</p>}
        </div>
        {action}
      </div>
      {showLoading ? (
        <div className={styles.row} aria-busy="true">
          <span className="visually-hidden" role="status">
            {t.loading}
          </span>
          {Array.from({ length: 4 }, (_, i) => (
            <span key={i} className={styles.placeholder} aria-hidden="true" />
          ))}
        </div>
      ) : error && !cards ? (
        <div className={styles.message} role="alert">
          <AlertIcon className={styles.errorIcon} />
          <p>{t.error}</p>
          <button type="button" className={buttonClassName('outline', 'small')} onClick={onRetry}>
            {t.retry}
          </button>
        </div>
      ) : cards && cards.length > 0 ? (
        <ul className={styles.row} role="list">
          {cards.map((card) => (
            <li key={`${card.kind}-${card.id}`} className={styles.item}>
              <Card card={card} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.message}>{t.empty}</p>
      )}
    </section>
  )
}
