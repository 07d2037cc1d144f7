import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { positiveIntFromString } from '@/contract/common'
import { videoQueries } from '@/features/learning/api/video-queries'
import { VideoDetailPage } from '@/features/learning/components/video-detail-page'
import { startQuiz } from '@/features/quiz/components/start-quiz-button'
import { paramsOrNotFound } from '@/lib/route-params'

export const Route = createFileRoute('/learning/videos/$id')({
  params: paramsOrNotFound(z.object({ id: positiveIntFromString })),
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(videoQueries.detail(params.id)),
  component: function VideoRoute() {
    const { id } = Route.useParams()
    return <VideoDetailPage key={id} videoId={id} quizAction={startQuiz} />
  },
})
