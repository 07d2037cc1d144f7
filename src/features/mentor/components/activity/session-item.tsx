import { useId, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Avatar } from '@/components/ui/avatar'
import { buttonClassName } from '@/components/ui/button'
import { canCancel, canRate, CANCEL_CUTOFF_HOURS, mentorApi, type MentorSession } from '@/contract/mentor'
import { fillPath } from '@/contract/endpoint'
import { isApiError } from '@/lib/api/api-error'
import { joinUrl } from '@/lib/api/client'
import { appConfig } from '@/lib/config'
import { format } from '@/lib/i18n/id'
import { useAnswerSession, useCancelSession, useRateSession } from '../../api/session-mutations'
import { mentorTexts } from '../../texts'
import { formatSessionTime } from '../time-format'
import { ActionDialog } from './action-dialog'
import styles from './mentor-tab.module.css'

const t = mentorTexts.sessions

/** Why an action failed, in words: offline, the server's own detail, or a general failure. */
function failure(error: unknown): string | null {
  if (!error) return null
  if (isApiError(error)) return error.status === 0 ? t.offlineAction : error.problem.detail || t.failed
  return t.failed
}

const isLink = (text: string) => /^https:\/\/\S+$/.test(text)

/**
 * One session, from the caller's side: when, with whom, about what, how they meet and where, its
 * status; and what the caller may do now (answer a request, cancel before the cut-off, add it to a
 * calendar, rate it once it is over).
 */
export function SessionItem({ session, now }: { session: MentorSession; now: Date }) {
  const other = session.my_role === 'mentee' ? session.mentor : session.mentee
  const over = Date.parse(session.ends_at) <= now.getTime()
  const statusText = session.status === 'accepted' && over ? t.done : t.status[session.status]
  return (
    <li className={styles.item} data-testid="mentor-session" data-status={session.status}>
      <div className={styles.itemHead}>
        <Avatar name={other.name} src={other.photo_url} size="small" />
        <div className={styles.itemWho}>
          <p className={styles.itemTopic}>{session.topic}</p>
          <p className={styles.muted}>
            {session.my_role === 'mentee' ? (
              <>
                {t.with}{' '}
                <Link to="/mentor/$id" params={{ id: session.mentor.id }}>
                  {session.mentor.name}
                </Link>
              </>
            ) : (
              format(t.fromMentee, { name: session.mentee.name })
            )}
          </p>
        </div>
        <span className={styles.status} data-status={over && session.status === 'accepted' ? 'done' : session.status}>
          {statusText}
        </span>
      </div>
      <p className={styles.time}>
        <time dateTime={session.starts_at}>{formatSessionTime(session.starts_at, session.ends_at)}</time> · {session.mode === 'online' ? t.online : t.offline}
      </p>
      {session.location && session.status === 'accepted' && (
        <p className={styles.detailLine}>
          <span className={styles.label}>{session.mode === 'online' ? t.meetingLink : t.location}:</span>{' '}
          {isLink(session.location) ? (
            <a href={session.location} target="_blank" rel="noopener noreferrer">
              {session.location}
            </a>
          ) : (
            session.location
          )}
        </p>
      )}
      {session.note && (
        <p className={styles.detailLine}>
          <span className={styles.label}>{t.note}:</span> {session.note}
        </p>
      )}
      {session.status === 'declined' && session.decline_reason && (
        <p className={styles.detailLine}>
          <span className={styles.label}>{t.declineReason}:</span> {session.decline_reason}
        </p>
      )}
      {session.status === 'cancelled' && session.cancelled_by && (
        <p className={styles.detailLine}>
          <span className={styles.label}>{t.cancelledBy[session.cancelled_by]}</span>
          {session.cancel_reason && `: ${session.cancel_reason}`}
        </p>
      )}
      {session.rating !== null && (
        <p className={styles.detailLine}>
          {format(session.my_role === 'mentee' ? t.yourRating : t.menteeRating, { rating: session.rating })}
          {session.review && ` · “${session.review}”`}
        </p>
      )}
      <Actions session={session} now={now} over={over} />
    </li>
  )
}

function Actions({ session, now, over }: { session: MentorSession; now: Date; over: boolean }) {
  const answerable = session.my_role === 'mentor' && session.status === 'requested' && !over && Date.parse(session.starts_at) > now.getTime()
  // A mentor answers a request (declining it) rather than cancelling it.
  const cancellable = canCancel(session, now) && !(session.my_role === 'mentor' && session.status === 'requested')
  const rateable = canRate(session, now)
  const calendar = session.status === 'accepted' && !over
  const cutoffPassed = session.status === 'accepted' && !over && !cancellable
  if (!answerable && !cancellable && !rateable && !calendar) return null
  return (
    <div className={styles.actions}>
      {answerable && <AnswerButtons session={session} />}
      {calendar && (
        <a
          href={joinUrl(appConfig.apiBaseUrl, fillPath(mentorApi.calendar.path, { id: session.id }))}
          download={`sesi-mentoring-${session.id}.ics`}
          className={buttonClassName('outline', 'small')}
        >
          {t.calendar}
        </a>
      )}
      {rateable && <RateButton session={session} />}
      {cancellable && <CancelButton session={session} />}
      {cutoffPassed && <p className={styles.hint}>{format(t.cutoff, { hours: CANCEL_CUTOFF_HOURS })}</p>}
    </div>
  )
}

function AnswerButtons({ session }: { session: MentorSession }) {
  const [open, setOpen] = useState<'accept' | 'decline' | null>(null)
  const [location, setLocation] = useState('')
  const [reason, setReason] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const answer = useAnswerSession(session.id)
  const ids = { location: useId(), reason: useId() }
  const openDialog = (which: 'accept' | 'decline') => {
    answer.reset()
    setFieldError(null)
    setOpen(which)
  }
  const send = () => {
    if (open === 'accept') {
      const value = location.trim()
      if (session.mode === 'online' ? !/^https:\/\/\S+\.\S+/.test(value) : value.length < 3)
        return setFieldError(session.mode === 'online' ? t.locationInvalidOnline : t.locationInvalidOffline)
      setFieldError(null)
      answer.mutate({ decision: 'accept', location: value }, { onSuccess: () => setOpen(null) })
    } else {
      const value = reason.trim()
      if (value.length < 5) return setFieldError(t.reasonTooShort)
      setFieldError(null)
      answer.mutate({ decision: 'decline', reason: value }, { onSuccess: () => setOpen(null) })
    }
  }
  const when = formatSessionTime(session.starts_at, session.ends_at)
  return (
    <>
      <button type="button" className={buttonClassName('primary', 'small')} onClick={() => openDialog('accept')}>
        {t.accept}
      </button>
      <button type="button" className={buttonClassName('outline', 'small')} onClick={() => openDialog('decline')}>
        {t.decline}
      </button>
      <ActionDialog
        open={open !== null}
        onOpenChange={(o) => !o && setOpen(null)}
        title={open === 'decline' ? t.declineTitle : t.acceptTitle}
        description={`${session.topic} · ${session.mentee.name} · ${when}`}
        submitLabel={open === 'decline' ? t.decline : t.accept}
        busy={answer.isPending}
        error={failure(answer.error)}
        onSubmit={send}
      >
        {open === 'accept' ? (
          <div className={styles.dialogField}>
            <label htmlFor={ids.location}>{session.mode === 'online' ? t.acceptOnline : t.acceptOffline}</label>
            <input
              id={ids.location}
              value={location}
              onChange={(e) => setLocation(e.target.value)}
              type={session.mode === 'online' ? 'url' : 'text'}
              inputMode={session.mode === 'online' ? 'url' : undefined}
              maxLength={300}
              aria-invalid={Boolean(fieldError) || undefined}
              aria-describedby={fieldError ? `${ids.location}-error` : undefined}
            />
            {fieldError && (
              <p id={`${ids.location}-error`} className={styles.fieldError}>
                {fieldError}
              </p>
            )}
          </div>
        ) : (
          <div className={styles.dialogField}>
            <label htmlFor={ids.reason}>{t.declineReasonLabel}</label>
            <textarea
              id={ids.reason}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              rows={3}
              maxLength={500}
              aria-invalid={Boolean(fieldError) || undefined}
              aria-describedby={fieldError ? `${ids.reason}-error` : undefined}
            />
            {fieldError && (
              <p id={`${ids.reason}-error`} className={styles.fieldError}>
                {fieldError}
              </p>
            )}
          </div>
        )}
      </ActionDialog>
    </>
  )
}

function CancelButton({ session }: { session: MentorSession }) {
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const cancel = useCancelSession(session.id)
  const id = useId()
  return (
    <>
      <button
        type="button"
        className={buttonClassName('ghost', 'small')}
        onClick={() => {
          cancel.reset()
          setOpen(true)
        }}
      >
        {t.cancel}
      </button>
      <ActionDialog
        open={open}
        onOpenChange={setOpen}
        title={t.cancelTitle}
        description={format(t.cancelBody, { time: formatSessionTime(session.starts_at, session.ends_at) })}
        submitLabel={t.cancel}
        busy={cancel.isPending}
        error={failure(cancel.error)}
        onSubmit={() => cancel.mutate({ reason: reason.trim() || null }, { onSuccess: () => setOpen(false) })}
      >
        <div className={styles.dialogField}>
          <label htmlFor={id}>{t.cancelReasonLabel}</label>
          <textarea id={id} value={reason} onChange={(e) => setReason(e.target.value)} rows={3} maxLength={500} />
        </div>
      </ActionDialog>
    </>
  )
}

function RateButton({ session }: { session: MentorSession }) {
  const [open, setOpen] = useState(false)
  const [rating, setRating] = useState(0)
  const [review, setReview] = useState('')
  const [fieldError, setFieldError] = useState(false)
  const rate = useRateSession(session.id)
  const ids = { review: useId(), stars: useId() }
  const send = () => {
    if (rating < 1) return setFieldError(true)
    setFieldError(false)
    rate.mutate({ rating, review: review.trim() || null }, { onSuccess: () => setOpen(false) })
  }
  return (
    <>
      <button
        type="button"
        className={buttonClassName('primary', 'small')}
        onClick={() => {
          rate.reset()
          setOpen(true)
        }}
      >
        {t.rate}
      </button>
      <ActionDialog
        open={open}
        onOpenChange={setOpen}
        title={t.rateTitle}
        description={`${session.topic} · ${session.mentor.name}`}
        submitLabel={t.send}
        busy={rate.isPending}
        error={failure(rate.error)}
        onSubmit={send}
      >
        <fieldset className={styles.stars} aria-describedby={fieldError ? `${ids.stars}-error` : undefined}>
          <legend>{t.ratingLabel}</legend>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={styles.star} data-on={n <= rating || undefined}>
              <input type="radio" name={ids.stars} value={n} checked={rating === n} onChange={() => setRating(n)} className={styles.starInput} />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{format(t.stars, { n })}</span>
            </label>
          ))}
          {fieldError && (
            <p id={`${ids.stars}-error`} className={styles.fieldError}>
              {t.ratingRequired}
            </p>
          )}
        </fieldset>
        <div className={styles.dialogField}>
          <label htmlFor={ids.review}>{t.reviewLabel}</label>
          <textarea id={ids.review} value={review} onChange={(e) => setReview(e.target.value)} rows={3} maxLength={1000} />
        </div>
      </ActionDialog>
    </>
  )
}
