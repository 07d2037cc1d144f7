import { useEffect, useRef, type RefObject } from 'react'
import { format } from '@/lib/i18n/id'
import { learningTexts } from '../../texts'
import { clock } from '../../api/progress-mutations'
import styles from './video-player.module.css'
import { QualityControl } from './quality-control'
import type { RenditionState } from './use-rendition-choice'
import { useWatchProgress, type WatchWrite } from './use-watch-progress'

export interface VideoPlayerProps {
  /** The file to play; null while it is being chosen (the poster shows meanwhile). */
  src: string | null
  poster?: string
  title: string
  resumeAtS: number
  /** The length the API knows (seconds), until the media's own is known. */
  durationS?: number
  onWrite: (write: WatchWrite) => void
  /** The video's renditions and the choice among them: shows the quality control when there are several. */
  quality?: RenditionState
  /** The media's own length (whole seconds) once its metadata is known, for a page that states it. */
  onDuration?: (seconds: number) => void
}

/**
 * The HTML5 player with the browser's own controls (keyboard and screen-reader accessible as they
 * are). It resumes where the user left off and reports progress through `onWrite`. When the file
 * changes (another quality, or the saved copy once offline) it goes on from the same moment,
 * playing if it was.
 */
export function VideoPlayer({ src, poster, title, resumeAtS, durationS, onWrite, quality, onDuration }: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null)
  useMediaDuration(videoRef, onDuration)
  const resumeLabel = useRef(resumeAtS > 0 ? format(learningTexts.progress.resumeAt, { time: clock(resumeAtS) }) : null)
  useWatchProgress(videoRef, { resumeAtS, onWrite, fallbackDurationS: durationS })
  useSource(videoRef, src, quality?.sourceFailed)
  return (
    <figure className={styles.player}>
      <video ref={videoRef} className={styles.video} poster={poster} controls playsInline preload="metadata" aria-label={title} data-testid="video-player" />
      {resumeLabel.current && <figcaption className={styles.resume}>{resumeLabel.current}</figcaption>}
      {quality && quality.renditions.length > 1 && <QualityControl state={quality} />}
    </figure>
  )
}

/** Reports the media's length whenever it becomes known or changes (another file). */
function useMediaDuration(videoRef: RefObject<HTMLVideoElement | null>, onDuration?: (seconds: number) => void): void {
  const onDurationRef = useRef(onDuration)
  onDurationRef.current = onDuration
  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    const report = () => {
      if (Number.isFinite(video.duration) && video.duration > 0) onDurationRef.current?.(Math.floor(video.duration))
    }
    report()
    video.addEventListener('durationchange', report)
    return () => video.removeEventListener('durationchange', report)
  }, [videoRef])
}

/**
 * Sets the element's source by hand rather than through React: setting `src` resets the position
 * at once, so the moment and the playing state are read first and restored on the new file.
 */
function useSource(videoRef: RefObject<HTMLVideoElement | null>, src: string | null, onFailed?: (src: string) => void): void {
  const current = useRef<string | null>(null)
  const onFailedRef = useRef(onFailed)
  onFailedRef.current = onFailed
  useEffect(() => {
    const video = videoRef.current
    // A file that cannot be fetched (no connection behind navigator.onLine) is reported, so the caller can pick a saved copy.
    const onError = () => {
      if (current.current !== null && video?.error?.code !== MediaError.MEDIA_ERR_ABORTED) onFailedRef.current?.(current.current)
    }
    video?.addEventListener('error', onError)
    return () => video?.removeEventListener('error', onError)
  }, [videoRef])
  useEffect(() => {
    const video = videoRef.current
    if (!video || src === null || src === current.current) return
    const switching = current.current !== null
    current.current = src
    const at = video.currentTime
    const playing = !video.paused && !video.ended
    video.src = src
    if (!switching || (at === 0 && !playing)) return
    const restore = () => {
      video.currentTime = at
      if (playing) void video.play().catch(() => undefined)
    }
    video.addEventListener('loadedmetadata', restore, { once: true })
    return () => video.removeEventListener('loadedmetadata', restore)
  }, [videoRef, src])
}
