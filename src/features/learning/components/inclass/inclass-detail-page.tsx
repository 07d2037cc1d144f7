import { useQuery } from '@tanstack/react-query'
import { AlertIcon } from '@/components/icons/icons'
import { FreshnessMark } from '@/components/offline/freshness-mark'
import { OfflineState } from '@/components/offline/offline-state'
import { buttonClassName } from '@/components/ui/button'
import { RichText } from '@/components/ui/rich-text'
import { isApiError } from '@/lib/api/api-error'
import { format, id } from '@/lib/i18n/id'
import { showsOfflineState, useConnection } from '@/lib/offline/freshness'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useMinimumDisplay } from '@/lib/use-minimum-display'
import { inclassQueries } from '../../api/inclass-queries'
import { InstructorCard } from '../instructor-card'
import detail from '../detail-page.module.css'
import { placeOf, SeatsBadge } from './inclass-card'
import { eventDay, eventTimeRange } from './inclass-time'
import { RegistrationPanel } from './registration-panel'
import styles from './inclass-detail.module.css'

const t = id.learning

/** /learning/inclass/{id}: when and where, seats, instructor, description, and the registration panel. */
export function InclassDetailPage({ eventId }: { eventId: number }) {
  const query = useQuery(inclassQueries.detail(eventId))
  const showSkeleton = useMinimumDisplay(query.isPending)
  useDocumentTitle(query.data?.data.title)
  const { online } = useConnection()

  if (showsOfflineState(query, online)) return <OfflineState onRetry={() => void query.refetch()} />
  if (showSkeleton)
    return <div aria-busy="true" className={detail.skeleton}><span className="visually-hidden" role="status">{t.detail.loading}</span></div>
  if (!query.data) {
    const notFound = isApiError(query.error) && query.error.status === 404
    return (
      <div className={detail.message} role="alert">
        <AlertIcon />
        <p>{notFound && query.error?.message ? query.error.message : t.detail.error}</p>
        {!notFound && (
          <button type="button" className={buttonClassName('outline', 'small')} onClick={() => void query.refetch()}>{t.list.retry}</button>
        )}
      </div>
    )
  }

  const e = query.data.data
  return (
    <div className={styles.layout}>
      <header className={styles.hero}>
        <img src={e.thumbnail_url} alt="" className={styles.cover} width={320} height={180} />
        <div className={detail.header}>
          <p className={detail.eyebrow}>{e.is_online ? t.inclass.online : t.kinds.inclass}{e.category && ` · ${e.category.name}`}</p>
          <h1 className={detail.title}>{e.title}</h1>
          <p className={styles.summary}>{e.summary}</p>
          <FreshnessMark queries={[query]} />
        </div>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>{t.inclass.when}</dt>
          <dd>
            <span>{eventDay(e.starts_at)}</span>
            <span>{eventTimeRange(e)}</span>
          </dd>
        </div>
        <div>
          <dt>{t.inclass.place}</dt>
          <dd>{placeOf(e)}</dd>
        </div>
        <div>
          <dt>{t.inclass.seatsLabel}</dt>
          <dd data-testid="inclass-seat-count">
            <span>{format(t.inclass.seats, { left: Math.max(0, e.seats_left), total: e.seats_total })}</span>
            {e.seats_left <= 0 && <SeatsBadge event={e} />}
          </dd>
        </div>
      </dl>
      <div className={styles.panel}>
        <RegistrationPanel event={e} />
      </div>
      <div className={styles.body}>
        {e.instructor && <InstructorCard instructor={e.instructor} />}
        <section aria-labelledby="description-title" className={detail.block}>
          <h2 id="description-title" className={detail.blockTitle}>{t.detail.description}</h2>
          <RichText html={e.description} />
        </section>
      </div>
    </div>
  )
}
