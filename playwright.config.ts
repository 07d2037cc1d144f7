import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

/**
 * Browser tests run Debian's Chromium against the production build (`vite build` runs first, in
 * scripts/test.mjs) served by the real server on its own port and a throwaway database.
 */
const port = Number(process.env.E2E_PORT ?? 4317)
const baseURL = `http://127.0.0.1:${port}`
// Created once by the main process; workers inherit the variable instead of making their own.
// Specs that must change server state open `${E2E_DATA_DIR}/tumbuh.sqlite` (e2e/support/auth.ts).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'tumbuh-e2e-'))

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Two cores, shared with the server under test.
  workers: 2,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // Its own folder: Playwright empties its output folder when it starts, and `npm test` keeps the
  // Vitest report and the type check's and build's logs in test-results/ beside it.
  outputDir: 'test-results/playwright',
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    locale: 'id-ID',
    // A trace records every action of every test (DOM snapshots, a screencast) and is thrown away
    // when the test passes: about a fifth of the browser tests' CPU (decision 042). On CI, where a
    // failed test runs once more, that retry is traced (a test that fails twice has its trace);
    // elsewhere each failed test keeps the trace of its run.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Viewports are set per spec (360 px and 1280 px) where the layout differs.
  projects: [{ name: 'chromium' }],
  webServer: {
    // As npm start runs it (decision 039: the launch flag).
    command: 'npx tsx --experimental-async-context-frame server/index.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
    },
  },
})
