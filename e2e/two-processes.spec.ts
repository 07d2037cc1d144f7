import { createECDH, randomBytes, randomUUID } from 'node:crypto'
import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type APIResponse, type BrowserContext, type Page } from '@playwright/test'
import { demoUsers, signIn } from './support/auth'
import { expectPersisted } from './support/persisted-cache'
import { waitForServiceWorkerControl } from './support/service-worker'
import { startTwoProcesses, type TwoProcesses } from './support/two-processes'
import { desktop } from './support/viewports'

// Issue 19 (decision 025): two server processes, each with a DATA_DIR of its own as on two
// machines, on one PostgreSQL behind Caddy's round robin. A user signs in through the embedded
// provider with every step answered by whichever process the proxy picks and goes on using both,
// also when both refresh the session's token at once;
// the outbox's replay reaches both and records each write once, also when a write is delivered
// to both; a file uploaded through one is served by the other; the notification scheduler runs in
// both and tells each user once, also after the process holding it stops; a content import by the
// CLI shows in both at once.

test.use({ viewport: desktop })
test.describe.configure({ mode: 'serial', timeout: 240_000 })

const BASE_PORT = Number(process.env.E2E_TWO_PROCESSES_PORT ?? 47341)
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')
const APP_HEADERS = { 'x-requested-with': 'XMLHttpRequest' }

let two: TwoProcesses
let context: BrowserContext
let page: Page
let budiId: number
let ports: [string, string]
/** A push service of our own: counts what each device path receives. */
let pushService: Server
const pushes = new Map<string, number>()

const servedBy = (res: APIResponse) => res.headers()['x-served-by'] ?? ''

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000)
  two = await startTwoProcesses(
    { proxy: BASE_PORT, a: BASE_PORT + 1, b: BASE_PORT + 2 },
    // The scheduler looks every second in both processes; pushes may go to a loopback push service.
    { NOTIFICATION_EVENTS_INTERVAL_S: '1', PUSH_ENDPOINT_HOSTS: '127.0.0.1' },
  )
  ports = [String(two.upstreams[0].port), String(two.upstreams[1].port)]
  budiId = (await two.sql<{ id: number }>('select id from employees where username = $1', [demoUsers.budi.username]))[0]!.id
  // An established learner: the interests question stays away.
  await two.sql(
    `insert into personal_interests (employee_id, kind, ref_id, created_at)
     select $1, 'category', (select min(id) from learning_categories), '2025-01-06T00:00:00.000Z'
     where not exists (select 1 from personal_interests where employee_id = $1)`,
    [budiId],
  )
  pushService = createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      pushes.set(req.url ?? '', (pushes.get(req.url ?? '') ?? 0) + 1)
      res.writeHead(201).end()
    })
  })
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve))
  context = await browser.newContext({ baseURL: two.baseURL })
})

test.afterAll(async () => {
  await context?.close()
  if (pushService) await new Promise((resolve) => pushService.close(resolve))
  await two?.stop()
})

test('signs in through the embedded provider across both processes and is signed in at either', async () => {
  page = await context.newPage()
  await signIn(page, demoUsers.budi, { guardedPath: `${two.baseURL}/profile` })
  // The provider's steps (authorize, its login page, the password, the way back) and the app's
  // callback were answered by both processes, none refused.
  const signInSteps = two.served().filter((r) => r.uri.startsWith('/idp/') || r.uri.startsWith('/api/auth/'))
  expect(signInSteps.filter((r) => r.status >= 400)).toEqual([])
  expect(new Set(signInSteps.map((r) => r.upstream))).toEqual(new Set(ports))

  const upstreams = new Set<string>()
  for (let i = 0; i < 6; i += 1) {
    const res = await page.request.get('/api/platform/user/info', { headers: APP_HEADERS })
    expect(res.status()).toBe(200)
    expect((await res.json()).data).toMatchObject({ name: demoUsers.budi.fullName, email: demoUsers.budi.email })
    upstreams.add(servedBy(res))
  }
  expect(upstreams).toEqual(new Set(ports))
})

test('a token refresh asked of both processes at once keeps the session', async () => {
  for (let round = 0; round < 3; round += 1) {
    // The access token is about to expire: the next requests refresh it, in both processes at once.
    await two.sql(`update sessions set access_expires_at = $2 where employee_id = $1`, [budiId, new Date(Date.now() + 20_000).toISOString()])
    const together = await Promise.all(Array.from({ length: 6 }, () => page.request.get('/api/platform/user/info', { headers: APP_HEADERS })))
    expect(together.map((res) => res.status())).toEqual([200, 200, 200, 200, 200, 200])
    expect(new Set(together.map(servedBy))).toEqual(new Set(ports))
    const after = await page.request.get('/api/platform/user/info', { headers: APP_HEADERS })
    expect(after.status()).toBe(200)
  }
  const sessions = await two.sql<{ access_expires_at: string }>('select access_expires_at from sessions where employee_id = $1', [budiId])
  expect(sessions).toHaveLength(1)
  expect(Date.parse(sessions[0]!.access_expires_at)).toBeGreaterThan(Date.now() + 60_000)
})

/** What the player does when the user seeks to `seconds` and pauses (the real progress hook reacts). */
async function watchTo(seconds: number) {
  await page.getByTestId('video-player').evaluate((video: HTMLVideoElement, s: number) => {
    video.currentTime = s
    video.dispatchEvent(new Event('pause'))
  }, seconds)
}

test('replays the outbox over both processes and records every write once', async () => {
  const [video] = await two.sql<{ id: number; title: string }>(
    `select id, title from videos v where video_url is not null
     and not exists (select 1 from video_progress p where p.video_id = v.id and p.employee_id = $1) order by id limit 1`,
    [budiId],
  )
  await page.goto(`/learning/videos/${video!.id}`)
  await expect(page.getByRole('heading', { level: 1, name: video!.title })).toBeVisible()
  await waitForServiceWorkerControl(page)
  await expectPersisted(page, [['learning', 'videos', 'detail', video!.id]])

  await context.setOffline(true)
  // The seeks of one video fold into one write while they wait (issue 26): one line, at 0:16.
  for (let s = 2; s <= 16; s += 2) await watchTo(s)
  await expect(page.getByRole('button', { name: '1 menunggu dikirim' })).toBeVisible()
  // Seven earlier positions as separate writes, the way a version without folding queued them, and
  // fifty more for each of eight other videos: the replay's batches (at most 50 writes each, issue
  // 26) are nine or more requests to spread over both processes (this video's eight in order in one).
  const others = await two.sql<{ id: number }>(`select id from videos where video_url is not null and id <> $1 order by id limit 8`, [video!.id])
  await page.evaluate(
    ({ positions, otherVideos }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('tumbuh-outbox')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const tx = db.transaction(db.objectStoreNames[0]!, 'readwrite')
          const store = tx.objectStore(db.objectStoreNames[0]!)
          const all = store.getAll()
          all.onsuccess = () => {
            const folded = (all.result as { seq: number; url: string; resource: string; body: Record<string, unknown> }[])[0]!
            const { foldKey: _unfolded, ...entry } = folded as Record<string, unknown>
            const put = (changes: Record<string, unknown>) => {
              const id = crypto.randomUUID()
              store.put({ ...entry, id, idempotencyKey: crypto.randomUUID(), ...changes }, id)
            }
            positions.forEach((position, i) => put({ seq: folded.seq - positions.length + i, body: { ...folded.body, position_s: position } }))
            otherVideos.forEach((other, v) => {
              for (let i = 0; i < 50; i++)
                put({
                  seq: folded.seq + 1 + v * 50 + i,
                  url: folded.url.replace(/\/videos\/\d+\//, `/videos/${other}/`),
                  resource: folded.resource.replace(/\d+$/, String(other)),
                  body: { ...folded.body, position_s: 2 + (i % 10) },
                })
            })
          }
          tx.oncomplete = () => {
            db.close()
            resolve()
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
    { positions: [2, 4, 6, 8, 10, 12, 14], otherVideos: others.map((o) => o.id) },
  )
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: video!.title })).toBeVisible()
  await expect(page.getByRole('button', { name: '408 menunggu dikirim' })).toBeVisible()
  const before = two.served().length
  await context.setOffline(false)
  await expect(page.getByRole('button', { name: /menunggu dikirim/ })).toBeHidden({ timeout: 30_000 })

  const replayed = two
    .served()
    .slice(before)
    .filter((r) => r.method === 'POST' && r.uri === '/api/outbox/batch')
  expect(replayed.length).toBeGreaterThanOrEqual(9)
  expect(new Set(replayed.map((r) => r.upstream))).toEqual(new Set(ports))
  const keys = await two.sql<{ n: string; distinct_keys: string }>(
    `select count(*) as n, count(distinct key) as distinct_keys from idempotency_keys where employee_id = $1 and path like $2`,
    [budiId, `%/videos/${video!.id}/watches`],
  )
  expect(keys[0]).toEqual({ n: '8', distinct_keys: '8' })
  const progress = await two.sql<{ position_s: number }>('select position_s from video_progress where employee_id = $1 and video_id = $2', [budiId, video!.id])
  expect(progress).toEqual([{ position_s: 16 }])
  const all = await two.sql<{ n: string; distinct_keys: string }>(
    `select count(*) as n, count(distinct key) as distinct_keys from idempotency_keys where employee_id = $1 and path = any($2::text[])`,
    [budiId, [video!.id, ...others.map((o) => o.id)].map((id) => `/api/v2/users/courses/videos/${id}/watches`)],
  )
  expect(all[0]).toEqual({ n: '408', distinct_keys: '408' })
})

/** POST and GET /api/v2/users/activities/book-reads (src/contract/profile-record.ts). */
const BOOK_READS = '/api/v2/users/activities/book-reads'

test('a write delivered to both processes at once, and again later, is recorded once', async () => {
  const titles = Array.from({ length: 5 }, (_, i) => `Buku dua proses ${i + 1}`)
  const upstreams = new Set<string>()
  for (const title of titles) {
    const key = randomUUID()
    const send = () =>
      page.request.post(BOOK_READS, {
        headers: { ...APP_HEADERS, 'idempotency-key': key },
        data: { title, author: 'Penulis Uji', finished_at: '2026-01-05', visibility: 'private' },
      })
    // The outbox's try and its retry after a lost answer, meeting in the two processes…
    const together = await Promise.all([send(), send()])
    // …and once more after both answered.
    const answers = [...together, await send()]
    for (const res of answers) upstreams.add(servedBy(res))
    const done = answers.filter((res) => res.status() === 201)
    expect(answers.every((res) => res.status() === 201 || res.status() === 409)).toBe(true)
    expect(done.length).toBeGreaterThanOrEqual(2)
    const ids = new Set(await Promise.all(done.map(async (res) => ((await res.json()) as { data: { id: number } }).data.id)))
    expect(ids.size).toBe(1)
  }
  expect(upstreams).toEqual(new Set(ports))
  const list = await page.request.get(`${BOOK_READS}?limit=50`, { headers: APP_HEADERS })
  expect(list.status()).toBe(200)
  const listed = ((await list.json()) as { data: { title: string }[] }).data.map((r) => r.title).filter((t) => t.startsWith('Buku dua proses'))
  expect(listed.sort()).toEqual(titles)
})

test('a cover uploaded through one process is served by the other', async () => {
  const created = await page.request.post(BOOK_READS, {
    headers: { ...APP_HEADERS, 'idempotency-key': randomUUID() },
    data: {
      title: 'Buku bersampul',
      author: 'Penulis Uji',
      finished_at: '2026-01-06',
      visibility: 'public',
      cover: `sampul.png,${PNG_1X1.toString('base64')}`,
    },
  })
  expect(created.status()).toBe(201)
  const storedBy = servedBy(created)
  const coverUrl = ((await created.json()) as { data: { cover_url: string } }).data.cover_url
  expect(coverUrl).toMatch(/^\/uploads\/covers\/[a-f0-9]{32}\.png$/)
  const readers = new Set<string>()
  for (let i = 0; i < 4; i += 1) {
    const res = await page.request.get(coverUrl)
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toBe('image/png')
    expect((await res.body()).equals(PNG_1X1)).toBe(true)
    readers.add(servedBy(res))
  }
  expect(readers).toContain(ports.find((p) => p !== storedBy))
  // Neither process wrote it to its own disk.
  const onDisk = two.upstreams.map((u) => u.dataDir).filter((dir) => existsSync(`${dir}/uploads/covers`))
  expect(onDisk).toEqual([])
})

async function announce(pathId: number, title: string): Promise<number> {
  const [row] = await two.sql<{ id: number }>(
    `insert into growth_path_announcements (growth_path_id, title, body, author_id, published_at) values ($1, $2, '<p>Isi.</p>', null, $3) returning id`,
    [pathId, title, new Date(Date.now() - 60_000).toISOString()],
  )
  return row!.id
}

const toldOf = (announcementId: number) =>
  two.sql<{ employee_id: number; n: string }>(
    `select employee_id, count(*) as n from notifications where event_key = $1 group by employee_id order by employee_id`,
    [`growth-path-announcement:${announcementId}`],
  )

/**
 * Waits for `runs` more runs of the notification scheduler: the process holding its lease renews it
 * at every run, and the other asks for it at the same period (NOTIFICATION_EVENTS_INTERVAL_S).
 */
async function schedulerRuns(runs: number): Promise<void> {
  const seen = new Set<string>()
  await expect
    .poll(
      async () => {
        const [lease] = await two.sql<{ expires_at: string }>(`select expires_at from leases where name = 'notification-events'`)
        if (lease) seen.add(lease.expires_at)
        return seen.size
      },
      { timeout: 20_000, intervals: [100] },
    )
    .toBeGreaterThan(runs)
}

test('a content import by the CLI shows at once in both processes (decision 061: the import notifies them)', async () => {
  const categories = async (port: number) =>
    ((await (await fetch(`http://127.0.0.1:${port}/api/help-centers/categories`)).json()) as { data: { name: string }[] }).data.map((c) => c.name)
  // Both keep the categories as a shared answer.
  const [a, b] = two.upstreams
  const before = await categories(a.port)
  expect(await categories(b.port)).toEqual(before)
  const pack = mkdtempSync(path.join(tmpdir(), 'tumbuh-two-pack-'))
  try {
    cpSync('content/demo', pack, { recursive: true })
    const file = path.join(pack, 'help-categories', 'akun-dan-masuk.yaml')
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^name: .*$/m, 'name: Akun & Masuk (diubah)'))
    const { stdout } = await promisify(execFile)(path.resolve('node_modules/.bin/tsx'), ['server/content/cli.ts', 'import', pack], {
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: two.databaseUrl, DATA_DIR: path.join(pack, 'data') },
    })
    expect(stdout).toContain('help-category: 0 ditambah, 1 diubah')
  } finally {
    rmSync(pack, { recursive: true, force: true })
  }
  // Within a moment (the notification's way), not the 5 s the shared answers may otherwise live.
  for (const { port } of [a, b]) await expect.poll(() => categories(port), { timeout: 2_000 }).toContain('Akun & Masuk (diubah)')
})

test('the notification scheduler runs in both processes and tells each user once, also after one stops', async () => {
  const device = `/perangkat-budi-${randomBytes(4).toString('hex')}`
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const subscribed = await page.request.post('/api/platform/push/subscriptions', {
    headers: APP_HEADERS,
    data: {
      endpoint: `http://127.0.0.1:${(pushService.address() as AddressInfo).port}${device}`,
      keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
    },
  })
  expect(subscribed.status()).toBe(201)

  const [path] = await two.sql<{ id: number }>('select id from growth_paths order by id limit 1')
  await two.sql(
    `insert into growth_path_trx (growth_path_id, employee_id, taken_at, updated_at)
     select $1, $2, $3, $3 where not exists (select 1 from growth_path_trx where growth_path_id = $1 and employee_id = $2)`,
    [path!.id, budiId, new Date(Date.now() - 86_400_000).toISOString()],
  )

  const first = await announce(path!.id, 'Pengumuman untuk dua proses')
  await expect.poll(async () => (await toldOf(first)).find((r) => r.employee_id === budiId)?.n, { timeout: 20_000 }).toBe('1')
  // Several more runs of both schedulers: still once per user, and one push to the device.
  await schedulerRuns(3)
  expect((await toldOf(first)).filter((r) => r.n !== '1')).toEqual([])
  await expect.poll(() => pushes.get(device), { timeout: 10_000 }).toBe(1)
  const leases = await two.sql<{ holder: string }>(`select holder from leases where name = 'notification-events'`)
  expect(leases).toHaveLength(1)

  // One process stops (as when a machine goes away): the other goes on, still once per user.
  const [stopped] = two.upstreams
  process.kill(-stopped.child.pid!, 'SIGTERM')
  await new Promise((resolve) => stopped.child.once('exit', resolve))
  const second = await announce(path!.id, 'Pengumuman setelah satu proses berhenti')
  await expect.poll(async () => (await toldOf(second)).find((r) => r.employee_id === budiId)?.n, { timeout: 20_000 }).toBe('1')
  await schedulerRuns(3)
  expect((await toldOf(second)).filter((r) => r.n !== '1')).toEqual([])
  await expect.poll(() => pushes.get(device), { timeout: 10_000 }).toBe(2)
})
