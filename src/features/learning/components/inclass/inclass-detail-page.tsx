import { useQuery } from '@tanstack/react-query'
import { DataState, Placeholder } from '@/components/data-state/data-state'
import { FreshnessMark } from '@/components/offline/freshness-mark'
import { RichText } from '@/components/ui/rich-text'
import type { InclassDetail } from '@/contract/learning-inclass'
import { isNotFoundError } from '@/lib/api/api-error'
import { format, id } from '@/lib/i18n/id'
import { learningTexts } from '../../texts'
import type { QueryFreshness } from '@/lib/offline/freshness'
import { useDocumentTitle } from '@/lib/use-document-title'
import { inclassQueries } from '../../api/inclass-queries'
import { InstructorCard } from '../instructor-card'
import frame from '@/components/ui/detail-page.module.css'
import detail from '../detail-page.module.css'
import { placeOf, SeatsBadge } from './inclass-card'
import { eventDay, eventTimeRange } from './inclass-time'
import { RegistrationPanel } from './registration-panel'

const t = learningTexts

/** /learning/inclass/{id}: when and where, seats, instructor, description, and the registration panel. */
export function InclassDetailPage({ eventId }: { eventId: number }) {
  const query = useQuery(inclassQueries.detail(eventId))
  useDocumentTitle(query.data?.data.title)
  return (
    <DataState
      query={query}
      offline
      loadingText={t.detail.loading}
      skeleton={<Placeholder className={detail.skeleton} />}
      // A missing event is named in the server's words, and asking again will not bring it back.
      errorText={(error) => (isNotFoundError(error) && error.message ? error.message : t.detail.error)}
      canRetry={(error) => !isNotFoundError(error)}
    >
      {(answer) => <InclassDetailView event={answer.data} freshness={query} />}
    </DataState>
  )
}


function InclassDetailView({ event: e, freshness }: { event: InclassDetail; freshness: QueryFreshness }) {
  return (
    <div className={frame.withPanel}>
      <header className={`${frame.hero} ${frame.heroArea}`}>
        <img src={e.thumbnail_url} alt="" className={frame.cover} width={320} height={180} />
        <div className={frame.header}>
          <p className={frame.eyebrow}>{e.is_online ? t.inclass.online : id.courseCard.kinds.inclass}{e.category && ` · ${e.category.name}`}</p>
          <h1 className={frame.title}>{e.title}</h1>
          <p className={frame.summary}>{e.summary}</p>
          <FreshnessMark queries={[freshness]} />
        </div>
      </header>
      <dl className={`${frame.facts} ${frame.factsArea}`}>
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
      <div className={frame.panelArea}>
        <RegistrationPanel event={e} />
      </div>
      <div className={frame.bodyArea}>
        {e.instructor && <InstructorCard instructor={e.instructor} />}
        <section aria-labelledby="description-title" className={detail.block}>
          <h2 id="description-title" className={detail.blockTitle}>{t.detail.description}</h2>
          <RichText html={e.description} />
        </section>
      </div>
    </div>
  )
}
