import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { demoUsers, signIn } from './support/auth'
import { holdStore } from './support/busy-storage'
import { startOwnServer, type OwnServer } from './support/own-server'
import { expectPersisted } from './support/persisted-cache'
import { waitForServiceWorkerControl } from './support/service-worker'
import { desktop } from './support/viewports'

// Issue 4's chaos journey: progress written offline across two videos and a course package
// survives offline reloads and a closed tab, and reaches the server exactly once per write when
// the connection returns — although the server refuses the first write it gets with a 503.
// Issue 26: the seeks of one video fold into one write while they wait (one line per video in the
// outbox list), and the server ends at the furthest position, also after seeking back.

test.use({ viewport: desktop })
test.describe.configure({ mode: 'serial', timeout: 240_000 })

interface Material {
  id: number
  title: string
  kind: string
}

interface Fixture {
  server: OwnServer
  userId: number
  videos: { id: number; title: string }[]
  pkg: { id: number; slug: string; articles: Material[]; video: Material }
}

async function fixture(port: number): Promise<Fixture> {
  const server = await startOwnServer(port, { TEST_FAIL_FIRST_WRITES: '1' })
  return server.query((db) => {
    const userId = (db.prepare('select id from employees where username = ?').get(demoUsers.budi.username) as { id: number }).id
    // Content the seed's learning history of this user does not touch, so the counts are this journey's alone.
    const videos = db
      .prepare('select id, title from videos v where video_url is not null and not exists (select 1 from video_progress p where p.video_id = v.id and p.employee_id = ?) order by id limit 2')
      .all(userId) as Fixture['videos']
    // A package with at least three articles and a playable video material.
    const packages = db
      .prepare('select id, slug from course_packages c where not exists (select 1 from package_progress p where p.package_id = c.id and p.employee_id = ?) order by id')
      .all(userId) as { id: number; slug: string }[]
    for (const p of packages) {
      const materials = db
        .prepare(
          `select m.id, m.title, m.kind from course_materials m left join videos v on v.id = m.video_id
           where m.package_id = ? and (m.kind = 'article' or v.video_url is not null) order by m.position`,
        )
        .all(p.id) as Material[]
      const articles = materials.filter((m) => m.kind === 'article')
      const video = materials.find((m) => m.kind === 'video')
      if (articles.length >= 3 && video) return { server, userId, videos, pkg: { ...p, articles: articles.slice(0, 3), video } }
    }
    throw new Error('the seed has no package with three articles and a playable video material')
  })
}

/** What the player does when the user seeks to `seconds` and pauses (the real progress hook reacts). */
async function watchTo(page: Page, seconds: number) {
  await page.getByTestId('video-player').evaluate((video: HTMLVideoElement, s: number) => {
    video.currentTime = s
    video.dispatchEvent(new Event('pause'))
  }, seconds)
}

const waiting = (page: Page, n: number) => expect(page.getByRole('button', { name: `${n} menunggu dikirim` })).toBeVisible()

/**
 * Waits until the outbox list shows `line`: the write is stored, not only made. The count in the
 * button moves with a kind's first write; the later writes it folds in are stored after it, and a
 * tab closed before they are loses them (IndexedDB aborts what a closing page has not committed).
 */
async function listed(page: Page, n: number, line: string) {
  await page.getByRole('button', { name: `${n} menunggu dikirim` }).click()
  const list = page.getByRole('dialog', { name: 'Menunggu dikirim' })
  await expect(list.getByRole('listitem').filter({ hasText: line })).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(list).toBeHidden()
}

const outboxSize = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('tumbuh-outbox')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const count = db.transaction(db.objectStoreNames[0]!).objectStore(db.objectStoreNames[0]!).count()
          count.onsuccess = () => {
            db.close()
            resolve(count.result)
          }
        }
      }),
  )

async function journey(context: BrowserContext, f: Fixture, reopen: 'online-event' | 'start-up') {
  const { server, videos, pkg } = f
  const [v1, v2] = videos as [Fixture['videos'][0], Fixture['videos'][0]]
  const videoUrl = (v: { id: number }) => `${server.baseURL}/learning/videos/${v.id}`
  const packageUrl = `${server.baseURL}/learning/course/${pkg.id}-${pkg.slug}`

  let page = await context.newPage()
  await signIn(page, demoUsers.budi, { guardedPath: packageUrl })
  await waitForServiceWorkerControl(page)
  // Online once, so each page is in the persisted query cache.
  await expect(page.getByRole('button', { name: new RegExp(pkg.video.title) })).toBeVisible()
  await page.goto(videoUrl(v2))
  await expect(page.getByRole('heading', { level: 1, name: v2.title })).toBeVisible()
  await page.goto(videoUrl(v1))
  await expect(page.getByRole('heading', { level: 1, name: v1.title })).toBeVisible()
  await expectPersisted(page, [
    ['learning', 'packages', 'detail', pkg.id],
    ['learning', 'packages', 'contents', pkg.id],
    ['learning', 'videos', 'detail', v2.id],
    ['learning', 'videos', 'detail', v1.id],
  ])

  await context.setOffline(true)
  // Ten seeks and pauses, the last two back: one write waits for the video, at its furthest point.
  for (const s of [2, 4, 6, 8, 10, 12, 14, 16, 6, 10]) await watchTo(page, s)
  await waiting(page, 1)
  await page.getByRole('button', { name: '1 menunggu dikirim' }).click()
  const list = page.getByRole('dialog', { name: 'Menunggu dikirim' })
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(list.getByRole('listitem')).toContainText(`Video "${v1.title}": sampai 00:16`)
  await page.keyboard.press('Escape')
  await expect(list).toBeHidden()

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: v1.title })).toBeVisible()
  await expect(page.getByTestId('video-progress')).toBeVisible()
  await waiting(page, 1)

  await page.goto(videoUrl(v2))
  await expect(page.getByRole('heading', { level: 1, name: v2.title })).toBeVisible()
  await watchTo(page, 2)
  await waiting(page, 2)
  // The six seeks after the first are stored late; the tab may close only once the list says so.
  const busy = await holdStore(context, server.baseURL, 'tumbuh-outbox', 'entries', 2000)
  for (let s = 4; s <= 14; s += 2) await watchTo(page, s) // 7 seeks, one write
  await listed(page, 2, `Video "${v2.title}": sampai 00:14`)

  // The tab is closed and the app opened again, still offline.
  await page.close()
  await busy.close()
  page = await context.newPage()
  await page.goto(packageUrl)
  await waiting(page, 2)
  for (const material of pkg.articles) {
    await page.getByRole('button', { name: new RegExp(material.title) }).click()
    await expect(page.getByTestId('current-material').getByRole('heading', { name: material.title })).toBeVisible()
    await page.getByRole('button', { name: 'Tandai selesai' }).click() // 3 writes: a material each
    await expect(page.getByTestId('current-material').getByText('Selesai', { exact: true })).toBeVisible()
  }
  await page.getByRole('button', { name: new RegExp(pkg.video.title) }).click()
  await watchTo(page, 3)
  await watchTo(page, 6) // 1 write: the video material's two fold
  await listed(page, 6, `Materi "${pkg.video.title}": sampai 00:06`)
  // Nothing has reached the server yet.
  expect(f.server.query((db) => db.prepare('select count(*) as n from idempotency_keys').get() as { n: number })).toEqual({ n: 0 })

  if (reopen === 'start-up') {
    await page.close()
    await context.setOffline(false)
    page = await context.newPage()
    await page.goto(`${server.baseURL}/`)
  } else {
    await context.setOffline(false)
  }
  // The first write the server gets answers 503; the outbox backs off and sends it again. The tries
  // made offline do not count towards that backoff, so everything is sent within seconds (the 30 s
  // leaves room for a slow machine, not for a 30 s replay interval or a minute-long backoff).
  await expect(page.getByRole('button', { name: /menunggu dikirim/ })).toBeHidden({ timeout: 30_000 })
  await expect.poll(() => outboxSize(page)).toBe(0)
  return page
}

function assertServerState(f: Fixture) {
  const { server, userId, videos, pkg } = f
  server.query((db) => {
    const keys = db.prepare('select count(*) as n, count(distinct key) as distinct_keys from idempotency_keys where employee_id = ?').get(userId)
    expect(keys).toEqual({ n: 6, distinct_keys: 6 })
    const positions = videos.map(
      (v) => (db.prepare('select position_s from video_progress where employee_id = ? and video_id = ?').get(userId, v.id) as { position_s: number }).position_s,
    )
    expect(positions).toEqual([16, 14])
    const materials = db
      .prepare(
        `select mp.course_material_id as id, mp.position_s, mp.completed_at is not null as done from material_progress mp
         join course_materials m on m.id = mp.course_material_id where mp.employee_id = ? and m.package_id = ? order by mp.course_material_id`,
      )
      .all(userId, pkg.id)
    expect(materials).toEqual(
      [...pkg.articles.map((m) => ({ id: m.id, position_s: 0, done: 1 })), { id: pkg.video.id, position_s: 6, done: 0 }].sort((a, b) => a.id - b.id),
    )
  })
}

test('offline progress survives reloads and a closed tab, and reaches the server exactly once (Background Sync)', async ({ browser }, info) => {
  // parallelIndex, not workerIndex: worker indices grow as workers restart (47311 + 11 met 47321 + 1).
  const f = await fixture(47311 + info.parallelIndex)
  const context = await browser.newContext()
  try {
    await journey(context, f, 'online-event')
    assertServerState(f)
  } finally {
    await context.close()
    await f.server.stop()
  }
})

test('without the Background Sync API the outbox is sent when the app starts again', async ({ browser }, info) => {
  const f = await fixture(47321 + info.parallelIndex)
  const context = await browser.newContext()
  // As in Firefox and Safari: no SyncManager, no registration.sync.
  await context.addInitScript(() => {
    Reflect.deleteProperty(window, 'SyncManager')
    Object.defineProperty(ServiceWorkerRegistration.prototype, 'sync', { get: () => undefined, configurable: true })
  })
  try {
    const page = await journey(context, f, 'start-up')
    expect(await page.evaluate(() => 'SyncManager' in window)).toBe(false)
    assertServerState(f)
  } finally {
    await context.close()
    await f.server.stop()
  }
})
