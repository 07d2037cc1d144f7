// Shared by the benchmark scripts (npm run bench, bench:api, bench:lighthouse): processes started and
// stopped as a whole, the production server on its own port and a throwaway data directory, and a
// sign-in through the real login page.
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

/**
 * The builds a benchmark measures: dist/ alone, or each of BENCH_CLIENT_DIRS (comma-separated
 * builds made with `npx vite build --outDir <dir> --emptyOutDir`) on a port of its own from
 * `port`, side by side in one run. `env` is what startServer needs to serve that build.
 */
export function clientBuilds(port) {
  const dirs = process.env.BENCH_CLIENT_DIRS?.split(',')
  if (!dirs) requireBuild()
  for (const dir of dirs ?? []) {
    if (!existsSync(path.join(dir, 'index.html'))) {
      console.error(`${dir}/index.html is missing: build it with \`npx vite build --outDir ${dir} --emptyOutDir\`.`)
      process.exit(1)
    }
  }
  return (dirs ?? ['dist']).map((dir, i) => ({
    dir,
    port: port + i,
    baseURL: `http://127.0.0.1:${port + i}`,
    env: { LOG_LEVEL: 'warn', ...(dirs ? { CLIENT_DIR: path.resolve(dir) } : {}) },
  }))
}

const answers = (url) => fetch(url).then((r) => r.ok, () => false)

/**
 * Starts `command` in its own process group, waits until `readyUrl` answers 2xx, and resolves with
 * a function that stops it (and its children). Refuses a port that something already answers on.
 */
export async function startProcess(name, command, args, env, readyUrl) {
  if (await answers(readyUrl)) throw new Error(`${readyUrl} already answers (set BENCH_PORT)`)
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true })
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
  const deadline = Date.now() + 120_000
  while (!(await answers(readyUrl))) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`)
    if (Date.now() > deadline) {
      stop()
      throw new Error(`${name} did not start`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return stop
}

/**
 * The Node flags `npm start` and the Dockerfile start the server with (decision 039): without
 * --experimental-async-context-frame, Node 22 runs AsyncLocalStorage (the embedded provider's, from
 * the first sign-in on) through promise hooks that every promise of every request then pays.
 */
export const SERVER_NODE_FLAGS = ['--experimental-async-context-frame']

/**
 * Starts `npx tsx server/index.ts` as `npm start` runs it (production, SERVER_NODE_FLAGS) on `port`
 * with a throwaway data directory; `env` adds to or overrides that (default: warnings only in the log). Resolves
 * with a function that stops it and removes the data.
 */
export async function startServer(port, env = { LOG_LEVEL: 'warn' }) {
  const baseURL = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tumbuh-bench-'))
  const serverEnv = { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseURL, DATA_DIR: dataDir, ...env }
  let stopProcess
  try {
    stopProcess = await startProcess('Tumbuh', 'npx', ['tsx', ...SERVER_NODE_FLAGS, 'server/index.ts'], serverEnv, `${baseURL}/api/health`)
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  return () => {
    stopProcess()
    rmSync(dataDir, { recursive: true, force: true })
  }
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

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
