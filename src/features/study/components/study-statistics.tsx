import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { studyTexts } from '../texts'
import { studyQueries } from '../api/study-queries'
import { BarChart } from './bar-chart'
import { Block, durationText } from './block'
import styles from './study.module.css'

const t = studyTexts.statistics
const periods = [7, 30] as const

/** Minutes learned per day over the last 7 or 30 days, with totals per kind. */
export function StudyStatistics() {
  const [days, setDays] = useState<(typeof periods)[number]>(7)
  const query = useQuery(studyQueries.statistics(days))

  const periodSwitch = (
    <div className={styles.segmented} role="group" aria-label={t.period}>
      {periods.map((p) => (
        <button key={p} type="button" aria-pressed={days === p} onClick={() => setDays(p)}>
          {p === 7 ? t.days7 : t.days30}
        </button>
      ))}
    </div>
  )

  return (
    <Block
      title={t.title}
      headingId="activity-statistics"
      query={query}
      errorText={t.error}
      aside={periodSwitch}
      className={styles.areaStatistics}
    >
      {(data) => (
        <>
          <dl className={styles.totals}>
            <div className={styles.totalMain}>
              <dt>{t.total}</dt>
              <dd>{durationText(data.total_s)}</dd>
            </div>
            {(['video', 'package', 'inclass'] as const).map((kind) => (
              <div key={kind}>
                <dt>{t.byKind[kind]}</dt>
                <dd>{durationText(data.by_kind[kind])}</dd>
              </div>
            ))}
          </dl>
          {data.total_s === 0 && <p className={styles.empty}>{t.empty}</p>}
          <BarChart days={data.days} />
        </>
      )}
    </Block>
  )
}
