import { expect, test } from '@playwright/test'
import { demoUsers, giveInterests, signInQuickly, withDatabase } from './support/auth'
import { desktop, mobile } from './support/viewports'
import { expectNoSeriousViolations, settled } from './support/axe'

/**
 * The job-opportunity screens (issue 16) checked with axe against WCAG 2.1 A and AA at both widths:
 * no serious or critical violation. The list and an opening as a visitor; signed in as Budi an
 * opening he applied for, one with the application form and its errors, and his applications;
 * as HR (Lestari) the unit's openings with an opening's applicants. Read-only: nothing is sent.
 */

const budi = demoUsers.budi
const hr = demoUsers.lestari

/** An open opening Budi applied for, and an open one he has not. */
function openings() {
  return withDatabase((db) => {
    const pick = (applied: boolean) =>
      db
        .prepare(
          `select o.slug, o.title from opportunities o where o.closing_day >= date('now', '+7 hours') and ${applied ? '' : 'not '}exists (
             select 1 from opportunity_applications a join employees e on e.id = a.employee_id where a.opportunity_id = o.id and e.username = ? and a.status != 'ditarik')
           order by o.id limit 1`,
        )
        .get(budi.username) as { slug: string; title: string }
    return { applied: pick(true), open: pick(false) }
  })
}

for (const viewport of [desktop, mobile]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport })

    test('the job-opportunity screens have no serious accessibility violations', async ({ page, browser }) => {
      test.setTimeout(240_000)
      const { applied, open } = openings()
      const label = (name: string, path: string) => `${name} (${path}) at ${viewport.width} px`

      await test.step('a visitor on the list and on an opening', async () => {
        await page.goto('/opportunity')
        await expect(page.getByTestId('opportunity-card').first()).toBeVisible()
        await settled(page)
        await expectNoSeriousViolations(page, label('list', '/opportunity'))
        await page.goto(`/opportunity/${open.slug}`)
        await expect(page.getByRole('heading', { level: 1, name: open.title })).toBeVisible()
        await expect(page.getByRole('button', { name: 'Masuk untuk Melamar' })).toBeVisible()
        await settled(page)
        await expectNoSeriousViolations(page, label('opening, visitor', `/opportunity/${open.slug}`))
      })

      await signInQuickly(page, budi)

      await test.step('an opening applied for, one with the form and its errors, the applications', async () => {
        await page.goto(`/opportunity/${applied.slug}`)
        await expect(page.getByRole('region', { name: 'Lamaran Anda' }).getByTestId('application')).toBeVisible()
        await settled(page)
        await expectNoSeriousViolations(page, label('opening applied for', `/opportunity/${applied.slug}`))
        await page.goto(`/opportunity/${open.slug}`)
        const form = page.getByRole('region', { name: 'Lamar Posisi Ini' })
        await form.getByRole('button', { name: 'Kirim Lamaran' }).click()
        await expect(form.getByText('Periksa kembali isian yang ditandai.')).toBeVisible()
        await expect(form.getByLabel('Motivasi')).toBeFocused()
        await expectNoSeriousViolations(page, label('application form with errors', `/opportunity/${open.slug}`))
        await page.goto('/opportunity?tab=lamaran')
        await expect(page.getByTestId('application').first()).toBeVisible()
        await settled(page)
        await expectNoSeriousViolations(page, label('applications', '/opportunity?tab=lamaran'))
      })

      await test.step("HR's openings and an opening's applicants", async () => {
        giveInterests(hr.username)
        const context = await browser.newContext({ viewport })
        const hrPage = await context.newPage()
        await signInQuickly(hrPage, hr)
        await hrPage.goto('/opportunity?tab=hr')
        const opening = hrPage
          .getByTestId('hr-opening')
          .filter({ has: hrPage.getByRole('button', { name: 'Lihat pelamar' }) })
          .first()
        await opening.getByRole('button', { name: 'Lihat pelamar' }).click()
        await expect(opening.getByTestId('applicant').first()).toBeVisible()
        await settled(hrPage)
        await expectNoSeriousViolations(hrPage, label('HR openings with applicants', '/opportunity?tab=hr'))
        await context.close()
      })
    })
  })
}
