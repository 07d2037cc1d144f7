import { useQuery } from '@tanstack/react-query'
import { ProgressBar } from '@/components/ui/progress-bar'
import { format } from '@/lib/i18n/id'
import { studyTexts } from '../texts'
import { studyQueries } from '../api/study-queries'
import { Block, durationText } from './block'
import styles from './study.module.css'

const t = studyTexts.favorites

/** The categories the user spent the most time on, each with its share as a bar. */
export function FavoriteCategories() {
  const query = useQuery(studyQueries.favorites())
  return (
    <Block title={t.title} className={styles.areaFavorites} headingId="activity-favorites" query={query} errorText={t.error}>
      {(items) =>
        items.length === 0 ? (
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
        )
      }
    </Block>
  )
}
