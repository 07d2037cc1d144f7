import { useId } from 'react'
import { CANCEL_CUTOFF_HOURS, type sessionModes } from '@/contract/mentor'
import { format } from '@/lib/i18n/id'
import { mentorTexts } from '../../texts'
import { formatSlotWords } from '../time-format'
import panel from '@/components/ui/panel.module.css'
import styles from './book.module.css'

const t = mentorTexts.book

/**
 * What is being asked for: the mentor, the hour chosen and how to meet. Once a request has arrived
 * and no other hour is chosen yet, the hour it asked for, marked as sent (on a phone this panel
 * follows the form, right under the button).
 */
export function BookingSummary({
  mentorName,
  slot,
  sentSlot,
  mode,
}: {
  mentorName: string
  slot: string | null
  sentSlot: string | null
  mode: (typeof sessionModes)[number]
}) {
  const title = useId()
  return (
    <aside className={`${panel.panel} ${styles.summary}`} aria-labelledby={title}>
      <h2 id={title} className={panel.title}>
        {t.summary}
      </h2>
      <dl className={styles.summaryList}>
        <div>
          <dt>{t.summaryMentor}</dt>
          <dd>{mentorName}</dd>
        </div>
        <div>
          <dt>{t.summaryTime}</dt>
          <dd data-testid="booking-summary-time">
            {slot ? formatSlotWords(slot) : sentSlot ? format(t.summarySent, { time: formatSlotWords(sentSlot) }) : t.summaryNoTime}
          </dd>
        </div>
        <div>
          <dt>{t.mode}</dt>
          <dd>{mode === 'online' ? t.online : t.offline}</dd>
        </div>
      </dl>
      <p className={styles.muted}>{format(mentorTexts.sessions.cutoff, { hours: CANCEL_CUTOFF_HOURS })}</p>
    </aside>
  )
}
