import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { AppLink } from '@/components/layout/app-link'
import { useOnline } from '@/components/outbox/use-online'
import { buttonClassName } from '@/components/ui/button'
import { BOOKING_HORIZON_DAYS, CANCEL_CUTOFF_HOURS, sessionModes, type MentorDetail } from '@/contract/mentor'
import { format } from '@/lib/i18n/id'
import { usePendingWrites } from '@/lib/outbox/use-pending-writes'
import type { OutboxEntry } from '@/shared/outbox/entry'
import { getOutbox } from '@/shared/outbox/outbox'
import { mentorKeys } from '../../api/mentor-keys'
import { bookingResource, mentorMutationKeys } from '../../api/mentor-mutation-keys'
import type { BookVariables } from '../../api/mentor-mutations'
import { mentorQueries } from '../../api/mentor-queries'
import { mentorTexts } from '../../texts'
import { formatSlotWords, ownTimeZone } from '../time-format'
import { SlotPicker } from './slot-picker'
import form from '@/components/ui/form-field.module.css'
import panel from '@/components/ui/panel.module.css'
import styles from './book.module.css'

const t = mentorTexts.book
type Mode = (typeof sessionModes)[number]
type BookingBody = Omit<BookVariables, 'mentorName'>

const TOPIC_MAX = 160
const NOTE_MAX = 1000

/**
 * The booking form. Sending queues the request in the outbox (online it leaves at once): the page
 * then says it waits, that it arrived, or, when the hour was taken meanwhile, the server's refusal
 * naming the next free hours, with everything typed kept to pick another hour and send again.
 */
export function BookingForm({ mentor, initialSlot }: { mentor: MentorDetail; initialSlot?: string }) {
  const queryClient = useQueryClient()
  const online = useOnline()
  const slots = useQuery(mentorQueries.slots(mentor.id, BOOKING_HORIZON_DAYS))
  const book = useMutation<OutboxEntry, Error, BookVariables>({ mutationKey: mentorMutationKeys.book })
  const resource = bookingResource(mentor.id)
  const pending = usePendingWrites(resource)
  const [slot, setSlot] = useState<string | null>(initialSlot ?? null)
  const [topic, setTopic] = useState('')
  const [note, setNote] = useState('')
  const [mode, setMode] = useState<Mode>('online')
  const [errors, setErrors] = useState<{ slot?: string; topic?: string; form?: string }>({})
  const [queuedId, setQueuedId] = useState<string | null>(null)
  const [delivered, setDelivered] = useState(false)
  const status = useRef<HTMLDivElement>(null)
  const ids = { slot: useId(), topic: useId(), topicHint: useId(), note: useId(), errors: useId() }

  const waiting = (pending ?? []).filter((entry) => entry.state !== 'failed')
  const refused = (pending ?? []).filter((entry) => entry.state === 'failed').at(-1)
  const freeSlots = slots.data?.data.slots ?? []
  const zone = ownTimeZone()

  // Whether the request just queued has left the outbox: read again after each change, so a read
  // begun before it was queued never counts. Gone and not failed means the server took it.
  useEffect(() => {
    if (queuedId === null || pending === undefined) return
    let active = true
    void getOutbox()
      .pending(resource)
      .then((entries) => {
        if (!active || entries.some((entry) => entry.id === queuedId)) return
        setDelivered(true)
        setQueuedId(null)
        setTopic('')
        setNote('')
        setSlot(null)
        void queryClient.invalidateQueries({ queryKey: mentorKeys.slotsOf(mentor.id) })
        void queryClient.invalidateQueries({ queryKey: mentorKeys.allSessions() })
        setTimeout(() => status.current?.focus(), 0)
      })
    return () => {
      active = false
    }
  }, [pending, queuedId, resource, mentor.id, queryClient])

  // A refusal: what was typed comes back into the form (the write is still in the outbox list),
  // and the free hours are read again, without the one that was taken.
  const refusedId = refused?.id
  useEffect(() => {
    if (!refused) return
    const body = refused.body as BookingBody
    setTopic((old) => old || body.topic)
    setNote((old) => old || (body.note ?? ''))
    setMode(body.mode)
    setSlot((old) => (old === body.starts_at ? null : old))
    void queryClient.invalidateQueries({ queryKey: mentorKeys.slotsOf(mentor.id) })
    // Only when another refusal arrives, not at every render.
  }, [refusedId])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found: typeof errors = {}
    if (!slot || (slots.data && !freeSlots.some((s) => s.starts_at === slot))) found.slot = t.noSlot
    if (topic.trim().length < 3) found.topic = mentorTexts.book.topicHint
    setErrors(found)
    if (found.slot || found.topic) {
      document.getElementById(found.slot ? ids.slot : ids.topic)?.focus()
      return
    }
    setDelivered(false)
    // A refused request is answered by this one: it leaves the outbox list.
    for (const entry of pending ?? []) if (entry.state === 'failed') await getOutbox().remove(entry.id)
    book.mutate(
      { mentor_id: mentor.id, starts_at: slot!, topic: topic.trim(), note: note.trim() || null, mode, mentorName: mentor.name },
      {
        onSuccess: (entry) => {
          setQueuedId(entry.id)
          setTimeout(() => status.current?.focus(), 0)
        },
        onError: () => setErrors({ form: t.failed }),
      },
    )
  }

  return (
    <div className={styles.bookGrid}>
      <aside className={`${panel.panel} ${styles.summary}`} aria-labelledby={`${ids.slot}-summary`}>
        <h2 id={`${ids.slot}-summary`} className={panel.title}>
          {t.summary}
        </h2>
        <dl className={styles.summaryList}>
          <div>
            <dt>{t.summaryMentor}</dt>
            <dd>{mentor.name}</dd>
          </div>
          <div>
            <dt>{t.summaryTime}</dt>
            <dd data-testid="booking-summary-time">{slot ? formatSlotWords(slot) : t.summaryNoTime}</dd>
          </div>
          <div>
            <dt>{t.mode}</dt>
            <dd>{mode === 'online' ? t.online : t.offline}</dd>
          </div>
        </dl>
        <p className={styles.muted}>{format(mentorTexts.sessions.cutoff, { hours: CANCEL_CUTOFF_HOURS })}</p>
      </aside>
      <div className={styles.formArea}>
        <div ref={status} tabIndex={-1} className={styles.statusArea} role="status">
          {waiting.length > 0 ? (
            <div className={styles.waiting} data-testid="booking-waiting">
              <p>{t.waiting}</p>
              <ul>
                {waiting.map((entry) => (
                  <li key={entry.id}>{formatSlotWords((entry.body as BookingBody).starts_at)}</li>
                ))}
              </ul>
            </div>
          ) : refused ? (
            <div className={styles.refused} data-testid="booking-refused">
              <p>
                <strong>{format(t.refused, { time: formatSlotWords((refused.body as BookingBody).starts_at) })}</strong>
              </p>
              <p>{refused.lastError?.detail}</p>
              <p>{t.refusedHint}</p>
            </div>
          ) : delivered ? (
            <div className={styles.sent} data-testid="booking-sent">
              <p>{format(t.sent, { name: mentor.name })}</p>
              <AppLink to="/activity" search={{ tab: 'mentor' }} className={buttonClassName('outline', 'small')}>
                {t.seeSessions}
              </AppLink>
            </div>
          ) : null}
        </div>
        <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
          <fieldset className={form.fieldset} aria-describedby={errors.slot ? `${ids.slot}-error` : undefined}>
            <legend id={ids.slot} tabIndex={-1} className={form.legend}>
              {t.slot}
            </legend>
            <p className={styles.muted}>
              {mentorTexts.detail.slotsHint}
              {zone && ` ${format(mentorTexts.detail.slotsYourZone, { zone })}`}
            </p>
            {!online && <p className={styles.muted}>{t.offlineSlots}</p>}
            {slots.isPending ? (
              <p className={styles.muted}>{t.loadingSlots}</p>
            ) : freeSlots.length === 0 ? (
              <p className={styles.muted}>{slots.data ? t.noSlots : mentorTexts.detail.slotsError}</p>
            ) : (
              <SlotPicker slots={freeSlots} value={slot} onChange={setSlot} />
            )}
            {errors.slot && (
              <p id={`${ids.slot}-error`} className={form.error}>
                {errors.slot}
              </p>
            )}
          </fieldset>
          <div className={form.field}>
            <label htmlFor={ids.topic}>{t.topic}</label>
            <input
              id={ids.topic}
              value={topic}
              onChange={(e) => setTopic(e.target.value)}
              maxLength={TOPIC_MAX}
              aria-invalid={Boolean(errors.topic) || undefined}
              aria-describedby={errors.topic ? `${ids.topic}-error` : ids.topicHint}
              autoComplete="off"
            />
            {errors.topic ? (
              <p id={`${ids.topic}-error`} className={form.error}>
                {errors.topic}
              </p>
            ) : (
              <p id={ids.topicHint} className={form.hint}>
                {t.topicHint}
              </p>
            )}
          </div>
          <div className={form.field}>
            <label htmlFor={ids.note}>{t.note}</label>
            <textarea id={ids.note} value={note} onChange={(e) => setNote(e.target.value)} rows={4} maxLength={NOTE_MAX} />
          </div>
          <fieldset className={form.fieldset}>
            <legend className={form.legend}>{t.mode}</legend>
            <div className={styles.modes}>
              {sessionModes.map((value) => (
                <label key={value} className={styles.mode} data-checked={mode === value || undefined}>
                  <input type="radio" name="mode" value={value} checked={mode === value} onChange={() => setMode(value)} />
                  <span>
                    <strong>{value === 'online' ? t.online : t.offline}</strong>
                    <span className={styles.muted}>{value === 'online' ? t.onlineHint : t.offlineHint}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
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
          <button type="submit" className={buttonClassName('primary', 'large')} disabled={book.isPending} aria-busy={book.isPending}>
            {book.isPending ? t.sending : t.submit}
          </button>
        </form>
      </div>
    </div>
  )
}
