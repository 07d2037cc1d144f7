import { expect, test, type Page } from '@playwright/test'
import { type DemoUser, signInQuickly, withDatabase } from './support/auth'
import { desktop, mobile } from './support/viewports'

/** A seeded employee with four weeks of learning history (server/features/learning/seed-history.ts). */
const rizky: DemoUser = {
  username: 'rizky.ramadhan',
  email: 'rizky.ramadhan@grup-nusantara.example',
  fullName: 'Rizky Ramadhan',
  position: 'Petugas K3',
  password: 'tumbuh-demo',
}

type Video = { id: number; title: string; duration_s: number }

/** Videos Rizky has not watched yet: the journey watches them through the API, as the player would. */
function unwatchedVideos(count: number): { id: number; title: string; duration_s: number }[] {
  return withDatabase(
    (db) =>
      db
        .prepare(
          `select v.id, v.title, v.duration_s from videos v
           where not exists (select 1 from video_progress p join employees e on e.id = p.employee_id where p.video_id = v.id and e.username = ?)
           order by v.id limit ?`,
        )
        .all(rizky.username, count) as { id: number; title: string; duration_s: number }[],
  )
}

async function watch(page: Page, video: { id: number; duration_s: number }, position: number) {
  const origin = new URL(page.url()).origin
  const answer = await page.request.post(`/api/v2/users/courses/videos/${video.id}/watches`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: origin, 'Idempotency-Key': crypto.randomUUID() },
    data: { position_s: position, duration_s: video.duration_s },
  })
  expect(answer.status()).toBe(200)
}

// One user, one "latest video" each: the two widths run one after the other.
test.describe.configure({ mode: 'serial' })

for (const viewport of [desktop, mobile]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport })

    test('the learning tab shows statistics, calendar, summary and histories, including what was just watched', async ({ page }) => {
      await signInQuickly(page, rizky)
      // A demo clip lasts 24–36 s: two watched to the end and most of a third make more than a minute today.
      const [first, second, video] = unwatchedVideos(3) as [Video, Video, Video]
      for (const done of [first, second]) await watch(page, done, done.duration_s)
      await watch(page, video, video.duration_s - 5)

      // A tab that does not exist is the 404 page (route-level validation); none is the learning tab.
      await page.goto('/activity?tab=tidak-ada')
      await expect(page.getByRole('heading', { level: 1, name: 'Maaf, Kami Tidak Menemukan Halaman yang Dicari' })).toBeVisible()
      await page.goto('/activity')
      await expect(page.getByRole('heading', { level: 1, name: 'Aktivitas Belajar' })).toBeVisible()
      await expect(page.getByRole('tab', { name: 'Learning' })).toHaveAttribute('aria-selected', 'true')
      const panel = page.getByRole('tabpanel', { name: 'Learning' })

      const statistics = panel.getByRole('region', { name: 'Statistik Belajar' })
      await expect(statistics.getByRole('img', { name: 'Menit belajar per hari, 7 hari terakhir' })).toBeVisible()
      // Today's row of the table holds at least the minute just watched.
      const todayMinutes = statistics.getByRole('table').getByRole('row').last().getByRole('cell')
      await expect.poll(async () => Number(await todayMinutes.textContent())).toBeGreaterThanOrEqual(1)
      await statistics.getByRole('button', { name: '30 hari' }).click()
      await expect(statistics.getByRole('img', { name: 'Menit belajar per hari, 30 hari terakhir' })).toBeVisible()

      const calendar = panel.getByRole('region', { name: 'Kalender Belajar' })
      await expect(calendar.getByText(/\d+ hari aktif/)).toBeVisible()
      await calendar.getByRole('button', { name: 'Bulan sebelumnya' }).click()
      await expect(calendar.getByRole('button', { name: 'Bulan berikutnya' })).toBeEnabled()

      const summary = panel.getByRole('region', { name: 'Ringkasan Progres' })
      await expect(summary.getByText('Video ditonton')).toBeVisible()
      const started = summary.getByText('Video ditonton').locator('xpath=following-sibling::dd')
      await expect.poll(async () => Number(await started.textContent())).toBeGreaterThanOrEqual(1)

      await expect(panel.getByRole('region', { name: 'Peringkat' }).getByText(/dari \d+ peserta/)).toBeVisible()
      await expect(panel.getByRole('region', { name: 'Kategori Favorit' }).getByRole('listitem').first()).toBeVisible()

      const videos = panel.getByRole('region', { name: 'Video', exact: true })
      const latest = videos.getByRole('link').first()
      await expect(latest).toContainText(video.title)

      await page.screenshot({ path: test.info().outputPath(`activity-${viewport.width}.png`), fullPage: true })

      await page.getByRole('tab', { name: 'Mentor' }).click()
      await expect(page).toHaveURL(/tab=mentor/)
      await expect(page.getByRole('tabpanel', { name: 'Mentor' }).getByRole('heading', { name: 'Sesi Saya' })).toBeVisible()

      // The history row leads to the video just watched.
      await page.getByRole('tab', { name: 'Learning' }).click()
      await latest.click()
      await expect(page).toHaveURL(`/learning/videos/${video.id}`)
      await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible()
    })
  })
}
