import { Link } from '@tanstack/react-router'
import { MapPinIcon } from '@/components/icons/icons'
import type { InclassCard as Card } from '@/contract/learning-inclass'
import { format } from '@/lib/i18n/id'
import { learningTexts } from '../../texts'
import base from '@/components/learning/course-card.module.css'
import { eventPhase, eventShortDay, eventTimeRange } from './inclass-time'
import styles from './inclass.module.css'

const t = learningTexts.inclass

export const placeOf = (e: Pick<Card, 'place' | 'city' | 'is_online'>) => (e.city && !e.is_online ? `${e.place}, ${e.city}` : e.place)

/** Seats as a short badge: 'Sisa 4 kursi', 'Penuh' once none are left, 'Selesai' once it is over. */
export function SeatsBadge({ event, now = new Date() }: { event: Pick<Card, 'seats_left' | 'starts_at' | 'ends_at'>; now?: Date }) {
  if (eventPhase(event, now) === 'past') return <span className={`${styles.seats} ${styles.over}`}>{t.over}</span>
  const full = event.seats_left <= 0
  return (
    <span className={full ? `${styles.seats} ${styles.full}` : styles.seats} data-testid="inclass-seats">
      {full ? t.full : format(t.seatsLeft, { n: event.seats_left })}
    </span>
  )
}

/** One in-class event in a list: when, where and how many seats are left. */
export function InclassCard({ event, eager = false }: { event: Card; eager?: boolean }) {
  return (
    <article className={base.card} data-testid="inclass-card">
      <Link to="/learning/inclass/$id" params={{ id: event.id }} className={base.link}>
        <span className={base.media}>
          <img src={event.thumbnail_url} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" width={320} height={180} className={base.thumb} />
        </span>
        <span className={base.body}>
          {event.category && <span className={base.category}>{event.category.name}</span>}
          <h3 className={base.title}>{event.title}</h3>
          <span className={styles.when}>
            {eventShortDay(event.starts_at)} · {eventTimeRange(event)}
          </span>
          <span className={styles.place}>
            <MapPinIcon size={16} className={styles.icon} />
            <span>{placeOf(event)}</span>
          </span>
          <span className={styles.footer}>
            <SeatsBadge event={event} />
          </span>
        </span>
      </Link>
    </article>
  )
}
