import { expect, test, type Page } from '@playwright/test'
import { waitForServiceWorkerControl } from './support/service-worker'
import { desktop } from './support/viewports'

test.use({ viewport: desktop })

const registrationState = `navigator.serviceWorker.getRegistration().then((r) => ({
  waiting: r.waiting !== null,
  controller: navigator.serviceWorker.controller ? new URL(navigator.serviceWorker.controller.scriptURL).pathname + new URL(navigator.serviceWorker.controller.scriptURL).search : null,
}))`

async function openControlledPage(page: Page): Promise<void> {
  await page.goto('/')
  await waitForServiceWorkerControl(page)
}

/**
 * Stands in for a new release. The browser fetches a worker script outside Playwright's routing,
 * so the "new" worker is the same build under another script URL, which the browser installs as
 * an update of the same registration, exactly as it would a changed /sw.js.
 */
async function publishNextRelease(page: Page, tag: string): Promise<void> {
  await page.evaluate<unknown>(`navigator.serviceWorker.register('/sw.js?release=${tag}', { scope: '/' })`)
}

test('a new release waits for the user; Muat ulang switches to it and reloads', async ({ page }) => {
  await openControlledPage(page)
  await publishNextRelease(page, 'next')

  const prompt = page.getByRole('status').filter({ hasText: 'Versi baru tersedia' })
  await expect(prompt).toBeVisible()
  // Until the user accepts, the page stays with the worker it started with.
  expect(await page.evaluate(registrationState)).toEqual({ waiting: true, controller: '/sw.js' })

  await page.evaluate<void>('window.__beforeUpdate = true')
  const reloaded = page.waitForEvent('load')
  await prompt.getByRole('button', { name: 'Muat ulang' }).click()
  await reloaded
  // A fresh document: the marker set before the click is gone.
  expect(await page.evaluate<boolean>('window.__beforeUpdate === undefined')).toBe(true)
  await expect(page.getByRole('heading', { name: /We Provide E-Learning/ })).toBeVisible()
  await expect.poll(async () => (await page.evaluate<{ controller: string | null }>(registrationState)).controller).toBe('/sw.js?release=next')
})

test('closing the update prompt keeps the current version', async ({ page }) => {
  await openControlledPage(page)
  await publishNextRelease(page, 'later')

  const prompt = page.getByRole('status').filter({ hasText: 'Versi baru tersedia' })
  await expect(prompt).toBeVisible()
  await prompt.getByRole('button', { name: 'Tutup' }).click()
  await expect(prompt).toBeHidden()
  expect(await page.evaluate(registrationState)).toEqual({ waiting: true, controller: '/sw.js' })
})
