import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useUserId } from '@/lib/auth/user-id-cookie'
import { learningTexts } from '../../texts'
import { ListHeader } from '@/components/list-page/list-page'
import { useDocumentTitle } from '@/lib/use-document-title'
import { channelQueries } from '../../api/channel-queries'
import { inclassQueries } from '../../api/inclass-queries'
import { toListQuery } from '../../api/list-query'
import { packageQueries } from '../../api/package-queries'
import { personalizedLearningQueries } from '../../api/personalized-queries'
import { videoQueries } from '../../api/video-queries'
import { CourseCard } from '@/components/learning/course-card'
import { InclassCard } from '../inclass/inclass-card'
import { CollectionCard } from '../catalog/collection-card'
import { CardRow } from './card-row'
import styles from './learning-overview.module.css'

const t = learningTexts

// The lists' own first page (same query as /learning/videos and /learning/course without
// filters), so the overview and 'Lihat semua' share one cached copy.
const firstPage = toListQuery({})
const ROW = 8

/** Packages and in-class events ranked by the signed-in user's interests (saving them refetches these). */
function ForYou() {
  const packages = useQuery(personalizedLearningQueries.packages())
  const inclasses = useQuery(personalizedLearningQueries.inclasses())
  return (
    <>
      <CardRow
        title={t.overview.forYouPackages}
        seeAll="/learning/course"
        query={packages}
        emptyText={t.overview.forYouEmpty}
        items={(packages.data?.data ?? []).map((c) => ({ key: String(c.id), node: <CourseCard card={c} /> }))}
      />
      <CardRow
        title={t.overview.forYouInclass}
        seeAll="/learning/inclass"
        query={inclasses}
        emptyText={t.overview.forYouEmpty}
        items={(inclasses.data?.data ?? []).map((e) => ({ key: String(e.id), node: <InclassCard event={e} /> }))}
      />
    </>
  )
}

/** /learning: a short look at each part of the section, each row loading (or failing) on its own. */
export function LearningOverview() {
  const signedIn = useUserId() !== null
  useDocumentTitle(t.title)
  const today = useQuery(inclassQueries.today())
  const videos = useInfiniteQuery(videoQueries.list(firstPage))
  const packages = useInfiniteQuery(packageQueries.list(firstPage))
  const specials = useQuery(channelQueries.specials())

  return (
    <>
      <ListHeader title={t.overview.title} intro={t.intro} />
      <div className={styles.sections}>
        <CardRow
          title={t.overview.todayInclass}
          seeAll="/learning/inclass"
          query={today}
          emptyText={t.inclass.todayEmpty}
          items={(today.data?.data ?? []).slice(0, ROW).map((e) => ({ key: String(e.id), node: <InclassCard event={e} /> }))}
        />
        {signedIn && <ForYou />}
        <CardRow
          title={t.overview.newestVideos}
          seeAll="/learning/videos"
          query={videos}
          items={(videos.data?.pages[0]?.data ?? []).slice(0, ROW).map((c) => ({ key: String(c.id), node: <CourseCard card={c} /> }))}
        />
        <CardRow
          title={t.overview.packages}
          seeAll="/learning/course"
          query={packages}
          items={(packages.data?.pages[0]?.data ?? []).slice(0, ROW).map((c) => ({ key: String(c.id), node: <CourseCard card={c} /> }))}
        />
        <CardRow
          title={t.overview.specials}
          seeAll="/learning/channel"
          query={specials}
          items={(specials.data ?? []).slice(0, ROW).map((c) => ({ key: String(c.id), node: <CollectionCard collection={c} kind="channel" /> }))}
        />
      </div>
    </>
  )
}
