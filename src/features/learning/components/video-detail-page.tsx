import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { DataState, Placeholder } from '@/components/data-state/data-state'
import { FreshnessMark } from '@/components/offline/freshness-mark'
import { ProgressBar } from '@/components/ui/progress-bar'
import { RichText } from '@/components/ui/rich-text'
import type { CourseCard as Card } from '@/contract/learning-common'
import type { VideoDetail, VideoRendition } from '@/contract/learning-video'
import { format, id } from '@/lib/i18n/id'
import { learningTexts } from '../texts'
import type { QueryFreshness } from '@/lib/offline/freshness'
import { useDocumentTitle } from '@/lib/use-document-title'
import { clock, type WatchVideoVariables } from '../api/progress-mutations'
import { progressMutationKeys } from '../api/progress-keys'
import { videoQueries } from '../api/video-queries'
import { CommentSection } from './comments/comment-section'
import { CourseCard } from '@/components/learning/course-card'
import { InstructorCard } from './instructor-card'
import { SaveOfflineButton } from './offline/save-offline-button'
import { videoSaveRequest } from './offline/save-requests'
import { SavedMediaPanel } from './offline/saved-media-panel'
import { renditionDetail } from './player/quality-control'
import { useRenditionChoice } from './player/use-rendition-choice'
import { VideoPlayer } from './player/video-player'
import type { QuizAction } from './quiz-action'
import frame from '@/components/ui/detail-page.module.css'
import styles from './detail-page.module.css'

const t = learningTexts

const dateFormat = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long' })

/** /learning/videos/{id}: the player (resuming, progress through the outbox), details, comments, more videos. */
export function VideoDetailPage({ videoId, quizAction }: { videoId: number; quizAction: QuizAction }) {
  const video = useQuery(videoQueries.detail(videoId))
  const related = useQuery(videoQueries.related(videoId))
  useDocumentTitle(video.data?.data.title)
  return (
    <DataState query={video} offline loadingText={t.detail.loading} skeleton={<Placeholder className={styles.skeleton} />} errorText={t.detail.error}>
      {(answer) => <VideoView video={answer.data} freshness={video} related={related.data} quizAction={quizAction} />}
    </DataState>
  )
}

interface VideoViewProps {
  video: VideoDetail
  freshness: QueryFreshness
  related: readonly Card[] | undefined
  quizAction: QuizAction
}

/** The generated thumbnail drawn for a player (its title clear of the control bar); any other picture as it is. */
const posterOf = (thumbnailUrl: string) => (thumbnailUrl.startsWith('/thumbnails/') ? `${thumbnailUrl}?for=poster` : thumbnailUrl)

/** Which version 'Simpan untuk offline' keeps, when the video has several. */
const saveHint = (rendition: VideoRendition | null) =>
  rendition ? format(t.quality.saveHint, { quality: t.quality[rendition.quality], detail: renditionDetail(rendition) }) : undefined

function VideoView({ video: v, freshness, related, quizAction }: VideoViewProps) {
  const watch = useMutation<unknown, Error, WatchVideoVariables>({ mutationKey: progressMutationKeys.watchVideo })
  // An answer kept from before renditions existed has none: the player then plays video_url alone.
  const quality = useRenditionChoice(v.renditions ?? [])
  const src = quality.renditions.length > 0 ? (quality.choice?.rendition.url ?? null) : v.video_url
  // The length stated beside the player is the media's once it is known, so the two never differ.
  const [mediaS, setMediaS] = useState<number | null>(null)
  // Relative to the length the player measured (the media's own), which may differ from the listed one.
  const percent = v.progress ? Math.min(100, Math.round((v.progress.position_s / Math.max(1, v.progress.duration_s || v.duration_s)) * 100)) : 0
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        {v.video_url ? (
          <VideoPlayer
            key={v.id}
            src={src}
            quality={quality}
            poster={posterOf(v.thumbnail_url)}
            title={v.title}
            resumeAtS={v.progress && !v.progress.completed ? v.progress.position_s : 0}
            durationS={v.duration_s}
            onDuration={setMediaS}
            onWrite={(w) => watch.mutate({ videoId: v.id, title: v.title, ...w })}
          />
        ) : (
          <p className={styles.message}>{t.detail.noVideo}</p>
        )}
        <header className={frame.header}>
          {v.category && <p className={frame.eyebrow}>{v.category.name}</p>}
          <h1 className={frame.title}>{v.title}</h1>
          <p className={styles.meta}>
            <span>{format(t.detail.duration, { time: clock(mediaS ?? v.duration_s) })}</span>
            <span>{format(t.detail.views, { n: v.views.toLocaleString('id-ID') })}</span>
            <span>{format(t.detail.published, { date: dateFormat.format(new Date(v.published_at)) })}</span>
          </p>
          <FreshnessMark queries={[freshness]} />
          {v.progress && (
            <p className={styles.progress} data-testid="video-progress">
              {v.progress.completed ? t.progress.completed : format(id.courseCard.progress, { percent })}
              <ProgressBar percent={v.progress.completed ? 100 : percent} />
            </p>
          )}
        </header>
        {v.video_url && <SaveOfflineButton request={videoSaveRequest(v, quality.toSave)} hint={saveHint(quality.toSave)} />}
        {v.quiz_id !== null && <div>{quizAction(v.quiz_id)}</div>}
        {v.instructor && <InstructorCard instructor={v.instructor} />}
        <section aria-labelledby="description-title" className={styles.block}>
          <h2 id="description-title" className={styles.blockTitle}>
            {t.detail.description}
          </h2>
          <RichText html={v.description} />
        </section>
        <CommentSection videoId={v.id} title={v.title} count={v.comment_count} />
      </div>
      <aside className={styles.aside} aria-labelledby="related-title">
        <h2 id="related-title" className={styles.blockTitle}>
          {t.detail.recommendations}
        </h2>
        <ul className={styles.related}>
          {related?.map((card) => (
            <li key={card.id}>
              <CourseCard card={card} compact />
            </li>
          ))}
        </ul>
        <SavedMediaPanel />
      </aside>
    </div>
  )
}
