import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { DataState } from '@/components/data-state/data-state'
import { buttonClassName } from '@/components/ui/button'
import { opportunityQueries } from '../../api/opportunity-queries'
import { opportunityTexts } from '../../texts'
import { ApplicationView } from './application-view'
import styles from './applications.module.css'

const t = opportunityTexts.application

/** ?tab=lamaran: the caller's applications, newest first, each with its status and history (offline too). */
export function MyApplications() {
  const query = useQuery(opportunityQueries.applications())
  return (
    <section aria-labelledby="my-applications" className={styles.section}>
      <h2 id="my-applications" className={styles.heading}>
        {t.mine}
      </h2>
      <DataState query={query} offline variant="section" loadingText={t.loading} errorText={t.error}>
        {(answer) =>
          answer.data.length === 0 ? (
            <div className={styles.empty}>
              <p>{t.empty}</p>
              <p className={styles.muted}>{t.emptyHint}</p>
              <Link to="/opportunity" search={{ sort: 'fit' }} className={buttonClassName('primary', 'small')}>
                {opportunityTexts.tabs.openings}
              </Link>
            </div>
          ) : (
            <ul className={styles.list}>
              {answer.data.map((application) => (
                <li key={application.id}>
                  <ApplicationView application={application} withTitle />
                </li>
              ))}
            </ul>
          )
        }
      </DataState>
    </section>
  )
}
