import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { dataDir, demoUsers, signInQuickly } from './support/auth'
import { waitForServiceWorkerControl } from './support/service-worker'
import { mobile } from './support/viewports'

// Issue 41: a company imports its own pack into the running server with the CLI; the new video is
// in the catalogue, plays (renditions ffmpeg made from one source, served from the file store),
// and, saved on the one visit, plays again offline.

test.use({ viewport: mobile })

const currentTime = (player: Locator) => player.evaluate((v: HTMLVideoElement) => v.currentTime)

/** Runs `npm run content -- import <dir>` against the test server's own database, while it runs. */
function importPack(dir: string): string {
  return execFileSync('npx', ['tsx', 'server/content/cli.ts', 'import', dir], {
    env: { ...process.env, DATA_DIR: dataDir(), DATABASE_URL: '', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  })
}

const MANIFEST = 'format: 1\nname: e2e-video\nversion: "1"\nlanguage: id\n'

const DEMO_PACK = path.resolve(import.meta.dirname, '../content/demo')

/**
 * The demo's videos (a pack is the whole of each kind it carries: without them they would be
 * archived) and one more, made from a 6 s ffmpeg test clip, its title unique to this run.
 */
function packWithOneVideo(title: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-e2e-pack-'))
  fs.cpSync(path.join(DEMO_PACK, 'videos'), path.join(dir, 'videos'), { recursive: true })
  fs.cpSync(path.join(DEMO_PACK, 'media'), path.join(dir, 'media'), { recursive: true })
  fs.writeFileSync(path.join(dir, 'pack.yaml'), MANIFEST)
  const key = title.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  fs.writeFileSync(path.join(dir, `videos/${key}.yaml`), `title: ${title}\ndescription: Video dari paket konten.\ncategory: Kepemimpinan\npublished_at: 2020-01-06\nsource: media/sumber.webm\n`)
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=15:duration=6', '-f', 'lavfi', '-i', 'sine=duration=6'],
    ...['-c:v', 'libvpx', '-b:v', '300k', '-deadline', 'realtime', '-cpu-used', '8', '-c:a', 'libopus', '-shortest', path.join(dir, 'media/sumber.webm')],
  ])
  return dir
}

test('a pack imported into the running server: its video is in the catalogue, plays, and plays offline after one visit', async ({ page, context }) => {
  test.setTimeout(180_000)
  const title = `Zirkonia Paket ${Date.now().toString(36)}`
  const pack = packWithOneVideo(title)
  try {
    expect(importPack(pack)).toContain('Diimpor: 1 ditambah, 0 diubah, 0 diarsipkan.')
  } finally {
    fs.rmSync(pack, { recursive: true, force: true })
  }
  try {
    await playOnlineThenOffline(page, context, title)
  } finally {
    // The demo pack again: the new video is archived, so the journeys running beside this one
    // (and after it, on the same server) see the catalogue they expect.
    expect(importPack(DEMO_PACK)).toContain('0 ditambah, 0 diubah, 1 diarsipkan.')
  }
})

async function playOnlineThenOffline(page: Page, context: BrowserContext, title: string) {

  await signInQuickly(page, demoUsers.budi, { path: `/learning/videos?q=${encodeURIComponent(title)}` })
  await waitForServiceWorkerControl(page)
  // A running server shows an import at once (decision 061): no reloading until its answers age.
  const card = page.getByRole('link', { name: new RegExp(title) }).first()
  await expect(card).toBeVisible()
  await card.click()
  await expect(page.getByRole('heading', { name: title })).toBeVisible()

  const player = page.getByTestId('video-player')
  await player.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true
    await v.play()
  })
  await expect.poll(() => currentTime(player), { timeout: 20_000 }).toBeGreaterThan(1)
  await player.evaluate((v: HTMLVideoElement) => v.pause())
  expect(await player.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/\/media\/pack\/[0-9a-f]{32}-(standard|low)\.webm$/)

  const save = page.getByTestId('save-offline')
  await save.getByRole('button', { name: 'Simpan untuk offline' }).click()
  await expect(save.getByRole('status')).toHaveText(/^Tersimpan offline · /)

  await context.setOffline(true)
  // Only the saved copy may play: the browser's HTTP cache is emptied.
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.clearBrowserCache')
  await page.reload()
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
  await player.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true
    v.currentTime = 0
    await v.play()
  })
  await expect.poll(() => currentTime(player), { timeout: 20_000 }).toBeGreaterThan(2)
  await page.screenshot({ path: 'test-results/content-import/offline-360.png' })
  await context.setOffline(false)
}
