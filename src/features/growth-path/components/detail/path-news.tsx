import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { DataState } from '@/components/data-state/data-state'
import { PendingBadge } from '@/components/outbox/pending-badge'
import { buttonClassName } from '@/components/ui/button'
import { RichText } from '@/components/ui/rich-text'
import { growthPathTrxApi } from '@/contract/growth-path-trx'
import { format } from '@/lib/i18n/id'
import { usePendingListItems } from '@/lib/outbox/use-pending-list-items'
import { useUserId } from '@/lib/auth/user-id-cookie'
import { growthPathQueries } from '../../api/growth-path-queries'
import { pathResource } from '../../api/path-resource'
import { growthPathTexts } from '../../texts'
import styles from './detail.module.css'

const t = growthPathTexts.detail
const dateOf = (iso: string) => new Date(iso).toLocaleDateString('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' })

/** A titled section over a paged list: its states, the items of every page loaded, and 'more'. */
function PagedSection<T>({ id, title, empty, query, children, waiting }: {
  id: string
  title: string
  empty: string
  query: UseInfiniteQueryResult<InfiniteData<{ data: T[] }, number>>
  children: (items: T[]) => ReactNode
  /** An item of the user's still in the outbox, listed first (decision 047). */
  waiting?: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={styles.block}>
      <h2 id={id} className={styles.blockTitle}>{title}</h2>
      <DataState query={query} offline variant="section" errorText={t.sectionError}>
        {(answer) => {
          const items = answer.pages.flatMap((page) => page.data)
          if (items.length === 0 && !waiting) return <p className={styles.muted}>{empty}</p>
          return (
            <>
              <ul className={styles.news}>
                {waiting}
                {children(items)}
              </ul>
              {query.hasNextPage && (
                <button type="button" className={buttonClassName('ghost')} onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
                  {t.more}
                </button>
              )}
            </>
          )
        }}
      </DataState>
    </section>
  )
}

/** The mentor's announcements, newest first, five at a time. */
export function Announcements({ slug }: { slug: string }) {
  return (
    <PagedSection id="gp-news" title={t.announcements} empty={t.announcementsEmpty} query={useInfiniteQuery(growthPathQueries.announcements(slug))}>
      {(items) =>
        items.map((a) => (
          <li key={a.id}>
            <h3 className={styles.newsTitle}>{a.title}</h3>
            <p className={styles.muted}>{[dateOf(a.published_at), a.author].filter(Boolean).join(' · ')}</p>
            <RichText html={a.body} />
          </li>
        ))
      }
    </PagedSection>
  )
}

/** The user's rating of the path while it waits in the outbox (rating again replaces it: the latest counts). */
interface WaitingRating {
  rating: number
  review: string | null
}

/**
 * Participants' ratings with their reviews, newest first. The user's own, given offline, is listed
 * first and marked until it arrives; the delivery refresh growth-path declares then reads the
 * server's list again (decision 047).
 */
export function Reviews({ pathId, slug }: { pathId: number; slug: string }) {
  const signedIn = useUserId() !== null
  const ratings = usePendingListItems<WaitingRating>(
    pathResource(pathId),
    (body, entry) => {
      if (entry.resource !== pathResource(pathId) || entry.url !== growthPathTrxApi.rate.path) return undefined
      const { rating, review } = body as { rating?: unknown; review?: unknown }
      return typeof rating === 'number' ? { rating, review: typeof review === 'string' ? review : null } : undefined
    },
    { enabled: signedIn },
  )
  const mine = ratings.at(-1)
  return (
    <PagedSection
      id="gp-reviews"
      title={t.reviews}
      empty={t.reviewsEmpty}
      query={useInfiniteQuery(growthPathQueries.ratings(slug))}
      waiting={
        mine && (
          <li key={mine.entry.id} className={styles.review} data-testid="review-waiting">
            <span className={styles.initials} aria-hidden>{t.you.slice(0, 1)}</span>
            <div>
              <p className={styles.reviewHead}>
                <strong>{t.you}</strong>
                <Stars n={mine.item.rating} />
              </p>
              {mine.item.review && <p>{mine.item.review}</p>}
              <p>
                <PendingBadge refused={mine.refused} />
              </p>
            </div>
          </li>
        )
      }
    >
      {(items) =>
        items
          .filter((r) => !(r.is_mine && mine && !mine.refused))
          .map((r) => (
            <li key={r.id} className={styles.review}>
              <span className={styles.initials} aria-hidden>{r.author.initials}</span>
              <div>
                <p className={styles.reviewHead}>
                  <strong>{r.author.name}</strong>
                  <Stars n={r.rating} />
                </p>
                {r.review && <p>{r.review}</p>}
                <p className={styles.muted}>{dateOf(r.updated_at)}</p>
              </div>
            </li>
          ))
      }
    </PagedSection>
  )
}

function Stars({ n }: { n: number }) {
  return (
    <span role="img" aria-label={format(t.stars, { n })} className={styles.stars}>
      {'★'.repeat(n)}
      {'☆'.repeat(5 - n)}
    </span>
  )
}
