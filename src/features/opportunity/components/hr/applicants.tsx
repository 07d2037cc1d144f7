import { useQuery } from '@tanstack/react-query'
import { DataState } from '@/components/data-state/data-state'
import { Avatar } from '@/components/ui/avatar'
import type { Applicant } from '@/contract/opportunity'
import { format } from '@/lib/i18n/id'
import { opportunityQueries } from '../../api/opportunity-queries'
import { opportunityTexts } from '../../texts'
import { ApplicationView } from '../applications/application-view'
import { Corrections, CorrectStatus } from './correct-status'
import { MoveStatus } from './move-status'
import { useOutcome } from './outcome'
import styles from './hr.module.css'

const t = opportunityTexts.hr

/**
 * The applicants of one opening, newest first: who, their fit, motivation, CV, history, the next
 * status and a correction of the latest change (decision 046); none of either on HR's own application.
 */
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
  const outcome = useOutcome()
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
      <Corrections applicant={applicant} />
      {applicant.own ? (
        <p className={styles.own}>{t.own}</p>
      ) : (
        <>
          <p ref={outcome.target} role="status" tabIndex={-1} className={styles.outcome}>
            {outcome.message}
          </p>
          {applicant.next_statuses.length > 0 && <MoveStatus applicant={applicant} openingId={openingId} outcome={outcome} />}
          {applicant.correctable && <CorrectStatus applicant={applicant} change={applicant.correctable} openingId={openingId} outcome={outcome} />}
        </>
      )}
    </div>
  )
}
