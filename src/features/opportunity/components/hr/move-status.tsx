import { useId, useRef, useState, type FormEvent } from 'react'
import { buttonClassName } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { finalStatuses, type Applicant, type HrStatus } from '@/contract/opportunity'
import { format } from '@/lib/i18n/id'
import { useSetApplicationStatus } from '../../api/application-mutations'
import { opportunityTexts } from '../../texts'
import { focusAfterChange, type Outcome } from './outcome'
import { problemText } from './problem-text'
import styles from './hr.module.css'

const t = opportunityTexts.hr
const names = opportunityTexts.statuses

/**
 * HR moves an application on (decision 046): no status is chosen for them, and nothing is sent
 * before a confirmation that names the applicant, the opening and the new status.
 */
export function MoveStatus({ applicant, openingId, outcome }: { applicant: Applicant; openingId: number; outcome: Outcome }) {
  const [status, setStatus] = useState<HrStatus | ''>('')
  const [note, setNote] = useState('')
  const [unchosen, setUnchosen] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const select = useRef<HTMLSelectElement>(null)
  const changed = useRef(false)
  const move = useSetApplicationStatus(applicant.id, openingId)
  const ids = { status: useId(), note: useId(), hint: useId() }
  const name = applicant.applicant.name

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (status === '') {
      setUnchosen(true)
      select.current?.focus()
      return
    }
    move.reset()
    setConfirming(true)
  }
  const confirm = () => {
    if (status === '') return
    move.mutate(
      { status, note: note.trim() || null },
      {
        onSuccess: () => {
          changed.current = true
          outcome.say(format(t.movedNow, { name, status: names[status] }))
          setConfirming(false)
          setStatus('')
          setNote('')
        },
      },
    )
  }
  const body = status === '' ? '' : format(t.confirmBody, { name, title: applicant.opportunity.title, status: names[status] })
  return (
    <>
      <form className={styles.move} onSubmit={submit} aria-label={`${t.move}: ${name}`} noValidate>
      <label htmlFor={ids.status}>{t.move}</label>
      <select
        id={ids.status}
        ref={select}
        value={status}
        aria-invalid={unchosen || undefined}
        aria-describedby={unchosen ? ids.hint : undefined}
        onChange={(e) => {
          setStatus(e.target.value as HrStatus | '')
          setUnchosen(false)
        }}
      >
        <option value="">{t.choose}</option>
        {applicant.next_statuses.map((s) => (
          <option key={s} value={s}>
            {names[s]}
          </option>
        ))}
      </select>
      {unchosen && (
        <p id={ids.hint} role="alert" className={styles.error}>
          {t.chooseFirst}
        </p>
      )}
      <label htmlFor={ids.note}>{t.note}</label>
      <textarea id={ids.note} value={note} onChange={(e) => setNote(e.target.value)} rows={2} maxLength={1000} />
      <button type="submit" className={buttonClassName('primary', 'small')}>
        {t.save}
      </button>
      </form>
      <ConfirmDialog
        open={confirming}
        title={status === '' ? '' : format(t.confirmTitle, { status: names[status] })}
        description={status !== '' && finalStatuses.includes(status) ? `${body} ${format(t.confirmFinal, { name })}` : body}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        busy={move.isPending}
        error={move.error ? problemText(move.error, t.failed) : null}
        onConfirm={confirm}
        onOpenChange={setConfirming}
        onCloseAutoFocus={focusAfterChange(outcome, changed)}
      />
    </>
  )
}
