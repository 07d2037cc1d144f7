import { useNavigate } from '@tanstack/react-router'
import { EAGER_IMAGES, InfiniteList } from '@/components/list-page/infinite-list'
import { ListHeader } from '@/components/list-page/list-page'
import { useDocumentTitle } from '@/lib/use-document-title'
import { growthPathQueries } from '../../api/growth-path-queries'
import { growthPathTexts } from '../../texts'
import { GrowthPathCard } from './growth-path-card'
import { GrowthPathFilterBar } from './growth-path-filter-bar'
import styles from './growth-path-list.module.css'
import { isNarrowed, toListQuery, type GrowthPathSearch } from './list-search'
import { RecommendedPaths } from './recommended-paths'

const t = growthPathTexts

/**
 * /growth-path: the heading, the "Untuk Anda" row (the popular paths for visitors), then every
 * path with search, filters and sorting (kept in the URL), page after page. While the list is
 * narrowed by a text or a filter, only the results show.
 */
export function GrowthPathListPage({ search }: { search: GrowthPathSearch }) {
  const navigate = useNavigate()
  useDocumentTitle(t.list.heading)
  const narrowed = isNarrowed(search)
  return (
    <div className={`container ${styles.page}`}>
      <ListHeader title={t.list.heading} intro={t.intro} />
      {!narrowed && <RecommendedPaths />}
      <div className={styles.section}>
        <h2 className={styles.sectionTitle}>{t.list.all}</h2>
        {/* A filter changes the list, not the page: no page transition (it would fade the whole page out and in, and swallow clicks meanwhile). */}
        <GrowthPathFilterBar search={search} onChange={(next) => void navigate({ to: '.', search: next as never, replace: true, viewTransition: false })} />
        <InfiniteList
          options={growthPathQueries.list(toListQuery(search))}
          label={t.list.all}
          itemKey={(card) => card.id}
          // Below the row the list's images can wait; without it the first cards are the page's largest paint.
          renderItem={(card, index) => <GrowthPathCard card={card} eager={narrowed && index < EAGER_IMAGES} />}
          emptyText={t.list.empty}
          emptyHint={t.list.emptyHint}
          summary
        />
      </div>
    </div>
  )
}
