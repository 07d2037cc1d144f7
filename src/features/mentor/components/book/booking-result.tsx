import type { Ref } from 'react'
import { AppLink } from '@/components/layout/app-link'
import { buttonClassName } from '@/components/ui/button'
import { format } from '@/lib/i18n/id'
import { mentorTexts } from '../../texts'
import { formatSlotWords } from '../time-format'
import type { BookingBody, BookingResult as Result } from './use-booking-request'
import styles from './book.module.css'

const t = mentorTexts.book

const testIds = { waiting: 'booking-waiting', refused: 'booking-refused', sent: 'booking-sent' } as const

function titleOf(result: Result, mentorName: string): string {
  if (result.kind === 'waiting') return t.waitingTitle
  if (result.kind === 'refused') return format(t.refusedTitle, { time: formatSlotWords((result.entry.body as BookingBody).starts_at) })
  return format(t.sentTitle, { name: mentorName })
}

/**
 * What became of the request, above the form: its heading takes the focus after sending (the
 * form moves it there), and the region, a live one, says each change after that (waiting, then
 * sent or refused). The block and its heading stay the same elements from one outcome to the next,
 * so the focus stays on the heading while its words change.
 */
export function BookingResult({ result, mentorName, headingRef }: { result: Result | null; mentorName: string; headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <div className={styles.statusArea} role="status">
      {result && (
        <div className={styles[result.kind]} data-testid={testIds[result.kind]}>
          <h2 ref={headingRef} tabIndex={-1} className={styles.resultTitle}>
            {titleOf(result, mentorName)}
          </h2>
          {result.kind === 'waiting' ? (
            <>
              <p>{t.waiting}</p>
              <ul>
                {result.entries.map((entry) => (
                  <li key={entry.id}>{formatSlotWords((entry.body as BookingBody).starts_at)}</li>
                ))}
              </ul>
            </>
          ) : result.kind === 'refused' ? (
            <>
              <p>{result.entry.lastError?.detail}</p>
              <p>{t.refusedHint}</p>
            </>
          ) : (
            <>
              <p>{formatSlotWords(result.body.starts_at)}</p>
              <p>{t.sent}</p>
              <AppLink to="/activity" search={{ tab: 'mentor' }} className={buttonClassName('outline', 'small')}>
                {t.seeSessions}
              </AppLink>
            </>
          )}
        </div>
      )}
    </div>
  )
}
