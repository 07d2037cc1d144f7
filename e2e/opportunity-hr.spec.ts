import { expect, test } from '@playwright/test'
import { expectNoSeriousViolations, settled } from './support/axe'
import { demoUsers, giveInterests, signInQuickly, withDatabase } from './support/auth'
import { mobile } from './support/viewports'

// Issue 40, item 1 (decision 046): a status change is a deliberate act. HR opens an opening's
// applicants: nothing is pre-selected; the confirmation names the person, the opening and the new
// status; cancelling keeps the status, confirming changes it; a mistaken change is corrected with a
// reason, and the history says who corrected it and when. At 360 px, axe clean on the changed screen.

const hr = demoUsers.lestari
/** Not signed in by any journey: only this spec gives him an application to HR's unit. */
const applicant = { username: 'yogi.firmansyah', fullName: 'Yogi Firmansyah' }

/** An application of Yogi's at 'wawancara' to an open opening of Lestari's unit, as if HR had moved it there. */
function applicationAtInterview() {
  return withDatabase((db) => {
    const opening = db
      .prepare(
        `select o.id, o.title from opportunities o join employees h on h.business_unit_id = o.business_unit_id and h.username = ?
         where o.closing_day >= date('now', '+7 hours')
           and not exists (select 1 from opportunity_applications a join employees e on e.id = a.employee_id where a.opportunity_id = o.id and e.username = ?)
         order by o.closing_day, o.id limit 1`,
      )
      .get(hr.username, applicant.username) as { id: number; title: string }
    const person = (username: string) => (db.prepare('select id from employees where username = ?').get(username) as { id: number }).id
    const [yogi, lestari] = [person(applicant.username), person(hr.username)]
    const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString()
    const id = Number(
      db
        .prepare(
          `insert into opportunity_applications (opportunity_id, employee_id, status, motivation, cv_name, cv_stored, cv_kind, cv_size, created_at, updated_at)
           values (?, ?, 'wawancara', ?, 'CV Yogi.pdf', 'tidak-ada.pdf', 'pdf', 1024, ?, ?)`,
        )
        .run(opening.id, yogi, 'Saya ingin membawa pengalaman K3 lapangan ke tim holding.', day(3), day(1)).lastInsertRowid,
    )
    const event = db.prepare('insert into opportunity_application_events (application_id, status, note, actor_id, created_at) values (?, ?, null, ?, ?)')
    event.run(id, 'terkirim', yogi, day(3))
    event.run(id, 'ditinjau', lestari, day(2))
    event.run(id, 'wawancara', lestari, day(1))
    return { id, opening }
  })
}

const statusOf = (id: number) =>
  withDatabase((db) => (db.prepare('select status from opportunity_applications where id = ?').get(id) as { status: string }).status)
const lastEventOf = (id: number) =>
  withDatabase(
    (db) =>
      db
        .prepare(
          `select ev.status, ev.corrects, ev.note, e.username from opportunity_application_events ev join employees e on e.id = ev.actor_id
           where ev.application_id = ? order by ev.id desc limit 1`,
        )
        .get(id) as { status: string; corrects: string | null; note: string | null; username: string },
  )

test.use({ viewport: mobile })

test('HR changes a status deliberately: nothing pre-selected, a confirmation naming who, what and to which status, and a correction', async ({ page }) => {
  test.setTimeout(120_000)
  const { id, opening } = applicationAtInterview()
  giveInterests(hr.username)
  await signInQuickly(page, hr)
  await page.goto('/opportunity?tab=hr')
  const hrOpening = page.getByTestId('hr-opening').filter({ hasText: opening.title })
  await hrOpening.getByRole('button', { name: 'Lihat pelamar' }).click()
  const item = hrOpening.getByTestId('applicant').filter({ hasText: applicant.fullName })
  const application = item.getByTestId('application')
  await expect(application).toHaveAttribute('data-status', 'wawancara')

  // Nothing chosen: saving asks for a choice and opens nothing.
  const select = item.getByLabel('Ubah status', { exact: true })
  await expect(select).toHaveValue('')
  await item.getByRole('button', { name: 'Simpan' }).click()
  await expect(item.getByText('Pilih status baru terlebih dahulu.')).toBeVisible()
  await expect(select).toBeFocused()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)

  // Chosen: the confirmation names the person, the opening and the status; cancelling keeps it.
  await select.selectOption({ label: 'Diterima' })
  await item.getByRole('button', { name: 'Simpan' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Ubah status menjadi “Diterima”?' })
  await expect(confirm).toBeVisible()
  await expect(confirm).toContainText(applicant.fullName)
  await expect(confirm).toContainText(`“${opening.title}”`)
  await expect(confirm.getByRole('button', { name: 'Batal' })).toBeFocused()
  await settled(page)
  await expectNoSeriousViolations(page, 'HR status confirmation at 360 px')
  await confirm.getByRole('button', { name: 'Batal' }).click()
  await expect(confirm).toBeHidden()
  await expect(application).toHaveAttribute('data-status', 'wawancara')
  expect(statusOf(id)).toBe('wawancara')

  // Confirmed: accepted.
  await item.getByRole('button', { name: 'Simpan' }).click()
  await confirm.getByRole('button', { name: 'Ya, ubah status' }).click()
  await expect(confirm).toBeHidden()
  await expect(application).toHaveAttribute('data-status', 'diterima')
  expect(statusOf(id)).toBe('diterima')
  // Its control gone with the final status, focus lands on what happened, not at the page's start.
  await expect(item.getByRole('status')).toBeFocused()
  await expect(item.getByRole('status')).toHaveText(`Status lamaran ${applicant.fullName} kini “Diterima”.`)

  // A mistake: corrected back to 'Wawancara' with a reason; the history names who and when.
  const reasonField = item.getByLabel('Alasan koreksi (dikirim ke pelamar)')
  await expect(reasonField).toBeHidden()
  await item.getByRole('button', { name: 'Koreksi status' }).click()
  await expect(reasonField).toBeVisible()
  const reason = 'Salah pilih: wawancara dengan direktur belum dilakukan.'
  await reasonField.fill(reason)
  await item.getByRole('button', { name: 'Kembalikan ke Wawancara' }).click()
  const correction = page.getByRole('alertdialog', { name: 'Koreksi status lamaran?' })
  await expect(correction).toContainText(applicant.fullName)
  await expect(correction).toContainText(`“${opening.title}”`)
  await expect(correction).toContainText('dari “Diterima” ke “Wawancara”')
  await correction.getByRole('button', { name: 'Ya, koreksi' }).click()
  await expect(correction).toBeHidden()
  await expect(application).toHaveAttribute('data-status', 'wawancara')
  await expect(item.getByRole('status')).toBeFocused()
  const corrections = item.getByRole('list', { name: 'Koreksi status' })
  await expect(corrections.getByRole('listitem')).toHaveCount(1)
  await expect(corrections).toContainText('“Diterima” dikoreksi menjadi “Wawancara” oleh Lestari Wibowo')
  await expect(corrections.locator('time')).toBeVisible()
  await expect(application).toContainText(reason)
  expect(lastEventOf(id)).toEqual({ status: 'wawancara', corrects: 'diterima', note: reason, username: hr.username })
  // The status can be chosen afresh, and nothing is chosen for HR.
  await expect(item.getByLabel('Ubah status', { exact: true })).toHaveValue('')
  await settled(page)
  await expectNoSeriousViolations(page, 'HR applicants after a correction at 360 px')
})
