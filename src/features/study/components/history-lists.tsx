import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { StateQuery } from '@/components/data-state/data-state'
import { PendingBadge } from '@/components/outbox/pending-badge'
import { buttonClassName } from '@/components/ui/button'
import { ProgressBar } from '@/components/ui/progress-bar'
import { INCLASS_OUTBOX_RESOURCE_PREFIX as INCLASS_PREFIX, inclassEventOf } from '@/contract/learning-inclass-resource'
import { packageEnrolmentOf } from '@/contract/learning-package-enrolment'
import { PACKAGE_OUTBOX_RESOURCE_PREFIX as PACKAGE_PREFIX } from '@/contract/learning-package-resource'
import { format } from '@/lib/i18n/id'
import { usePendingListItems, type PendingListItem } from '@/lib/outbox/use-pending-list-items'
import { studyTexts } from '../texts'
import { learningItemLink, type LearningItemLink } from '@/lib/learning-paths'
import { studyQueries } from '../api/study-queries'
import { Block } from './block'
import { instantDate } from './dates'
import styles from './study.module.css'

const t = studyTexts.history

interface Row {
  key: string
  link: LearningItemLink
  title: string
  thumbnail: string
  status: string
  percent: number
  at: string
}

/** What a history block needs of its infinite query, whatever the item type. */
interface ListQuery extends StateQuery<unknown> {
  hasNextPage: boolean
  fetchNextPage: () => Promise<unknown>
  isFetchingNextPage: boolean
}

/** A class registration or package enrolment still in the outbox: its item, and the outbox's line naming it. */
interface WaitingRegistration {
  id: number
  label: string
}

function HistoryBlock({ title, headingId, empty, query, rows, waiting = [], waitingLink = inclassLink }: { title: string; headingId: string; empty: string; query: ListQuery; rows: Row[]; waiting?: PendingListItem<WaitingRegistration>[]; waitingLink?: (id: number) => LearningItemLink }) {
  return (
    <Block title={title} headingId={headingId} query={query} errorText={t.error}>
      {() => (
        <>
          {rows.length === 0 && waiting.length === 0 ? (
            <p className={styles.empty}>{empty}</p>
          ) : (
            <ul className={styles.history} role="list">
              {waiting.map(({ entry, item, refused }) => (
                <li key={entry.id} data-testid="history-waiting">
                  <Link {...waitingLink(item.id)} className={styles.historyLink}>
                    {/* No picture in the outbox: the thumbnail's place, so the row lines up with the others. */}
                    <span className={styles.historyThumb} aria-hidden />
                    <span className={styles.historyBody}>
                      <span className={styles.historyTitle}>{item.label}</span>
                      <span className={styles.historyMeta}>
                        <PendingBadge refused={refused} />
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
              {rows.map((row) => (
                <li key={row.key}>
                  <Link {...row.link} className={styles.historyLink}>
                    <img src={row.thumbnail} alt="" width={96} height={54} loading="lazy" decoding="async" className={styles.historyThumb} />
                    <span className={styles.historyBody}>
                      <span className={styles.historyTitle}>{row.title}</span>
                      <span className={styles.historyMeta}>
                        {row.status} · {format(t.lastActivity, { date: instantDate(row.at) })}
                      </span>
                      <ProgressBar percent={row.percent} size="thin" />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {query.hasNextPage && (
            <button type="button" className={buttonClassName('ghost', 'small', styles.more)} onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? studyTexts.loading : t.loadMore}
            </button>
          )}
        </>
      )}
    </Block>
  )
}

const inclassLink = (id: number) => learningItemLink({ kind: 'inclass', id, slug: '' })
// The outbox keeps no slug: the bare id is the package's address too (packageIdOf).
const packageLink = (id: number): LearningItemLink => ({ to: '/learning/course/$slug', params: { slug: String(id) } })

const percentText = (percent: number, completed: boolean) => (completed ? t.completed : format(t.progress, { percent }))

/** Watched videos, followed packages and registered in-class events, most recent first, each linking to its page. */
export function HistoryLists() {
  const videos = useInfiniteQuery(studyQueries.videoHistory())
  const packages = useInfiniteQuery(studyQueries.packageHistory())
  const inclasses = useInfiniteQuery(studyQueries.inclassHistory())
  // Registrations made offline, listed first until the server's copy takes their place (decision
  // 047); a cancellation waiting is not a new row.
  const waiting = usePendingListItems<WaitingRegistration>(INCLASS_PREFIX, (_body, entry) => {
    const id = inclassEventOf(entry.resource)
    return entry.method === 'POST' && id !== null ? { id, label: entry.label } : undefined
  })
  const waitingIds = new Set(waiting.filter((w) => !w.refused).map((w) => w.item.id))
  // Enrolments likewise; a package's progress writes share its resource and are no new row.
  const waitingEnrolments = usePendingListItems<WaitingRegistration>(PACKAGE_PREFIX, (_body, entry) => {
    const id = packageEnrolmentOf(entry)
    return id !== null ? { id, label: entry.label } : undefined
  })
  const waitingPackageIds = new Set(waitingEnrolments.filter((w) => !w.refused).map((w) => w.item.id))

  const videoRows: Row[] = (videos.data?.pages ?? []).flatMap((p) =>
    p.data.map((h) => {
      const percent = h.completed ? 100 : h.duration_s > 0 ? Math.min(100, Math.round((h.position_s / h.duration_s) * 100)) : 0
      return { key: `v${h.video_id}`, link: learningItemLink({ kind: 'video', ...h.video }), title: h.video.title, thumbnail: h.video.thumbnail_url, status: percentText(percent, h.completed), percent, at: h.updated_at }
    }),
  )
  const packageRows: Row[] = (packages.data?.pages ?? []).flatMap((p) =>
    p.data.filter((h) => !waitingPackageIds.has(h.package_id)).map((h) => {
      const percent = h.total_materials > 0 ? Math.round((h.completed_materials / h.total_materials) * 100) : 0
      const status = h.completed ? t.completed : format(t.materials, { done: h.completed_materials, total: h.total_materials })
      return { key: `p${h.package_id}`, link: learningItemLink({ kind: 'package', ...h.package }), title: h.package.title, thumbnail: h.package.thumbnail_url, status, percent, at: h.updated_at }
    }),
  )
  const inclassRows: Row[] = (inclasses.data?.pages ?? []).flatMap((p) =>
    p.data.filter((h) => !waitingIds.has(h.event_id)).map((h) => ({
      key: `i${h.event_id}`,
      link: learningItemLink({ kind: 'inclass', id: h.event.id, slug: h.event.slug }),
      title: h.event.title,
      thumbnail: h.event.thumbnail_url,
      status: h.attended ? t.attended : t.registered,
      percent: h.attended ? 100 : 0,
      at: h.attended_at ?? h.registered_at,
    })),
  )

  return (
    <div className={styles.histories}>
      <h2 className={styles.sectionTitle}>{t.title}</h2>
      <div className={styles.historyGrid}>
        <HistoryBlock title={t.videos} headingId="activity-history-videos" empty={t.emptyVideos} query={videos} rows={videoRows} />
        <HistoryBlock title={t.packages} headingId="activity-history-packages" empty={t.emptyPackages} query={packages} rows={packageRows} waiting={waitingEnrolments} waitingLink={packageLink} />
        <HistoryBlock title={t.inclasses} headingId="activity-history-inclasses" empty={t.emptyInclasses} query={inclasses} rows={inclassRows} waiting={waiting} />
      </div>
    </div>
  )
}
