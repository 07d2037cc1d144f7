import { useRef } from 'react'
import { format } from '@/lib/i18n/id'
import { learningTexts } from '../../texts'
import { clock } from '../../api/progress-mutations'
import styles from './video-player.module.css'
import { useWatchProgress, type WatchWrite } from './use-watch-progress'

export interface VideoPlayerProps {
  src: string
  poster?: string
  title: string
  resumeAtS: number
  /** The length the API knows (seconds), until the media's own is known. */
  durationS?: number
  onWrite: (write: WatchWrite) => void
}

/**
 * The HTML5 player with the browser's own controls (keyboard and screen-reader accessible as they
 * are). It resumes where the user left off and reports progress through `onWrite`.
 */
export function VideoPlayer({ src, poster, title, resumeAtS, durationS, onWrite }: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null)
  const resumeLabel = useRef(resumeAtS > 0 ? format(learningTexts.progress.resumeAt, { time: clock(resumeAtS) }) : null)
  useWatchProgress(videoRef, { resumeAtS, onWrite, fallbackDurationS: durationS })
  return (
    <figure className={styles.player}>
      <video
        ref={videoRef}
        className={styles.video}
        src={src}
        poster={poster}
        controls
        playsInline
        preload="metadata"
        aria-label={title}
        data-testid="video-player"
      />
      {resumeLabel.current && <figcaption className={styles.resume}>{resumeLabel.current}</figcaption>}
    </figure>
  )
}
