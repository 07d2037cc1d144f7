#!/usr/bin/env node
// `npm run budget`: the bundle-budget check on its own, against the current dist/ (run
// `npm run build` first). The check itself is e2e/budget.spec.ts, so `npm test` runs it with
// the other browser tests; it loads / in Chromium from the real server and prints both figures.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

if (!existsSync('dist/index.html') || !existsSync('dist/sw.js')) {
  console.error('dist/ is missing or incomplete: run `npm run build` first.')
  process.exit(1)
}
const result = spawnSync('node_modules/.bin/playwright', ['test', 'e2e/budget.spec.ts', '--reporter=list'], { stdio: 'inherit' })
process.exit(result.status ?? 1)
