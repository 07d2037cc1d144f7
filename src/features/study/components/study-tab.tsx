import { FavoriteCategories } from './favorite-categories'
import { HistoryLists } from './history-lists'
import { LeaderboardRank } from './leaderboard-rank'
import { ProgressSummary } from './progress-summary'
import { StudyCalendar } from './study-calendar'
import { StudyStatistics } from './study-statistics'
import styles from './study.module.css'

/** The learning tab of /activity (the study area): statistics, calendar, summary, favourites, rank, then the histories. */
export function StudyTab() {
  return (
    <>
      <div className={styles.grid}>
        <StudyStatistics />
        <StudyCalendar />
        <ProgressSummary />
        <FavoriteCategories />
        <LeaderboardRank />
      </div>
      <HistoryLists />
    </>
  )
}
