import { useQuery, type InfiniteData, type UseInfiniteQueryOptions } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { catalogApi } from '@/contract/learning-catalog'
import { callApi } from '@/lib/api/client'
import { useDocumentTitle } from '@/lib/use-document-title'
import { personalizationStore, setPopularSearchKeywords } from '@/stores/personalization-store'
import type { FilterName, LearningSearch } from '../api/list-query'
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

const topKeywords = {
  queryKey: ['learning', 'top-keywords'],
  queryFn: ({ signal }: { signal: AbortSignal }) => callApi(catalogApi.topKeywords, { signal }).then((r) => r.data.keywords),
  staleTime: 10 * 60_000,
  meta: { persist: true },
}

/** A learning list page: title, search with the top three keywords, filters, and the list. */
export function ListPage({ title, intro, search, options, filters }: ListPageProps) {
  useDocumentTitle(title)
  const navigate = useNavigate()
  const keywords = useQuery(topKeywords)
  // The spec's personalization state holds the popular keywords; the query (cached, persisted) fills it.
  useEffect(() => {
    if (keywords.data) setPopularSearchKeywords(keywords.data.slice(0, 3))
  }, [keywords.data])
  const { popularSearchKeywords } = useSnapshot(personalizationStore)
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </header>
      <FilterBar
        search={search}
        filters={filters}
        keywords={popularSearchKeywords}
        onChange={(next) => void navigate({ to: '.', search: next as never, replace: true })}
      />
      <CourseList options={options} label={title} />
    </>
  )
}
