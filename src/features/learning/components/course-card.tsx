import { Link } from '@tanstack/react-router'
import type { CourseCard as Card } from '@/contract/learning-common'
import { format, id } from '@/lib/i18n/id'
import { packageSlugParam } from '@/lib/learning-paths'
import styles from './course-card.module.css'

const t = id.learning

export const minutesOf = (seconds: number) => Math.max(1, Math.round(seconds / 60))

/** The detail page of a card, by its kind. */
function CardLink({ card, children }: { card: Card; children: React.ReactNode }) {
  const props = { className: styles.link }
  if (card.kind === 'package') return <Link to="/learning/course/$slug" params={{ slug: packageSlugParam(card) }} {...props}>{children}</Link>
  if (card.kind === 'inclass') return <Link to="/learning/inclass/$id" params={{ id: card.id }} {...props}>{children}</Link>
  return <Link to="/learning/videos/$id" params={{ id: card.id }} {...props}>{children}</Link>
}

/** One learning item in a list: thumbnail, kind, title, category, length, instructor. */
export function CourseCard({ card, progressPercent, compact = false }: { card: Card; progressPercent?: number; compact?: boolean }) {
  return (
    <article className={styles.card} data-compact={compact || undefined} data-testid="course-card">
      <CardLink card={card}>
        <span className={styles.media}>
          <img src={card.thumbnail_url} alt="" loading="lazy" decoding="async" width={320} height={180} className={styles.thumb} />
          <span className={styles.kind}>{t.kinds[card.kind]}</span>
          {progressPercent !== undefined && progressPercent > 0 && (
            <span className={styles.progress} role="img" aria-label={format(t.progress.percent, { percent: progressPercent })}>
              <span style={{ width: `${Math.min(100, progressPercent)}%` }} />
            </span>
          )}
        </span>
        <span className={styles.body}>
          {card.category && <span className={styles.category}>{card.category.name}</span>}
          <h3 className={styles.title}>{card.title}</h3>
          <span className={styles.meta}>
            {format(t.list.minutes, { n: minutesOf(card.duration_s) })}
            {card.instructor && <> · {card.instructor.name}</>}
          </span>
        </span>
      </CardLink>
    </article>
  )
}
