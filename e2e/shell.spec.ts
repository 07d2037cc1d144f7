import { expect, test, type Locator, type Page } from '@playwright/test'
import { demoUsers, signInQuickly } from './support/auth'
import { desktop, mobile } from './support/viewports'

const tagline = 'We Provide E-Learning, Mentoring, and New Job Opportunities Across Division for Everyone'

async function expectDocumentBasics(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'id')
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /#289f8e/i)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', tagline)
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', /manifest\.webmanifest$/)
}

async function expectImageLoaded(image: Locator): Promise<void> {
  await expect(image).toBeVisible()
  await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
}

async function expectFooter(page: Page): Promise<void> {
  const footer = page.getByRole('contentinfo')
  await footer.scrollIntoViewIfNeeded()
  await expect(footer.getByText(/Jl\. Jend\. Sudirman/)).toBeVisible()
  await expect(footer.getByRole('link', { name: /\+62 21 5080 1234/ })).toHaveAttribute('href', /^tel:\+?622150801234$/)
  await expect(footer.getByRole('link', { name: /halo@tumbuh\.example/ })).toHaveAttribute('href', 'mailto:halo@tumbuh.example')
  // 'Baca FAQ' is the footer's one link to a page of the app: the help center.
  await expect(footer.getByRole('link', { name: /WhatsApp/ })).toBeVisible()
  await expect(footer.getByRole('link', { name: 'Baca FAQ' })).toHaveAttribute('href', '/help-center')
  await expect(footer.locator('a[href^="/"]')).toHaveCount(1)
  const whatsapp = footer.getByRole('link', { name: /WhatsApp/ })
  await expect(whatsapp).toBeVisible()
  await expect(whatsapp).toHaveAttribute('href', /wa\.me\/6281290001234/)
  await expect(whatsapp).toHaveAttribute('target', '_blank')
  for (const [name, href] of [
    [/Instagram/, 'https://www.instagram.com/tumbuh.example'],
    [/LinkedIn/, 'https://www.linkedin.com/company/tumbuh-example'],
    [/Karier Grup/, 'https://karier.tumbuh.example'],
  ] as const) {
    const link = footer.getByRole('link', { name })
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute('href', new RegExp(`^${href.replace(/\./g, '\\.')}/?$`))
    await expect(link).toHaveAttribute('target', '_blank')
  }
}

test.describe('desktop, 1280 px', () => {
  test.use({ viewport: desktop })

  test('header with the main links and Masuk; footer; home tagline and banners', async ({ page }) => {
    await page.goto('/')
    await expectDocumentBasics(page)

    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Tumbuh', exact: true })).toBeVisible()
    const nav = header.getByRole('navigation', { name: 'Navigasi utama' })
    await expect(nav).toBeVisible()
    // The spec's main links whose pages exist; Discovery comes with its own.
    await expect(nav.getByRole('link')).toHaveText(['Beranda', 'Learning', 'Growth Path', 'Mentor', 'Discovery', /^Tumbuh/])
    const product = nav.getByRole('link', { name: /^Tumbuh/ })
    await expect(product).toHaveAttribute('target', '_blank')
    await expect(product).toHaveAttribute('href', /^https:\/\//)
    await expect(header.getByRole('link', { name: 'Pusat Bantuan' })).toHaveAttribute('href', '/help-center')
    await expect(header.getByRole('button', { name: 'Masuk' })).toBeVisible()
    await expect(header.getByRole('button', { name: 'Buka menu', includeHidden: true })).toBeHidden()

    await expect(page.getByRole('heading', { level: 1, name: tagline })).toBeVisible()
    const banners = page.getByRole('region', { name: 'Banner sorotan' })
    await expect(banners).toBeVisible()
    await expectImageLoaded(banners.getByRole('img', { name: 'Belajar Tanpa Batas, Tumbuh Setiap Hari' }))

    await expectFooter(page)
    await page.screenshot({ path: test.info().outputPath('header-1280.png'), clip: { x: 0, y: 0, width: desktop.width, height: 120 } })
  })

  test('the main links lead to their pages', async ({ page }) => {
    await signInQuickly(page, demoUsers.sari)
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Navigasi utama' })

    await nav.getByRole('link', { name: 'Learning', exact: true }).click()
    await expect(page).toHaveURL('/learning')
    await expect(page.getByRole('heading', { level: 1, name: 'Mau belajar apa hari ini?' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Learning', exact: true })).toHaveAttribute('aria-current', 'page')

    await nav.getByRole('link', { name: 'Beranda', exact: true }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1, name: tagline })).toBeVisible()

    await page.goto('/learning/videos')
    await page.getByRole('banner').getByRole('link', { name: 'Tumbuh', exact: true }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1, name: tagline })).toBeVisible()
  })

  test("'Mulai Belajar' in the hero leads to the learning section", async ({ page }) => {
    await signInQuickly(page, demoUsers.sari)
    await page.getByRole('link', { name: 'Mulai Belajar' }).click()
    await expect(page).toHaveURL('/learning')
    await expect(page.getByRole('heading', { level: 1, name: 'Mau belajar apa hari ini?' })).toBeVisible()
  })
})

test.describe('mobile, 360 px', () => {
  test.use({ viewport: mobile })

  test('burger, logo and Masuk; the desktop links are hidden; footer and tagline', async ({ page }) => {
    await page.goto('/')
    await expectDocumentBasics(page)

    const header = page.getByRole('banner')
    await expect(header.getByRole('button', { name: 'Buka menu' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Tumbuh', exact: true })).toBeVisible()
    await expect(header.getByRole('button', { name: 'Masuk' })).toBeVisible()
    const desktopNav = header.getByRole('navigation', { name: 'Navigasi utama', includeHidden: true })
    await expect(desktopNav).toHaveCount(1)
    await expect(desktopNav).toBeHidden()

    await expect(page.getByRole('heading', { level: 1, name: tagline })).toBeVisible()
    await expectFooter(page)

    // Nothing sticks out sideways at 360 px.
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth')
    expect(overflow).toBeLessThanOrEqual(0)
    await page.screenshot({ path: test.info().outputPath('header-360.png'), clip: { x: 0, y: 0, width: mobile.width, height: 120 } })
  })
})
