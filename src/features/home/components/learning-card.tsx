import { Link } from '@tanstack/react-router'
import type { CourseCard } from '@/contract/learning-common'
import { format, id } from '@/lib/i18n/id'
import { learningItemLink } from '@/lib/learning-paths'
import styles from './learning-row.module.css'

const t = id.homeLearning

/** A compact card of a home row: thumbnail, kind, title, length; links to the item's page. */
export function LearningCard({ card }: { card: CourseCard }) {
  return (
    <Link {...learningItemLink(card)} className={styles.card}>
      <span className={styles.media}>
        <img src={card.thumbnail_url} alt="" width={320} height={180} loading="lazy" decoding="async" className={styles.thumb} />
        <span className={styles.kind}>{t.kinds[card.kind]}</span>
      </span>
      <span className={styles.body}>
        {card.category && <span className={styles.category}>{card.category.name}</span>}
        <span className={styles.cardTitle}>{card.title}</span>
        <span className={styles.meta}>
          {format(t.minutes, { n: Math.max(1, Math.round(card.duration_s / 60)) })}
          {card.instructor && <> · {card.instructor.name}</>}
        </span>
      </span>
    </Link>
  )
}
