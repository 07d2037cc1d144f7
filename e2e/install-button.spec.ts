import { expect, test, type Page } from '@playwright/test'
import { desktop, mobile } from './support/viewports'

/**
 * Headless Chromium never offers installation by itself, so the test plays the browser: it fires
 * the `beforeinstallprompt` event (with a prompt that records its call) and `appinstalled`.
 */
async function offerInstall(page: Page): Promise<void> {
  await page.evaluate<void>(`(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true })
    event.prompt = async () => { window.__installPrompted = (window.__installPrompted ?? 0) + 1 }
    event.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' })
    window.dispatchEvent(event)
  })()`)
}

test.describe('desktop', () => {
  test.use({ viewport: desktop })

  test("'Pasang Aplikasi' appears only when the browser offers it and opens its install dialog", async ({ page }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    await expect(header.getByRole('button', { name: 'Masuk' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Pasang Aplikasi' })).toHaveCount(0)

    await offerInstall(page)
    const install = header.getByRole('button', { name: 'Pasang Aplikasi' })
    await expect(install).toBeVisible()
    await install.click()
    await expect.poll(() => page.evaluate<number | undefined>('window.__installPrompted')).toBe(1)
    // An offer can be used once; the button goes away with it.
    await expect(page.getByRole('button', { name: 'Pasang Aplikasi' })).toHaveCount(0)
  })

  test('the button disappears once the app is installed', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('banner').getByRole('button', { name: 'Masuk' })).toBeVisible()
    await offerInstall(page)
    await expect(page.getByRole('banner').getByRole('button', { name: 'Pasang Aplikasi' })).toBeVisible()

    await page.evaluate<void>(`window.dispatchEvent(new Event('appinstalled'))`)
    await expect(page.getByRole('button', { name: 'Pasang Aplikasi' })).toHaveCount(0)
  })
})

test.describe('mobile', () => {
  test.use({ viewport: mobile })

  test("the drawer offers 'Pasang Aplikasi' too", async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Buka menu' })).toBeVisible()
    await offerInstall(page)
    await page.getByRole('button', { name: 'Buka menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Pasang Aplikasi' })).toBeVisible()
  })
})
