import { expect, test } from '@playwright/test'
import { desktop, mobile } from './support/viewports'
import { expectNoSeriousViolations, settled } from './support/axe'

/**
 * The help center (issue 17) checked with axe against WCAG 2.1 A and AA at both widths, as
 * e2e/a11y.spec.ts checks the others: no serious or critical violation. The categories, search
 * hits with their marks, a category, a topic and a question, as a visitor. Screenshots of each
 * go to the test's output folder.
 */

for (const viewport of [desktop, mobile]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport })

    test('the help center screens have no serious accessibility violations', async ({ page }) => {
      test.setTimeout(120_000)
      const check = async (name: string) => {
        await settled(page)
        await page.screenshot({ path: test.info().outputPath(`help-center-${name}-${viewport.width}.png`), fullPage: true })
        await expectNoSeriousViolations(page, `${name} (${new URL(page.url()).search || '/help-center'}) at ${viewport.width} px`)
      }

      await page.goto('/help-center')
      await expect(page.getByRole('heading', { level: 3, name: 'Akun & Masuk' })).toBeVisible()
      await check('categories')

      await page.getByRole('searchbox', { name: 'Cari di Pusat Bantuan' }).fill('notifikasi iphone')
      await expect(page.getByRole('link', { name: /Kenapa notifikasi tidak bisa diaktifkan di iPhone\?/ })).toBeVisible()
      await check('search')

      // Issue 40: a corrected two-word search, its correction said in the results.
      await page.getByRole('searchbox', { name: 'Cari di Pusat Bantuan' }).fill('lowongn kerja')
      await expect(page.getByText('Menampilkan hasil untuk')).toBeVisible()
      await check('corrected')

      await page.goto('/help-center')
      await page.getByRole('heading', { level: 3, name: 'Lowongan' }).getByRole('link').click()
      await expect(page.getByRole('heading', { level: 2, name: 'Lowongan' })).toBeVisible()
      await check('category')

      await page.getByRole('link', { name: 'Status lamaran', exact: true }).click()
      await expect(page.getByRole('heading', { level: 2, name: 'Status lamaran' })).toBeVisible()
      await check('topic')

      await page.getByRole('link', { name: 'Apa arti status lamaran saya?' }).click()
      await expect(page.getByRole('heading', { level: 2, name: 'Apa arti status lamaran saya?' })).toBeVisible()
      await check('question')
    })
  })
}
