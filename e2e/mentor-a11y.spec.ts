import { expect, test } from '@playwright/test'
import { demoUsers, signInQuickly, withDatabase } from './support/auth'
import { desktop, mobile } from './support/viewports'
import { expectNoSeriousViolations, settled } from './support/axe'

/**
 * The mentor screens (issue 15) checked with axe against WCAG 2.1 A and AA at both widths, as
 * e2e/a11y.spec.ts checks the others: no serious or critical violation. The list and a mentor's
 * page as a visitor; signed in as Budi the booking form (with its errors), the join form, and his
 * sessions; as Sari her requests and the accept dialog. Read-only: nothing is booked or answered.
 */

const budi = demoUsers.budi
const sari = demoUsers.sari

const mentorIdOf = (username: string) =>
  withDatabase(
    (db) =>
      (db.prepare('select m.id from mentors m join employees e on e.id = m.employee_id where e.username = ?').get(username) as { id: number } | undefined)?.id,
  )

for (const viewport of [desktop, mobile]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport })

    test('the mentor screens have no serious accessibility violations', async ({ page, browser }) => {
      test.setTimeout(240_000)
      const sariId = mentorIdOf(sari.username)
      expect(sariId, 'the demo seed: Sari is a mentor').toBeDefined()
      const label = (name: string, path: string) => `${name} (${path}) at ${viewport.width} px`

      await test.step('a visitor on the list and on a mentor', async () => {
        await page.goto('/mentor')
        await expect(page.getByTestId('mentor-popular').getByTestId('mentor-card').first()).toBeVisible()
        await expect(page.getByRole('region', { name: 'Semua Mentor' }).getByTestId('mentor-card').first()).toBeVisible()
        await settled(page)
        await expectNoSeriousViolations(page, label('list', '/mentor'))
        await page.goto(`/mentor/${sariId}`)
        await expect(page.getByRole('heading', { level: 1, name: sari.fullName })).toBeVisible()
        await expect(page.getByRole('button', { name: 'Masuk untuk Memesan Sesi' })).toBeVisible()
        await settled(page)
        await expectNoSeriousViolations(page, label('mentor, visitor', `/mentor/${sariId}`))
      })

      await signInQuickly(page, budi)

      await test.step('the booking form and its errors', async () => {
        const path = `/mentor/${sariId}/book-session`
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1, name: 'Pesan Sesi' })).toBeVisible()
        await expect(page.getByRole('radio', { name: /\d{2}\.00 WIB/ }).first()).toBeAttached()
        await settled(page)
        await expectNoSeriousViolations(page, label('booking form', path))
        await page.getByRole('button', { name: 'Kirim Permintaan' }).click()
        await expect(page.getByText('Pilih salah satu waktu yang tersedia.')).toBeVisible()
        await expectNoSeriousViolations(page, label('booking form with errors', path))
      })

      await test.step('the mentor profile form (Budi mentors too), and its errors', async () => {
        await page.goto('/mentor/join')
        await expect(page.getByRole('heading', { level: 1, name: 'Profil Mentor Saya' })).toBeVisible()
        await expect(page.getByRole('group', { name: 'Keahlian' }).getByRole('checkbox', { checked: true }).first()).toBeVisible()
        await settled(page)
        await expectNoSeriousViolations(page, label('mentor profile form', '/mentor/join'))
        // A headline too short is refused on the page, at its field; nothing is sent.
        await page.getByLabel('Judul singkat').fill('Data')
        await page.getByRole('button', { name: 'Simpan Perubahan' }).click()
        await expect(page.getByText('Periksa kembali isian yang ditandai.')).toBeVisible()
        await expect(page.getByLabel('Judul singkat')).toBeFocused()
        await expectNoSeriousViolations(page, label('mentor profile form with errors', '/mentor/join'))
      })

      await test.step("the mentee's sessions", async () => {
        await page.goto('/activity?tab=mentor')
        const mine = page.getByRole('region', { name: 'Sesi Saya' })
        await expect(mine.getByTestId('mentor-session').first()).toBeVisible()
        await settled(page)
        await expectNoSeriousViolations(page, label('activity, mentor tab (mentee)', '/activity?tab=mentor'))
      })

      await test.step("the mentor's requests and the accept dialog", async () => {
        const context = await browser.newContext({ viewport })
        const mentorPage = await context.newPage()
        await signInQuickly(mentorPage, sari)
        await mentorPage.goto('/activity?tab=mentor')
        const request = mentorPage.getByRole('region', { name: 'Sebagai Mentor' }).getByTestId('mentor-session').filter({ hasText: 'Menunggu jawaban' }).first()
        await expect(request).toBeVisible()
        await settled(mentorPage)
        await expectNoSeriousViolations(mentorPage, label('activity, mentor tab (mentor)', '/activity?tab=mentor'))
        await request.getByRole('button', { name: 'Terima' }).click()
        const dialog = mentorPage.getByRole('dialog', { name: 'Terima sesi' })
        await expect(dialog).toBeVisible()
        await expectNoSeriousViolations(mentorPage, label('accept dialog', '/activity?tab=mentor'), '[role="dialog"]')
        await context.close()
      })
    })
  })
}
