import { act, render } from '@testing-library/react'
import { useRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { useWatchProgress, type WatchWrite } from '@/features/learning/components/player/use-watch-progress'

function Player({ resumeAtS, onWrite }: { resumeAtS: number; onWrite: (w: WatchWrite) => void }) {
  const ref = useRef<HTMLVideoElement>(null)
  useWatchProgress(ref, { resumeAtS, onWrite, everyS: 10 })
  return <video ref={ref} data-testid="video" />
}

/** jsdom has no media engine: give the element a duration and a settable clock. */
function fakeMedia(video: HTMLVideoElement, durationS: number) {
  let time = 0
  let ended = false
  Object.defineProperty(video, 'duration', { configurable: true, get: () => durationS })
  Object.defineProperty(video, 'currentTime', { configurable: true, get: () => time, set: (t: number) => (time = t) })
  Object.defineProperty(video, 'ended', { configurable: true, get: () => ended })
  const fire = (type: string) => act(() => void video.dispatchEvent(new Event(type)))
  return {
    load: () => fire('loadedmetadata'),
    playTo: (t: number) => {
      for (let s = Math.floor(time) + 1; s <= t; s++) {
        time = s
        fire('timeupdate')
      }
    },
    seek: (t: number) => (time = t),
    pause: () => fire('pause'),
    end: () => {
      time = durationS
      ended = true
      fire('ended')
    },
  }
}

function setup(resumeAtS = 0, durationS = 60) {
  const writes: WatchWrite[] = []
  const view = render(<Player resumeAtS={resumeAtS} onWrite={(w) => writes.push(w)} />)
  const video = view.getByTestId('video') as HTMLVideoElement
  const media = fakeMedia(video, durationS)
  return { writes, video, media, view }
}

describe('watch progress', () => {
  it('writes every 10 s of playback and on pause, never the same position twice', () => {
    const { writes, media } = setup()
    media.load()
    media.playTo(25)
    expect(writes.map((w) => w.positionS)).toEqual([10, 20])
    media.pause()
    media.pause()
    expect(writes.map((w) => w.positionS)).toEqual([10, 20, 25])
    expect(writes.every((w) => w.durationS === 60 && !w.completed)).toBe(true)
  })

  it('resumes where the user left off and does not rewrite that position', () => {
    const { writes, media, video } = setup(42)
    media.load()
    expect(video.currentTime).toBe(42)
    media.pause()
    expect(writes).toEqual([])
    media.playTo(45)
    media.pause()
    expect(writes.map((w) => w.positionS)).toEqual([45])
  })

  it('starts over when the user had (nearly) finished', () => {
    const { media, video } = setup(59)
    media.load()
    expect(video.currentTime).toBe(0)
  })

  it('a seek back does not write an earlier position', () => {
    const { writes, media } = setup()
    media.load()
    media.playTo(30)
    media.seek(5)
    media.pause()
    expect(writes.map((w) => w.positionS)).toEqual([10, 20, 30])
  })

  it('writes completion once at the end, and the furthest position when the page is left', () => {
    const { writes, media, view } = setup()
    media.load()
    media.playTo(7)
    act(() => void window.dispatchEvent(new Event('pagehide')))
    media.end()
    media.end()
    view.unmount()
    expect(writes).toEqual([
      { positionS: 7, durationS: 60, completed: false },
      { positionS: 60, durationS: 60, completed: true },
    ])
  })

  it('writes nothing before the duration is known', () => {
    const onWrite = vi.fn()
    const view = render(<Player resumeAtS={0} onWrite={onWrite} />)
    const video = view.getByTestId('video') as HTMLVideoElement
    Object.defineProperty(video, 'duration', { configurable: true, get: () => Number.NaN })
    act(() => void video.dispatchEvent(new Event('pause')))
    view.unmount()
    expect(onWrite).not.toHaveBeenCalled()
  })
})
