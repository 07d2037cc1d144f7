#!/usr/bin/env node
// Runs the whole suite the way CI does: type checks, unit/component/server tests (vitest), the
// production build, then the browser tests and bundle budget (Playwright) against the real server,
// among them the two-process journey (e2e/two-processes.spec.ts: two servers on one PostgreSQL
// behind Caddy; it needs Debian's caddy and starts scripts/start-test-postgres.sh when
// TEST_DATABASE_URL is unset).
// It always ends with one line, `N passed, N failed`, and exits non-zero when anything failed.
import { spawn, spawnSync } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, statSync } from 'node:fs'

const results = []
const bin = (name) => `node_modules/.bin/${name}`

function run(label, cmd, args, env = {}) {
  const started = Date.now()
  console.log(`\n▶ ${label}: ${cmd} ${args.join(' ')}`)
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(`◀ ${label}: exit ${res.status ?? res.signal} after ${seconds} s`)
  return res.status === 0
}

// A stage started in the background, next to the one in the foreground: its output goes to a file
// (a pipe would fill while spawnSync holds the event loop) and is printed, whole and in order, when
// it is waited for, so the two never interleave in the log.
function start(label, cmd, args) {
  const started = Date.now()
  const logFile = `test-results/${label}.log`
  const fd = openSync(logFile, 'w')
  const child = spawn(cmd, args, { stdio: ['ignore', fd, fd], env: process.env })
  closeSync(fd)
  const done = new Promise((resolve) => {
    child.on('error', (error) => resolve({ status: null, signal: String(error) }))
    child.on('exit', (status, signal) => resolve({ status, signal }))
  })
  return async () => {
    const res = await done
    // Its exit is only seen once the foreground stage is over; its last output tells when it ended.
    const seconds = ((statSync(logFile).mtimeMs - started) / 1000).toFixed(1)
    console.log(`\n▶ ${label}: ${cmd} ${args.join(' ')} (beside vitest)`)
    process.stdout.write(readFileSync(logFile))
    console.log(`◀ ${label}: exit ${res.status ?? res.signal}, last output ${seconds} s after its start`)
    return res.status === 0
  }
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return undefined
  }
}

const firstLine = (text) =>
  String(text ?? '')
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 300) ?? ''

function vitestFailures(report) {
  const out = []
  for (const file of report?.testResults ?? []) {
    const name = file.name.replace(`${process.cwd()}/`, '')
    const failed = file.assertionResults.filter((t) => t.status === 'failed')
    for (const t of failed) out.push(`${name} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`)
    // A file that failed to load has no failed test of its own, only a message.
    if (failed.length === 0 && file.status === 'failed') out.push(`${name}: ${firstLine(file.message)}`)
  }
  return out
}

function playwrightFailures(report) {
  const out = []
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue
        const last = test.results?.at(-1)
        out.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${firstLine(last?.error?.message ?? last?.status)}`)
      }
    }
    // Top-level suites are the files; nested ones are describe blocks, whose titles name the test.
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title])
  }
  for (const suite of report?.suites ?? []) visit(suite, [])
  return out
}

mkdirSync('test-results', { recursive: true })

// 1. Types (one check for the app, server and service-worker projects) and the production build
// run beside Vitest: they used to wait in line before it (about 45 s and 30 s), when it ran one
// file at a time and left much of the second core idle. Vitest now runs two files at a time
// (vitest.config.ts); the two stages share the cores with it in its first minute or two.
const waitForTypes = start('types', bin('tsc'), ['-b', '--pretty'])
const waitForBuild = start('build', bin('vite'), ['build'])

// 2. Unit, component and server tests.
rmSync('test-results/vitest.json', { force: true })
const vitestOk = run('vitest', bin('vitest'), ['run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'])
const vitest = readJson('test-results/vitest.json')
// Skipped tests are named with their reason (the PostgreSQL half without TEST_DATABASE_URL), never hidden.
const skipped = vitest?.numPendingTests ?? 0
if (skipped > 0) {
  const reasons = new Set()
  for (const file of vitest.testResults)
    for (const t of file.assertionResults) if (t.status === 'pending' || t.status === 'skipped') reasons.add(t.ancestorTitles[0] ?? t.fullName)
  console.warn(`⚠ ${skipped} test(s) skipped, in: ${[...reasons].slice(0, 5).join('; ')}${reasons.size > 5 ? '; …' : ''}`)
}
results.push({
  label: 'vitest',
  skipped,
  passed: vitest?.numPassedTests ?? 0,
  // A crash before the report was written still counts as a failure.
  failed: vitest ? vitest.numFailedTests + (vitestOk || vitest.numFailedTests > 0 ? 0 : 1) : 1,
})

const typesOk = await waitForTypes()
results.unshift({ label: 'types', passed: typesOk ? 1 : 0, failed: typesOk ? 0 : 1 })

// 3. The production build, then browser tests and the bundle budget against the real server.
const buildOk = await waitForBuild()
results.push({ label: 'build', passed: buildOk ? 1 : 0, failed: buildOk ? 0 : 1 })
if (buildOk) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!existsSync(chromium)) {
    console.error(`Chromium not found at ${chromium}: install Debian's chromium or set CHROMIUM_PATH.`)
    results.push({ label: 'playwright', passed: 0, failed: 1 })
  } else {
    rmSync('test-results/e2e.json', { force: true })
    const e2eOk = run('playwright', bin('playwright'), ['test'])
    const report = readJson('test-results/e2e.json')
    const stats = report?.stats
    // A test that failed and then passed on CI's one retry counts as passed, but is named here so
    // flakiness is seen rather than hidden.
    if (stats?.flaky) console.warn(`⚠ ${stats.flaky} browser test(s) passed only on retry (flaky): see test-results/e2e.json`)
    results.push({
      label: 'playwright',
      passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
      failed: stats ? stats.unexpected + (e2eOk || stats.unexpected > 0 ? 0 : 1) : 1,
    })
  }
}

// Name what failed right above the totals, so a CI log cut to its end still says which tests and why.
const failures = [...vitestFailures(vitest), ...playwrightFailures(readJson('test-results/e2e.json'))]
if (failures.length > 0) {
  console.log('\nFailed:')
  for (const f of failures) console.log(`  ✗ ${f}`)
}

console.log('\nSummary:')
for (const r of results) console.log(`  ${r.label.padEnd(11)} ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`)
const passed = results.reduce((n, r) => n + r.passed, 0)
const failed = results.reduce((n, r) => n + r.failed, 0)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
