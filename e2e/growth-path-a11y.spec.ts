import { expect, test } from '@playwright/test'
import { demoUsers, signInQuickly, withDatabase } from './support/auth'
import { desktop, mobile } from './support/viewports'
import { expectNoSeriousViolations, settled } from './support/axe'

/**
 * The growth-path screens (issue 13) checked with axe against WCAG 2.1 A and AA at both widths, as
 * e2e/a11y.spec.ts checks the others: no serious or critical violation. A path's page as a visitor
 * and signed in as Budi (with the take confirmation), his path in progress, a step with the
 * assignment form (and its error), the last step of his finished path with the certificate and the
 * rating form, and the growth-path tab of /activity. Read-only: nothing is taken, ticked or sent.
 */

const budi = demoUsers.budi
const OPEN_PATH = 'kepemimpinan-supervisor'
const IN_PROGRESS = 'coach-dan-mentor-internal'
const FINISHED = 'komunikasi-pemimpin'

interface Step {
  id: number
  title: string
}

/** Budi's state as the demo seed leaves it, and the steps the screens open. */
function seeded() {
  return withDatabase((db) => {
    const status = (slug: string) =>
      (
        db
          .prepare(
            `select case when t.finished_at is null then 'in_progress' else 'finished' end as status from growth_path_trx t
             join growth_paths gp on gp.id = t.growth_path_id join employees e on e.id = t.employee_id where gp.slug = ? and e.username = ?`,
          )
          .get(slug, budi.username) as { status: string } | undefined
      )?.status ?? null
    const steps = `from growth_path_items i join growth_path_modules m on m.id = i.module_id join growth_paths gp on gp.id = m.growth_path_id where gp.slug = ?`
    // An assignment Budi can still hand in (none reviewed yet), so the form shows.
    const assignment = db
      .prepare(
        `select i.id, i.title ${steps} and i.kind = 'assignment' and not exists (
           select 1 from growth_path_submissions s join growth_path_trx t on t.id = s.trx_id join employees e on e.id = t.employee_id
           where s.item_id = i.id and e.username = ? and s.status = 'reviewed')
         order by m.position, i.position limit 1`,
      )
      .get(IN_PROGRESS, budi.username) as Step | undefined
    // The finished path's page leads to its last step for the certificate ('Lihat sertifikat').
    const lastStep = db.prepare(`select i.id, i.title ${steps} order by m.position desc, i.position desc limit 1`).get(FINISHED) as Step | undefined
    return { openPath: status(OPEN_PATH), inProgress: status(IN_PROGRESS), finished: status(FINISHED), assignment, lastStep }
  })
}

for (const viewport of [desktop, mobile]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport })

    test('the growth-path screens have no serious accessibility violations', async ({ page }) => {
      // axe takes a few seconds per screen; eight screens on a slow machine need the room.
      test.setTimeout(240_000)
      const state = seeded()
      expect(state, 'the demo seed: Budi has not taken the open path, is taking one and has finished another').toMatchObject({
        openPath: null,
        inProgress: 'in_progress',
        finished: 'finished',
      })
      expect(state.assignment, `an assignment of ${IN_PROGRESS} not reviewed yet`).toBeDefined()
      expect(state.lastStep, `the last step of ${FINISHED}`).toBeDefined()
      const pathPage = `/growth-path/${OPEN_PATH}`
      const label = (name: string, path: string) => `${name} (${path}) at ${viewport.width} px`

      await test.step('a visitor on a path', async () => {
        await page.goto(pathPage)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(page.getByRole('button', { name: 'Masuk untuk mengambil growth path ini' })).toBeVisible()
        await expect(page.getByRole('region', { name: 'Silabus' }).getByTestId('growth-path-item').first()).toBeVisible()
        await settled(page)
        await expectNoSeriousViolations(page, label('visitor, path page', pathPage))
      })

      await signInQuickly(page, budi)

      await test.step('signed in on a path not taken, and its take confirmation', async () => {
        await page.goto(pathPage)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        const take = page.getByRole('button', { name: 'Ambil Growth Path' })
        await expect(take).toBeVisible()
        await settled(page)
        await expectNoSeriousViolations(page, label('signed in, path page', pathPage))
        await take.click()
        const dialog = page.getByRole('alertdialog', { name: 'Ambil growth path ini?' })
        await expect(dialog).toBeVisible()
        await expectNoSeriousViolations(page, label('take confirmation', pathPage), '[role="alertdialog"]')
        await dialog.getByRole('button', { name: 'Batal' }).click()
        await expect(dialog).toBeHidden()
      })

      await test.step('his path in progress', async () => {
        const path = `/growth-path/${IN_PROGRESS}`
        await page.goto(path)
        await expect(page.getByRole('status').filter({ hasText: 'Anda mengikuti growth path ini' })).toBeVisible()
        await expect(page.getByRole('button', { name: /^Tandai selesai: / }).first()).toBeVisible()
        await settled(page)
        await expectNoSeriousViolations(page, label('path in progress', path))
      })

      await test.step('a step with the assignment form, and its error', async () => {
        const path = `/growth-path/${IN_PROGRESS}/${state.assignment!.id}`
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1, name: state.assignment!.title })).toBeVisible()
        const form = page.getByRole('region', { name: 'Kumpulkan Tugas' })
        await expect(form.getByLabel('Jawaban')).toBeVisible()
        await expect(form.getByLabel('Lampiran (opsional)')).toBeAttached()
        await settled(page)
        await expectNoSeriousViolations(page, label('assignment step', path))
        // An empty answer is refused on the page; nothing is sent.
        await form.getByLabel('Jawaban').fill('')
        await form.getByRole('button', { name: /^Kumpulkan/ }).click()
        await expect(form.getByRole('alert')).toHaveText('Isi jawaban atau lampirkan berkas.')
        await expectNoSeriousViolations(page, label('assignment step with an error', path))
      })

      await test.step("the finished path's last step: certificate and rating", async () => {
        const path = `/growth-path/${FINISHED}/${state.lastStep!.id}`
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 2, name: 'Growth path selesai' })).toBeVisible()
        await expect(page.getByTestId('growth-path-certificate')).toContainText(budi.fullName)
        await expect(page.getByTestId('growth-path-certificate')).toContainText(/Nomor sertifikat: GP-\d{4}-\d+/)
        await expect(page.getByRole('group', { name: /^(Penilaian Anda|Nilai growth path ini)$/ }).getByRole('radio')).toHaveCount(5)
        await expect(page.getByRole('button', { name: 'Kirim penilaian' })).toBeVisible()
        await settled(page)
        await expectNoSeriousViolations(page, label('certificate and rating', path))
      })

      await test.step('the growth-path tab of /activity', async () => {
        const path = '/activity?tab=growthpath'
        await page.goto(path)
        const panel = page.getByRole('tabpanel')
        await expect(
          panel
            .getByRole('region', { name: /^Sedang Diikuti/ })
            .getByTestId('growth-path-card')
            .first(),
        ).toBeVisible()
        await expect(panel.getByRole('region', { name: /^Selesai/ }).getByText(/Nomor sertifikat: GP-/)).toBeVisible()
        await expect(panel.getByRole('region', { name: 'Rekomendasi untuk Anda' })).toBeVisible()
        await settled(page)
        await expectNoSeriousViolations(page, label('activity, growth-path tab', path))
      })
    })
  })
}
