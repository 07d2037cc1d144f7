import { useEffect, useRef, type RefObject } from 'react'

export interface WatchWrite {
  positionS: number
  durationS: number
  completed: boolean
}

export interface WatchProgressOptions {
  /** Where the user left off (seconds); the player seeks there once the metadata is known. */
  resumeAtS: number
  /** Called with each write worth keeping; the caller queues it (outbox). */
  onWrite: (write: WatchWrite) => void
  /** A write every this many seconds of playback, besides pause, end and leaving. Default 10. */
  everyS?: number
  /** The length the API knows, used until (or unless) the media's own duration is known. */
  fallbackDurationS?: number
}

/**
 * Turns a <video>'s playback into progress writes: the furthest position reached, written every
 * `everyS` seconds of playback, on pause, at the end (completed), when the page is hidden or left,
 * and on unmount — never the same or an earlier position twice, so a flaky connection queues a
 * handful of small writes, not a stream.
 */
export function useWatchProgress(
  videoRef: RefObject<HTMLVideoElement | null>,
  { resumeAtS, onWrite, everyS = 10, fallbackDurationS = 0 }: WatchProgressOptions,
): void {
  const onWriteRef = useRef(onWrite)
  onWriteRef.current = onWrite
  // Read once: the optimistic updates of the writes below move the caller's value, and following
  // it would seek the player under the user. A new video is a new player (keyed by id).
  const resumeRef = useRef(resumeAtS)

  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    const resumeAtS = resumeRef.current
    let written = Math.floor(resumeAtS)
    let completedWritten = false
    let furthest = written

    // Offline the media may not load at all; the API's length still lets progress be recorded.
    const duration = () => (Number.isFinite(video.duration) && video.duration > 0 ? Math.floor(video.duration) : fallbackDurationS)
    const write = (completed: boolean) => {
      const durationS = duration()
      // No known length, no write: it could not complete the video (isWatchComplete) and the
      // server refuses a position past the length it is given (isWithinDuration).
      if (durationS <= 0) return
      const positionS = Math.min(durationS, Math.floor(completed ? durationS : furthest))
      if (completed ? completedWritten : positionS <= written) return
      written = Math.max(written, positionS)
      completedWritten ||= completed
      onWriteRef.current({ positionS, durationS, completed })
    }

    // Once: a later file (another quality, the saved copy) goes on from where it was, not from here.
    let resumed = false
    const onLoaded = () => {
      if (resumed) return
      resumed = true
      const durationS = duration()
      // Resume where the user left off, unless that was (nearly) the end: then start over.
      if (resumeAtS > 0 && (durationS === 0 || resumeAtS < durationS - 2) && video.currentTime < 1) video.currentTime = resumeAtS
    }
    const onTime = () => {
      furthest = Math.max(furthest, Math.floor(video.currentTime))
      if (furthest - written >= everyS) write(false)
    }
    const onPause = () => {
      furthest = Math.max(furthest, Math.floor(video.currentTime))
      if (!video.ended) write(false)
    }
    const onEnded = () => write(true)
    const onHidden = () => {
      if (document.visibilityState === 'hidden') write(false)
    }
    const onPageHide = () => write(false)

    if (video.readyState >= 1) onLoaded()
    video.addEventListener('loadedmetadata', onLoaded)
    video.addEventListener('timeupdate', onTime)
    video.addEventListener('pause', onPause)
    video.addEventListener('ended', onEnded)
    document.addEventListener('visibilitychange', onHidden)
    window.addEventListener('pagehide', onPageHide)
    return () => {
      video.removeEventListener('loadedmetadata', onLoaded)
      video.removeEventListener('timeupdate', onTime)
      video.removeEventListener('pause', onPause)
      video.removeEventListener('ended', onEnded)
      document.removeEventListener('visibilitychange', onHidden)
      window.removeEventListener('pagehide', onPageHide)
      write(false)
    }
  }, [videoRef, everyS, fallbackDurationS])
}
