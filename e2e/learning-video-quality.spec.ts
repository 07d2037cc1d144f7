import { expect, test, type Locator, type Page } from '@playwright/test'
import { type DemoUser, demoUsers, giveInterests, signInQuickly, withDatabase } from './support/auth'
import { waitForServiceWorkerControl } from './support/service-worker'
import { desktop } from './support/viewports'

// Issue 19, decision 030: on a slow connection the player fetches the small rendition; the user
// can switch by hand (remembered, from the same moment, progress still recorded); a saved video
// plays offline whichever rendition was saved, even when the user's pick is the other one.

test.use({ viewport: desktop })

/** What Chromium's Network Information API says on a slow link (the object the page reads). */
function emulateSlowConnection(page: Page) {
  return page.addInitScript(() => {
    const connection = { effectiveType: '3g', saveData: false, downlink: 0.7, rtt: 300, addEventListener() {}, removeEventListener() {} }
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => connection })
  })
}

interface Clip {
  id: number
  userId: number
  low: string
  standard: string
}

/**
 * A video with renditions that `user` has not started (so no resume point moves it), the `skip`-th
 * one. Not an archived one: the content-import journey leaves its video archived, and an archived
 * video answers "not found" to a learner without history on it.
 */
function videoFor(user: DemoUser, skip: number): Clip {
  return withDatabase((db) => {
    const userId = (db.prepare('select id from employees where username = ?').get(user.username) as { id: number }).id
    const row = db
      .prepare(
        `select v.id, lo.url as low, st.url as standard from videos v
         join video_renditions lo on lo.video_id = v.id and lo.quality = 'low'
         join video_renditions st on st.video_id = v.id and st.quality = 'standard'
         where v.archived_at is null
           and not exists (select 1 from video_progress p where p.video_id = v.id and p.employee_id = ?)
         order by v.id desc limit 1 offset ?`,
      )
      .get(userId, skip) as { id: number; low: string; standard: string }
    return { ...row, userId }
  })
}

/** The media files the page asked for, by path. */
function mediaRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith('/media/')) seen.push(path)
  })
  return seen
}

const playerState = (player: Locator) =>
  player.evaluate((v: HTMLVideoElement) => ({
    src: new URL(v.currentSrc || v.src, location.href).pathname,
    time: v.currentTime,
    width: v.videoWidth,
    paused: v.paused,
  }))

async function playMuted(player: Locator) {
  await player.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true
    await v.play()
  })
}

test('on a 3g connection the small file plays; switching to Standar goes on from the same moment, is remembered, and progress is recorded', async ({
  page,
}) => {
  const user = demoUsers.putri
  giveInterests(user.username)
  const clip = videoFor(user, 0)
  await emulateSlowConnection(page)
  const requested = mediaRequests(page)
  await signInQuickly(page, user, { path: `/learning/videos/${clip.id}` })

  const player = page.getByTestId('video-player')
  const quality = page.getByRole('group', { name: 'Kualitas video' })
  await expect(quality.getByRole('radio', { name: 'Otomatis' })).toBeChecked()
  await expect(quality).toHaveAccessibleDescription('Diputar: Hemat data (180p). Koneksi Anda lambat, jadi dipilih yang hemat data.')
  // 'Simpan untuk offline' says it keeps the small one.
  await expect(page.getByTestId('save-offline')).toContainText(/Versi Hemat data · 180p · \d+(,\d)? KB/)

  await playMuted(player)
  await expect.poll(async () => (await playerState(player)).time, { timeout: 20_000 }).toBeGreaterThan(3)
  expect(await playerState(player)).toMatchObject({ src: clip.low, width: 320 })
  expect(requested).toContain(clip.low)
  expect(requested).not.toContain(clip.standard)
  const before = (await playerState(player)).time

  await quality.getByRole('radio', { name: /^Standar/ }).click()
  await expect(quality.getByRole('radio', { name: /^Standar/ })).toBeChecked()
  await expect(quality).toHaveAccessibleDescription('Diputar: Standar (360p). Pilihan Anda, diingat di perangkat ini.')
  // The larger file, from where the small one was, still playing.
  await expect.poll(async () => (await playerState(player)).width, { timeout: 20_000 }).toBe(640)
  expect(requested).toContain(clip.standard)
  const after = await playerState(player)
  expect(after.src).toBe(clip.standard)
  expect(after.time).toBeGreaterThanOrEqual(before)
  expect(after.paused).toBe(false)
  await expect.poll(async () => (await playerState(player)).time, { timeout: 20_000 }).toBeGreaterThan(before + 2)

  // Progress goes on being recorded: pausing writes the furthest position.
  await player.evaluate((v: HTMLVideoElement) => v.pause())
  const paused = Math.floor((await playerState(player)).time)
  await expect
    .poll(() =>
      withDatabase(
        (db) =>
          (
            db.prepare('select position_s from video_progress where video_id = ? and employee_id = ?').get(clip.id, clip.userId) as
              { position_s: number } | undefined
          )?.position_s ?? 0,
      ),
    )
    .toBeGreaterThanOrEqual(paused)

  // Remembered on this device: a reload plays the standard file at once.
  requested.length = 0
  await page.reload()
  await expect(page.getByRole('group', { name: 'Kualitas video' }).getByRole('radio', { name: /^Standar/ })).toBeChecked()
  await expect.poll(() => requested.includes(clip.standard)).toBe(true)
  expect(requested).not.toContain(clip.low)
})

test('a video saved on a slow connection keeps its small file, which plays offline even with Standar picked', async ({ page, context }) => {
  const user = demoUsers.made
  giveInterests(user.username)
  const clip = videoFor(user, 1)
  await emulateSlowConnection(page)
  await signInQuickly(page, user, { path: `/learning/videos/${clip.id}` })
  await waitForServiceWorkerControl(page)

  const save = page.getByTestId('save-offline')
  await save.getByRole('button', { name: 'Simpan untuk offline' }).click()
  await expect(save.getByRole('status')).toHaveText(/^Tersimpan offline · \d+(,\d)? KB$/)
  const cached = (url: string) =>
    page.evaluate(async ([name, path]) => !!(await caches.match(path, { cacheName: name })), [`saved-media-u${clip.userId}`, url] as const)
  expect(await cached(clip.low)).toBe(true)
  expect(await cached(clip.standard)).toBe(false)
  const quality = page.getByRole('group', { name: 'Kualitas video' })
  await expect(quality).toHaveAccessibleDescription(/^Diputar: Hemat data \(180p\)\. /)

  // The user then picks Standar: online it is fetched from the network.
  await quality.getByRole('radio', { name: /^Standar/ }).click()
  await expect(quality).toHaveAccessibleDescription('Diputar: Standar (360p). Pilihan Anda, diingat di perangkat ini.')

  await context.setOffline(true)
  // The browser's HTTP cache may hold the files from the online visit: emptied, so only the saved copy can play.
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.clearBrowserCache')
  await page.reload()
  const player = page.getByTestId('video-player')
  await expect(quality.getByRole('radio', { name: /^Standar/ })).toBeChecked()
  await expect(quality).toHaveAccessibleDescription('Diputar: Hemat data (180p). Tanpa koneksi: diputar dari salinan yang tersimpan di perangkat ini.')
  await playMuted(player)
  await expect.poll(async () => (await playerState(player)).time, { timeout: 20_000 }).toBeGreaterThan(1)
  expect(await playerState(player)).toMatchObject({ src: clip.low, width: 320 })
  await player.evaluate((v: HTMLVideoElement) => v.pause())
})
