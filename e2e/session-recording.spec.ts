import { execFileSync } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { demoUsers, signIn } from './support/auth'
import { startOwnServer, type OwnServer } from './support/own-server'
import { desktop } from './support/viewports'

// Issue 19, decision 029, end to end: a server of its own with SESSION_RECORDING=rrweb (every
// consenting session drawn), a user who agrees on their profile page and types into the help
// center's search, and the operator reading the recording through `npm run recordings`: it
// arrived, with the typing recorded as an input, and neither the typed text nor the user's name
// is in it. Withdrawing deletes it.

const PORT = Number(process.env.E2E_RECORDING_PORT ?? 47351)
const TYPED = 'rahasia-ketik-4821'

test.use({ viewport: desktop, serviceWorkers: 'block' })
test.describe.configure({ timeout: 180_000 })

let server: OwnServer

test.beforeAll(async () => {
  server = await startOwnServer(PORT, { SESSION_RECORDING: 'rrweb', SESSION_RECORDING_SAMPLE: '1' })
})
test.afterAll(async () => {
  await server?.stop()
})

/** What the operator's CLI prints from this server's database. */
function cli(...args: string[]): string {
  return execFileSync('npx', ['tsx', 'scripts/telemetry.ts', 'recordings', ...args], {
    env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', SESSION_RECORDING: 'rrweb' },
    encoding: 'utf8',
  })
}

interface Listed {
  recording: string
  user_id: number
  events: number
  screens: string[]
}

interface RrwebEvent {
  type: number
  data: { source?: number; text?: string }
}

test('a user who agrees is recorded with what they type masked; the operator lists and exports it; withdrawing deletes it', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.baseURL })
  const page = await context.newPage()
  const budi = demoUsers.budi
  const userId = server.query((db) => (db.prepare('select id from employees where username = ?').get(budi.username) as { id: number }).id)

  await signIn(page, budi, { guardedPath: '/profile' })
  const section = page.getByRole('region', { name: 'Perekaman sesi' })
  await expect(section).toContainText('disamarkan')
  await expect(section).toContainText('14 hari')
  const consent = section.getByRole('switch', { name: 'Izinkan perekaman sesi di perangkat ini' })
  await expect(consent).not.toBeChecked()
  await consent.check()
  await expect(section).toContainText('Diizinkan.')

  // A new page load: the consent is remembered on this device.
  let posted = 0
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/telemetry/recordings' && response.request().method() === 'POST' && response.status() === 202) posted += 1
  })
  await page.goto('/help-center')
  const search = page.getByRole('searchbox', { name: 'Cari di Pusat Bantuan' })
  await expect(search).toBeVisible()
  // The recorder starts once the reporting module has loaded (a few seconds after idle); hiding the
  // page sends what it has, so the first batch arriving says it runs.
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('pagehide')))
        return posted
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBeGreaterThan(0)

  await search.click()
  await search.pressSequentially(TYPED, { delay: 30 })
  await expect(search).toHaveValue(TYPED)

  // The operator's view: the recording is listed for the user, and its export has the typing as masked input.
  let events: RrwebEvent[] = []
  let exported = ''
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('pagehide')))
        const mine = (JSON.parse(cli('--json')) as Listed[]).filter((r) => r.user_id === userId)
        if (mine.length === 0) return 0
        exported = cli('--export', mine[0]!.recording)
        events = (JSON.parse(exported) as { events: RrwebEvent[] }).events
        return events.filter((e) => e.type === 3 && e.data.source === 5).length
      },
      { timeout: 60_000, intervals: [1_000, 2_000] },
    )
    .toBeGreaterThan(0)

  const listed = (JSON.parse(cli('--json')) as Listed[]).find((r) => r.user_id === userId)!
  expect(listed.screens).toContain('/help-center')
  expect(listed.screens).not.toContain('/login')
  expect(events.some((e) => e.type === 2)).toBe(true)
  expect(events.filter((e) => e.type === 3 && e.data.source === 5).every((e) => e.data.text === '***')).toBe(true)
  expect(exported).not.toContain(TYPED)
  expect(exported).not.toContain('rahasia')
  // Nor the user's name or address: all text and words in attributes are masked, the URL is a pattern.
  for (const personal of [budi.fullName, budi.username, 'Budi', 'Santoso']) expect(exported).not.toContain(personal)
  expect(cli()).toContain(`pengguna ${userId}`)

  // Withdrawing on the profile page stops the recording and deletes what was kept.
  await page.goto('/profile')
  const again = page.getByRole('region', { name: 'Perekaman sesi' })
  await expect(again.getByRole('switch', { name: 'Izinkan perekaman sesi di perangkat ini' })).toBeChecked()
  await again.getByRole('switch', { name: 'Izinkan perekaman sesi di perangkat ini' }).uncheck()
  await expect(again.getByRole('status').filter({ hasText: 'Persetujuan ditarik' })).toBeVisible()
  await expect.poll(() => (JSON.parse(cli('--json')) as Listed[]).filter((r) => r.user_id === userId).length).toBe(0)
  await context.close()
})
