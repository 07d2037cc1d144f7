import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { VideoRendition } from '@/contract/learning-video'
import { QUALITY_STORAGE_KEY } from '@/features/learning/components/player/rendition-choice'
import { useRenditionChoice } from '@/features/learning/components/player/use-rendition-choice'
import { VideoPlayer } from '@/features/learning/components/player/video-player'
import type { WatchWrite } from '@/features/learning/components/player/use-watch-progress'

const low: VideoRendition = { quality: 'low', url: '/media/clip-1-low.webm', mime_type: 'video/webm', width: 320, height: 180, bytes: 46_892 }
const standard: VideoRendition = { quality: 'standard', url: '/media/clip-1.webm', mime_type: 'video/webm', width: 640, height: 360, bytes: 136_474 }

function Harness({ resumeAtS, onWrite }: { resumeAtS: number; onWrite: (w: WatchWrite) => void }) {
  const quality = useRenditionChoice([low, standard])
  return <VideoPlayer src={quality.choice?.rendition.url ?? null} quality={quality} title="Klip" resumeAtS={resumeAtS} durationS={24} onWrite={onWrite} />
}

/** jsdom has no media engine: a settable clock, a playing flag and the events the player listens to. */
function fakeMedia(video: HTMLVideoElement) {
  let time = 0
  let paused = true
  Object.defineProperty(video, 'duration', { configurable: true, get: () => 24 })
  Object.defineProperty(video, 'currentTime', { configurable: true, get: () => time, set: (t: number) => (time = t) })
  Object.defineProperty(video, 'paused', { configurable: true, get: () => paused })
  Object.defineProperty(video, 'ended', { configurable: true, get: () => false })
  Object.defineProperty(video, 'play', { configurable: true, value: () => ((paused = false), Promise.resolve()) })
  // Setting src starts a new load, which puts the position back to 0 at once (as browsers do).
  const srcSetter = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'src')!.set!
  Object.defineProperty(video, 'src', {
    configurable: true,
    get: () => video.getAttribute('src') ?? '',
    set: (value: string) => {
      srcSetter.call(video, value)
      time = 0
    },
  })
  const fire = (type: string) => act(() => void video.dispatchEvent(new Event(type)))
  return {
    load: () => fire('loadedmetadata'),
    playTo: (t: number) => {
      paused = false
      time = t
      fire('timeupdate')
    },
    isPaused: () => paused,
  }
}

function setConnection(value: object | undefined) {
  Object.defineProperty(navigator, 'connection', { configurable: true, value })
}

describe('the player’s quality', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => setConnection(undefined))

  async function setup(resumeAtS = 0) {
    const writes: WatchWrite[] = []
    render(<Harness resumeAtS={resumeAtS} onWrite={(w) => writes.push(w)} />)
    const video = screen.getByTestId('video-player') as HTMLVideoElement
    const media = fakeMedia(video)
    await waitFor(() => expect(video.getAttribute('src')).not.toBeNull())
    return { video, media, writes }
  }

  it('plays the small file on a 3g connection and says why', async () => {
    setConnection({ effectiveType: '3g', saveData: false })
    const { video } = await setup()
    expect(video.getAttribute('src')).toBe(low.url)
    const group = screen.getByRole('group', { name: 'Kualitas video' })
    expect(screen.getByRole('radio', { name: 'Otomatis' })).toBeChecked()
    expect(group).toHaveAccessibleDescription('Diputar: Hemat data (180p). Koneksi Anda lambat, jadi dipilih yang hemat data.')
    expect(screen.getByRole('radio', { name: 'Hemat data 180p · 45,8 KB' })).not.toBeChecked()
  })

  it('plays the standard file when the browser has no Network Information API', async () => {
    setConnection(undefined)
    const { video } = await setup()
    expect(video.getAttribute('src')).toBe(standard.url)
    expect(screen.getByRole('status')).toHaveTextContent('Diputar: Standar (360p).')
  })

  it('switches by hand from the same moment, keeps playing, remembers the pick, and progress goes on', async () => {
    setConnection({ effectiveType: '3g' })
    const { video, media, writes } = await setup(5)
    media.load()
    expect(video.currentTime).toBe(5)
    media.playTo(12)

    await userEvent.click(screen.getByRole('radio', { name: /^Standar/ }))
    expect(video.getAttribute('src')).toBe(standard.url)
    expect(localStorage.getItem(QUALITY_STORAGE_KEY)).toBe('standard')
    expect(screen.getByRole('status')).toHaveTextContent('Diputar: Standar (360p). Pilihan Anda, diingat di perangkat ini.')
    // The new file's metadata: back to 12 s (not to the resume point), still playing.
    media.load()
    expect(video.currentTime).toBe(12)
    expect(media.isPaused()).toBe(false)
    media.playTo(22)
    expect(writes.map((w) => w.positionS)).toEqual([22])

    // Back to automatic: the pick is forgotten and the connection decides again.
    await userEvent.click(screen.getByRole('radio', { name: 'Otomatis' }))
    expect(localStorage.getItem(QUALITY_STORAGE_KEY)).toBeNull()
    expect(video.getAttribute('src')).toBe(low.url)
  })

  it('starts with the pick remembered on this device', async () => {
    localStorage.setItem(QUALITY_STORAGE_KEY, 'low')
    setConnection({ effectiveType: '4g' })
    const { video } = await setup()
    expect(video.getAttribute('src')).toBe(low.url)
    expect(screen.getByRole('radio', { name: /^Hemat data/ })).toBeChecked()
  })
})
