import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { DataState } from '@/components/data-state/data-state'
import { PendingBadge } from '@/components/outbox/pending-badge'
import { buttonClassName } from '@/components/ui/button'
import type { OpportunityDetail } from '@/contract/opportunity'
import { usePendingListItems, type PendingListItem } from '@/lib/outbox/use-pending-list-items'
import type { OutboxEntry } from '@/shared/outbox/entry'
import { opportunityKeys } from '../../api/opportunity-keys'
import { APPLICATION_RESOURCE_PREFIX } from '../../api/opportunity-mutation-keys'
import { opportunityQueries } from '../../api/opportunity-queries'
import { opportunityTexts } from '../../texts'
import { ApplicationView } from './application-view'
import styles from './applications.module.css'

const t = opportunityTexts.application

interface WaitingApplication {
  opportunityId: number
  /** From the opening's page read earlier (it was open to apply); else the outbox line. */
  title: string
  slug: string | null
}

/** The opening an application was written on: its page is in the cache (it is where one applies). */
function cachedOpening(queryClient: QueryClient, opportunityId: number): OpportunityDetail | undefined {
  for (const [, answer] of queryClient.getQueriesData<{ data: OpportunityDetail }>({ queryKey: [...opportunityKeys.all, 'detail'] })) {
    if (answer?.data.id === opportunityId) return answer.data
  }
  return undefined
}

/** ?tab=lamaran: the caller's applications, newest first, each with its status and history (offline too). */
export function MyApplications() {
  const query = useQuery(opportunityQueries.applications())
  const queryClient = useQueryClient()
  // Applications made offline are listed first, marked, until the server's copy takes their place.
  const waiting = usePendingListItems<WaitingApplication>(APPLICATION_RESOURCE_PREFIX, (body: unknown, entry: OutboxEntry) => {
    const opportunityId = (body as { opportunity_id?: unknown } | null)?.opportunity_id
    if (typeof opportunityId !== 'number') return undefined
    const opening = cachedOpening(queryClient, opportunityId)
    return { opportunityId, title: opening?.title ?? entry.label, slug: opening?.slug ?? null }
  })
  return (
    <section aria-labelledby="my-applications" className={styles.section}>
      <h2 id="my-applications" className={styles.heading}>
        {t.mine}
      </h2>
      <DataState query={query} offline variant="section" loadingText={t.loading} errorText={t.error}>
        {(answer) => {
          const sent = answer.data.filter((application) => !waiting.some((w) => w.item.opportunityId === application.opportunity.id && !w.refused))
          return sent.length === 0 && waiting.length === 0 ? (
            <div className={styles.empty}>
              <p>{t.empty}</p>
              <p className={styles.muted}>{t.emptyHint}</p>
              <Link to="/opportunity" search={{ sort: 'fit' }} className={buttonClassName('primary', 'small')}>
                {opportunityTexts.tabs.openings}
              </Link>
            </div>
          ) : (
            <ul className={styles.list}>
              {[...waiting].reverse().map((w) => (
                <li key={w.entry.id}>
                  <WaitingApplicationView waiting={w} />
                </li>
              ))}
              {sent.map((application) => (
                <li key={application.id}>
                  <ApplicationView application={application} withTitle />
                </li>
              ))}
            </ul>
          )
        }}
      </DataState>
    </section>
  )
}

function WaitingApplicationView({ waiting: { item, refused } }: { waiting: PendingListItem<WaitingApplication> }) {
  return (
    <div className={styles.application} data-testid="application" data-waiting="">
      <h3 className={styles.title}>{item.slug ? <Link to="/opportunity/$id" params={{ id: item.slug }}>{item.title}</Link> : item.title}</h3>
      <p className={styles.statusLine}>
        <span className={styles.label}>{t.status}:</span> <PendingBadge refused={refused} />
      </p>
    </div>
  )
}
