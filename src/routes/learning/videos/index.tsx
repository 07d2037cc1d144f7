import { createFileRoute } from '@tanstack/react-router'
import { learningSearchSchema, toListQuery } from '@/features/learning/api/list-query'
import { videoQueries } from '@/features/learning/api/video-queries'
import { LearningListPage } from '@/features/learning/components/learning-list-page'
import { learningTexts } from '@/features/learning/texts'

export const Route = createFileRoute('/learning/videos/')({
  validateSearch: learningSearchSchema,
  loaderDeps: ({ search }) => toListQuery(search),
  // Not awaited: the page shows its skeleton (or the persisted list) at once.
  loader: ({ context, deps }) => void context.queryClient.prefetchInfiniteQuery(videoQueries.list(deps)),
  component: VideosPage,
})

function VideosPage() {
  const search = Route.useSearch()
  return <LearningListPage title={learningTexts.nav.videos} search={search} options={videoQueries.list(toListQuery(search))} />
}
