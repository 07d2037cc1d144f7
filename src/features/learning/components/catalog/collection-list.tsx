import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryOptions } from '@tanstack/react-query'
import { AlertIcon } from '@/components/icons/icons'
import { FreshnessMark } from '@/components/offline/freshness-mark'
import { OfflineState } from '@/components/offline/offline-state'
import { buttonClassName } from '@/components/ui/button'
import { useDocumentTitle } from '@/lib/use-document-title'
import { id } from '@/lib/i18n/id'
import { showsOfflineState, useConnection } from '@/lib/offline/freshness'
import { useMinimumDisplay } from '@/lib/use-minimum-display'
import list from '../course-list.module.css'
import header from '../list-page.module.css'
import { CollectionCard, type Collection } from './collection-card'

const t = id.learning

interface CollectionPage {
  data: Collection[]
  meta: { page: number; total_pages: number }
}
type Options = UseInfiniteQueryOptions<CollectionPage, Error, InfiniteData<CollectionPage, number>, readonly unknown[], number>

/** /learning/channel and /learning/katalog: a titled grid of collections, more on request. */
export function CollectionListPage({ kind, options }: { kind: 'channel' | 'katalog'; options: Options }) {
  const texts = t[kind]
  useDocumentTitle(texts.title)
  const query = useInfiniteQuery(options)
  const showSkeleton = useMinimumDisplay(query.isPending)
  const items = query.data?.pages.flatMap((p) => p.data) ?? []
  const { online } = useConnection()

  let body: React.ReactNode
  if (showsOfflineState(query, online)) body = <OfflineState onRetry={() => void query.refetch()} />
  else if (showSkeleton)
    body = (
      <div className={list.grid} aria-busy="true">
        <span className="visually-hidden" role="status">{t.list.loading}</span>
        {Array.from({ length: 6 }, (_, i) => <div key={i} className={list.skeleton} />)}
      </div>
    )
  else if (query.isError && items.length === 0)
    body = (
      <div className={list.message} role="alert">
        <AlertIcon className={list.icon} />
        <p>{texts.error}</p>
        <button type="button" className={buttonClassName('outline', 'small')} onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t.list.retry}
        </button>
      </div>
    )
  else if (items.length === 0) body = <p className={list.message} role="status">{texts.empty}</p>
  else
    body = (
      <>
        <ul className={list.grid}>
          {items.map((c) => (
            <li key={c.id}>
              <CollectionCard collection={c} kind={kind} />
            </li>
          ))}
        </ul>
        {query.hasNextPage && (
          <div className={list.more}>
            <button type="button" className={buttonClassName('outline')} onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? t.list.loadingMore : t.list.loadMore}
            </button>
          </div>
        )}
      </>
    )

  return (
    <>
      <header className={header.header}>
        <h1 className={header.title}>{texts.title}</h1>
        <p className={header.intro}>{texts.intro}</p>
        <FreshnessMark queries={[query]} />
      </header>
      {body}
    </>
  )
}
