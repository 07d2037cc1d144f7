import { useQuery } from '@tanstack/react-query'
import { format } from '@/lib/i18n/id'
import { studyTexts } from '../texts'
import { studyQueries } from '../api/study-queries'
import { Block, durationText } from './block'
import styles from './study.module.css'

const t = studyTexts.summary

/** Counts of started and completed videos and packages, attended events, time and streak. */
export function ProgressSummary() {
  const query = useQuery(studyQueries.summary())
  return (
    <Block title={t.title} headingId="activity-summary" query={query} errorText={t.error} className={styles.areaSummary}>
      {(data) => (
        <dl className={styles.tiles}>
          {[
            { label: t.videosStarted, value: String(data.videos_started) },
            { label: t.videosCompleted, value: String(data.videos_completed) },
            { label: t.packagesStarted, value: String(data.packages_started) },
            { label: t.packagesCompleted, value: String(data.packages_completed) },
            { label: t.inclassAttended, value: String(data.inclass_attended) },
            { label: t.watched, value: durationText(data.watched_s) },
            { label: t.learning, value: durationText(data.learning_s) },
            { label: t.streak, value: format(t.streakValue, { n: data.streak_days }) },
          ].map((tile) => (
            <div key={tile.label} className={styles.tile}>
              <dt>{tile.label}</dt>
              <dd>{tile.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Block>
  )
}
