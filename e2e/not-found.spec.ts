import { expect, test } from '@playwright/test'
import { desktop } from './support/viewports'

test.use({ viewport: desktop })

test('an unknown path answers HTTP 404 with the not-found page, which leads home', async ({ page }) => {
  const response = await page.goto('/tidak-ada')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Maaf, Kami Tidak Menemukan Halaman yang Dicari' })).toBeVisible()

  await page.getByRole('link', { name: 'Kembali ke beranda' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { name: /We Provide E-Learning, Mentoring/ })).toBeVisible()
})

test('an unknown API path answers a JSON problem, not the page', async ({ request }) => {
  const response = await request.get('/api/tidak-ada')
  expect(response.status()).toBe(404)
  expect(response.headers()['content-type']).toMatch(/json/)
})
