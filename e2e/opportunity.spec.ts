import { expect, test } from '@playwright/test'
import { demoUsers, giveInterests, signInQuickly, withDatabase } from './support/auth'
import { expectPersisted } from './support/persisted-cache'
import { waitForServiceWorkerControl } from './support/service-worker'
import { desktop, mobile } from './support/viewports'

// Issue 16: filter the openings, open one, apply offline (motivation and a CV), reload offline, come
// back online and see 'Terkirim'; the unit's HR signs in and moves it on; the applicant sees it.

const applicant = demoUsers.fajar
const hr = demoUsers.lestari

/** An open opening of HR's unit (Holding) the applicant has not applied for, closing last. */
function openOpening() {
  return withDatabase(
    (db) =>
      db
        .prepare(
          `select o.id, o.slug, o.title, bu.id as unit_id, bu.name as unit from opportunities o
           join business_units bu on bu.id = o.business_unit_id
           join employees h on h.business_unit_id = bu.id and h.username = ?
           where o.closing_day >= date('now', '+7 hours')
             and not exists (select 1 from opportunity_applications a join employees e on e.id = a.employee_id where a.opportunity_id = o.id and e.username = ?)
           order by o.closing_day desc, o.id limit 1`,
        )
        .get(hr.username, applicant.username) as { id: number; slug: string; title: string; unit_id: number; unit: string },
  )
}

function applicationsOf(opportunityId: number) {
  return withDatabase(
    (db) =>
      db
        .prepare(`select a.status from opportunity_applications a join employees e on e.id = a.employee_id where a.opportunity_id = ? and e.username = ?`)
        .all(opportunityId, applicant.username) as { status: string }[],
  )
}

const cv = {
  name: 'CV Fajar Nugroho.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
}
const motivation = 'Saya sudah enam tahun memimpin proyek lintas unit dan ingin membawa pengalaman itu ke tim ini.'

test.use({ viewport: mobile })

test('filter, open an opening, apply offline, come back online; HR moves it on and the applicant sees it', async ({ page, context, browser }) => {
  test.setTimeout(180_000)
  const opening = openOpening()
  expect(opening, `an open opening of ${hr.username}'s unit`).toBeDefined()
  giveInterests(applicant.username)
  giveInterests(hr.username)
  await signInQuickly(page, applicant)
  await waitForServiceWorkerControl(page)

  // From the home page to the list, filtered by the unit (kept in the query string).
  await page.getByRole('link', { name: 'Lihat Lowongan' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Lowongan' })).toBeVisible()
  await page.getByLabel('Unit bisnis').selectOption({ label: opening.unit })
  await expect(page).toHaveURL(new RegExp(`business_unit_id=${opening.unit_id}`))
  const card = page.getByTestId('opportunity-card').filter({ hasText: opening.title })
  await expect(card).toBeVisible()
  await expect(card.getByTestId('fit-badge')).toBeVisible()
  await card.getByRole('link', { name: opening.title }).click()
  await expect(page.getByRole('heading', { level: 1, name: opening.title })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Kecocokan Anda' })).toBeVisible()
  await expectPersisted(page, [['opportunity', 'detail', opening.slug]])

  // Offline: the application waits in the outbox, also after a reload.
  await context.setOffline(true)
  const form = page.getByRole('region', { name: 'Lamar Posisi Ini' })
  await form.getByRole('button', { name: 'Kirim Lamaran' }).click()
  await expect(form.getByText('Periksa kembali isian yang ditandai.')).toBeVisible()
  await form.getByLabel('Motivasi').fill(motivation)
  await form.getByLabel('CV (PDF atau Word, maksimal 5 MB)').setInputFiles(cv)
  await form.getByRole('button', { name: 'Kirim Lamaran' }).click()
  await page.getByRole('alertdialog', { name: 'Kirim lamaran?' }).getByRole('button', { name: 'Ya, kirim' }).click()
  await expect(page.getByTestId('application-waiting')).toBeVisible()
  await page.reload()
  await expect(page.getByTestId('application-waiting')).toBeVisible()
  expect(applicationsOf(opening.id)).toEqual([])

  // Back online: sent once, and the panel shows the application.
  await context.setOffline(false)
  const mine = page.getByRole('region', { name: 'Lamaran Anda' })
  await expect(mine.getByTestId('application')).toHaveAttribute('data-status', 'terkirim', { timeout: 60_000 })
  await expect(mine.getByText('Terkirim').first()).toBeVisible()
  expect(applicationsOf(opening.id)).toEqual([{ status: 'terkirim' }])

  // HR of the unit, in their own browser: the applicant is there; moved on to 'Ditinjau'.
  const hrContext = await browser.newContext({ viewport: desktop })
  const hrPage = await hrContext.newPage()
  await signInQuickly(hrPage, hr)
  await hrPage.goto('/opportunity')
  await hrPage.getByRole('navigation', { name: 'Bagian lowongan' }).getByRole('link', { name: 'Kelola Lowongan' }).click()
  const hrOpening = hrPage.getByTestId('hr-opening').filter({ hasText: opening.title })
  await hrOpening.getByRole('button', { name: 'Lihat pelamar' }).click()
  const applicantItem = hrOpening.getByTestId('applicant').filter({ hasText: applicant.fullName })
  await expect(applicantItem).toContainText(motivation)
  // Withdrawing is the applicant's, not HR's.
  await expect(applicantItem.getByRole('button', { name: 'Tarik Lamaran' })).toHaveCount(0)
  await applicantItem.getByLabel('Ubah status', { exact: true }).selectOption({ label: 'Ditinjau' })
  await applicantItem.getByLabel('Catatan untuk pelamar (opsional)').fill('Terima kasih, kami tinjau minggu ini.')
  await applicantItem.getByRole('button', { name: 'Simpan' }).click()
  // A deliberate act (decision 046): the confirmation names the applicant.
  const confirm = hrPage.getByRole('alertdialog', { name: 'Ubah status menjadi “Ditinjau”?' })
  await expect(confirm).toContainText(applicant.fullName)
  await confirm.getByRole('button', { name: 'Ya, ubah status' }).click()
  await expect(applicantItem.getByTestId('application')).toHaveAttribute('data-status', 'ditinjau')
  await hrContext.close()
  expect(applicationsOf(opening.id)).toEqual([{ status: 'ditinjau' }])

  // The applicant sees it, with HR's note, in the list of their applications.
  await page.goto('/opportunity?tab=lamaran')
  const sections = page.getByRole('navigation', { name: 'Bagian lowongan' })
  await expect(sections.getByRole('link', { name: 'Lamaran Saya' })).toHaveAttribute('aria-current', 'page')
  await expect(sections.getByRole('link', { name: 'Lowongan', exact: true })).not.toHaveAttribute('aria-current', 'page')
  const application = page.getByTestId('application').filter({ hasText: opening.title })
  await expect(application).toHaveAttribute('data-status', 'ditinjau')
  await expect(application).toContainText('Terima kasih, kami tinjau minggu ini.')
})
