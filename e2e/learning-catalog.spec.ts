import { expect, test } from '@playwright/test'
import { demoUsers, signInQuickly } from './support/auth'
import { desktop } from './support/viewports'

test.use({ viewport: desktop })

// A user without interests gets the personalization modal after signing in; it is not what these
// journeys are about, so whenever it shows up it is put off ('Nanti saja').
test.beforeEach(async ({ page }) => {
  const modal = page.getByRole('dialog', { name: 'Pilih Minat Belajar Anda' })
  await page.addLocatorHandler(modal, async () => {
    await modal.getByRole('button', { name: 'Nanti saja' }).click()
    await expect(modal).toBeHidden()
  })
})

test('browse the catalogue: open a catalogue, filter its courses by category, open a course', async ({ page }) => {
  await signInQuickly(page, demoUsers.budi, { path: '/learning/katalog' })
  await expect(page.getByRole('heading', { level: 1, name: 'Katalog' })).toBeVisible()

  const catalogs = page.getByTestId('katalog-card')
  await expect(catalogs.first()).toBeVisible()
  const name = (await catalogs.first().locator('h3').textContent())!.trim()
  await catalogs.first().getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page).toHaveURL(/\/learning\/katalog\/\d+$/)

  const courses = page.getByRole('region', { name: 'Konten katalog' })
  const cards = courses.getByTestId('course-card')
  await expect(cards.first()).toBeVisible()
  const total = await cards.count()

  // Filter by the category of the last card: only that category's courses remain.
  const category = (await cards.last().locator('h3').locator('xpath=preceding-sibling::span').first().textContent())!.trim()
  await page.getByLabel('Kategori').selectOption({ label: category })
  await expect(page).toHaveURL(/category_id=\d+/)
  await expect(page.getByText(/^\d+ hasil$/)).toBeVisible()
  await expect
    .poll(async () => new Set(await cards.locator('h3').evaluateAll((t) => t.map((h) => h.previousElementSibling?.textContent?.trim().toLowerCase()))))
    .toEqual(new Set([category.toLowerCase()]))
  expect(await cards.count()).toBeLessThanOrEqual(total)

  const title = (await cards.first().locator('h3').textContent())!.trim()
  await cards.first().getByRole('link').click()
  await expect(page).toHaveURL(/\/learning\/(videos\/\d+|course\/\d+-[\w-]+)/)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
})
