import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { DataState } from '@/components/data-state/data-state'
import { buttonClassName } from '@/components/ui/button'
import { RichText } from '@/components/ui/rich-text'
import { format } from '@/lib/i18n/id'
import { growthPathQueries } from '../../api/growth-path-queries'
import { growthPathTexts } from '../../texts'
import styles from './detail.module.css'

const t = growthPathTexts.detail
const dateOf = (iso: string) => new Date(iso).toLocaleDateString('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' })

/** A titled section over a paged list: its states, the items of every page loaded, and 'more'. */
function PagedSection<T>({ id, title, empty, query, children }: {
  id: string
  title: string
  empty: string
  query: UseInfiniteQueryResult<InfiniteData<{ data: T[] }, number>>
  children: (items: T[]) => ReactNode
}) {
  return (
    <section aria-labelledby={id} className={styles.block}>
      <h2 id={id} className={styles.blockTitle}>{title}</h2>
      <DataState query={query} offline variant="section" errorText={t.sectionError}>
        {(answer) => {
          const items = answer.pages.flatMap((page) => page.data)
          if (items.length === 0) return <p className={styles.muted}>{empty}</p>
          return (
            <>
              <ul className={styles.news}>{children(items)}</ul>
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

/** Participants' ratings with their reviews, newest first. */
export function Reviews({ slug }: { slug: string }) {
  return (
    <PagedSection id="gp-reviews" title={t.reviews} empty={t.reviewsEmpty} query={useInfiniteQuery(growthPathQueries.ratings(slug))}>
      {(items) =>
        items.map((r) => (
          <li key={r.id} className={styles.review}>
            <span className={styles.initials} aria-hidden>{r.author.initials}</span>
            <div>
              <p className={styles.reviewHead}>
                <strong>{r.author.name}</strong>
                <span role="img" aria-label={format(t.stars, { n: r.rating })} className={styles.stars}>{'★'.repeat(r.rating)}{'☆'.repeat(5 - r.rating)}</span>
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
