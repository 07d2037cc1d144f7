import { useQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { DataState } from '@/components/data-state/data-state'
import { Avatar } from '@/components/ui/avatar'
import { buttonClassName } from '@/components/ui/button'
import type { Applicant, ApplicationStatus } from '@/contract/opportunity'
import { isApiError } from '@/lib/api/api-error'
import { format } from '@/lib/i18n/id'
import { useSetApplicationStatus } from '../../api/application-mutations'
import { opportunityQueries } from '../../api/opportunity-queries'
import { opportunityTexts } from '../../texts'
import { ApplicationView } from '../applications/application-view'
import styles from './hr.module.css'

const t = opportunityTexts.hr

/** The applicants of one opening, newest first: who, their fit, motivation, CV, history, and the next status. */
export function Applicants({ openingId }: { openingId: number }) {
  const query = useQuery(opportunityQueries.hrApplicants(openingId))
  return (
    <DataState query={query} variant="section" loadingText={t.loading} errorText={t.error}>
      {(answer) =>
        answer.data.applicants.length === 0 ? (
          <p className={styles.muted}>{t.noApplicants}</p>
        ) : (
          <ul className={styles.applicants}>
            {answer.data.applicants.map((applicant) => (
              <li key={applicant.id} data-testid="applicant">
                <ApplicantItem applicant={applicant} openingId={openingId} />
              </li>
            ))}
          </ul>
        )
      }
    </DataState>
  )
}

function ApplicantItem({ applicant, openingId }: { applicant: Applicant; openingId: number }) {
  return (
    <div className={styles.applicant}>
      <div className={styles.who}>
        <Avatar name={applicant.applicant.name} size="small" />
        <div>
          <p className={styles.name}>{applicant.applicant.name}</p>
          <p className={styles.muted}>{[applicant.applicant.position, applicant.applicant.business_unit].filter(Boolean).join(' · ')}</p>
        </div>
        <span className={styles.fit}>{format(t.fit, { percent: applicant.fit_percent })}</span>
      </div>
      <p className={styles.motivation}>
        <span className={styles.label}>{t.motivation}:</span> {applicant.motivation}
      </p>
      <ApplicationView application={applicant} mine={false} />
      {applicant.next_statuses.length > 0 && <MoveStatus applicant={applicant} openingId={openingId} />}
    </div>
  )
}

function MoveStatus({ applicant, openingId }: { applicant: Applicant; openingId: number }) {
  const [status, setStatus] = useState<ApplicationStatus>(applicant.next_statuses[0]!)
  const [note, setNote] = useState('')
  const move = useSetApplicationStatus(applicant.id, openingId)
  const ids = { status: useId(), note: useId() }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    move.mutate({ status: status as never, note: note.trim() || null }, { onSuccess: () => setNote('') })
  }
  const failure = move.error ? (isApiError(move.error) && move.error.status !== 0 && move.error.problem.detail ? move.error.problem.detail : t.failed) : null
  return (
    <form className={styles.move} onSubmit={submit} aria-label={`${t.move}: ${applicant.applicant.name}`}>
      <label htmlFor={ids.status}>{t.move}</label>
      <select id={ids.status} value={status} onChange={(e) => setStatus(e.target.value as ApplicationStatus)}>
        {applicant.next_statuses.map((s) => (
          <option key={s} value={s}>
            {opportunityTexts.statuses[s]}
          </option>
        ))}
      </select>
      <label htmlFor={ids.note}>{t.note}</label>
      <textarea id={ids.note} value={note} onChange={(e) => setNote(e.target.value)} rows={2} maxLength={1000} />
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      <button type="submit" className={buttonClassName('primary', 'small')} disabled={move.isPending} aria-busy={move.isPending}>
        {t.save}
      </button>
    </form>
  )
}
