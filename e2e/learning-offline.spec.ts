import { expect, test, type Page } from '@playwright/test'
import { type DemoUser, signInQuickly, withDatabase } from './support/auth'
import { waitForServiceWorkerControl } from './support/service-worker'
import { desktop, mobile } from './support/viewports'

// Issue 20: a learner on a flaky connection enrols, registers for classes, comments and saves
// their interests offline; everything waits in the outbox (also across a reload) and arrives once
// when the connection returns. A class another user filled meanwhile refuses the registration for
// good, said at the event and in the outbox list.
//
// Intan is this journey's learner (no other journey writes as her); Nur takes the last seat.

const intan: DemoUser = {
  username: 'intan.permata',
  email: 'intan.permata@grup-nusantara.example',
  fullName: 'Intan Permata',
  position: 'Desainer UI/UX',
  password: 'tumbuh-demo',
}
const nur: DemoUser = {
  username: 'nur.aini',
  email: 'nur.aini@grup-nusantara.example',
  fullName: 'Nur Aini',
  position: 'HR Business Partner',
  password: 'tumbuh-demo',
}

test.use({ viewport: mobile })

const stamp = Date.now().toString(36)

/** Two upcoming classes of this journey's own: one with room, one with a single seat left. */
function makeEvents(): { roomy: { id: number; title: string }; last: { id: number; title: string } } {
  return withDatabase((db) => {
    const any = db.prepare('select category_id, instructor_id, thumbnail_url from inclass_events order by id limit 1').get() as {
      category_id: number
      instructor_id: number | null
      thumbnail_url: string
    }
    const startsAt = new Date(Date.now() + 3 * 86_400_000)
    startsAt.setUTCHours(2, 0, 0, 0)
    const insert = db.prepare(
      `insert into inclass_events (slug, title, description, category_id, instructor_id, thumbnail_url, starts_at, ends_at, place, city, is_online, seats_total, seats_taken, published_at)
       values (?, ?, '<p>Kelas uji perjalanan luring.</p>', ?, ?, ?, ?, ?, 'Ruang Cempaka, Lantai 3', 'Jakarta', 0, ?, 0, ?)`,
    )
    const make = (slug: string, title: string, seats: number) => {
      const result = insert.run(
        `${slug}-${stamp}`,
        title,
        any.category_id,
        any.instructor_id,
        any.thumbnail_url,
        startsAt.toISOString(),
        new Date(startsAt.getTime() + 2 * 3_600_000).toISOString(),
        seats,
        new Date(Date.now() - 86_400_000).toISOString(),
      )
      return { id: Number(result.lastInsertRowid), title }
    }
    return { roomy: make('lokakarya-desain-layanan', 'Lokakarya Desain Layanan', 20), last: make('klinik-presentasi-data', 'Klinik Presentasi Data', 1) }
  })
}

const one = <T>(sql: string, ...args: unknown[]) => withDatabase((db) => db.prepare(sql).get(...args) as T)
const all = <T>(sql: string, ...args: unknown[]) => withDatabase((db) => db.prepare(sql).all(...args) as T[])
const intanId = () => one<{ id: number }>('select id from employees where username = ?', intan.username).id

/** Both widths of the shell, kept for looking at: test-results/learning-offline/<name>-{360,1280}.png. */
async function shots(page: Page, name: string) {
  for (const [width, size] of [
    [360, mobile],
    [1280, desktop],
  ] as const) {
    await page.setViewportSize(size)
    await page.screenshot({ path: `test-results/learning-offline/${name}-${width}.png` })
  }
  await page.setViewportSize(mobile)
}

test('offline: enrol, register, comment and edit it, save interests; all wait across a reload and arrive once; a class filled meanwhile refuses', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(240_000)
  const events = makeEvents()
  const pkg = one<{ id: number; slug: string; title: string }>(
    `select id, slug, title from course_packages p where not exists
       (select 1 from package_progress pp join employees e on e.id = pp.employee_id where pp.package_id = p.id and e.username = ?)
     order by id desc limit 1`,
    intan.username,
  )
  const video = one<{ id: number; title: string }>('select id, title from videos order by id limit 1')
  const modal = page.getByRole('dialog', { name: 'Pilih Minat Belajar Anda' })

  // Online first: the pages are read once (kept for offline reading). Intan has no interests, so
  // the personalization question comes up on each page until she answers it.
  await signInQuickly(page, intan)
  await waitForServiceWorkerControl(page)
  // The spec's plain slug, not `{id}-{words}`.
  for (const [path, heading] of [
    [`/learning/course/${pkg.slug}`, pkg.title],
    [`/learning/inclass/${events.roomy.id}`, events.roomy.title],
    [`/learning/inclass/${events.last.id}`, events.last.title],
    [`/learning/videos/${video.id}`, video.title],
  ] as const) {
    await page.goto(path)
    // Behind the question (which hides the rest from assistive technology while it is open).
    await expect(page.locator('h1', { hasText: heading })).toBeVisible()
    await expect(modal).toBeVisible()
  }

  // Offline: the interests are saved first (the question is open), and wait in the outbox.
  await context.setOffline(true)
  await modal
    .getByRole('group', { name: /^Kategori/ })
    .getByRole('checkbox')
    .first()
    .check()
  await modal.getByRole('button', { name: 'Simpan Minat' }).click()
  await expect(modal).toBeHidden()
  await expect(page.getByText('Minat Anda disimpan dan menunggu dikirim. Rekomendasi diperbarui setelah terkirim.')).toBeVisible()

  // A comment, then edited while it waits: one waiting comment with the new text.
  const comments = page.getByRole('region', { name: /^Komentar/ })
  await comments.getByRole('textbox', { name: 'Tulis komentar' }).fill(`Contohnya membantu sekali (${stamp}).`)
  await comments.getByRole('button', { name: 'Kirim' }).click()
  const waitingComment = comments.getByTestId('comment').filter({ hasText: 'Menunggu dikirim' })
  await expect(waitingComment).toContainText(`Contohnya membantu sekali (${stamp}).`)
  await waitingComment.getByRole('button', { name: 'Ubah' }).click()
  await waitingComment.getByRole('textbox', { name: 'Tulis komentar' }).fill(`Contohnya membantu sekali, terima kasih (${stamp}).`)
  await waitingComment.getByRole('button', { name: 'Simpan' }).click()
  await expect(waitingComment).toContainText(`Contohnya membantu sekali, terima kasih (${stamp}).`)
  await expect(waitingComment).toContainText('Menunggu dikirim')
  await waitingComment.scrollIntoViewIfNeeded()
  await shots(page, 'comment-waiting')

  // Enrolment: the page turns at once and says it waits.
  await page.goto(`/learning/course/${pkg.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: pkg.title })).toBeVisible()
  await page.getByRole('button', { name: 'Daftar Kursus' }).click()
  await expect(page.getByTestId('enrol-waiting')).toHaveText('Terdaftar di kursus ini · menunggu dikirim')
  await shots(page, 'enrol-waiting')

  // Two classes: each registration waits; the seats stay the server's.
  for (const event of [events.roomy, events.last]) {
    await page.goto(`/learning/inclass/${event.id}`)
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible()
    await page.getByRole('button', { name: 'Daftar Kelas' }).click()
    await expect(page.getByTestId('inclass-waiting')).toContainText('Pendaftaran menunggu dikirim')
  }
  await page.getByTestId('registration-panel').scrollIntoViewIfNeeded()
  await shots(page, 'register-waiting')

  // The outbox list holds the five writes.
  const indicator = page.getByRole('banner').getByRole('button', { name: /5 menunggu dikirim/ })
  await expect(indicator).toBeVisible()
  await indicator.click()
  const list = page.getByRole('dialog', { name: 'Menunggu dikirim' })
  for (const label of [
    /Simpan minat belajar \(1 pilihan\)/,
    `Daftar kursus: ${pkg.title}`,
    `Daftar kelas: ${events.roomy.title}`,
    `Daftar kelas: ${events.last.title}`,
    `Komentar di “${video.title}”: Contohnya membantu sekali, terima kasih (${stamp}).`,
  ]) {
    await expect(list.getByRole('listitem').filter({ hasText: label })).toBeVisible()
  }
  await shots(page, 'outbox-list')
  await page.keyboard.press('Escape')

  // A reload, still offline: everything still waits and shows where it was made.
  await page.reload()
  await expect(page.getByTestId('inclass-waiting')).toContainText('Pendaftaran menunggu dikirim')
  await expect(page.getByRole('banner').getByRole('button', { name: /5 menunggu dikirim/ })).toBeVisible()
  await page.goto(`/learning/course/${pkg.slug}`)
  await expect(page.getByTestId('enrol-waiting')).toBeVisible()
  await page.goto(`/learning/videos/${video.id}`)
  await expect(comments.getByTestId('comment').filter({ hasText: 'Menunggu dikirim' })).toContainText(`terima kasih (${stamp})`)
  await expect(modal).toBeHidden()
  expect(all('select 1 from video_comments where employee_id = ? and body like ?', intanId(), `%${stamp}%`)).toEqual([])

  // Meanwhile another user takes the last seat of the small class.
  const other = await browser.newContext({ viewport: desktop, locale: 'id-ID' })
  const otherPage = await other.newPage()
  await signInQuickly(otherPage, nur)
  const taken = await otherPage.request.post(`/api/v2/users/courses/inclasses/${events.last.id}/register`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  })
  expect(taken.status()).toBe(200)
  await other.close()

  // Online again: each write arrives once.
  await context.setOffline(false)
  await expect(comments.getByTestId('comment').filter({ hasText: 'Menunggu dikirim' })).toHaveCount(0, { timeout: 60_000 })
  await expect(comments.getByTestId('comment').filter({ hasText: `terima kasih (${stamp})` })).toBeVisible()
  const me = intanId()
  await expect
    .poll(() => all('select 1 from inclass_registrations where event_id = ? and employee_id = ?', events.roomy.id, me).length, { timeout: 30_000 })
    .toBe(1)
  expect(all<{ text: string }>('select body as text from video_comments where employee_id = ? and body like ?', me, `%${stamp}%`)).toEqual([
    { text: `Contohnya membantu sekali, terima kasih (${stamp}).` },
  ])
  expect(all('select 1 from package_progress where employee_id = ? and package_id = ?', me, pkg.id)).toHaveLength(1)
  expect(all('select 1 from personal_interests where employee_id = ?', me)).toHaveLength(1)
  expect(all('select 1 from inclass_registrations where event_id = ? and employee_id = ?', events.last.id, me)).toEqual([])
  expect(one<{ seats_taken: number }>('select seats_taken from inclass_events where id = ?', events.roomy.id).seats_taken).toBe(1)

  // The filled class: the refusal is said at the event and kept in the outbox list, nothing else lost.
  await page.goto(`/learning/inclass/${events.last.id}`)
  const refused = page.getByTestId('inclass-refused')
  await expect(refused).toHaveText(/Pendaftaran Anda tidak tercatat: kelas sudah penuh saat pendaftaran Anda sampai di server\./)
  // The seats are read again; on a loaded machine the worker may answer from its copy first (2 s).
  await expect(async () => {
    await page.reload()
    await expect(page.getByRole('button', { name: 'Kelas sudah penuh' })).toBeDisabled({ timeout: 5_000 })
  }).toPass({ timeout: 45_000 })
  await expect(refused).toBeVisible()
  const failed = page.getByRole('banner').getByRole('button', { name: /1 gagal dikirim/ })
  await expect(failed).toBeVisible()
  await shots(page, 'register-refused')
  await failed.click()
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(list.getByRole('listitem')).toContainText(`Daftar kelas: ${events.last.title}`)
  await expect(list.getByRole('listitem')).toContainText('Gagal dikirim')
  await expect(list.getByRole('listitem')).toContainText('Kelas sudah penuh: semua kursi sudah terisi, jadi Anda tidak terdaftar.')
  await shots(page, 'outbox-refused')
  await page.keyboard.press('Escape')

  // Read: the refusal leaves the event and the list.
  await refused.getByRole('button', { name: 'Mengerti' }).click()
  await expect(refused).toBeHidden()
  await expect(page.getByRole('banner').getByRole('button', { name: /gagal dikirim/ })).toHaveCount(0)
  // Pages not open when their write arrived show it once they read the server again.
  await page.goto(`/learning/inclass/${events.roomy.id}`)
  await expect(async () => {
    await page.reload()
    await expect(page.getByText('Anda terdaftar', { exact: true })).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 45_000 })
  await page.goto(`/learning/course/${pkg.slug}`)
  await expect(page.getByTestId('package-progress')).toBeVisible()
  await expect(page.getByTestId('enrol-waiting')).toHaveCount(0)
})
