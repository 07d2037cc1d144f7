import { expect, test } from '@playwright/test'
import { avatarButton, demoUsers, signInQuickly, withDatabase } from './support/auth'
import { expectPersisted } from './support/persisted-cache'
import { waitForServiceWorkerControl } from './support/service-worker'
import { mobile } from './support/viewports'

// Issue 13: take a growth path, tick one item online and another offline, reload offline and see
// both, come back online: the server holds each exactly once.

test.use({ viewport: mobile })

const learner = demoUsers.putri

/** A seeded path the learner has not taken, with its first two non-assignment items. */
function untakenPath() {
  return withDatabase((db) => {
    const path = db
      .prepare(
        `select gp.id, gp.slug, gp.title from growth_paths gp
         where not exists (select 1 from growth_path_trx t join employees e on e.id = t.employee_id where t.growth_path_id = gp.id and e.username = ?)
         order by gp.id limit 1`,
      )
      .get(learner.username) as { id: number; slug: string; title: string }
    const items = db
      .prepare(
        `select i.id, i.title from growth_path_items i join growth_path_modules m on m.id = i.module_id
         where m.growth_path_id = ? and i.kind != 'assignment' order by m.position, i.position limit 2`,
      )
      .all(path.id) as { id: number; title: string }[]
    return { ...path, items }
  })
}

function doneOnServer(pathId: number) {
  return withDatabase(
    (db) =>
      db
        .prepare(
          `select p.item_id from growth_path_progress p join growth_path_trx t on t.id = p.trx_id join employees e on e.id = t.employee_id
           where t.growth_path_id = ? and e.username = ? order by p.item_id`,
        )
        .all(pathId, learner.username) as { item_id: number }[],
  ).map((r) => r.item_id)
}

test('take a growth path and follow its syllabus online and offline', async ({ page, context }) => {
  const path = untakenPath()
  const [first, second] = path.items
  // An established learner: with interests, so the personalization question stays away.
  withDatabase((db) =>
    db
      .prepare(
        `insert into personal_interests (employee_id, kind, ref_id, created_at)
         select e.id, 'category', (select min(id) from learning_categories), '2025-01-06T00:00:00.000Z' from employees e
         where e.username = ? and not exists (select 1 from personal_interests p where p.employee_id = e.id)`,
      )
      .run(learner.username),
  )
  await signInQuickly(page, learner)
  await waitForServiceWorkerControl(page)
  await page.goto(`/growth-path/${path.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: path.title })).toBeVisible()

  await page.getByRole('button', { name: 'Ambil Growth Path' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Ambil growth path ini?' })
  await dialog.getByRole('button', { name: 'Ya, ambil' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: 'Anda mengikuti growth path ini' })).toContainText('0% selesai')

  // Online: the first item, ticked and sent.
  await page.getByRole('button', { name: `Tandai selesai: ${first!.title}` }).click()
  await expect(page.getByTestId('growth-path-item').filter({ hasText: first!.title }).getByText('Selesai', { exact: true })).toBeVisible()
  await expect.poll(() => doneOnServer(path.id)).toEqual([first!.id])
  await expectPersisted(page, [
    ['growth-path', 'detail', path.slug],
    ['growth-path', 'silabus', path.slug],
    ['growth-path', 'trx', path.slug],
  ])

  // Offline: the second waits in the outbox, and a reload still shows both ticked.
  await context.setOffline(true)
  await page.getByRole('button', { name: `Tandai selesai: ${second!.title}` }).click()
  const secondItem = page.getByTestId('growth-path-item').filter({ hasText: second!.title })
  await expect(secondItem.getByText('menunggu dikirim')).toBeVisible()
  await expectPersisted(page, [['growth-path', 'trx', path.slug]])
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: path.title })).toBeVisible()
  await expect(secondItem.getByText('Selesai', { exact: true })).toBeVisible()
  await expect(page.getByTestId('growth-path-item').filter({ hasText: first!.title }).getByText('Selesai', { exact: true })).toBeVisible()
  expect(doneOnServer(path.id)).toEqual([first!.id])

  // Back online: delivered once, and the waiting mark goes.
  await context.setOffline(false)
  await expect(secondItem.getByText('menunggu dikirim')).toBeHidden({ timeout: 60_000 })
  await expect.poll(() => doneOnServer(path.id)).toEqual([first!.id, second!.id].sort((a, b) => a - b))
})

/**
 * A path the learner is well into (set up in the database: taken, every required step done but one
 * assignment), so the journey is about the assignment, finishing and rating.
 */
function pathWithOneAssignmentLeft() {
  return withDatabase((db) => {
    const learnerId = (db.prepare('select id from employees where username = ?').get(learner.username) as { id: number }).id
    const path = db
      .prepare(
        `select gp.id, gp.slug, gp.title from growth_paths gp
         where not exists (select 1 from growth_path_trx t where t.growth_path_id = gp.id and t.employee_id = ?)
         order by gp.id desc limit 1`,
      )
      .get(learnerId) as { id: number; slug: string; title: string }
    const items = db
      .prepare(
        `select i.id, i.kind, i.title from growth_path_items i join growth_path_modules m on m.id = i.module_id where m.growth_path_id = ? and i.required = 1 order by m.position, i.position`,
      )
      .all(path.id) as { id: number; kind: string; title: string }[]
    const assignment = items.filter((i) => i.kind === 'assignment').at(-1)!
    const now = new Date().toISOString()
    const trxId = Number(
      db.prepare('insert into growth_path_trx (growth_path_id, employee_id, taken_at, updated_at) values (?, ?, ?, ?)').run(path.id, learnerId, now, now)
        .lastInsertRowid,
    )
    for (const item of items.filter((i) => i.id !== assignment.id)) {
      db.prepare('insert into growth_path_progress (trx_id, item_id, done_at) values (?, ?, ?)').run(trxId, item.id, now)
      if (item.kind === 'assignment')
        db.prepare('insert into growth_path_submissions (trx_id, item_id, text, submitted_at) values (?, ?, ?, ?)').run(
          trxId,
          item.id,
          'Sudah dikerjakan.',
          now,
        )
    }
    return { ...path, trxId, assignment }
  })
}

function serverState(trxId: number, itemId: number) {
  return withDatabase((db) => ({
    submissions: db.prepare('select text, file_name, file_kind from growth_path_submissions where trx_id = ? and item_id = ?').all(trxId, itemId) as {
      text: string
      file_name: string
      file_kind: string
    }[],
    trx: db.prepare('select finished_at, certificate_no from growth_path_trx where id = ?').get(trxId) as {
      finished_at: string | null
      certificate_no: string | null
    },
    rating: db
      .prepare(
        'select r.rating, r.review from growth_path_ratings r join growth_path_trx t on t.growth_path_id = r.growth_path_id and t.employee_id = r.employee_id where t.id = ?',
      )
      .get(trxId) as { rating: number; review: string } | undefined,
  }))
}

test('hand in an assignment with a file offline, then finish the path, print the certificate and rate it', async ({ page, context }) => {
  const path = pathWithOneAssignmentLeft()
  await signInQuickly(page, learner)
  await waitForServiceWorkerControl(page)
  // The step's URL with the slug left out (spec section 2) goes on to its full URL.
  await page.goto(`/growth-path/${path.assignment.id}`)
  await expect(page.getByRole('heading', { level: 1, name: path.assignment.title })).toBeVisible()
  await expect(page).toHaveURL(`/growth-path/${path.slug}/${path.assignment.id}`)
  await expectPersisted(page, [
    ['growth-path', 'trx', path.slug],
    ['growth-path', 'silabus', path.slug],
    ['growth-path', 'detail', path.slug],
  ])

  await context.setOffline(true)
  await page.getByLabel('Jawaban').fill('Rencana kerja 90 hari saya terlampir.')
  await page
    .getByLabel('Lampiran (opsional)')
    .setInputFiles({ name: 'rencana-kerja.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% rencana kerja\n') })
  await page.getByRole('button', { name: 'Kumpulkan', exact: true }).click()
  await expect(page.getByTestId('assignment-pending')).toContainText('menunggu dikirim')
  await page.reload()
  await expect(page.getByTestId('assignment-pending')).toContainText('menunggu dikirim')
  expect(serverState(path.trxId, path.assignment.id).submissions).toEqual([])

  await context.setOffline(false)
  await expect(page.getByTestId('assignment-submission')).toContainText('rencana-kerja.pdf', { timeout: 60_000 })
  expect(serverState(path.trxId, path.assignment.id).submissions).toEqual([
    { text: 'Rencana kerja 90 hari saya terlampir.', file_name: 'rencana-kerja.pdf', file_kind: 'pdf' },
  ])

  await page.getByRole('button', { name: 'Selesaikan Growth Path' }).click()
  await expect(page.getByRole('heading', { name: 'Growth path selesai' })).toBeVisible()
  await expect(page.getByTestId('growth-path-certificate')).toContainText(path.title)
  await expect(page.getByTestId('growth-path-certificate')).toContainText(/Nomor sertifikat: GP-\d{4}-\d{6}/, { timeout: 60_000 })
  expect(serverState(path.trxId, path.assignment.id).trx.certificate_no).toMatch(/^GP-\d{4}-\d{6}$/)
  await expect(page.getByRole('button', { name: 'Cetak sertifikat' })).toBeVisible()

  await page.locator('label').filter({ hasText: '4 dari 5 bintang' }).click()
  await expect(page.getByRole('radio', { name: '4 dari 5 bintang' })).toBeChecked()
  await page.getByLabel('Ulasan (opsional)').fill('Praktis dan langsung terpakai.')
  await page.getByRole('button', { name: 'Kirim penilaian' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Terima kasih atas penilaian Anda.' })).toBeVisible()
  await expect.poll(() => serverState(path.trxId, path.assignment.id).rating).toEqual({ rating: 4, review: 'Praktis dan langsung terpakai.' })

  // The activity tab lists it among the finished paths, and its card leads back to it.
  // On a phone through the profile dialog's Growth Path tab.
  await avatarButton(page, learner, 'dialog').click()
  await page
    .getByRole('dialog', { name: learner.fullName })
    .getByRole('tab', { name: /^Growth Path/ })
    .click()
  await expect(page).toHaveURL('/activity?tab=growthpath')
  const finished = page.getByRole('region', { name: /^Selesai/ })
  await expect(finished.getByRole('link', { name: path.title })).toBeVisible()
  await finished.getByRole('link', { name: path.title }).click()
  await expect(page.getByRole('heading', { level: 1, name: path.title })).toBeVisible()
})
