import { expect, type Page } from '@playwright/test'

/**
 * Waits until /sw.js is active and controls the page (clients.claim on the first visit).
 * Polls with page.evaluate: string predicates of page.waitForFunction run through eval in the
 * page, which the app's CSP (script-src 'self', no 'unsafe-eval') rightly forbids.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  const scope = await page.evaluate<string>('navigator.serviceWorker.ready.then((r) => r.scope)')
  expect(scope).toBe(new URL('/', page.url()).href)
  await expect.poll(() => page.evaluate<string | null>('navigator.serviceWorker.controller?.scriptURL ?? null')).toBe(new URL('/sw.js', page.url()).href)
}
