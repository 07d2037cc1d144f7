import { expect, test, type Locator, type Page } from '@playwright/test'
import { demoUsers, signInQuickly, withDatabase } from './support/auth'
import { waitForServiceWorkerControl } from './support/service-worker'
import { desktop } from './support/viewports'

// Issue 7: 'Simpan untuk offline' downloads the clip into the user's own cache; with no connection
// the <video> element plays it and seeks (Range requests answered 206 by the service worker).

test.use({ viewport: desktop })

/** A video with a clip that the seeded history of budi does not touch (so no resume point moves it). */
function videoFor(username: string): { id: number; userId: number; videoUrl: string } {
  return withDatabase((db) => {
    const userId = (db.prepare('select id from employees where username = ?').get(username) as { id: number }).id
    const video = db
      .prepare(
        'select id, video_url from videos v where video_url is not null and not exists (select 1 from video_progress p where p.video_id = v.id and p.employee_id = ?) order by id limit 1',
      )
      .get(userId) as { id: number; video_url: string }
    return { id: video.id, userId, videoUrl: video.video_url }
  })
}

const currentTime = (player: Locator) => player.evaluate((v: HTMLVideoElement) => v.currentTime)

/** Whether the user's saved-media cache holds `url` (evaluated in the page). */
function savedCopyExists(page: Page, userId: number, url: string): Promise<boolean> {
  return page.evaluate(async ([name, path]) => !!(await caches.match(path, { cacheName: name })), [`saved-media-u${userId}`, url] as const)
}

test('save a video, play and seek it offline after a reload, then remove it and get the space back', async ({ page, context }) => {
  const video = videoFor(demoUsers.budi.username)
  await signInQuickly(page, demoUsers.budi, { path: `/learning/videos/${video.id}` })
  await waitForServiceWorkerControl(page)

  const save = page.getByTestId('save-offline')
  const usage = page.getByTestId('saved-media-usage')
  await expect(usage).toHaveText('Terpakai 0 B dari batas 500 MB')
  await save.getByRole('button', { name: 'Simpan untuk offline' }).click()
  // The demo clips are 130–200 KB; the status names the saved size.
  await expect(save.getByRole('status')).toHaveText(/^Tersimpan offline · \d+(,\d)? KB$/)
  const size = (await save.getByRole('status').textContent())!.replace('Tersimpan offline · ', '')
  await expect(usage).toHaveText(`Terpakai ${size} dari batas 500 MB`)
  await expect(page.getByTestId('saved-media-panel').getByRole('listitem')).toHaveCount(1)
  expect(await savedCopyExists(page, video.userId, video.videoUrl)).toBe(true)

  await context.setOffline(true)
  // The browser's HTTP cache may hold the clip from the online visit: emptied, so only the saved copy can play.
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.clearBrowserCache')
  await page.reload()
  const player = page.getByTestId('video-player')
  await expect(player).toBeVisible()
  await expect(save.getByRole('status')).toHaveText(`Tersimpan offline · ${size}`)

  // It plays: time advances with no connection.
  await player.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true
    await v.play()
  })
  await expect.poll(() => currentTime(player), { timeout: 20_000 }).toBeGreaterThan(1)

  // It seeks: the element asks for a byte range it has not read yet, and lands at 15 s.
  const landed = await player.evaluate(
    (v: HTMLVideoElement) =>
      new Promise<number>((resolve, reject) => {
        v.addEventListener('seeked', () => resolve(v.currentTime), { once: true })
        v.addEventListener('error', () => reject(new Error(`media error ${v.error?.code}`)), { once: true })
        v.currentTime = 15
      }),
  )
  expect(landed).toBeGreaterThan(14.5)
  expect(landed).toBeLessThan(15.5)
  await expect.poll(() => currentTime(player), { timeout: 20_000 }).toBeGreaterThan(16)
  await player.evaluate((v: HTMLVideoElement) => v.pause())

  // Removing frees the space; the copy is gone from the cache.
  await save.getByRole('button', { name: 'Hapus dari offline' }).click()
  await expect(save.getByRole('button', { name: 'Simpan untuk offline' })).toBeVisible()
  await expect(usage).toHaveText('Terpakai 0 B dari batas 500 MB')
  await expect(page.getByTestId('saved-media-panel').getByText(/Belum ada yang disimpan/)).toBeVisible()
  expect(await savedCopyExists(page, video.userId, video.videoUrl)).toBe(false)
})

test('a course package saves all its video materials; a save the device has no room for is refused', async ({ page }) => {
  const pkg = withDatabase(
    (db) =>
      db
        .prepare(
          `select p.id, p.slug, count(distinct v.video_url) as clips from course_packages p
           join course_materials m on m.package_id = p.id join videos v on v.id = m.video_id
           where m.kind = 'video' and v.video_url is not null group by p.id order by clips desc, p.id limit 1`,
        )
        .get() as { id: number; slug: string; clips: number },
  )
  await signInQuickly(page, demoUsers.budi, { path: `/learning/course/${pkg.id}-${pkg.slug}` })
  await waitForServiceWorkerControl(page)
  const save = page.getByTestId('save-offline')
  await save.getByRole('button', { name: 'Simpan paket untuk offline' }).click()
  await expect(save.getByRole('status')).toHaveText(/^Tersimpan offline · \d+(,\d)? KB$/)
  await expect(page.getByTestId('saved-media-panel').getByRole('listitem')).toContainText('Paket kursus')

  // The demo clips are far below the least budget (50 MB), so the browser's estimate refuses here:
  // a quota smaller than the package. Nothing is downloaded and the button stays.
  await save.getByRole('button', { name: 'Hapus dari offline' }).click()
  await expect(save.getByRole('button', { name: 'Simpan paket untuk offline' })).toBeVisible()
  await page.evaluate(() => {
    Object.defineProperty(navigator.storage, 'estimate', { value: async () => ({ usage: 0, quota: 10_000 }) })
  })
  await save.getByRole('button', { name: 'Simpan paket untuk offline' }).click()
  await expect(save.getByRole('alert')).toHaveText(/^Ruang penyimpanan perangkat tidak cukup: perlu \d+(,\d)? KB, tersedia 9,8 KB\./)
  await expect(save.getByRole('button', { name: 'Simpan paket untuk offline' })).toBeVisible()
})
