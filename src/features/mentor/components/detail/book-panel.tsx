import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useSignIn } from '@/components/auth/use-sign-in'
import { AppLink } from '@/components/layout/app-link'
import { buttonClassName } from '@/components/ui/button'
import type { MentorDetail } from '@/contract/mentor'
import { useUserId } from '@/lib/auth/user-id-cookie'
import { format } from '@/lib/i18n/id'
import { useOnline } from '@/components/outbox/use-online'
import { mentorQueries } from '../../api/mentor-queries'
import { mentorTexts } from '../../texts'
import { differingDeviceZone } from '@/lib/dates/wib'
import { SlotHour } from '../slot-hour'
import { byDay, formatDay } from '../time-format'
import panel from '@/components/ui/panel.module.css'
import styles from './mentor-detail.module.css'

const t = mentorTexts.detail

/** Days of free hours shown beside the profile; the booking page has them all. */
const PREVIEW_DAYS = 7
const PREVIEW_DAY_GROUPS = 3

/**
 * The side panel: the next free hours (Jakarta time, the device's own beside it when it differs),
 * each a way into booking that hour, and 'Pesan Sesi'. A visitor is offered the sign-in; the
 * mentor sees a way to edit; a paused mentor says so.
 */
export function BookPanel({ mentor }: { mentor: MentorDetail }) {
  const userId = useUserId()
  return (
    <section className={panel.panel} aria-labelledby="mentor-book">
      <h2 id="mentor-book" className={panel.title}>
        {t.slots}
      </h2>
      {mentor.is_me ? (
        <>
          <p className={styles.muted}>{t.isMe}</p>
          <AppLink to="/mentor/join" className={buttonClassName('outline')}>
            {t.editMine}
          </AppLink>
        </>
      ) : mentor.status === 'paused' ? (
        <p className={styles.muted}>{t.pausedNote}</p>
      ) : (
        <>
          <FreeHours mentorId={mentor.id} />
          {userId === null ? (
            <SignInToBook />
          ) : (
            <Link to="/mentor/$id/book-session" params={{ id: mentor.id }} className={buttonClassName('primary')}>
              {t.book}
            </Link>
          )}
        </>
      )}
    </section>
  )
}

function FreeHours({ mentorId }: { mentorId: number }) {
  const online = useOnline()
  const slots = useQuery(mentorQueries.slots(mentorId, PREVIEW_DAYS))
  const zone = differingDeviceZone()
  if (slots.isPending) return <p className={styles.muted}>{online ? t.slotsLoading : t.slotsOffline}</p>
  if (!slots.data) return <p className={styles.muted}>{online ? t.slotsError : t.slotsOffline}</p>
  const days = byDay(slots.data.data.slots).slice(0, PREVIEW_DAY_GROUPS)
  if (days.length === 0) return <p className={styles.muted}>{t.slotsEmpty}</p>
  return (
    <>
      <p className={styles.hint}>
        {t.slotsHint}
        {zone && ` ${format(t.slotsYourZone, { zone })}`}
      </p>
      <ul className={styles.days}>
        {days.map(({ day, slots: hours }) => (
          <li key={day}>
            <p className={styles.day}>{formatDay(day)}</p>
            <ul className={styles.hours}>
              {hours.map((slot) => (
                <li key={slot.starts_at}>
                  <Link to="/mentor/$id/book-session" params={{ id: mentorId }} search={{ slot: slot.starts_at }} className={styles.hour}>
                    <SlotHour iso={slot.starts_at} ownClassName={styles.ownHour} />
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  )
}

function SignInToBook() {
  const signIn = useSignIn()
  return (
    <>
      <button
        type="button"
        className={buttonClassName('primary')}
        onClick={signIn.start}
        disabled={signIn.status === 'pending'}
        aria-busy={signIn.status === 'pending'}
      >
        {t.signInToBook}
      </button>
      {signIn.status === 'unavailable' && (
        <p role="alert" className={styles.error}>
          {t.signInUnavailable}
        </p>
      )}
    </>
  )
}
