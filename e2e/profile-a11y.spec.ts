import { expect, test } from '@playwright/test'
import { avatarButton, demoUsers, giveInterests, signInQuickly, withDatabase } from './support/auth'
import { expectNoSeriousViolations, settled } from './support/axe'
import { desktop, mobile } from './support/viewports'

/**
 * The profile screens (issue 18) checked with axe against WCAG 2.1 A and AA at both widths: no
 * serious or critical violation. Signed in as Budi: his own profile (documents, assessments), his
 * edit form with its errors, and Sari's public profile. Read-only: nothing is saved.
 */

const budi = demoUsers.budi

for (const viewport of [desktop, mobile]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport })

    test('the profile screens have no serious accessibility violations', async ({ page }) => {
      test.setTimeout(120_000)
      giveInterests(budi.username)
      const budiId = withDatabase((db) => (db.prepare('select id from employees where username = ?').get(budi.username) as { id: number }).id)
      const label = (name: string) => `${name} at ${viewport.width} px`
      await signInQuickly(page, budi)

      await page.goto('/profile')
      await expect(page.getByRole('heading', { level: 1, name: budi.fullName })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Hasil Asesmen Kompetensi' }).getByRole('img').first()).toBeVisible()
      await settled(page)
      await expectNoSeriousViolations(page, label('/profile'))

      if (viewport === mobile) {
        // The profile dialog's 'Lihat Profile' leads to one's public profile.
        await avatarButton(page, budi, 'dialog').click()
        await page.getByRole('dialog', { name: budi.fullName }).getByRole('link', { name: 'Lihat Profile' }).click()
        await expect(page).toHaveURL(/\/profile\/budi\.santoso$/)
        await expect(page.getByText('Ini profil publik Anda.', { exact: false })).toBeVisible()
      }

      await page.goto('/profile/sari.wulandari')
      await expect(page.getByRole('heading', { level: 1, name: demoUsers.sari.fullName })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Catatan Aktivitas' }).getByRole('heading', { level: 3 }).first()).toBeVisible()
      await settled(page)
      await expectNoSeriousViolations(page, label('/profile/{username}'))

      await page.goto(`/edit-profile/${budiId}`)
      await page.getByRole('textbox', { name: 'Nama depan' }).fill('')
      await page.getByRole('button', { name: 'Simpan Profil' }).click()
      await expect(page.getByText('Nama depan wajib diisi')).toBeVisible()
      await expectNoSeriousViolations(page, label('/edit-profile/{id} with errors'))
    })
  })
}
