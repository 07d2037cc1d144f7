import { expect, test } from '@playwright/test'
import { expectNoSeriousViolations } from './support/axe'
import { type DemoUser, giveInterests, signInQuickly, withDatabase } from './support/auth'
import { waitForServiceWorkerControl } from './support/service-worker'
import { mobile } from './support/viewports'

// Issue 40, item 3: a list whose items can be made offline shows the waiting ones in place, marked
// 'Menunggu dikirim', and the server's copy replaces them when they arrive, without a reload.
// 'Lamaran Saya' is the journey: read once, then an application made offline.

const intan: DemoUser = {
  username: 'intan.permata',
  email: 'intan.permata@grup-nusantara.example',
  fullName: 'Intan Permata',
  position: 'Desainer UI/UX',
  password: 'tumbuh-demo',
}

/** An open opening Intan has not applied for, outside the Holding unit (the opportunity journey's). */
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
        .get(intan.username) as { id: number; slug: string; title: string } | undefined,
  )
}

const cv = {
  name: 'CV Intan Permata.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
}

test.use({ viewport: mobile })

test("an application made offline is listed in 'Lamaran Saya' as waiting, and becomes the server's once sent", async ({ page, context }) => {
  test.setTimeout(120_000)
  const opening = openOpening()
  expect(opening, 'an open opening Intan has not applied for').toBeDefined()
  giveInterests(intan.username)
  await signInQuickly(page, intan)
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
  await form.getByLabel('Motivasi').fill('Saya ingin membawa pengalaman desain saya ke tim ini dan belajar dari rekan-rekan baru.')
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
