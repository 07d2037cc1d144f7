import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryOptions } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { AlertIcon } from '@/components/icons/icons'
import { FreshnessMark } from '@/components/offline/freshness-mark'
import { OfflineState } from '@/components/offline/offline-state'
import { buttonClassName } from '@/components/ui/button'
import type { CourseCard as Card } from '@/contract/learning-common'
import { format, id } from '@/lib/i18n/id'
import { showsOfflineState, useConnection } from '@/lib/offline/freshness'
import { useMinimumDisplay } from '@/lib/use-minimum-display'
import { CourseCard } from '@/components/learning/course-card'
import styles from './course-list.module.css'

const t = id.learning.list

export interface CardPage {
  data: Card[]
  meta: { page: number; total: number; total_pages: number }
}

type ListOptions = UseInfiniteQueryOptions<CardPage, Error, InfiniteData<CardPage, number>, readonly unknown[], number>

/**
 * A learning list, page after page: more load when the end of the list comes into view (or with
 * the button, for keyboards and old browsers). Loading, error (with retry), empty and end states.
 * `renderCard` swaps the card for lists whose items carry more (in-class events: date and seats).
 */
export function CourseList({ options, label, renderCard }: { options: ListOptions; label: string; renderCard?: (card: Card) => React.ReactNode }) {
  const list = useInfiniteQuery(options)
  const showSkeleton = useMinimumDisplay(list.isPending)
  const { online } = useConnection()
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

  if (showsOfflineState(list, online)) return <OfflineState onRetry={() => void list.refetch()} />
  if (showSkeleton)
    return (
      <div className={styles.grid} aria-busy="true">
        <span className="visually-hidden" role="status">{t.loading}</span>
        {Array.from({ length: 6 }, (_, i) => <div key={i} className={styles.skeleton} />)}
      </div>
    )
  if (list.isError && !list.data)
    return (
      <div className={styles.message} role="alert">
        <AlertIcon className={styles.icon} />
        <p>{t.error}</p>
        <button type="button" className={buttonClassName('outline', 'small')} onClick={() => void list.refetch()} disabled={list.isFetching}>
          {t.retry}
        </button>
      </div>
    )

  const cards = list.data?.pages.flatMap((p) => p.data) ?? []
  const total = list.data?.pages[0]?.meta.total ?? 0
  if (cards.length === 0)
    return (
      <div className={styles.message} role="status">
        <p className={styles.emptyTitle}>{t.empty}</p>
        <p>{t.emptyHint}</p>
      </div>
    )

  return (
    <section aria-label={label}>
      <p className={styles.count} role="status">{format(t.results, { n: total })}</p>
      <FreshnessMark queries={[list]} />
      <ul className={styles.grid}>
        {cards.map((card) => (
          <li key={`${card.kind}-${card.id}`}>
            {renderCard ? renderCard(card) : <CourseCard card={card} />}
          </li>
        ))}
      </ul>
      <div ref={sentinel} className={styles.more}>
        {hasNextPage ? (
          <button type="button" className={buttonClassName('outline')} onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? t.loadingMore : t.loadMore}
          </button>
        ) : (
          <p className={styles.end}>{t.end}</p>
        )}
      </div>
    </section>
  )
}
