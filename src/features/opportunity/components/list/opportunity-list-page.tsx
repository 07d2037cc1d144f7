import { Link, useNavigate } from '@tanstack/react-router'
import { InfiniteList } from '@/components/list-page/infinite-list'
import { ListHeader } from '@/components/list-page/list-page'
import { useSession } from '@/lib/auth/session-query'
import { useDocumentTitle } from '@/lib/use-document-title'
import { opportunityQueries } from '../../api/opportunity-queries'
import { opportunityTexts } from '../../texts'
import { MyApplications } from '../applications/my-applications'
import { HrOpenings } from '../hr/hr-openings'
import { toListQuery, type OpportunitySearch } from './list-search'
import { OpportunityCard } from './opportunity-card'
import { OpportunityFilterBar } from './opportunity-filter-bar'
import styles from './opportunity-list.module.css'

const t = opportunityTexts

/**
 * /opportunity: the openings with search, filters and sorts in the URL's query string; signed in,
 * each card shows the fit, and the page has the caller's applications (`?tab=lamaran`) and, for
 * HR, their unit's openings and applicants (`?tab=hr`).
 */
export function OpportunityListPage({ search }: { search: OpportunitySearch }) {
  const navigate = useNavigate()
  const { userId, user } = useSession()
  const signedIn = userId !== null
  const isHr = Boolean(user?.roles.includes('hr'))
  const tab = search.tab === 'lamaran' && signedIn ? 'lamaran' : search.tab === 'hr' && isHr ? 'hr' : 'openings'
  useDocumentTitle(tab === 'lamaran' ? t.tabs.applications : tab === 'hr' ? t.tabs.hr : t.title)
  return (
    <div className={`container ${styles.page}`}>
      <ListHeader title={t.title} intro={t.intro} />
      {signedIn && (
        // The router marks a link current (aria-current) when its search is part of the page's: with
        // `exact` it agrees with `tab` here, and the openings stay current while filtered.
        <nav aria-label={t.tabs.label} className={styles.tabs}>
          <Link to="/opportunity" search={{}} className={styles.tab} aria-current={tab === 'openings' ? 'page' : undefined} activeOptions={{ exact: true }}>
            {t.tabs.openings}
          </Link>
          <Link
            to="/opportunity"
            search={{ tab: 'lamaran' }}
            className={styles.tab}
            aria-current={tab === 'lamaran' ? 'page' : undefined}
            activeOptions={{ exact: true }}
          >
            {t.tabs.applications}
          </Link>
          {isHr && (
            <Link
              to="/opportunity"
              search={{ tab: 'hr' }}
              className={styles.tab}
              aria-current={tab === 'hr' ? 'page' : undefined}
              activeOptions={{ exact: true }}
            >
              {t.tabs.hr}
            </Link>
          )}
        </nav>
      )}
      {tab === 'lamaran' ? (
        <MyApplications />
      ) : tab === 'hr' ? (
        <HrOpenings />
      ) : (
        <section className={styles.section} aria-label={t.tabs.openings}>
          <OpportunityFilterBar
            search={search}
            signedIn={signedIn}
            onChange={(next) => void navigate({ to: '.', search: next as never, replace: true, viewTransition: false })}
          />
          <InfiniteList
            options={opportunityQueries.list(toListQuery(search))}
            label={t.tabs.openings}
            itemKey={(card) => card.id}
            renderItem={(card) => <OpportunityCard card={card} />}
            emptyText={t.list.empty}
            emptyHint={t.list.emptyHint}
            summary
          />
        </section>
      )}
    </div>
  )
}
