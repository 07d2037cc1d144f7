import { expect, test, type Locator, type Page } from '@playwright/test'
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
  await expect(footer.getByRole('link', { name: 'Baca FAQ' })).toHaveAttribute('href', '/help-center')
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

  test('header with the main links, help center and Masuk; footer; home tagline and banners', async ({ page }) => {
    await page.goto('/')
    await expectDocumentBasics(page)

    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Tumbuh', exact: true })).toBeVisible()
    const nav = header.getByRole('navigation', { name: 'Navigasi utama' })
    await expect(nav).toBeVisible()
    for (const [name, href] of [
      ['Beranda', '/'],
      ['Learning', '/learning'],
      [/^Growth Path/, '/growth-path'],
      ['Mentor', '/mentor'],
      ['Discovery', '/discovery'],
    ] as const) {
      const link = nav.getByRole('link', { name, exact: typeof name === 'string' })
      await expect(link).toBeVisible()
      await expect(link).toHaveAttribute('href', href)
    }
    const product = nav.getByRole('link', { name: /^Tumbuh/ })
    await expect(product).toBeVisible()
    await expect(product).toHaveAttribute('target', '_blank')
    await expect(header.getByRole('link', { name: 'Pusat Bantuan' })).toBeVisible()
    await expect(header.getByRole('button', { name: 'Masuk' })).toBeVisible()
    await expect(header.getByRole('button', { name: 'Buka menu', includeHidden: true })).toBeHidden()

    await expect(page.getByRole('heading', { level: 1, name: tagline })).toBeVisible()
    const banners = page.getByRole('region', { name: 'Banner sorotan' })
    await expect(banners).toBeVisible()
    await expectImageLoaded(banners.getByRole('img', { name: 'Belajar Tanpa Batas, Tumbuh Setiap Hari' }))

    await expectFooter(page)
  })

  test("Growth Path carries the 'New' badge through 2025, not after", async ({ page }) => {
    const growthPath = page.getByRole('banner').getByRole('link', { name: /^Growth Path/ })

    await page.clock.setFixedTime(new Date('2025-12-31T12:00:00+07:00'))
    await page.goto('/')
    await expect(growthPath.getByText('New', { exact: true })).toBeVisible()

    await page.clock.setFixedTime(new Date('2026-01-02T12:00:00+07:00'))
    await page.reload()
    await expect(growthPath).toBeVisible()
    await expect(growthPath.getByText('New', { exact: true })).toHaveCount(0)
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
  })
})
