import { Link } from '@tanstack/react-router'
import type { OpportunityCard as Card } from '@/contract/opportunity'
import { format } from '@/lib/i18n/id'
import { opportunityTexts } from '../../texts'
import { ClosingLine } from '../closing-line'
import { FitBadge } from '../fit-badge'
import linkCard from '@/components/ui/link-card.module.css'
import styles from './opportunity-card.module.css'

const t = opportunityTexts
const SKILLS_SHOWN = 4

/**
 * One opening: title, unit and location, employee status, when it closes, the skills it needs,
 * the caller's fit and, once they applied, their status. The whole card opens it; the link is the
 * title, so a screen reader names it by the title alone.
 */
export function OpportunityCard({ card }: { card: Card }) {
  const skills = card.skills.slice(0, SKILLS_SHOWN)
  const more = card.skills.length - skills.length
  return (
    <article className={`${linkCard.card} ${styles.card}`} data-testid="opportunity-card" data-closed={card.closed || undefined}>
      <div className={styles.top}>
        <p className={styles.unit}>{card.business_unit.name}</p>
        {card.fit && <FitBadge percent={card.fit.percent} />}
      </div>
      <h3 className={styles.title}>
        <Link to="/opportunity/$id" params={{ id: card.slug }} className={linkCard.link}>
          {card.title}
        </Link>
      </h3>
      <p className={styles.meta}>
        <span>{card.company_location.name}</span>
        <span aria-hidden="true">·</span>
        <span>{card.employee_status.name}</span>
      </p>
      <p className={styles.summary}>{card.summary}</p>
      {skills.length > 0 && (
        <ul className={styles.skills} aria-label={t.list.skills}>
          {skills.map((skill) => (
            <li key={skill.id} data-matched={card.fit?.matched.some((m) => m.id === skill.id) || undefined}>
              {skill.name}
              {card.fit?.matched.some((m) => m.id === skill.id) && <span className="visually-hidden"> ({t.list.haveSkill})</span>}
            </li>
          ))}
          {more > 0 && <li>+{more}</li>}
        </ul>
      )}
      <div className={styles.bottom}>
        <ClosingLine closingDay={card.closing_day} closesInDays={card.closes_in_days} closed={card.closed} />
        {card.my_status && (
          <span className={styles.applied} data-status={card.my_status}>
            {format(t.applied, { status: t.statuses[card.my_status] })}
          </span>
        )}
      </div>
    </article>
  )
}
