import { Link } from '@tanstack/react-router'
import type { CourseCard as Card } from '@/contract/learning-common'
import { format, id } from '@/lib/i18n/id'
import { learningItemLink } from '@/lib/learning-paths'
import styles from './course-card.module.css'

const t = id.courseCard

export const minutesOf = (seconds: number) => Math.max(1, Math.round(seconds / 60))

/** A content's length on a card or a header: '9 menit', or '36 detik' for a clip under a minute (not '1 menit', which its player would contradict). */
export const durationText = (seconds: number) => (seconds > 0 && seconds < 60 ? format(t.seconds, { n: Math.round(seconds) }) : format(t.minutes, { n: minutesOf(seconds) }))

/** One learning item in a list or row (learning, home): thumbnail, kind, title, category, length, instructor; links to its page. */
export function CourseCard({ card, progressPercent, compact = false, eager = false }: { card: Card; progressPercent?: number; compact?: boolean; eager?: boolean }) {
  return (
    <article className={styles.card} data-compact={compact || undefined} data-testid="course-card">
      <Link {...learningItemLink(card)} className={styles.link}>
        <span className={styles.media}>
          <img src={card.thumbnail_url} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" width={320} height={180} className={styles.thumb} />
          <span className={styles.kind}>{t.kinds[card.kind]}</span>
          {progressPercent !== undefined && progressPercent > 0 && (
            <span className={styles.progress} role="img" aria-label={format(t.progress, { percent: progressPercent })}>
              <span style={{ width: `${Math.min(100, progressPercent)}%` }} />
            </span>
          )}
        </span>
        <span className={styles.body}>
          {card.category && <span className={styles.category}>{card.category.name}</span>}
          <h3 className={styles.title}>{card.title}</h3>
          <span className={styles.meta}>
            {durationText(card.duration_s)}
            {card.instructor && <> · {card.instructor.name}</>}
          </span>
        </span>
      </Link>
    </article>
  )
}
