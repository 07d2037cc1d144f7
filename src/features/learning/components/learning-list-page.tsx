import type { InfiniteData, QueryKey, UseInfiniteQueryOptions } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { ListPageAnswer } from '@/components/list-page/infinite-list'
import { ListPage } from '@/components/list-page/list-page'
import type { CourseCard } from '@/contract/learning-common'
import type { FilterName, LearningSearch } from '../api/list-query'
import { usePopularKeywords } from '../api/popular-keywords'
import { CourseList } from './course-list'
import { LearningFilterBar } from './learning-filter-bar'

export interface LearningListPageProps<P extends ListPageAnswer<CourseCard>, K extends QueryKey> {
  title: string
  intro?: string
  search: LearningSearch
  options: UseInfiniteQueryOptions<P, Error, InfiniteData<P, number>, K, number>
  filters?: readonly FilterName[]
}

/** A learning list page: the shared list page with learning's filters, the top three keywords and course cards. */
export function LearningListPage<P extends ListPageAnswer<CourseCard>, K extends QueryKey>({ title, intro, search, options, filters }: LearningListPageProps<P, K>) {
  const navigate = useNavigate()
  const keywords = usePopularKeywords()
  const filterBar = (
    <LearningFilterBar search={search} filters={filters} keywords={keywords} onChange={(next) => void navigate({ to: '.', search: next as never, replace: true })} />
  )
  return (
    <ListPage title={title} intro={intro} filters={filterBar}>
      <CourseList options={options} label={title} />
    </ListPage>
  )
}
