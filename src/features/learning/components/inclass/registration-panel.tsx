import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useOnline } from '@/components/outbox/use-online'
import { buttonClassName } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import type { InclassDetail } from '@/contract/learning-inclass'
import { isApiError } from '@/lib/api/api-error'
import { format } from '@/lib/i18n/id'
import { usePendingWrites } from '@/lib/outbox/use-pending-writes'
import type { OutboxEntry } from '@/shared/outbox/entry'
import { getOutbox } from '@/shared/outbox/outbox'
import { problemTypes } from '@/shared/wire'
import { learningTexts } from '../../texts'
import { useAttendInclass } from '../../api/inclass-queries'
import { learningKeys } from '../../api/learning-keys'
import { inclassResource, learningMutationKeys } from '../../api/learning-mutation-keys'
import type { InclassVariables } from '../../api/learning-mutations'
import { eventDay, eventPhase, eventTime, isEventToday } from './inclass-time'
import styles from './registration-panel.module.css'

const t = learningTexts.inclass

/** The server's Indonesian reason; without an answer (offline) our own words, never the browser's English. */
export function reasonOf(error: Error): string {
  if (isApiError(error) && error.isNetworkError) return t.offline
  return error.message || learningTexts.detail.error
}

/** A refused registration or cancellation in words a person understands. */
export function refusalOf(entry: OutboxEntry): string {
  const type = entry.lastError?.type
  if (type === problemTypes.inclassFull) return t.refusedFull
  if (type === problemTypes.inclassClosed) return entry.method === 'DELETE' ? t.refusedCancelClosed : t.refusedClosed
  return format(t.refusedOther, { reason: entry.lastError?.detail || entry.lastError?.title || learningTexts.detail.error })
}

/**
 * Register, cancel (after a confirmation) and confirm attendance. Which one is offered follows the
 * event: full → no registration; started → registration closed; today and registered → attendance.
 * Registering and cancelling go through the outbox (online they leave at once): the panel says
 * what waits, and when the server refused it (the class filled or started meanwhile), why.
 * Attendance is online only: it proves presence at a place and time.
 */
export function RegistrationPanel({ event, now = new Date() }: { event: InclassDetail; now?: Date }) {
  const queryClient = useQueryClient()
  const online = useOnline()
  const register = useMutation<OutboxEntry, Error, InclassVariables>({ mutationKey: learningMutationKeys.registerInclass })
  const cancel = useMutation<OutboxEntry, Error, InclassVariables>({ mutationKey: learningMutationKeys.cancelInclass })
  const attend = useAttendInclass(event.id)
  const [confirming, setConfirming] = useState(false)
  const [cancelled, setCancelled] = useState(false)
  // The event's writes still waiting. When one leaves the outbox the event (its seats) and the lists
  // are read again by the refresh learning's register.ts declares (decision 047), not from here.
  const writes = usePendingWrites(inclassResource(event.id)) ?? []
  const waiting = writes.filter((entry) => entry.state !== 'failed')
  const refusals = writes.filter((entry) => entry.state === 'failed')
  // A cancellation refused only because its registration was refused says nothing new.
  const refused = refusals.find((entry) => entry.method === 'POST') ?? refusals.at(-1)
  const last = waiting.at(-1)
  // A refusal found here (it may have come while the page was closed): the seats are read again,
  // so the panel does not offer a seat the server just said is gone.
  const refusedId = refused?.id
  useEffect(() => {
    if (refusedId !== undefined) void queryClient.invalidateQueries({ queryKey: learningKeys.inclass.detail(event.id) })
  }, [refusedId, event.id, queryClient])
  const phase = eventPhase(event, now)
  const registration = event.registration
  const onServer = Boolean(event.is_registered && registration)
  const registered = last ? last.method === 'POST' : onServer

  // The button the user pressed is replaced by the new state: focus goes to the panel's heading
  // (after the dialog has put it back), so keyboard and screen-reader users stay in place.
  const heading = useRef<HTMLHeadingElement>(null)
  const refocus = () => setTimeout(() => heading.current?.focus(), 0)
  const variables = { eventId: event.id, title: event.title }
  const confirmCancel = () =>
    cancel.mutate(variables, {
      onSuccess: () => {
        setConfirming(false)
        setCancelled(true)
        refocus()
      },
    })
  const dismiss = async () => {
    for (const entry of refusals) await getOutbox().remove(entry.id)
  }

  return (
    <section className={styles.panel} aria-labelledby="registration-title" data-testid="registration-panel">
      <h2 id="registration-title" className={styles.title} ref={heading} tabIndex={-1}>
        {t.registration}
      </h2>
      {refused && (
        <div className={styles.refused} role="alert" data-testid="inclass-refused">
          <p>{refusalOf(refused)}</p>
          <button type="button" className={buttonClassName('outline', 'small')} onClick={() => void dismiss()}>
            {t.dismiss}
          </button>
        </div>
      )}
      {last && (
        <p className={styles.waiting} role="status" data-testid="inclass-waiting">
          <strong>{last.method === 'POST' ? t.registerWaiting : t.cancelWaiting}</strong>
          <span>{last.method === 'POST' ? t.registerWaitingHint : t.cancelWaitingHint}</span>
        </p>
      )}
      {registered ? (
        <>
          {!last && registration && (
            <p className={styles.registered} role="status">
              <strong>{t.registered}</strong>
              <span>{format(t.registeredAt, { date: eventDay(registration.registered_at) })}</span>
            </p>
          )}
          {!last && registration?.attended && registration.attended_at ? (
            <p className={styles.attended}>{format(t.attended, { time: eventTime(registration.attended_at) })}</p>
          ) : !last && phase !== 'past' && isEventToday(event, now) ? (
            <div className={styles.actions}>
              <button
                type="button"
                className={buttonClassName('primary')}
                onClick={() => attend.mutate()}
                disabled={attend.isPending || !online}
                aria-busy={attend.isPending}
                aria-describedby={online ? undefined : 'attend-offline'}
              >
                {attend.isPending ? t.attending : t.attend}
              </button>
              {!online && (
                <p id="attend-offline" className={styles.hint}>
                  {t.attendOffline}
                </p>
              )}
              {attend.error && (
                <p role="alert" className={styles.error}>
                  {format(t.attendFailed, { reason: reasonOf(attend.error) })}
                </p>
              )}
            </div>
          ) : !last && phase === 'upcoming' ? (
            <p className={styles.hint}>{t.attendHint}</p>
          ) : null}
          {phase === 'upcoming' && (
            <button
              type="button"
              className={buttonClassName('outline')}
              onClick={() => {
                cancel.reset()
                setConfirming(true)
              }}
            >
              {t.cancel}
            </button>
          )}
          {phase === 'past' && <p className={styles.hint}>{t.past}</p>}
        </>
      ) : phase === 'past' ? (
        <p className={styles.hint}>{t.past}</p>
      ) : phase === 'running' ? (
        <p className={styles.hint}>{t.started}</p>
      ) : event.seats_left <= 0 && !onServer ? (
        <button type="button" className={buttonClassName('primary')} disabled>
          {t.fullButton}
        </button>
      ) : (
        <div className={styles.actions}>
          {cancelled && !last && (
            <p role="status" className={styles.hint}>
              {t.cancelled}
            </p>
          )}
          <button
            type="button"
            className={buttonClassName('primary')}
            onClick={() =>
              register.mutate(variables, {
                onSuccess: () => {
                  setCancelled(false)
                  refocus()
                },
              })
            }
            disabled={register.isPending}
            aria-busy={register.isPending}
          >
            {register.isPending ? t.registering : t.register}
          </button>
          {register.error && (
            <p role="alert" className={styles.error}>
              {format(t.registerFailed, { reason: reasonOf(register.error) })}
            </p>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t.confirmTitle}
        description={t.confirmBody}
        confirmLabel={t.confirmYes}
        cancelLabel={t.confirmNo}
        busy={cancel.isPending}
        error={cancel.error ? format(t.cancelFailed, { reason: reasonOf(cancel.error) }) : null}
        onConfirm={confirmCancel}
        onOpenChange={setConfirming}
      />
    </section>
  )
}
