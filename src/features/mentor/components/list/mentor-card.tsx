import { Link } from '@tanstack/react-router'
import { Avatar } from '@/components/ui/avatar'
import type { MentorCard as Card } from '@/contract/mentor'
import { format } from '@/lib/i18n/id'
import { mentorTexts } from '../../texts'
import { RatingLine } from '../rating-line'
import linkCard from '@/components/ui/link-card.module.css'
import styles from './mentor-card.module.css'

const t = mentorTexts

/** How many skills a card names; the rest are counted. */
const SKILLS_SHOWN = 3

/**
 * One mentor in a list or row: photo or initials, name, position and unit, headline, expertise,
 * rating, sessions given and whether they are free this week. The whole card opens the mentor;
 * the link itself is the name, so a screen reader names it by the name alone.
 */
export function MentorCard({ mentor }: { mentor: Card }) {
  const skills = mentor.expertise.slice(0, SKILLS_SHOWN)
  const more = mentor.expertise.length - skills.length
  return (
    <article className={`${linkCard.card} ${styles.card}`} data-testid="mentor-card">
      <div className={styles.head}>
        <Avatar name={mentor.name} src={mentor.photo_url} size="large" />
        <div className={styles.who}>
          <h3 className={styles.name}>
            <Link to="/mentor/$id" params={{ id: mentor.id }} className={linkCard.link}>
              {mentor.name}
            </Link>
          </h3>
          {mentor.position && <p className={styles.position}>{mentor.position}</p>}
          {mentor.unit && <p className={styles.unit}>{mentor.unit}</p>}
        </div>
      </div>
      <p className={styles.headline}>{mentor.headline}</p>
      {skills.length > 0 && (
        <ul className={styles.skills} aria-label={t.list.expertiseLabel}>
          {skills.map((skill) => (
            <li key={skill.id}>{skill.name}</li>
          ))}
          {more > 0 && <li>+{more}</li>}
        </ul>
      )}
      <p className={styles.stats}>
        <RatingLine rating={mentor.rating} count={mentor.rating_count} />
        <span>{format(t.sessionsGiven, { n: mentor.sessions_given })}</span>
      </p>
      <p className={styles.availability} data-available={mentor.available_this_week || undefined}>
        {mentor.status === 'paused' ? t.paused : mentor.available_this_week ? t.availableThisWeek : t.fullThisWeek}
      </p>
    </article>
  )
}
