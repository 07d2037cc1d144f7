import type { ReactNode } from 'react'
// The core: these rows never show the offline state, whose code / then loads only when needed.
import { DataStateCore as DataState, Placeholder, type StateQuery } from '@/components/data-state/data-state-core'
import { CourseCard as Card } from '@/components/learning/course-card'
import type { CourseCard } from '@/contract/learning-common'
import { homeTexts } from '../texts'
import styles from './learning-row.module.css'

const t = homeTexts.learning

interface LearningRowProps {
  headingId: string
  title: string
  intro?: string
  /** 'Lihat semua' and the like, beside the title. */
  action?: ReactNode
  /** The cards' query (a row made from part of an answer passes that part as its data). */
  query: StateQuery<readonly CourseCard[]>
}

/** A home section: title, then a row of cards that scrolls sideways on phones; loading, error and empty states. */
export function LearningRow({ headingId, title, intro, action, query }: LearningRowProps) {
  const skeleton = (
    <div className={styles.row}>
      {Array.from({ length: 4 }, (_, i) => (
        <Placeholder key={i} className={styles.placeholder} />
      ))}
    </div>
  )
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
      <DataState query={query} loadingText={t.loading} skeleton={skeleton} errorText={t.error} className={styles.state}>
        {(cards) =>
          cards.length > 0 ? (
            <ul className={styles.row} role="list">
              {cards.map((card) => (
                <li key={`${card.kind}-${card.id}`} className={styles.item}>
                  <Card card={card} />
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.message}>{t.empty}</p>
          )
        }
      </DataState>
    </section>
  )
}
