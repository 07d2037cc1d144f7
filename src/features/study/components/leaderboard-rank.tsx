import { useQuery } from '@tanstack/react-query'
import { format } from '@/lib/i18n/id'
import { studyTexts } from '../texts'
import { studyQueries } from '../api/study-queries'
import { Block } from './block'
import styles from './study.module.css'

const t = studyTexts.leaderboard

/** The user's rank by learning time among all employees, and the top 10 by name. */
export function LeaderboardRank() {
  const query = useQuery(studyQueries.rank())
  return (
    <Block title={t.title} className={styles.areaRank} headingId="activity-rank" query={query} errorText={t.error}>
      {(data) => (
        <>
          <p className={styles.myRank}>
            <span className={styles.myRankLabel}>{t.rank}</span>
            <strong>#{data.me.rank}</strong>
            <span>
              {format(t.rankOf, { n: data.participants })} · {format(t.points, { n: data.me.points })}
            </span>
          </p>
          <h3 className={styles.subTitle}>{t.top}</h3>
          <ol className={styles.leaders} role="list">
            {data.top.map((entry) => {
              const me = entry.employee_id === data.me.employee_id
              return (
                <li key={entry.employee_id} className={me ? styles.leaderMe : undefined} aria-current={me ? 'true' : undefined}>
                  <span className={styles.leaderRank}>{entry.rank}</span>
                  <span className={styles.leaderName}>
                    {entry.name} {me && <span className={styles.you}>{t.you}</span>}
                  </span>
                  <span className={styles.leaderPoints}>{format(t.points, { n: entry.points })}</span>
                </li>
              )
            })}
          </ol>
        </>
      )}
    </Block>
  )
}
