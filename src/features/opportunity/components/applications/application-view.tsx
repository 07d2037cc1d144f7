import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { buttonClassName } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import type { Application } from '@/contract/opportunity'
import { isApiError } from '@/lib/api/api-error'
import { formatWib } from '@/lib/dates/wib'
import { format } from '@/lib/i18n/id'
import { useWithdrawApplication } from '../../api/application-mutations'
import { opportunityTexts } from '../../texts'
import styles from './applications.module.css'

const t = opportunityTexts

/**
 * An application: its status, its history (oldest first), the CV, and, for the applicant
 * (`mine`), withdrawing while still 'terkirim'. HR sees the same without the applicant's action.
 */
export function ApplicationView({ application, withTitle = false, mine = true }: { application: Application; withTitle?: boolean; mine?: boolean }) {
  const [confirming, setConfirming] = useState(false)
  const withdraw = useWithdrawApplication(application.id)
  const failure = withdraw.error ? (isApiError(withdraw.error) && withdraw.error.status === 0 ? t.application.offline : t.application.withdrawFailed) : null
  return (
    <div className={styles.application} data-testid="application" data-status={application.status}>
      {withTitle && (
        <h3 className={styles.title}>
          <Link to="/opportunity/$id" params={{ id: application.opportunity.slug }}>
            {application.opportunity.title}
          </Link>
        </h3>
      )}
      <p className={styles.statusLine}>
        <span className={styles.label}>{t.application.status}:</span>{' '}
        <span className={styles.status} data-status={application.status}>
          {t.statuses[application.status]}
        </span>
      </p>
      <ol className={styles.history} aria-label={t.application.history}>
        {application.history.map((event, i) => (
          <li key={i}>
            <strong>
              {event.corrects === undefined ? t.statuses[event.status] : format(t.application.corrected, { from: t.statuses[event.corrects], to: t.statuses[event.status] })}
            </strong>{' '}
            · <time dateTime={event.at}>{formatWib(event.at)}</time>
            {event.by && <span className={styles.muted}> · {format(t.application.by, { name: event.by })}</span>}
            {event.note && <p className={styles.note}>{event.note}</p>}
          </li>
        ))}
      </ol>
      <p className={styles.muted}>
        {t.application.cv}:{' '}
        <a href={application.cv.url} download={application.cv.name}>
          {application.cv.name}
        </a>
      </p>
      {mine && application.can_withdraw && (
        <>
          <button
            type="button"
            className={buttonClassName('ghost', 'small')}
            onClick={() => {
              withdraw.reset()
              setConfirming(true)
            }}
          >
            {t.application.withdraw}
          </button>
          <ConfirmDialog
            open={confirming}
            title={t.application.withdrawTitle}
            description={format(t.application.withdrawBody, { title: application.opportunity.title })}
            confirmLabel={t.application.withdrawConfirm}
            cancelLabel={t.apply.cancel}
            busy={withdraw.isPending}
            error={failure}
            onConfirm={() => withdraw.mutate(undefined, { onSuccess: () => setConfirming(false) })}
            onOpenChange={setConfirming}
          />
        </>
      )}
    </div>
  )
}
