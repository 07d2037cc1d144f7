import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { DetailState } from '@/components/data-state/detail-state'
import { FreshnessMark } from '@/components/offline/freshness-mark'
import frame from '@/components/ui/detail-page.module.css'
import { RichText } from '@/components/ui/rich-text'
import type { OpportunityDetail } from '@/contract/opportunity'
import { useDocumentTitle } from '@/lib/use-document-title'
import { opportunityQueries } from '../../api/opportunity-queries'
import { opportunityTexts } from '../../texts'
import { ClosingLine, formatClosingDay } from '../closing-line'
import { ApplyPanel } from './apply-panel'
import { FitSection } from './fit-section'
import styles from './opportunity-detail.module.css'

const t = opportunityTexts

/** /opportunity/{id} (the slug): the opening, how well it fits the caller and what teaches the rest, and applying. */
export function OpportunityDetailPage({ slug }: { slug: string }) {
  const query = useQuery(opportunityQueries.detail(slug))
  useDocumentTitle(query.data?.data.title)
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.back}>
        <Link to="/opportunity">← {t.detail.back}</Link>
      </p>
      <DetailState query={query} loadingText={t.detail.loading} skeletonClassName={styles.skeleton} notFoundText={t.detail.notFound} errorText={t.detail.error}>
        {(answer) => <DetailView opening={answer.data} freshness={query} />}
      </DetailState>
    </div>
  )
}

function DetailView({ opening, freshness }: { opening: OpportunityDetail; freshness: Parameters<typeof FreshnessMark>[0]['queries'][number] }) {
  return (
    <div className={frame.withPanel}>
      <header className={`${frame.header} ${frame.heroArea}`}>
        <p className={frame.eyebrow}>{opening.business_unit.name}</p>
        <h1 className={frame.title}>{opening.title}</h1>
        <p className={frame.summary}>{opening.summary}</p>
        <ClosingLine closingDay={opening.closing_day} closesInDays={opening.closes_in_days} closed={opening.closed} />
        <FreshnessMark queries={[freshness]} />
      </header>
      <dl className={`${frame.facts} ${frame.factsFour} ${frame.factsArea}`}>
        <Fact label={t.detail.unit} value={opening.business_unit.name} />
        <Fact label={t.detail.location} value={`${opening.company_location.name}, ${opening.company_location.city}`} />
        <Fact label={t.detail.status} value={opening.employee_status.name} />
        <Fact label={t.detail.closing} value={formatClosingDay(opening.closing_day)} />
      </dl>
      <aside className={frame.panelArea}>
        <ApplyPanel opening={opening} />
      </aside>
      <div className={frame.bodyArea}>
        <FitSection opening={opening} />
        <section aria-labelledby="op-about" className={styles.block}>
          <h2 id="op-about" className={styles.blockTitle}>
            {t.detail.about}
          </h2>
          <RichText html={opening.description} />
        </section>
        <section aria-labelledby="op-requirements" className={styles.block}>
          <h2 id="op-requirements" className={styles.blockTitle}>
            {t.detail.requirements}
          </h2>
          <RichText html={opening.requirements} />
        </section>
        {opening.posted_by && (
          <p className={styles.muted}>
            {t.detail.postedBy}: <strong>{opening.posted_by.name}</strong>
            {opening.posted_by.position && `, ${opening.posted_by.position}`}
          </p>
        )}
      </div>
    </div>
  )
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}
