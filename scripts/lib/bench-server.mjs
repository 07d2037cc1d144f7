// Shared by the benchmark scripts (npm run bench, bench:lighthouse): the production server on its own
// port and a throwaway data directory, and a sign-in through the real login page.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const DEMO_USER = { username: 'budi.santoso', password: process.env.DEMO_PASSWORD ?? 'tumbuh-demo' }

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

export function requireBuild() {
  if (!existsSync('dist/index.html') || !existsSync('dist/sw.js')) {
    console.error('dist/ is missing: run `npx vite build` first.')
    process.exit(1)
  }
}

const healthy = (baseURL) => fetch(`${baseURL}/api/health`).then((r) => r.ok, () => false)

/** Starts `npx tsx server/index.ts` as `npm start` runs it; resolves with a function that stops it. */
export async function startServer(port) {
  const baseURL = `http://127.0.0.1:${port}`
  if (await healthy(baseURL)) throw new Error(`port ${port} is already in use (set BENCH_PORT)`)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tumbuh-bench-'))
  const child = spawn('npx', ['tsx', 'server/index.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseURL, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 120_000
  while (!(await healthy(baseURL))) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    if (Date.now() > deadline) {
      stop()
      throw new Error('server did not start')
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return stop
}

/**
 * Signs in through the real login page (a Playwright page): the guarded `path` sends the browser to
 * the provider and back. A first sign-in on fresh data opens the interests dialog (spec section 4):
 * one interest is chosen, as a user would, so the pages measured afterwards show no dialog.
 */
export async function signIn(page, path) {
  await page.goto(path)
  await page.waitForURL((url) => url.pathname.startsWith('/idp/'))
  await page.getByLabel('Nama pengguna atau e-mail').fill(DEMO_USER.username)
  await page.getByLabel('Kata sandi').fill(DEMO_USER.password)
  await page.getByRole('button', { name: 'Masuk', exact: true }).click()
  await page.waitForURL((url) => url.pathname === path, { timeout: 30_000 })
  const interests = page.getByRole('dialog', { name: 'Pilih Minat Belajar Anda' })
  if (await interests.waitFor({ timeout: 5_000 }).then(() => true, () => false)) {
    await interests.getByRole('group', { name: /^Kategori/ }).getByRole('checkbox').first().click()
    await interests.getByRole('button', { name: 'Simpan Minat' }).click()
    await interests.waitFor({ state: 'detached' })
  }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
