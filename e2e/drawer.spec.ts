import { expect, test } from '@playwright/test'
import { isIdpUrl, loginHeading } from './support/auth'
import { mobile } from './support/viewports'

test.use({ viewport: mobile })

test('the drawer opens and closes from the keyboard and gives focus back to the burger', async ({ page }) => {
  await page.goto('/')
  const burger = page.getByRole('button', { name: 'Buka menu' })
  await expect(burger).toBeVisible()

  // Tab from the top of the page until the burger has focus (the skip link comes first).
  await expect(async () => {
    await page.keyboard.press('Tab')
    await expect(burger).toBeFocused({ timeout: 200 })
  }).toPass({ timeout: 10_000 })
  await page.keyboard.press('Enter')

  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await expect(drawer).toBeVisible()
  for (const name of ['Home', 'Learning', /^Growth Path/, 'Mentor', 'Discovery', /^Tumbuh/, 'Pusat Bantuan']) {
    await expect(drawer.getByRole('link', { name, exact: typeof name === 'string' })).toBeVisible()
  }
  // The panel spans the whole width from the left edge.
  const box = await drawer.boundingBox()
  expect(box?.x).toBe(0)
  expect(box?.width).toBe(mobile.width)

  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(burger).toBeFocused()
})

test('choosing an item closes the drawer and navigates', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Buka menu' }).click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await expect(drawer).toBeVisible()

  await drawer.getByRole('link', { name: 'Learning', exact: true }).click()
  await expect(drawer).toBeHidden()
  // The learning section is for signed-in users: a visitor goes on to the sign-in page.
  await page.waitForURL(isIdpUrl)
  await expect(loginHeading(page)).toBeVisible()
})

test('the close button closes the drawer', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Buka menu' }).click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await expect(drawer).toBeVisible()
  await drawer.getByRole('button', { name: 'Tutup menu' }).click()
  await expect(drawer).toBeHidden()
})
