import { expect, test } from '@playwright/test'
import { demoUsers, signIn, withDatabase } from './support/auth'
import { expectPersisted } from './support/persisted-cache'
import { waitForServiceWorkerControl } from './support/service-worker'
import { mobile } from './support/viewports'

// Issue 13: take a growth path, tick one item online and another offline, reload offline and see
// both, come back online: the server holds each exactly once.

test.use({ viewport: mobile })

const learner = demoUsers.putri

/** A seeded path the learner has not taken, with its first two non-assignment items. */
function untakenPath() {
  return withDatabase((db) => {
    const path = db
      .prepare(
        `select gp.id, gp.slug, gp.title from growth_paths gp
         where not exists (select 1 from growth_path_trx t join employees e on e.id = t.employee_id where t.growth_path_id = gp.id and e.username = ?)
         order by gp.id limit 1`,
      )
      .get(learner.username) as { id: number; slug: string; title: string }
    const items = db
      .prepare(
        `select i.id, i.title from growth_path_items i join growth_path_modules m on m.id = i.module_id
         where m.growth_path_id = ? and i.kind != 'assignment' order by m.position, i.position limit 2`,
      )
      .all(path.id) as { id: number; title: string }[]
    return { ...path, items }
  })
}

function doneOnServer(pathId: number) {
  return withDatabase(
    (db) =>
      db
        .prepare(
          `select p.item_id from growth_path_progress p join growth_path_trx t on t.id = p.trx_id join employees e on e.id = t.employee_id
           where t.growth_path_id = ? and e.username = ? order by p.item_id`,
        )
        .all(pathId, learner.username) as { item_id: number }[],
  ).map((r) => r.item_id)
}

test('take a growth path and follow its syllabus online and offline', async ({ page, context }) => {
  const path = untakenPath()
  const [first, second] = path.items
  // An established learner: with interests, so the personalization question stays away.
  withDatabase((db) =>
    db
      .prepare(
        `insert into personal_interests (employee_id, kind, ref_id, created_at)
         select e.id, 'category', (select min(id) from learning_categories), '2025-01-06T00:00:00.000Z' from employees e
         where e.username = ? and not exists (select 1 from personal_interests p where p.employee_id = e.id)`,
      )
      .run(learner.username),
  )
  await signIn(page, learner)
  await waitForServiceWorkerControl(page)
  await page.goto(`/growth-path/${path.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: path.title })).toBeVisible()

  await page.getByRole('button', { name: 'Ambil Growth Path' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Ambil growth path ini?' })
  await dialog.getByRole('button', { name: 'Ya, ambil' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: 'Anda mengikuti growth path ini' })).toContainText('0% selesai')

  // Online: the first item, ticked and sent.
  await page.getByRole('button', { name: `Tandai selesai: ${first!.title}` }).click()
  await expect(page.getByTestId('growth-path-item').filter({ hasText: first!.title }).getByText('Selesai', { exact: true })).toBeVisible()
  await expect.poll(() => doneOnServer(path.id)).toEqual([first!.id])
  await expectPersisted(page, [['growth-path', 'detail', path.slug], ['growth-path', 'silabus', path.slug], ['growth-path', 'trx', path.slug]])

  // Offline: the second waits in the outbox, and a reload still shows both ticked.
  await context.setOffline(true)
  await page.getByRole('button', { name: `Tandai selesai: ${second!.title}` }).click()
  const secondItem = page.getByTestId('growth-path-item').filter({ hasText: second!.title })
  await expect(secondItem.getByText('menunggu dikirim')).toBeVisible()
  await expectPersisted(page, [['growth-path', 'trx', path.slug]])
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: path.title })).toBeVisible()
  await expect(secondItem.getByText('Selesai', { exact: true })).toBeVisible()
  await expect(page.getByTestId('growth-path-item').filter({ hasText: first!.title }).getByText('Selesai', { exact: true })).toBeVisible()
  expect(doneOnServer(path.id)).toEqual([first!.id])

  // Back online: delivered once, and the waiting mark goes.
  await context.setOffline(false)
  await expect(secondItem.getByText('menunggu dikirim')).toBeHidden({ timeout: 60_000 })
  await expect.poll(() => doneOnServer(path.id)).toEqual([first!.id, second!.id].sort((a, b) => a - b))
})
