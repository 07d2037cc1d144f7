import { useInfiniteQuery } from '@tanstack/react-query'
import { OfflineState } from '@/components/offline/offline-state'
import { learningTexts } from '../../texts'
import { showsOfflineState, useConnection } from '@/lib/offline/freshness'
import { channelQueries } from '../../api/channel-queries'
import { CourseList } from '../course-list'
import { CollectionHeader } from '../catalog/collection-header'
import styles from '../catalog/collection-detail.module.css'

/** /learning/channel/{id}: the channel and its videos and packages, in the channel's order, page after page. */
export function ChannelDetailPage({ channelId }: { channelId: number }) {
  const options = channelQueries.detail(channelId)
  const query = useInfiniteQuery(options)
  const channel = query.data?.pages[0]?.channel
  const { online } = useConnection()
  if (showsOfflineState(query, online)) return <OfflineState onRetry={() => void query.refetch()} />
  return (
    <>
      <CollectionHeader kind="channel" collection={channel} pending={query.isPending} error={query.error} />
      {(channel || query.isPending) && (
        <div className={styles.courses}>
          <h2 className={styles.coursesTitle}>{learningTexts.channel.coursesTitle}</h2>
          <CourseList options={options} label={learningTexts.channel.coursesTitle} />
        </div>
      )}
    </>
  )
}
