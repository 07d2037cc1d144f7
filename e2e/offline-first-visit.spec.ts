import { expect, test } from '@playwright/test'
import { expectNoSeriousViolations } from './support/axe'
import { type DemoUser, giveInterests, signInQuickly, withDatabase } from './support/auth'
import { mobile } from './support/viewports'

// Issue 40, item 4: on a first visit no service worker controls the page yet, so a code chunk not
// loaded before the connection went cannot load. Sending an application then must not reload the
// page (offline, into the browser's error page): the write waits in the outbox, the typed text stays.

const maria: DemoUser = {
  username: 'maria.simanjuntak',
  email: 'maria.simanjuntak@grup-nusantara.example',
  fullName: 'Maria Simanjuntak',
  position: 'Spesialis Pengadaan',
  password: 'tumbuh-demo',
}

/** An open opening Maria has not applied for, outside the Holding unit (the opportunity journey's). */
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
           order by o.closing_day desc, o.id desc limit 1`,
        )
        .get(maria.username) as { id: number; slug: string; title: string } | undefined,
  )
}

const cv = {
  name: 'CV Maria.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
}
const motivation = 'Pengalaman saya di pengadaan membuat saya terbiasa bekerja rapi dengan banyak pihak sekaligus.'

// A browser where the service worker never takes control: the first visit before it has.
test.use({ viewport: mobile, serviceWorkers: 'block' })

test('offline before the service worker controls the page: sending an application queues it, never reloads, keeps the text', async ({ page, context }) => {
  test.setTimeout(120_000)
  const opening = openOpening()
  expect(opening, 'an open opening Maria has not applied for').toBeDefined()
  giveInterests(maria.username)
  await signInQuickly(page, maria)
  await page.goto(`/opportunity/${opening!.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: opening!.title })).toBeVisible()
  const form = page.getByRole('region', { name: 'Lamar Posisi Ini' })

  // What was typed survives a reload: the form keeps a draft.
  await form.getByLabel('Motivasi').fill(motivation)
  await page.reload()
  await expect(form.getByLabel('Motivasi')).toHaveValue(motivation)

  const navigations: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url())
  })
  await context.setOffline(true)
  await form.getByLabel('CV (PDF atau Word, maksimal 5 MB)').setInputFiles(cv)
  await form.getByRole('button', { name: 'Kirim Lamaran' }).click()
  await page.getByRole('alertdialog', { name: 'Kirim lamaran?' }).getByRole('button', { name: 'Ya, kirim' }).click()

  // Queued like any other write: the panel and the header say it waits.
  await expect(page.getByTestId('application-waiting')).toBeVisible()
  await expect(page.getByRole('button', { name: '1 menunggu dikirim' })).toBeVisible()
  expect(navigations).toEqual([])
  await expectNoSeriousViolations(page, 'the opening with a waiting application, first visit offline')

  // Back online it arrives.
  await context.setOffline(false)
  await expect
    .poll(() => withDatabase((db) => db.prepare(`select count(*) as n from opportunity_applications a join employees e on e.id = a.employee_id where a.opportunity_id = ? and e.username = ?`).get(opening!.id, maria.username) as { n: number }).n, { timeout: 60_000 })
    .toBe(1)
  expect(navigations).toEqual([])
})
