import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { DataState } from '@/components/data-state/data-state'
import { buttonClassName } from '@/components/ui/button'
import type { GrowthPathTrxWithPath } from '@/contract/growth-path-trx'
import { format } from '@/lib/i18n/id'
import { growthPathQueries } from '../../api/growth-path-queries'
import { growthPathTexts } from '../../texts'
import { GrowthPathCard } from '../list/growth-path-card'
import styles from './growth-path-tab.module.css'

const t = growthPathTexts.activity

/** The growth-path tab of /activity: paths in progress and finished (with their certificates), then recommendations. */
export function GrowthPathTab() {
  const mine = useQuery(growthPathQueries.mine())
  const recommended = useQuery(growthPathQueries.userRecommendations())
  return (
    <div className={styles.tab}>
      <DataState query={mine} offline variant="section" errorText={growthPathTexts.detail.sectionError}>
        {(answer) =>
          answer.data.in_progress.length + answer.data.finished.length === 0 ? (
            <div className={styles.empty}>
              <p>{t.empty}</p>
              <Link to="/growth-path" className={buttonClassName('primary', 'small')}>
                {t.explore}
              </Link>
            </div>
          ) : (
            <>
              <Section id="gp-in-progress" title={t.inProgress} paths={answer.data.in_progress} />
              <Section id="gp-finished" title={t.finished} paths={answer.data.finished} />
            </>
          )
        }
      </DataState>
      <section aria-labelledby="gp-recommended" className={styles.section}>
        <h2 id="gp-recommended" className={styles.title}>{t.recommendations}</h2>
        <DataState query={recommended} offline variant="section" errorText={growthPathTexts.detail.sectionError}>
          {(answer) =>
            answer.data.length === 0 ? (
              <p className={styles.muted}>{t.noRecommendations}</p>
            ) : (
              <ul className={styles.grid}>
                {answer.data.map((card) => (
                  <li key={card.id}>
                    <GrowthPathCard card={card} />
                  </li>
                ))}
              </ul>
            )
          }
        </DataState>
      </section>
    </div>
  )
}

function Section({ id, title, paths }: { id: string; title: string; paths: GrowthPathTrxWithPath[] }) {
  if (paths.length === 0) return null
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.title}>
        {title} <span className={styles.count}>({paths.length})</span>
      </h2>
      <ul className={styles.grid}>
        {paths.map((trx) => (
          <li key={trx.id} className={styles.item}>
            <GrowthPathCard card={trx.path} />
            {trx.certificate_no && <p className={styles.muted}>{format(growthPathTexts.detail.certificateNo, { no: trx.certificate_no })}</p>}
          </li>
        ))}
      </ul>
    </section>
  )
}
