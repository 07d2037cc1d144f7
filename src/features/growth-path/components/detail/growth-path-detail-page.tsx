import { useQuery } from '@tanstack/react-query'
import { DetailState } from '@/components/data-state/detail-state'
import { FreshnessMark } from '@/components/offline/freshness-mark'
import frame from '@/components/ui/detail-page.module.css'
import { RichText } from '@/components/ui/rich-text'
import type { GrowthPathDetail } from '@/contract/growth-path'
import { format } from '@/lib/i18n/id'
import { useDocumentTitle } from '@/lib/use-document-title'
import { growthPathQueries } from '../../api/growth-path-queries'
import { growthPathTexts } from '../../texts'
import { Announcements, Reviews } from './path-news'
import { PathClasses } from './path-classes'
import { Silabus } from './silabus'
import { Suggestions } from './suggestions'
import { TakePanel } from './take-panel'
import styles from './detail.module.css'

const t = growthPathTexts

/** /growth-path/{slug}: what the path is for, its syllabus, mentor, reviews, and taking it. */
export function GrowthPathDetailPage({ slug }: { slug: string }) {
  const query = useQuery(growthPathQueries.detail(slug))
  useDocumentTitle(query.data?.data.title)
  return (
    <div className={`container ${styles.page}`}>
      <DetailState query={query} loadingText={t.detail.loading} skeletonClassName={styles.skeleton} notFoundText={t.detail.notFound} errorText={t.detail.error}>
        {(answer) => <DetailView path={answer.data} freshness={query} />}
      </DetailState>
    </div>
  )
}

function DetailView({ path, freshness }: { path: GrowthPathDetail; freshness: Parameters<typeof FreshnessMark>[0]['queries'][number] }) {
  return (
    <div className={frame.withPanel}>
      <header className={`${frame.hero} ${frame.heroArea}`}>
        <img src={path.thumbnail_url} alt="" className={frame.cover} width={320} height={180} />
        <div className={frame.header}>
          <p className={frame.eyebrow}>{[t.title, path.category?.name].filter(Boolean).join(' · ')}</p>
          <h1 className={frame.title}>{path.title}</h1>
          <p className={frame.summary}>{path.summary}</p>
          <FreshnessMark queries={[freshness]} />
        </div>
      </header>
      <dl className={`${frame.facts} ${frame.factsFour} ${frame.factsArea}`}>
        <Fact label={t.list.level} value={t.levels[path.level]} />
        <Fact label={t.detail.durationLabel} value={format(t.weeks, { n: path.duration_weeks })} />
        <Fact label={t.detail.silabus} value={format(t.modules, { n: path.modules })} />
        <Fact
          label={t.detail.ratingLabel}
          value={path.rating_count > 0 ? format(t.rating, { rating: path.rating.toLocaleString('id-ID'), count: path.rating_count }) : t.noRating}
        />
      </dl>
      <aside className={frame.panelArea}>
        <TakePanel path={path} />
      </aside>
      <div className={frame.bodyArea}>
        <section aria-labelledby="gp-about" className={styles.block}>
          <h2 id="gp-about" className={styles.blockTitle}>
            {t.detail.about}
          </h2>
          <RichText html={path.description} />
        </section>
        {path.outcomes.length > 0 && (
          <section aria-labelledby="gp-outcomes" className={styles.block}>
            <h2 id="gp-outcomes" className={styles.blockTitle}>
              {t.detail.outcomes}
            </h2>
            <ul className={styles.outcomes}>
              {path.outcomes.map((outcome) => (
                <li key={outcome}>{outcome}</li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="gp-skills" className={styles.block}>
          <h2 id="gp-skills" className={styles.blockTitle}>
            {t.detail.skills}
          </h2>
          <ul className={styles.chips}>
            {path.skills.map((skill) => (
              <li key={skill.id}>{skill.name}</li>
            ))}
          </ul>
        </section>
        {path.owner && (
          <section aria-labelledby="gp-owner" className={styles.block}>
            <h2 id="gp-owner" className={styles.blockTitle}>
              {t.detail.owner}
            </h2>
            <p className={styles.owner}>
              <span className={styles.initials} aria-hidden>
                {path.owner.initials}
              </span>
              <span>
                <strong>{path.owner.name}</strong>
                {path.owner.position && <span className={styles.muted}>{path.owner.position}</span>}
              </span>
            </p>
          </section>
        )}
        <Silabus path={path} />
        <PathClasses slug={path.slug} />
        <Announcements slug={path.slug} />
        <Reviews pathId={path.id} slug={path.slug} />
        <Suggestions slug={path.slug} />
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
