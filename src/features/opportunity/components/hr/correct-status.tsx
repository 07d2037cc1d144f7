import { useId, useRef, useState, type FormEvent } from 'react'
import { buttonClassName } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import type { Applicant, CorrectableChange } from '@/contract/opportunity'
import { formatWib } from '@/lib/dates/wib'
import { format } from '@/lib/i18n/id'
import { useCorrectApplicationStatus } from '../../api/application-mutations'
import { opportunityTexts } from '../../texts'
import { focusAfterChange, type Outcome } from './outcome'
import { problemText } from './problem-text'
import styles from './hr.module.css'

const t = opportunityTexts.hr
const names = opportunityTexts.statuses

/**
 * HR takes back the latest HR change (decision 046): behind a button, with a reason the applicant is
 * told, and a confirmation naming the applicant, the opening and both statuses.
 */
export function CorrectStatus({ applicant, change, openingId, outcome }: { applicant: Applicant; change: CorrectableChange; openingId: number; outcome: Outcome }) {
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const field = useRef<HTMLTextAreaElement>(null)
  const changed = useRef(false)
  const correct = useCorrectApplicationStatus(applicant.id, openingId)
  const ids = { panel: useId(), reason: useId(), hint: useId() }
  const name = applicant.applicant.name
  const statuses = { from: names[change.from], to: names[change.to] }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (reason.trim() === '') {
      setMissing(true)
      field.current?.focus()
      return
    }
    correct.reset()
    setConfirming(true)
  }
  const confirm = () =>
    correct.mutate(
      { from: change.from, note: reason.trim() },
      {
        onSuccess: () => {
          changed.current = true
          outcome.say(format(t.correctedNow, { name, status: statuses.to }))
          setConfirming(false)
          setOpen(false)
          setReason('')
        },
      },
    )
  return (
    <div className={styles.correct}>
      <p className={styles.muted}>{format(t.correctHint, statuses)}</p>
      <button type="button" className={buttonClassName('outline', 'small')} aria-expanded={open} aria-controls={ids.panel} onClick={() => setOpen((o) => !o)}>
        {t.correct}
      </button>
      <form id={ids.panel} hidden={!open} className={styles.move} onSubmit={submit} aria-label={`${t.correct}: ${name}`} noValidate>
        <label htmlFor={ids.reason}>{t.reason}</label>
        <textarea
          id={ids.reason}
          ref={field}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value)
            setMissing(false)
          }}
          rows={2}
          maxLength={1000}
          required
          aria-invalid={missing || undefined}
          aria-describedby={missing ? ids.hint : undefined}
        />
        {missing && (
          <p id={ids.hint} role="alert" className={styles.error}>
            {t.reasonFirst}
          </p>
        )}
        <button type="submit" className={buttonClassName('primary', 'small')}>
          {format(t.correctTo, { to: statuses.to })}
        </button>
      </form>
      <ConfirmDialog
        open={confirming}
        title={t.correctTitle}
        description={format(t.correctBody, { name, title: applicant.opportunity.title, ...statuses })}
        confirmLabel={t.correctConfirm}
        cancelLabel={t.cancel}
        busy={correct.isPending}
        error={correct.error ? problemText(correct.error, t.correctFailed) : null}
        onConfirm={confirm}
        onOpenChange={setConfirming}
        onCloseAutoFocus={focusAfterChange(outcome, changed)}
      />
    </div>
  )
}

/** The corrections in an application's history: what was taken back, to what, by whom and when. */
export function Corrections({ applicant }: { applicant: Applicant }) {
  const corrections = applicant.history.filter((event) => event.corrects !== undefined)
  if (corrections.length === 0) return null
  return (
    <ul className={styles.corrections} aria-label={t.corrections}>
      {corrections.map((event, i) => (
        <li key={i}>
          {format(event.by ? t.corrected : t.correctedBySomeone, { from: names[event.corrects!], to: names[event.status], name: event.by ?? '' })} ·{' '}
          <time dateTime={event.at}>{formatWib(event.at)}</time>
        </li>
      ))}
    </ul>
  )
}
