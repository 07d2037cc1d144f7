import { useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { OfflineState } from '@/components/offline/offline-state'
import { learningTexts } from '../../texts'
import { showsOfflineState, useConnection } from '@/lib/offline/freshness'
import { catalogQueries } from '../../api/catalog-queries'
import { toListQuery, type LearningSearch } from '../../api/list-query'
import { usePopularKeywords } from '../../api/popular-keywords'
import { CourseList } from '../course-list'
import { LearningFilterBar } from '../learning-filter-bar'
import { CollectionHeader } from './collection-header'
import styles from './collection-detail.module.css'

const t = learningTexts.katalog

/** /learning/katalog/{id}: the catalogue and its courses, with search, filters and sorting in the URL. */
export function CatalogDetailPage({ catalogId, search }: { catalogId: number; search: LearningSearch }) {
  const catalog = useQuery(catalogQueries.detail(catalogId))
  const navigate = useNavigate()
  const keywords = usePopularKeywords()
  const { online } = useConnection()
  if (showsOfflineState(catalog, online)) return <OfflineState onRetry={() => void catalog.refetch()} />
  return (
    <>
      <CollectionHeader kind="katalog" collection={catalog.data} pending={catalog.isPending} error={catalog.error} />
      {!(catalog.isError && !catalog.data) && (
        <div className={styles.courses}>
          <h2 className={styles.coursesTitle}>{t.coursesTitle}</h2>
          <LearningFilterBar search={search} keywords={keywords} onChange={(next) => void navigate({ to: '.', search: next as never, replace: true })} />
          <CourseList options={catalogQueries.courses(catalogId, toListQuery(search))} label={t.coursesTitle} />
        </div>
      )}
    </>
  )
}
