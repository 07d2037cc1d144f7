import { expect, test } from '@playwright/test'
import { demoUsers, signInQuickly, withDatabase } from './support/auth'
import { expectPersisted } from './support/persisted-cache'
import { waitForServiceWorkerControl } from './support/service-worker'
import { expectNoSeriousViolations } from './support/axe'
import { desktop, mobile } from './support/viewports'

// Issue 14: the inbox from the bell. Read one online, one offline (it waits in the outbox, survives
// a reload and arrives once), mark all read: the bell clears. A notification's link is followed.

const reader = demoUsers.made

// One reader for the whole file: the two widths must not read each other's notifications.
test.describe.configure({ mode: 'serial' })

type Row = { id: number; title: string; read_at: string | null }

function notificationsOnServer(): Row[] {
  return withDatabase(
    (db) =>
      db
        .prepare('select n.id, n.title, n.read_at from notifications n join employees e on e.id = n.employee_id where e.username = ? order by n.id desc')
        .all(reader.username) as Row[],
  )
}

const journeyRows = [
  { kind: 'system', title: 'Dibaca saat daring', body: 'Notifikasi untuk dibaca saat terhubung.', link: null, minutesAgo: 3 },
  { kind: 'learning', title: 'Dibaca saat luring', body: 'Notifikasi untuk dibaca tanpa koneksi.', link: null, minutesAgo: 2 },
] as const
const linkedRow = {
  kind: 'growth-path',
  title: 'Growth path baru untuk Anda',
  body: 'Lihat daftar growth path yang dibuka bulan ini.',
  link: '/growth-path',
  minutesAgo: 1,
} as const

/** Fresh unread ones of the journey's own (the seed's may have been read by an earlier run). */
function addUnread(rows: readonly { kind: string; title: string; body: string; link: string | null; minutesAgo: number }[]) {
  withDatabase((db) => {
    const employee = db.prepare('select id from employees where username = ?').get(reader.username) as { id: number }
    // An established learner: with interests, so the personalization question stays away.
    db.prepare(
      `insert into personal_interests (employee_id, kind, ref_id, created_at)
       select ?, 'category', (select min(id) from learning_categories), '2025-01-06T00:00:00.000Z'
       where not exists (select 1 from personal_interests where employee_id = ?)`,
    ).run(employee.id, employee.id)
    // A retry's rows replace the failed try's (their titles name one button each).
    const remove = db.prepare('delete from notifications where employee_id = ? and title = ?')
    const insert = db.prepare('insert into notifications (employee_id, kind, title, body, link_url, read_at, created_at) values (?, ?, ?, ?, ?, null, ?)')
    for (const row of rows) remove.run(employee.id, row.title)
    for (const row of rows) insert.run(employee.id, row.kind, row.title, row.body, row.link, new Date(Date.now() - row.minutesAgo * 60_000).toISOString())
  })
}

for (const viewport of [mobile, desktop]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('open the inbox from the bell, read one online and one offline, mark all read: the bell clears', async ({ page, context }) => {
      addUnread([...journeyRows, linkedRow])
      await signInQuickly(page, reader)
      await waitForServiceWorkerControl(page)
      const header = page.getByRole('banner')
      await header.getByRole('link', { name: 'Notifikasi' }).click()
      await expect(page).toHaveURL('/notification')
      await expect(page.getByRole('heading', { level: 1, name: 'Notifikasi' })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Hari ini' })).toBeVisible()
      // The page's answer marks the bell at once (the polling would in 15 s).
      await expect(header.getByTestId('unread-dot')).toBeVisible()
      await page.screenshot({ path: test.info().outputPath(`notification-${viewport.width}.png`), fullPage: true })
      // WCAG 2.1 A and AA, as e2e/a11y.spec.ts checks the other screens: no serious or critical violation.
      await expectNoSeriousViolations(page, `/notification at ${viewport.width} px`)

      // Online: read at once on the server.
      await page.getByRole('button', { name: 'Tandai dibaca: Dibaca saat daring' }).click()
      await expect(page.getByRole('button', { name: 'Tandai dibaca: Dibaca saat daring' })).toBeHidden()
      await expect.poll(() => notificationsOnServer().find((n) => n.title === 'Dibaca saat daring')?.read_at).not.toBeNull()
      await expectPersisted(page, [['notification', 'list', 'all']])

      // Offline: it waits in the outbox, and a reload still shows it read.
      await context.setOffline(true)
      await page.getByRole('button', { name: 'Tandai dibaca: Dibaca saat luring' }).click()
      const offlineItem = page.getByRole('listitem').filter({ hasText: 'Dibaca saat luring' })
      await expect(offlineItem.getByText('menunggu dikirim')).toBeVisible()
      await page.reload()
      await expect(page.getByRole('heading', { level: 1, name: 'Notifikasi' })).toBeVisible()
      await expect(offlineItem.getByText('menunggu dikirim')).toBeVisible()
      await expect(offlineItem.getByRole('button', { name: /Tandai dibaca/ })).toHaveCount(0)
      expect(notificationsOnServer().find((n) => n.title === 'Dibaca saat luring')?.read_at).toBeNull()

      // Back online: delivered once.
      await context.setOffline(false)
      await expect(offlineItem.getByText('menunggu dikirim')).toBeHidden({ timeout: 60_000 })
      await expect.poll(() => notificationsOnServer().find((n) => n.title === 'Dibaca saat luring')?.read_at).not.toBeNull()

      // Everything seen so far: the bell clears, and nothing is left unread on the server.
      await page.getByRole('button', { name: 'Tandai semua dibaca' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Semua notifikasi ditandai dibaca.' })).toBeAttached()
      await expect(header.getByTestId('unread-dot')).toBeHidden()
      await expect.poll(() => notificationsOnServer().filter((n) => n.read_at === null).length, { timeout: 30_000 }).toBe(0)
      await page.getByRole('link', { name: 'Belum dibaca' }).click()
      await expect(page).toHaveURL('/notification?filter=unread')
      await expect(page.getByText('Semua notifikasi sudah dibaca.')).toBeVisible()
    })

    test('a push shows a notification on the device and marks the bell at once', async ({ page, context, baseURL }) => {
      await context.grantPermissions(['notifications'], { origin: baseURL })
      addUnread([])
      // Everything read already, so the mark can only come from the push.
      withDatabase((db) =>
        db
          .prepare('update notifications set read_at = ? where read_at is null and employee_id = (select id from employees where username = ?)')
          .run(new Date().toISOString(), reader.username),
      )
      await signInQuickly(page, reader)
      await waitForServiceWorkerControl(page)
      const header = page.getByRole('banner')
      await page.goto('/notification')
      await expect(page.getByRole('button', { name: 'Tandai semua dibaca' })).toBeDisabled()
      await expect(header.getByTestId('unread-dot')).toBeHidden()

      // As the push service would deliver it: through the DevTools protocol to the worker.
      const cdp = await context.newCDPSession(page)
      const registration = new Promise<string>((resolve) =>
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const ours = registrations.find((r) => r.scopeURL.startsWith(new URL(baseURL!).origin))
          if (ours) resolve(ours.registrationId)
        }),
      )
      await cdp.send('ServiceWorker.enable')
      // On another page, where only the bell listens; its polling would take 15 s.
      await page.getByRole('link', { name: 'Tumbuh', exact: true }).click()
      await expect(page).toHaveURL('/')
      addUnread([{ kind: 'class', title: 'Pengingat: kelas Anda besok', body: 'Mulai pukul 13.30 WIB.', link: '/learning/inclass', minutesAgo: 0 }])
      const data = JSON.stringify({ title: 'Pengingat: kelas Anda besok', body: 'Mulai pukul 13.30 WIB.', url: '/learning/inclass', tag: 'uji-push' })
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(baseURL!).origin, registrationId: await registration, data })

      await expect
        .poll(() =>
          page.evaluate(async () =>
            (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => [n.title, n.body, (n.data as { url: string }).url]),
          ),
        )
        .toEqual([['Pengingat: kelas Anda besok', 'Mulai pukul 13.30 WIB.', '/learning/inclass']])
      await expect(header.getByTestId('unread-dot')).toBeVisible()
    })

    test("a notification's link leads to its page", async ({ page }) => {
      addUnread([linkedRow])
      await signInQuickly(page, reader)
      await page.goto('/notification')
      const newest = notificationsOnServer().find((n) => n.title === linkedRow.title)!
      expect(newest.read_at).toBeNull()
      await page.getByRole('link', { name: linkedRow.title }).first().click()
      await expect(page).toHaveURL('/growth-path')
      await expect(page.getByRole('heading', { level: 1, name: 'Growth Path' })).toBeVisible()
      // Opening it marked it read.
      await expect.poll(() => notificationsOnServer().find((n) => n.id === newest.id)?.read_at).not.toBeNull()
    })
  })
}
