import { useRef, useState } from 'react'
import { buttonClassName } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import type { InclassDetail } from '@/contract/learning-inclass'
import { isApiError } from '@/lib/api/api-error'
import { format } from '@/lib/i18n/id'
import { learningTexts } from '../../texts'
import { useAttendInclass, useCancelInclass, useRegisterInclass } from '../../api/inclass-queries'
import { eventDay, eventPhase, eventTime, isEventToday } from './inclass-time'
import styles from './registration-panel.module.css'

const t = learningTexts.inclass

/** The server's Indonesian reason; without an answer (offline) our own words, never the browser's English. */
export function reasonOf(error: Error): string {
  if (isApiError(error) && error.isNetworkError) return t.offline
  return error.message || learningTexts.detail.error
}

/**
 * Register, cancel (after a confirmation) and confirm attendance. Which one is offered follows the
 * event: full → no registration; started → registration closed; today and registered → attendance.
 */
export function RegistrationPanel({ event, now = new Date() }: { event: InclassDetail; now?: Date }) {
  const register = useRegisterInclass(event.id)
  const cancel = useCancelInclass(event.id)
  const attend = useAttendInclass(event.id)
  const [confirming, setConfirming] = useState(false)
  const phase = eventPhase(event, now)
  const registration = event.registration
  const registered = Boolean(event.is_registered && registration)

  // The button the user pressed is replaced by the new state: focus goes to the panel's heading
  // (after the dialog has put it back), so keyboard and screen-reader users stay in place.
  const heading = useRef<HTMLHeadingElement>(null)
  const refocus = () => setTimeout(() => heading.current?.focus(), 0)
  const confirmCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false)
        refocus()
      },
    })

  return (
    <section className={styles.panel} aria-labelledby="registration-title" data-testid="registration-panel">
      <h2 id="registration-title" className={styles.title} ref={heading} tabIndex={-1}>{t.registration}</h2>
      {registered && registration ? (
        <>
          <p className={styles.registered} role="status">
            <strong>{t.registered}</strong>
            <span>{format(t.registeredAt, { date: eventDay(registration.registered_at) })}</span>
          </p>
          {registration.attended && registration.attended_at ? (
            <p className={styles.attended}>{format(t.attended, { time: eventTime(registration.attended_at) })}</p>
          ) : phase !== 'past' && isEventToday(event, now) ? (
            <div className={styles.actions}>
              <button type="button" className={buttonClassName('primary')} onClick={() => attend.mutate()} disabled={attend.isPending} aria-busy={attend.isPending}>
                {attend.isPending ? t.attending : t.attend}
              </button>
              {attend.error && <p role="alert" className={styles.error}>{format(t.attendFailed, { reason: reasonOf(attend.error) })}</p>}
            </div>
          ) : phase === 'upcoming' ? (
            <p className={styles.hint}>{t.attendHint}</p>
          ) : null}
          {phase === 'upcoming' && (
            <button type="button" className={buttonClassName('outline')} onClick={() => { cancel.reset(); setConfirming(true) }}>
              {t.cancel}
            </button>
          )}
          {phase === 'past' && <p className={styles.hint}>{t.past}</p>}
        </>
      ) : phase === 'past' ? (
        <p className={styles.hint}>{t.past}</p>
      ) : phase === 'running' ? (
        <p className={styles.hint}>{t.started}</p>
      ) : event.seats_left <= 0 ? (
        <button type="button" className={buttonClassName('primary')} disabled>
          {t.fullButton}
        </button>
      ) : (
        <div className={styles.actions}>
          {cancel.isSuccess && <p role="status" className={styles.hint}>{t.cancelled}</p>}
          <button type="button" className={buttonClassName('primary')} onClick={() => register.mutate(undefined, { onSuccess: refocus })} disabled={register.isPending} aria-busy={register.isPending}>
            {register.isPending ? t.registering : t.register}
          </button>
          {register.error && <p role="alert" className={styles.error}>{format(t.registerFailed, { reason: reasonOf(register.error) })}</p>}
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
