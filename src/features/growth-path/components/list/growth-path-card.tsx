import { Link } from '@tanstack/react-router'
import type { GrowthPathCard as Card, MyGrowthPath } from '@/contract/growth-path'
import { format } from '@/lib/i18n/id'
import { growthPathTexts } from '../../texts'
import linkCard from '@/components/ui/link-card.module.css'
import styles from './growth-path-card.module.css'

const t = growthPathTexts

/** How many skills a card names; the rest are counted. */
const SKILLS_SHOWN = 3

/** A rating as Indonesians write it: one decimal, with a comma (4,6). */
export const formatRating = (rating: number) => rating.toLocaleString('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

const STAR = 'M12 2.5l2.9 6 6.6.8-4.9 4.6 1.3 6.5L12 17.2l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z'

function StarRow() {
  return (
    <svg width="80" height="16" viewBox="0 0 120 24" fill="currentColor" aria-hidden="true" focusable="false">
      {[0, 1, 2, 3, 4].map((i) => (
        <path key={i} d={STAR} transform={`translate(${i * 24} 0)`} />
      ))}
    </svg>
  )
}

/** Five stars filled to the rating (a fifth each); the number beside them says it in words. */
function Stars({ rating }: { rating: number }) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100))
  return (
    <span className={styles.stars} aria-hidden="true">
      <span className={styles.starsEmpty}>
        <StarRow />
      </span>
      <span className={styles.starsFull} style={{ width: `${percent}%` }}>
        <StarRow />
      </span>
    </span>
  )
}

function Rating({ rating, count }: { rating: number; count: number }) {
  if (count === 0) return <span className={styles.noRating}>{t.noRating}</span>
  const value = formatRating(rating)
  return (
    <span className={styles.rating} role="img" aria-label={format(t.rating, { rating: value, count })}>
      <Stars rating={rating} />
      <span className={styles.ratingValue}>{value}</span>
      <span className={styles.ratingCount}>({count})</span>
    </span>
  )
}

function HeartIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.1 4.3 2.4h2c.7-1.3 2.2-2.4 4.3-2.4 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z" />
    </svg>
  )
}

/** The user's own progress on a path they took: a bar and how far, or 'Selesai'. */
function Progress({ my }: { my: MyGrowthPath }) {
  const finished = my.status === 'finished'
  const percent = finished ? 100 : Math.max(0, Math.min(100, my.percent))
  return (
    <span className={styles.progress} data-finished={finished || undefined} data-testid="growth-path-progress">
      <span className={styles.bar} aria-hidden="true">
        <span style={{ width: `${percent}%` }} />
      </span>
      <span className={styles.progressText}>{finished ? t.finished : format(t.progress, { percent })}</span>
    </span>
  )
}

/**
 * One growth path in a list or row: thumbnail with its level, category, title, summary, length,
 * rating, likes, a few skills and, for a path the user took, their progress. The whole card opens
 * the path; the link itself is the title, so a screen reader names it by the title alone.
 */
export function GrowthPathCard({ card, eager = false }: { card: Card; eager?: boolean }) {
  const skills = card.skills.slice(0, SKILLS_SHOWN)
  const more = card.skills.length - skills.length
  return (
    <article className={`${linkCard.card} ${styles.card}`} data-testid="growth-path-card">
      <div className={styles.media}>
        <img src={card.thumbnail_url} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" width={320} height={180} className={styles.thumb} />
        <span className={styles.level}>{t.levels[card.level]}</span>
      </div>
      <div className={styles.body}>
        {card.category && <p className={styles.category}>{card.category.name}</p>}
        <h3 className={styles.title}>
          <Link to="/growth-path/$slug" params={{ slug: card.slug }} className={linkCard.link}>
            {card.title}
          </Link>
        </h3>
        {card.summary && <p className={styles.summary}>{card.summary}</p>}
        <p className={styles.meta}>
          <span>{format(t.weeks, { n: card.duration_weeks })}</span>
          <span aria-hidden="true">·</span>
          <span>{format(t.modules, { n: card.modules })}</span>
        </p>
        <p className={styles.stats}>
          <Rating rating={card.rating} count={card.rating_count} />
          <span className={styles.likes}>
            <HeartIcon />
            {format(t.likes, { n: card.likes })}
          </span>
        </p>
        {skills.length > 0 && (
          <ul className={styles.skills} aria-label={t.list.skill}>
            {skills.map((skill) => (
              <li key={skill.id} className={styles.skill} title={skill.name}>
                {skill.name}
              </li>
            ))}
            {more > 0 && (
              <li className={styles.skill}>
                <span aria-hidden="true">{format(t.list.moreSkills, { n: more })}</span>
                <span className="visually-hidden">{format(t.list.moreSkillsLabel, { n: more })}</span>
              </li>
            )}
          </ul>
        )}
        {card.my && <Progress my={card.my} />}
      </div>
    </article>
  )
}
