import type { InfiniteData, UseInfiniteQueryOptions } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useDocumentTitle } from '@/lib/use-document-title'
import type { FilterName, LearningSearch } from '../api/list-query'
import { usePopularKeywords } from '../api/popular-keywords'
import { CourseList, type CardPage } from './course-list'
import { FilterBar } from './filter-bar'
import styles from './list-page.module.css'

type ListOptions = UseInfiniteQueryOptions<CardPage, Error, InfiniteData<CardPage, number>, readonly unknown[], number>

export interface ListPageProps {
  title: string
  intro?: string
  search: LearningSearch
  options: ListOptions
  filters?: readonly FilterName[]
}

/** A learning list page: title, search with the top three keywords, filters, and the list. */
export function ListPage({ title, intro, search, options, filters }: ListPageProps) {
  useDocumentTitle(title)
  const navigate = useNavigate()
  const keywords = usePopularKeywords()
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </header>
      <FilterBar
        search={search}
        filters={filters}
        keywords={keywords}
        onChange={(next) => void navigate({ to: '.', search: next as never, replace: true })}
      />
      <CourseList options={options} label={title} />
    </>
  )
}
