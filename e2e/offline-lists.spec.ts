import { expect, test } from '@playwright/test'
import { expectNoSeriousViolations } from './support/axe'
import { demoUsers, giveInterests, signInQuickly, withDatabase } from './support/auth'
import { waitForServiceWorkerControl } from './support/service-worker'
import { mobile } from './support/viewports'

// Issue 40, item 3: a list whose items can be made offline shows the waiting ones in place, marked
// 'Menunggu dikirim', and the server's copy replaces them when they arrive, without a reload.
// 'Lamaran Saya', a video's comments and the study history's classes and packages are the
// journeys: each read once, then an item made offline.

// Agus is this spec's user: the learning-offline journey needs Intan without interests, and this
// spec gives its user some (so no personalization question covers the lists).
const agus = demoUsers.agus

/** An open opening Agus has not applied for, outside the Holding unit (the opportunity journey's). */
function openOpening() {
  return withDatabase(
    (db) =>
      db
        .prepare(
          `select o.id, o.slug, o.title from opportunities o
           join business_units bu on bu.id = o.business_unit_id
           where o.closing_day >= date('now', '+7 hours')
             and not exists (select 1 from employees h where h.business_unit_id = bu.id and h.username = 'lestari.wibowo')
             and not exists (select 1 from opportunity_applications a join employees e on e.id = a.employee_id where a.opportunity_id = o.id and e.username = ?)
           order by o.closing_day, o.id limit 1`,
        )
        .get(agus.username) as { id: number; slug: string; title: string } | undefined,
  )
}

const cv = {
  name: 'CV Agus Setiawan.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
}

test.use({ viewport: mobile })

test("an application made offline is listed in 'Lamaran Saya' as waiting, and becomes the server's once sent", async ({ page, context }) => {
  test.setTimeout(120_000)
  const opening = openOpening()
  expect(opening, 'an open opening Agus has not applied for').toBeDefined()
  giveInterests(agus.username)
  await signInQuickly(page, agus)
  await waitForServiceWorkerControl(page)

  // 'Lamaran Saya' once, online; then the opening.
  await page.goto('/opportunity?tab=lamaran')
  const mine = page.getByRole('region', { name: 'Lamaran Saya' })
  await expect(mine.getByTestId('application').first().or(mine.getByText('Anda belum mengirim lamaran.'))).toBeVisible()
  const before = await mine.getByTestId('application').count()
  await page.goto(`/opportunity/${opening!.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: opening!.title })).toBeVisible()

  // Offline: the application goes to the outbox.
  await context.setOffline(true)
  const form = page.getByRole('region', { name: 'Lamar Posisi Ini' })
  await form.getByLabel('Motivasi').fill('Saya ingin membawa pengalaman logistik saya ke tim ini dan belajar dari rekan-rekan baru.')
  await form.getByLabel('CV (PDF atau Word, maksimal 5 MB)').setInputFiles(cv)
  await form.getByRole('button', { name: 'Kirim Lamaran' }).click()
  await page.getByRole('alertdialog', { name: 'Kirim lamaran?' }).getByRole('button', { name: 'Ya, kirim' }).click()
  await expect(page.getByTestId('application-waiting')).toBeVisible()

  // Still offline, 'Lamaran Saya' lists it, marked as waiting.
  await page.getByRole('link', { name: 'Semua Lowongan' }).click()
  await page.getByRole('navigation', { name: 'Bagian lowongan' }).getByRole('link', { name: 'Lamaran Saya' }).click()
  const waiting = mine.getByTestId('application').filter({ hasText: opening!.title })
  await expect(waiting).toBeVisible()
  await expect(waiting.getByText('Menunggu dikirim')).toBeVisible()
  await expect(mine.getByTestId('application')).toHaveCount(before + 1)
  await expectNoSeriousViolations(page, "'Lamaran Saya' with a waiting application")

  // Back online: the server's copy takes its place, with its status, without a reload.
  await context.setOffline(false)
  await expect(waiting).toHaveAttribute('data-status', 'terkirim', { timeout: 60_000 })
  await expect(waiting.getByText('Menunggu dikirim')).toHaveCount(0)
  await expect(mine.getByTestId('application')).toHaveCount(before + 1)
})

const stamp = Date.now().toString(36)

/** An upcoming class of this journey's own, with room. */
function makeEvent(): { id: number; title: string } {
  return withDatabase((db) => {
    const any = db.prepare('select category_id, instructor_id, thumbnail_url from inclass_events order by id limit 1').get() as {
      category_id: number
      instructor_id: number | null
      thumbnail_url: string
    }
    const startsAt = new Date(Date.now() + 4 * 86_400_000)
    startsAt.setUTCHours(2, 0, 0, 0)
    const title = `Kelas Daftar Luring ${stamp}`
    const result = db
      .prepare(
        `insert into inclass_events (slug, title, description, category_id, instructor_id, thumbnail_url, starts_at, ends_at, place, city, is_online, seats_total, seats_taken, published_at)
         values (?, ?, '<p>Kelas uji daftar luring.</p>', ?, ?, ?, ?, ?, 'Ruang Melati', 'Jakarta', 0, 20, 0, ?)`,
      )
      .run(`kelas-daftar-luring-${stamp}`, title, any.category_id, any.instructor_id, any.thumbnail_url, startsAt.toISOString(), new Date(startsAt.getTime() + 2 * 3_600_000).toISOString(), new Date(Date.now() - 86_400_000).toISOString())
    return { id: Number(result.lastInsertRowid), title }
  })
}

test('a comment written offline is listed on the video as waiting, and becomes the server\'s once sent', async ({ page, context }) => {
  test.setTimeout(120_000)
  const video = withDatabase((db) => db.prepare('select id, title from videos where archived_at is null order by id desc limit 1').get() as { id: number; title: string })
  giveInterests(agus.username)
  await signInQuickly(page, agus, { path: `/learning/videos/${video.id}` })
  await waitForServiceWorkerControl(page)
  const comments = page.getByRole('region', { name: /^Komentar/ })
  await expect(comments.getByRole('textbox', { name: 'Tulis komentar' })).toBeVisible()

  await context.setOffline(true)
  const text = `Pertanyaan luring tentang materi ini (${stamp}).`
  await comments.getByRole('textbox', { name: 'Tulis komentar' }).fill(text)
  await comments.getByRole('button', { name: 'Kirim' }).click()
  const mine = comments.getByTestId('comment').filter({ hasText: text })
  await expect(mine.getByText('Menunggu dikirim', { exact: true })).toBeVisible()
  await expect(comments.getByTestId('comment').first()).toContainText(text)
  await expectNoSeriousViolations(page, 'a video with a waiting comment')

  // Back online: the server's copy, with the author's name and time, without a reload.
  await context.setOffline(false)
  await expect(mine.getByText('Menunggu dikirim', { exact: true })).toHaveCount(0, { timeout: 60_000 })
  await expect(mine).toContainText(agus.fullName)
  await expect(mine).toHaveCount(1)
})

test('a class registration made offline is listed in the study history as waiting, and becomes the server\'s once sent', async ({ page, context }) => {
  test.setTimeout(120_000)
  const event = makeEvent()
  giveInterests(agus.username)
  await signInQuickly(page, agus, { path: '/activity' })
  await waitForServiceWorkerControl(page)
  const classes = page.getByRole('region', { name: 'Kelas', exact: true })
  await expect(classes.getByRole('list').or(classes.getByText('Belum ada kelas yang diikuti.'))).toBeVisible()
  await page.goto(`/learning/inclass/${event.id}`)
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible()

  // Offline: the registration waits in the outbox; the history lists it first, marked.
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Daftar Kelas' }).click()
  await expect(page.getByText('Pendaftaran menunggu dikirim')).toBeVisible()
  await page.goBack()
  const waiting = classes.getByRole('link', { name: new RegExp(event.title) })
  await expect(waiting.getByText('Menunggu dikirim', { exact: true })).toBeVisible()
  await expectNoSeriousViolations(page, 'the study history with a waiting registration')

  // Back online: the server's row ('Terdaftar') takes its place, without a reload.
  await context.setOffline(false)
  await expect(waiting.getByText('Menunggu dikirim', { exact: true })).toHaveCount(0, { timeout: 60_000 })
  await expect(waiting).toContainText('Terdaftar')
  await expect(waiting).toHaveCount(1)
})

/** A course package Agus has not enrolled in. */
function openPackage() {
  return withDatabase(
    (db) =>
      db
        .prepare(
          `select id, slug, title from course_packages p where not exists
             (select 1 from package_progress pp join employees e on e.id = pp.employee_id where pp.package_id = p.id and e.username = ?)
           order by id limit 1`,
        )
        .get(agus.username) as { id: number; slug: string; title: string } | undefined,
  )
}

test('a package enrolment made offline is listed in the study history as waiting, and becomes the server\'s once sent', async ({ page, context }) => {
  test.setTimeout(120_000)
  const found = openPackage()
  expect(found, 'a package Agus has not enrolled in').toBeDefined()
  const pkg = found!
  const title = pkg.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  giveInterests(agus.username)
  await signInQuickly(page, agus, { path: '/activity' })
  await waitForServiceWorkerControl(page)
  const packages = page.getByRole('region', { name: 'Paket Kursus', exact: true })
  await expect(packages.getByRole('list').or(packages.getByText('Belum ada paket kursus yang diikuti.'))).toBeVisible()
  await page.goto(`/learning/course/${pkg.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: pkg.title })).toBeVisible()

  // Offline: the enrolment waits in the outbox; the history lists it first, marked.
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Daftar Kursus' }).click()
  await expect(page.getByTestId('enrol-waiting')).toBeVisible()
  await page.goBack()
  const waiting = packages.getByRole('link', { name: new RegExp(`Daftar kursus: ${title}`) })
  await expect(waiting.getByText('Menunggu dikirim', { exact: true })).toBeVisible()
  await expectNoSeriousViolations(page, 'the study history with a waiting enrolment')

  // Back online: the server's row (its materials done) takes its place, without a reload.
  await context.setOffline(false)
  const row = packages.getByRole('link', { name: new RegExp(`^${title}`) })
  await expect(row).toContainText(/materi|Selesai/i, { timeout: 60_000 })
  await expect(packages.getByText('Menunggu dikirim', { exact: true })).toHaveCount(0)
})
