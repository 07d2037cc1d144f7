import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { learningTexts } from '../../texts'
import { EAGER_IMAGES } from '@/components/list-page/infinite-list'
import { ListHeader } from '@/components/list-page/list-page'
import { useDocumentTitle } from '@/lib/use-document-title'
import { inclassQueries } from '../../api/inclass-queries'
import { toListQuery, type LearningSearch } from '../../api/list-query'
import { usePopularKeywords } from '../../api/popular-keywords'
import { CourseList } from '../course-list'
import { LearningFilterBar } from '../learning-filter-bar'
import { CardRow } from '../overview/card-row'
import { InclassCard } from './inclass-card'
import styles from './inclass-list.module.css'

const t = learningTexts.inclass

/** /learning/inclass: today's events first, then every event with search, filters and sorting. */
export function InclassListPage({ search }: { search: LearningSearch }) {
  useDocumentTitle(t.title)
  const navigate = useNavigate()
  const today = useQuery(inclassQueries.today())
  const keywords = usePopularKeywords()
  return (
    <>
      <ListHeader title={t.title} intro={t.intro} />
      <div className={styles.today}>
        <CardRow
          title={t.today}
          query={today}
          emptyText={t.todayEmpty}
          showAll
          items={(today.data?.data ?? []).map((event) => ({ key: String(event.id), node: <InclassCard event={event} /> }))}
        />
      </div>
      <div className={styles.all}>
        <h2 className={styles.allTitle}>{t.all}</h2>
        <LearningFilterBar search={search} keywords={keywords} onChange={(next) => void navigate({ to: '.', search: next as never, replace: true })} />
        <CourseList
          options={inclassQueries.list(toListQuery(search))}
          label={t.all}
          renderCard={(card, index) => <InclassCard event={card} eager={index < EAGER_IMAGES} />}
        />
      </div>
    </>
  )
}
