import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { DataState } from '@/components/data-state/data-state'
import { AppLink } from '@/components/layout/app-link'
import { buttonClassName } from '@/components/ui/button'
import type { SessionListQuery } from '@/contract/mentor'
import { PendingBadge } from '@/components/outbox/pending-badge'
import { usePendingListItems } from '@/lib/outbox/use-pending-list-items'
import { BOOKING_RESOURCE_PREFIX } from '../../api/mentor-mutation-keys'
import type { BookVariables } from '../../api/mentor-mutations'
import { mentorQueries } from '../../api/mentor-queries'
import { mentorTexts } from '../../texts'
import { formatSlotWords } from '../time-format'
import { SessionItem } from './session-item'
import styles from './mentor-tab.module.css'

const t = mentorTexts.sessions

/** The clock the items judge by (can it still be cancelled, is it over), moved on every minute. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000)
    return () => clearInterval(timer)
  }, [])
  return now
}

/**
 * The mentor tab of /activity: as mentee, the bookings still in the outbox, then upcoming and past
 * sessions with their status; as mentor (once one), the requests to answer and the schedule, then
 * the sessions held.
 */
export function MentorTab() {
  const now = useMinuteClock()
  const mine = useQuery(mentorQueries.mine())
  const isMentor = Boolean(mine.data?.data)
  return (
    <div className={styles.tab}>
      <section aria-labelledby="mentor-as-mentee" className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 id="mentor-as-mentee" className={styles.title}>
            {t.asMentee}
          </h2>
          <Link to="/mentor" className={buttonClassName('outline', 'small')}>
            {t.findMentor}
          </Link>
        </div>
        <WaitingBookings />
        <SessionList
          title={t.upcoming}
          query={{ role: 'mentee', when: 'upcoming', limit: 10 }}
          empty={t.emptyUpcoming}
          emptyHint={t.emptyUpcomingHint}
          now={now}
        />
        <SessionList title={t.past} query={{ role: 'mentee', when: 'past', limit: 5 }} empty={t.emptyPast} now={now} />
      </section>
      <section aria-labelledby="mentor-as-mentor" className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 id="mentor-as-mentor" className={styles.title}>
            {t.asMentor}
          </h2>
          {mine.data && (
            <AppLink to="/mentor/join" className={buttonClassName('outline', 'small')}>
              {isMentor ? mentorTexts.list.edit : mentorTexts.list.join}
            </AppLink>
          )}
        </div>
        {mine.data && !isMentor ? (
          <p className={styles.muted}>{t.notMentor}</p>
        ) : isMentor ? (
          <>
            <SessionList title={t.upcoming} query={{ role: 'mentor', when: 'upcoming', limit: 10 }} empty={t.emptyMentorUpcoming} now={now} />
            <SessionList title={t.past} query={{ role: 'mentor', when: 'past', limit: 5 }} empty={t.emptyMentorPast} now={now} />
          </>
        ) : (
          <DataState query={mine} offline variant="section" errorText={t.error}>
            {() => null}
          </DataState>
        )}
      </section>
    </div>
  )
}

/** The body of a queued booking (mentor-mutations.ts). */
type BookingBody = Omit<BookVariables, 'mentorName'>

/** Bookings made offline (or refused): they are the user's too, before the server has them. */
function WaitingBookings() {
  const waiting = usePendingListItems(BOOKING_RESOURCE_PREFIX, (body) => body as BookingBody)
  if (waiting.length === 0) return null
  return (
    <div className={styles.waiting} data-testid="mentor-waiting">
      <h3 className={styles.subTitle}>{t.pendingTitle}</h3>
      <ul className={styles.waitingList}>
        {waiting.map(({ entry, item: body, refused }) => (
          <li key={entry.id}>
            <PendingBadge refused={refused} />{' '}
            <Link to="/mentor/$id/book-session" params={{ id: body.mentor_id }}>
              {entry.label}
            </Link>
            {refused && entry.lastError && <p className={styles.muted}>{entry.lastError.detail}</p>}
            {!refused && <span className="visually-hidden"> {formatSlotWords(body.starts_at)}</span>}
          </li>
        ))}
      </ul>
    </div>
  )
}

function SessionList({ title, query, empty, emptyHint, now }: { title: string; query: SessionListQuery; empty: string; emptyHint?: string; now: Date }) {
  const list = useInfiniteQuery(mentorQueries.sessions(query))
  const sessions = list.data?.pages.flatMap((page) => page.data) ?? []
  const total = list.data?.pages[0]?.meta.total ?? 0
  return (
    <div className={styles.block}>
      <h3 className={styles.subTitle}>
        {title}
        {total > 0 && <span className={styles.count}> ({total})</span>}
      </h3>
      <DataState query={list} offline variant="section" errorText={t.error} loadingText={t.loading}>
        {() =>
          sessions.length === 0 ? (
            <p className={styles.muted}>
              {empty}
              {emptyHint && ` ${emptyHint}`}
            </p>
          ) : (
            <>
              <ul className={styles.list}>
                {sessions.map((session) => (
                  <SessionItem key={session.id} session={session} now={now} />
                ))}
              </ul>
              {list.hasNextPage && (
                <button
                  type="button"
                  className={buttonClassName('outline', 'small')}
                  onClick={() => void list.fetchNextPage()}
                  disabled={list.isFetchingNextPage}
                  aria-busy={list.isFetchingNextPage}
                >
                  {t.loadMore}
                </button>
              )}
            </>
          )
        }
      </DataState>
    </div>
  )
}
