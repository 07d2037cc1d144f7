import { expect, test, type Page } from '@playwright/test'
import { demoUsers, signInQuickly, withDatabase } from './support/auth'
import { mobile } from './support/viewports'

// Issue 40, items 9 and 10: the package material and video pages at 360 px say what their content
// holds: a reading shows its text; the video page states the clip's own length, its poster's
// title stays clear of the control bar, and the recommendations show whole titles.

test.use({ viewport: mobile })

/** Chromium's control panel (buttons and timeline) covers about this much of the player's bottom. */
const CONTROL_BAR_PX = 72

const clock = (s: number) => `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`

const videoIdOf = (slug: string) => withDatabase((db) => (db.prepare('select id from videos where slug = ?').get(slug) as { id: number }).id)

async function openVideo(page: Page) {
  await signInQuickly(page, demoUsers.sari, { path: `/learning/videos/${videoIdOf('dasar-kepemimpinan-situasional')}` })
  await expect(page.getByRole('heading', { level: 1, name: 'Dasar Kepemimpinan Situasional' })).toBeVisible()
  return page.getByTestId('video-player')
}

test('a reading material shows its text', async ({ page }) => {
  await signInQuickly(page, demoUsers.sari, { path: '/learning/course/pemimpin-tim-pertama-kali' })
  const reading = page.getByRole('button', { name: /Lembar Kerja: Rapat Satu-Satu Pertama/ })
  await expect(reading).toContainText('Bacaan · 5 menit baca')
  await reading.click()
  const material = page.getByTestId('current-material')
  await expect(material.getByRole('heading', { level: 2, name: 'Lembar Kerja: Rapat Satu-Satu Pertama' })).toBeVisible()
  await expect(material.getByRole('heading', { level: 2, name: 'Pertanyaan pembuka' })).toBeVisible()
  await expect(material.getByText('Apa yang menghambat pekerjaan Anda minggu ini?')).toBeVisible()
})

test('the video page states the length the clip has', async ({ page }) => {
  const player = await openVideo(page)
  const mediaSeconds = () => player.evaluate((v: HTMLVideoElement) => (Number.isFinite(v.duration) ? Math.floor(v.duration) : 0))
  await expect.poll(mediaSeconds, { timeout: 20_000 }).toBeGreaterThan(0)
  const mediaS = await mediaSeconds()
  await expect(page.getByText(/^Durasi /)).toHaveText(`Durasi ${clock(mediaS)}`)
})

test('the poster’s title stays above the player’s control bar', async ({ page }) => {
  const player = await openVideo(page)
  const poster = await player.getAttribute('poster')
  expect(poster).toBeTruthy()
  const svg = await (await page.request.get(poster!)).text()
  const size = Number(/font-size="(\d+)" font-weight="700" fill="#fff"/.exec(svg)![1])
  const baselines = [...svg.matchAll(/<tspan x="\d+" y="(\d+)">/g)].map((m) => Number(m[1]))
  expect(baselines.length).toBeGreaterThan(0)
  const box = (await player.boundingBox())!
  // The poster fills the 16:9 player: 360 units of its height are the player's height.
  const titleBottomPx = ((Math.max(...baselines) + size * 0.25) / 360) * box.height
  expect(titleBottomPx).toBeLessThanOrEqual(box.height - CONTROL_BAR_PX)
})

test('recommendations show whole titles and uncut thumbnails', async ({ page }) => {
  await openVideo(page)
  const related = page.getByRole('complementary', { name: 'Rekomendasi untuk Anda' }).getByTestId('course-card')
  await related.first().scrollIntoViewIfNeeded()
  await expect(related.first()).toBeVisible()
  expect(await related.count()).toBeGreaterThan(1)
  const boxes = await related.evaluateAll((cards) =>
    cards.map((card) => {
      const title = card.querySelector('h3')!
      const img = card.querySelector('img')!
      return { title: title.textContent, clipped: title.scrollHeight > title.clientHeight + 1 || title.scrollWidth > title.clientWidth + 1, ratio: img.clientWidth / img.clientHeight }
    }),
  )
  for (const b of boxes) {
    expect(b.clipped, b.title!).toBe(false)
    // The picture keeps its own 16:9, so nothing of it (or of the title drawn in it) is cut off.
    expect(b.ratio, b.title!).toBeCloseTo(16 / 9, 1)
  }
})
