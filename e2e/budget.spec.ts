import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { mobile } from './support/viewports'

// Decision 011: raised from 200 when the home page gained its learning sections.
const INITIAL_JS_BUDGET_KB = 230
const SW_BUDGET_KB = 15
const dist = path.resolve('dist')

/** Gzipped size in KB (1000 bytes) of a built file, measured from dist/ rather than the wire. */
function gzipKb(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length / 1000
}

// A fresh phone-sized context without a service worker: exactly what a first visit downloads.
test.use({ viewport: mobile, serviceWorkers: 'block' })

test('the JavaScript loaded for / before interaction and the service worker stay within budget', async ({ page, baseURL }) => {
  const scripts = new Set<string>()
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.origin === new URL(baseURL ?? '').origin && /\.m?js$/.test(url.pathname)) scripts.add(url.pathname)
  })

  await page.goto('/', { waitUntil: 'load' })
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('heading', { name: /We Provide E-Learning/ })).toBeVisible()

  expect(scripts.size).toBeGreaterThan(0)
  const perFile = [...scripts].map((p) => ({ path: p, kb: gzipKb(path.join(dist, p)) }))
  const initialKb = perFile.reduce((sum, f) => sum + f.kb, 0)
  const swKb = gzipKb(path.join(dist, 'sw.js'))

  for (const f of perFile.sort((a, b) => b.kb - a.kb)) console.log(`  ${f.kb.toFixed(1).padStart(6)} KB gz  ${f.path}`)
  console.log(
    `budget: initial JS ${initialKb.toFixed(1)} KB gz / ${INITIAL_JS_BUDGET_KB} KB (${perFile.length} files); ` +
      `sw ${swKb.toFixed(1)} KB gz / ${SW_BUDGET_KB} KB`,
  )

  expect(initialKb).toBeLessThan(INITIAL_JS_BUDGET_KB)
  expect(swKb).toBeLessThan(SW_BUDGET_KB)
})
