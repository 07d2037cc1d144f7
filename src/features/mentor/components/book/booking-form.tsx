import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { buttonClassName } from '@/components/ui/button'
import { BOOKING_HORIZON_DAYS, type MentorDetail, type sessionModes } from '@/contract/mentor'
import { useDraft } from '@/lib/drafts/use-draft'
import { preloadQueuedMutation } from '@/lib/outbox/lazy-queued-mutation'
import { mentorMutationKeys } from '../../api/mentor-mutation-keys'
import { mentorQueries } from '../../api/mentor-queries'
import { mentorTexts } from '../../texts'
import { BookingResult } from './booking-result'
import { BookingSummary } from './booking-summary'
import { DetailsStep } from './details-step'
import { SlotStep } from './slot-step'
import { useBookingRequest, type BookingBody } from './use-booking-request'
import form from '@/components/ui/form-field.module.css'
import styles from './book.module.css'

const t = mentorTexts.book
type Mode = (typeof sessionModes)[number]
type Errors = { slot?: string; topic?: string; form?: string }
/** Where the focus goes after this render: the first error, or the request's result. */
type FocusTarget = 'slot' | 'topic' | 'result'

/**
 * The booking form: the hour, then the topic, note and way to meet, and beside it (below it on a
 * phone) the summary. After 'Kirim Permintaan' the eye is at the button, at the bottom of a long
 * page on a phone: the focus, and the page with it, go to what the user must see next, the first
 * error or the request's result (waiting, sent, or refused with the server's next free hours, with
 * everything typed kept to pick another hour and send again).
 */
export function BookingForm({ mentor, initialSlot }: { mentor: MentorDetail; initialSlot?: string }) {
  const slots = useQuery(mentorQueries.slots(mentor.id, BOOKING_HORIZON_DAYS))
  const [slot, setSlot] = useState<string | null>(initialSlot ?? null)
  // Kept as drafts until the request is queued: a reload (or one the browser made offline) keeps
  // them. A refusal puts what was asked back from the outbox (onRefused).
  const [topic, setTopic, clearTopic] = useDraft(`mentor-booking-topic:${mentor.id}`)
  const [note, setNote, clearNote] = useDraft(`mentor-booking-note:${mentor.id}`)
  const [mode, setMode] = useState<Mode>('online')
  const [errors, setErrors] = useState<Errors>({})
  const [focusOn, setFocusOn] = useState<{ target: FocusTarget } | null>(null)
  const ids = { slot: useId(), topic: useId(), note: useId() }
  const refs = { slot: useRef<HTMLFieldSetElement>(null), topic: useRef<HTMLInputElement>(null), result: useRef<HTMLHeadingElement>(null) }

  const request = useBookingRequest(mentor, {
    onDelivered: () => {
      setTopic('')
      setNote('')
      setSlot(null)
    },
    onRefused: (body) => {
      setTopic((old) => old || body.topic)
      setNote((old) => old || (body.note ?? ''))
      setMode(body.mode)
      setSlot((old) => (old === body.starts_at ? null : old))
    },
  })
  const { result } = request
  // The send's code is fetched while the form is shown (connected): a request sent offline, even
  // on a first visit before the service worker keeps the code, still queues.
  useEffect(() => preloadQueuedMutation(mentorMutationKeys.book), [])
  const freeSlots = slots.data?.data.slots ?? []

  // After the render that shows it: the result only once it speaks of the request just sent (a
  // refusal from before may still show for a moment).
  useEffect(() => {
    if (!focusOn || (focusOn.target === 'result' && !result?.mine)) return
    const element = refs[focusOn.target].current
    if (!element) return
    element.focus({ preventScroll: true })
    // The page's scroll-padding keeps it clear of the sticky header; a field keeps its label above,
    // the result's heading its whole block.
    const shown = focusOn.target === 'result' ? (element.parentElement ?? element) : element
    shown.scrollIntoView({ block: focusOn.target === 'topic' ? 'center' : 'start' })
    setFocusOn(null)
  }, [focusOn, result?.kind, result?.mine])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found: Errors = {}
    if (!slot || (slots.data && !freeSlots.some((s) => s.starts_at === slot))) found.slot = t.noSlot
    if (topic.trim().length < 3) found.topic = t.topicHint
    setErrors(found)
    if (found.slot || found.topic) {
      setFocusOn({ target: found.slot ? 'slot' : 'topic' })
      return
    }
    const body: BookingBody = { mentor_id: mentor.id, starts_at: slot!, topic: topic.trim(), note: note.trim() || null, mode }
    await request.send(body, {
      onQueued: () => {
        clearTopic()
        clearNote()
        setFocusOn({ target: 'result' })
      },
      onFailed: () => setErrors({ form: t.failed }),
    })
  }

  return (
    <div className={styles.bookGrid}>
      <BookingSummary mentorName={mentor.name} slot={slot} sentSlot={result?.kind === 'sent' ? result.body.starts_at : null} mode={mode} />
      <div className={styles.formArea}>
        <BookingResult result={result} mentorName={mentor.name} headingRef={refs.result} />
        <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
          <SlotStep
            id={ids.slot}
            slots={freeSlots}
            state={slots.isPending ? 'loading' : slots.data ? 'ready' : 'failed'}
            value={slot}
            onChange={setSlot}
            error={errors.slot}
            groupRef={refs.slot}
          />
          <DetailsStep
            ids={ids}
            topic={topic}
            onTopic={setTopic}
            topicError={errors.topic}
            topicRef={refs.topic}
            note={note}
            onNote={setNote}
            mode={mode}
            onMode={setMode}
          />
          {errors.form && (
            <p role="alert" className={form.error}>
              {errors.form}
            </p>
          )}
          {(errors.slot || errors.topic) && (
            <p role="alert" className={form.error}>
              {t.fixErrors}
            </p>
          )}
          <button type="submit" className={buttonClassName('primary', 'large')} disabled={request.sending} aria-busy={request.sending}>
            {request.sending ? t.sending : t.submit}
          </button>
        </form>
      </div>
    </div>
  )
}
