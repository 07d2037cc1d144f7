import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { scoreLevel, type CompetencyResult } from '@/contract/profile-assessment'
import { DataState } from '@/components/data-state/data-state'
import { format } from '@/lib/i18n/id'
import { profileQueries } from '../../api/profile-queries'
import { formatDay, formatMonth, scoreChange } from '../../profile-format'
import { profileTexts } from '../../texts'
import { SectionHead } from '../profile-sections'
import styles from '../profile.module.css'

const t = profileTexts.assessment
const HEIGHT = 100
const GAP = 0.3

/** The caller's competency assessments: the latest score, a small chart of the history, and the same numbers as a table. */
export function AssessmentPanel() {
  const results = useQuery(profileQueries.assessments())
  return (
    <section className={styles.section} aria-labelledby="profile-assessment">
      <SectionHead id="profile-assessment" title={t.title} />
      <p className={styles.hint}>{t.intro}</p>
      <DataState query={results} errorText={t.error} variant="section">
        {(list) =>
          list.length === 0 ? (
            <p className={styles.muted}>{t.empty}</p>
          ) : (
            <div className={styles.competencies}>
              {list.map((result) => (
                <Competency key={result.competency.slug} result={result} />
              ))}
            </div>
          )
        }
      </DataState>
    </section>
  )
}

function Competency({ result }: { result: CompetencyResult }) {
  const tableId = useId()
  const { competency, latest, history } = result
  const change = scoreChange(history)
  const changeText = change === null ? '' : change > 0 ? format(t.change.up, { n: change }) : change < 0 ? format(t.change.down, { n: -change }) : t.change.same
  return (
    <article className={styles.competency} aria-labelledby={`${tableId}-name`}>
      <h3 id={`${tableId}-name`} className={styles.subTitle}>
        {competency.name}
      </h3>
      <p className={styles.itemMeta}>{competency.description}</p>
      <p className={styles.score}>
        <span className="visually-hidden">{t.latest}: </span>
        {latest.score}
        <span className={styles.scoreLevel}>
          {t.levels[scoreLevel(latest.score)]}
          {changeText && ` · ${changeText}`}
        </span>
      </p>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${history.length} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={format(t.chartLabel, { name: competency.name, count: history.length })}
        aria-describedby={tableId}
      >
        {history.map((h, i) => (
          <rect
            key={h.assessed_on}
            x={i + GAP / 2}
            width={1 - GAP}
            y={HEIGHT - h.score}
            height={h.score}
            className={i === history.length - 1 ? styles.chartBarLast : styles.chartBar}
          >
            <title>{`${formatDay(h.assessed_on)}: ${h.score}`}</title>
          </rect>
        ))}
      </svg>
      <div className={styles.chartLabels} aria-hidden="true" style={{ gridTemplateColumns: `repeat(${history.length}, 1fr)` }}>
        {history.map((h) => (
          <span key={h.assessed_on}>{formatMonth(h.assessed_on)}</span>
        ))}
      </div>
      <details className={styles.historyToggle}>
        <summary>{format(t.tableCaption, { name: competency.name })}</summary>
        <table id={tableId} className={styles.history}>
          <caption className="visually-hidden">{format(t.tableCaption, { name: competency.name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t.date}</th>
              <th scope="col">{t.score}</th>
              <th scope="col">{t.assessor}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((h) => (
              <tr key={h.assessed_on}>
                <td>{formatDay(h.assessed_on)}</td>
                <td>{h.score}</td>
                <td>{h.assessor}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </article>
  )
}
