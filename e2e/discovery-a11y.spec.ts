import { expect, test } from '@playwright/test'
import { demoUsers, giveInterests, signInQuickly } from './support/auth'
import { expectNoSeriousViolations, settled } from './support/axe'
import { desktop, mobile } from './support/viewports'

/**
 * The discovery screens (issue 18) checked with axe against WCAG 2.1 A and AA at both widths, as
 * the other a11y specs do: no serious or critical violation. Signed in as Sari: /discovery, the
 * discovery tab of /activity, a record's form (with its errors) and the delete confirmation.
 * Read-only: nothing is added, saved or deleted.
 */

for (const viewport of [desktop, mobile]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport })

    test('the discovery screens have no serious accessibility violations', async ({ page }) => {
      test.setTimeout(180_000)
      const sari = demoUsers.sari
      giveInterests(sari.username)
      await signInQuickly(page, sari)
      const label = (name: string) => `${name} at ${viewport.width} px`

      await page.goto('/discovery')
      await expect(page.getByTestId('discovery-card').first()).toBeVisible()
      await settled(page)
      await expectNoSeriousViolations(page, label('/discovery'))

      await page.goto('/activity?tab=discovery')
      await expect(page.getByTestId('records-book-reads').getByTestId('record-item').first()).toBeVisible()
      await settled(page)
      await expectNoSeriousViolations(page, label('the discovery tab'))

      await page.getByRole('button', { name: 'Tambah Pelatihan' }).click()
      const form = page.getByRole('dialog', { name: 'Tambah Pelatihan' })
      await form.getByRole('button', { name: 'Simpan' }).click()
      await expect(form.getByRole('alert')).toBeVisible()
      await expectNoSeriousViolations(page, label('the record form with errors'))
      await form.getByRole('button', { name: 'Batal' }).click()

      await page
        .getByTestId('records-book-reads')
        .getByRole('button', { name: /^Hapus / })
        .first()
        .click()
      await expect(page.getByRole('alertdialog', { name: 'Hapus catatan ini?' })).toBeVisible()
      await expectNoSeriousViolations(page, label('the delete confirmation'))
      await page.getByRole('alertdialog').getByRole('button', { name: 'Batal' }).click()
    })
  })
}
