import { expect, test } from '@playwright/test'
import { demoUsers, signInQuickly, withDatabase } from './support/auth'
import { desktop } from './support/viewports'

test.use({ viewport: desktop })

test('browse videos with a category filter, watch part of one, reload and resume where it stopped', async ({ page }) => {
  await signInQuickly(page, demoUsers.sari, { path: '/learning/videos' })
  await expect(page.getByRole('heading', { level: 1, name: 'Video' })).toBeVisible()
  const cards = page.getByTestId('course-card')
  await expect(cards.first()).toBeVisible()

  // Filter by the category of the first card: every card shown is then of that category.
  const category = (await cards.first().locator('h3').locator('xpath=preceding-sibling::span').first().textContent())!.trim()
  await page.getByLabel('Kategori').selectOption({ label: category })
  await expect(page).toHaveURL(/category_id=\d+/)
  await expect(cards.first()).toBeVisible()
  // Polled: right after the address changes the old list may still be on its way out.
  const shownCategories = async () =>
    new Set((await cards.locator('h3').evaluateAll((titles) => titles.map((t) => t.previousElementSibling?.textContent?.trim()))).map((c) => c?.toLowerCase()))
  await expect.poll(shownCategories).toEqual(new Set([category.toLowerCase()]))

  await cards.first().getByRole('link').click()
  const player = page.getByTestId('video-player')
  await expect(player).toBeVisible()
  const videoId = Number(new URL(page.url()).pathname.split('/').pop())

  // Watch about four seconds (muted, so autoplay rules allow it), then pause: that is a progress write.
  await player.evaluate(async (video: HTMLVideoElement) => {
    video.muted = true
    await video.play()
  })
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(4)
  await player.evaluate((video: HTMLVideoElement) => video.pause())
  const savedPosition = () =>
    withDatabase((db) => {
      const row = db
        .prepare('select position_s from video_progress p join employees e on e.id = p.employee_id where e.username = ? and p.video_id = ?')
        .get(demoUsers.sari.username, videoId) as { position_s: number } | undefined
      return row?.position_s ?? 0
    })
  await expect.poll(savedPosition).toBeGreaterThanOrEqual(4)
  const position = savedPosition()

  await page.reload()
  const minutes = String(Math.floor(position / 60)).padStart(2, '0')
  const seconds = String(position % 60).padStart(2, '0')
  await expect(page.getByText(`Lanjutkan dari ${minutes}:${seconds}`)).toBeVisible()
  await expect.poll(() => page.getByTestId('video-player').evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThanOrEqual(position - 0.5)
  await expect(page.getByTestId('video-progress')).toContainText('% ditonton')
})

test('enrol in a course package and complete a material; the progress is the server’s after a reload', async ({ page }) => {
  const pkg = withDatabase(
    (db) =>
      db
        .prepare(
          `select p.id, p.slug, p.title from course_packages p
           where not exists (select 1 from package_progress pp join employees e on e.id = pp.employee_id where pp.package_id = p.id and e.username = ?)
           order by p.id desc limit 1`,
        )
        .get(demoUsers.sari.username) as { id: number; slug: string; title: string },
  )
  await signInQuickly(page, demoUsers.sari, { path: `/learning/course/${pkg.id}-${pkg.slug}` })
  await expect(page.getByRole('heading', { level: 1, name: pkg.title })).toBeVisible()
  await page.getByRole('button', { name: 'Daftar Kursus' }).click()
  const progress = page.getByTestId('package-progress')
  await expect(progress).toContainText(/^0 dari \d+ materi selesai/)
  await page.getByRole('button', { name: 'Tandai selesai' }).click()
  await expect(progress).toContainText(/^1 dari \d+ materi selesai/)
  await expect(page.getByTestId('current-material').getByText('Selesai', { exact: true })).toBeVisible()
  // Delivered (the outbox indicator is gone), then read back from the server.
  await expect(page.getByRole('button', { name: /menunggu dikirim/ })).toBeHidden()
  await page.reload()
  await expect(page.getByTestId('package-progress')).toContainText(/^1 dari \d+ materi selesai/)
})
