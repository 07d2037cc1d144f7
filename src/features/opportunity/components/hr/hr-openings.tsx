import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { DataState } from '@/components/data-state/data-state'
import { buttonClassName } from '@/components/ui/button'
import type { HrOpening } from '@/contract/opportunity'
import { format } from '@/lib/i18n/id'
import { opportunityQueries } from '../../api/opportunity-queries'
import { opportunityTexts } from '../../texts'
import { ClosingLine } from '../closing-line'
import { Applicants } from './applicants'
import styles from './hr.module.css'

const t = opportunityTexts.hr

/** ?tab=hr (HR only): the openings of their unit with their applicants per status; each opens its applicants. */
export function HrOpenings() {
  const query = useQuery(opportunityQueries.hrOpenings())
  return (
    <section aria-labelledby="hr-openings" className={styles.section}>
      <div>
        <h2 id="hr-openings" className={styles.heading}>
          {t.title}
        </h2>
        <p className={styles.muted}>{t.intro}</p>
      </div>
      <DataState query={query} variant="section" loadingText={t.loading} errorText={t.error}>
        {(answer) =>
          answer.data.length === 0 ? (
            <p className={styles.muted}>{t.empty}</p>
          ) : (
            <ul className={styles.list}>
              {answer.data.map((opening) => (
                <li key={opening.id}>
                  <Opening opening={opening} />
                </li>
              ))}
            </ul>
          )
        }
      </DataState>
    </section>
  )
}

function Opening({ opening }: { opening: HrOpening }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  return (
    <article className={styles.opening} data-testid="hr-opening">
      <div className={styles.openingHead}>
        <h3 className={styles.title}>
          <Link to="/opportunity/$id" params={{ id: opening.slug }}>
            {opening.title}
          </Link>
        </h3>
        <ClosingLine closingDay={opening.closing_day} closesInDays={opening.closes_in_days} closed={opening.closed} />
      </div>
      <p className={styles.counts}>
        <strong>{format(t.applicants, { n: opening.applicants })}</strong>
        {opening.by_status
          .filter((s) => s.count > 0)
          .map((s) => (
            <span key={s.status}>
              {' · '}
              {opportunityTexts.statuses[s.status]} {s.count}
            </span>
          ))}
      </p>
      {opening.applicants > 0 && (
        <button type="button" className={buttonClassName('outline', 'small')} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
          {t.showApplicants}
        </button>
      )}
      <div id={panelId} hidden={!open}>
        {open && <Applicants openingId={opening.id} />}
      </div>
    </article>
  )
}
