import { expect, test } from '@playwright/test'
import { demoUsers, isIdpUrl, loginHeading, signInQuickly } from './support/auth'
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
  // The spec's items whose pages exist (Discovery comes with its own),
  // then the external product link and Pusat Bantuan; each is followed below. No 'New' on Growth Path after 2025.
  await expect(drawer.getByRole('link')).toHaveText(['Home', 'Learning', 'Growth Path', 'Mentor', 'Discovery', /^Tumbuh/, 'Pusat Bantuan'])
  await expect(drawer.getByRole('link', { name: /^Tumbuh/ })).toHaveAttribute('href', /^https:\/\//)
  await page.screenshot({ path: test.info().outputPath('drawer-360.png') })
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

test("'Mentor' closes the drawer and opens the mentor list, visitors too", async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Buka menu' }).click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await drawer.getByRole('link', { name: 'Mentor', exact: true }).click()
  await expect(drawer).toBeHidden()
  await expect(page).toHaveURL('/mentor')
  await expect(page.getByRole('heading', { level: 1, name: 'Mentor' })).toBeVisible()
  await expect(page.getByTestId('mentor-card').first()).toBeVisible()
})

test("'Pusat Bantuan' closes the drawer and opens the help center, visitors too", async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Buka menu' }).click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await drawer.getByRole('link', { name: 'Pusat Bantuan', exact: true }).click()
  await expect(drawer).toBeHidden()
  await expect(page).toHaveURL('/help-center')
  await expect(page.getByRole('heading', { level: 1, name: 'Pusat Bantuan' })).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'Cari di Pusat Bantuan' })).toBeVisible()
})

test("'Home' closes the drawer and goes home", async ({ page }) => {
  await page.goto('/tidak-ada')
  await expect(page.getByRole('heading', { level: 1, name: 'Maaf, Kami Tidak Menemukan Halaman yang Dicari' })).toBeVisible()
  await page.getByRole('button', { name: 'Buka menu' }).click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await drawer.getByRole('link', { name: 'Home', exact: true }).click()
  await expect(drawer).toBeHidden()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1, name: /^We Provide E-Learning/ })).toBeVisible()
})

test('signed in, the drawer ends with Log Out; Learning leads to the learning section', async ({ page }) => {
  await signInQuickly(page, demoUsers.sari)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Notifikasi' })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('header-360-signed-in.png'), clip: { x: 0, y: 0, width: mobile.width, height: 120 } })
  await page.getByRole('button', { name: 'Buka menu' }).click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await expect(drawer.getByRole('link')).toHaveText(['Home', 'Learning', 'Growth Path', 'Mentor', 'Discovery', /^Tumbuh/, 'Pusat Bantuan'])
  await expect(drawer.getByRole('button', { name: 'Log Out' })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('drawer-360-signed-in.png') })

  await drawer.getByRole('link', { name: 'Learning', exact: true }).click()
  await expect(drawer).toBeHidden()
  await expect(page).toHaveURL('/learning')
  await expect(page.getByRole('heading', { level: 1, name: 'Mau belajar apa hari ini?' })).toBeVisible()
})

test('the close button closes the drawer', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Buka menu' }).click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await expect(drawer).toBeVisible()
  await drawer.getByRole('button', { name: 'Tutup menu' }).click()
  await expect(drawer).toBeHidden()
})
