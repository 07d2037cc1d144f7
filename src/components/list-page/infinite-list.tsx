import { useInfiniteQuery, type InfiniteData, type QueryKey, type UseInfiniteQueryOptions, type UseInfiniteQueryResult } from '@tanstack/react-query'
import { useEffect, useRef, type ReactNode } from 'react'
import { DataState, Placeholder } from '@/components/data-state/data-state'
import { FreshnessMark } from '@/components/offline/freshness-mark'
import { buttonClassName } from '@/components/ui/button'
import { format, id } from '@/lib/i18n/id'
import styles from './infinite-list.module.css'

const t = id.list

/** One page of a list, as every paginated endpoint answers it (src/lib/query/paginated-query.ts). */
export interface ListPageAnswer<Item> {
  data: readonly Item[]
  meta: { total: number }
}

export interface InfiniteListProps<P extends ListPageAnswer<unknown>, K extends QueryKey> {
  /** Options of a paginatedQuery. */
  options: UseInfiniteQueryOptions<P, Error, InfiniteData<P, number>, K, number>
  /** Names the list for assistive technology. */
  label: string
  /** `index` counts from the top of the list: the first few are on screen at once (`eagerImages`). */
  renderItem: (item: P['data'][number], index: number) => ReactNode
  itemKey: (item: P['data'][number]) => string | number
  /** Why nothing shows when the first page failed. */
  errorText?: string
  emptyText: string
  emptyHint?: string
  /** The count above the list and 'all shown' at its end, for searchable lists. */
  summary?: boolean
}

/**
 * A list, page after page: more load when its end comes into view (or with the button, for
 * keyboards and browsers without IntersectionObserver). Offline, loading and error states come
 * from DataState; an empty list says so.
 */
export function InfiniteList<P extends ListPageAnswer<unknown>, K extends QueryKey>({ options, errorText = t.error, ...props }: InfiniteListProps<P, K>) {
  const list = useInfiniteQuery(options)
  const skeleton = (
    <div className={styles.grid}>
      {Array.from({ length: 6 }, (_, i) => <Placeholder key={i} className={styles.skeleton} />)}
    </div>
  )
  return (
    <DataState query={list} offline loadingText={t.loading} skeleton={skeleton} errorText={errorText}>
      {(data) => <Items list={list} pages={data.pages} {...props} />}
    </DataState>
  )
}

type ItemsProps<P extends ListPageAnswer<unknown>> = Omit<InfiniteListProps<P, QueryKey>, 'options' | 'errorText'> & {
  list: UseInfiniteQueryResult<InfiniteData<P, number>, Error>
  pages: readonly P[]
}

/**
 * How many cards from the top of a list load their image at once rather than lazily: the first
 * row on a desktop, the first screen on a phone. The largest of them is the page's largest paint,
 * and a lazy image waits for layout before it even starts loading.
 */
export const EAGER_IMAGES = 4

function Items<P extends ListPageAnswer<unknown>>({ list, pages, label, renderItem, itemKey, emptyText, emptyHint, summary = true }: ItemsProps<P>) {
  const sentinel = useRef<HTMLDivElement>(null)
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list

  useEffect(() => {
    const node = sentinel.current
    if (!node || !hasNextPage || typeof IntersectionObserver !== 'function') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage()
    }, { rootMargin: '400px' })
    observer.observe(node)
    return () => observer.disconnect()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])

  const items: P['data'][number][] = pages.flatMap((p) => p.data)
  if (items.length === 0)
    return (
      <div className={styles.empty} role="status">
        <p className={emptyHint ? styles.emptyTitle : undefined}>{emptyText}</p>
        {emptyHint && <p>{emptyHint}</p>}
      </div>
    )

  return (
    <section aria-label={label}>
      {summary && <p className={styles.count} role="status">{format(t.results, { n: pages[0]?.meta.total ?? 0 })}</p>}
      <FreshnessMark queries={[list]} />
      <ul className={styles.grid}>
        {items.map((item, index) => <li key={itemKey(item)}>{renderItem(item, index)}</li>)}
      </ul>
      {(hasNextPage || summary) && (
        <div ref={sentinel} className={styles.more}>
          {hasNextPage ? (
            <button type="button" className={buttonClassName('outline')} onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
              {isFetchingNextPage ? t.loadingMore : t.loadMore}
            </button>
          ) : (
            <p className={styles.end}>{t.end}</p>
          )}
        </div>
      )}
    </section>
  )
}
