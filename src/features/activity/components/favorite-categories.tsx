import { useQuery } from '@tanstack/react-query'
import { ProgressBar } from '@/components/ui/progress-bar'
import { format, id } from '@/lib/i18n/id'
import { activityQueries } from '../api/activity-queries'
import { Block, durationText } from './block'
import styles from './activity.module.css'

const t = id.activity.favorites

/** The categories the user spent the most time on, each with its share as a bar. */
export function FavoriteCategories() {
  const query = useQuery(activityQueries.favorites())
  const items = query.data ?? []
  return (
    <Block title={t.title} className={styles.areaFavorites} headingId="activity-favorites" loading={query.isPending} error={query.isError && !query.data} errorText={t.error} onRetry={() => void query.refetch()}>
      {items.length === 0 ? (
        <p className={styles.empty}>{t.empty}</p>
      ) : (
        <ol className={styles.favorites} role="list">
          {items.map((item) => {
            const percent = Math.round(item.share * 100)
            return (
              <li key={item.category.id}>
                <span className={styles.favoriteName}>{item.category.name}</span>
                <span className={styles.favoriteTime}>{durationText(item.seconds)}</span>
                <ProgressBar percent={Math.max(2, percent)} size="thick" label={format(t.share, { percent })} className={styles.shareBar} />
              </li>
            )
          })}
        </ol>
      )}
    </Block>
  )
}
