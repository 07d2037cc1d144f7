import { expect, test } from '@playwright/test'
import { demoUsers, signInQuickly, withDatabase } from './support/auth'
import { mobile } from './support/viewports'

// On a phone: the registration panel sits under the date, place and seats there.
test.use({ viewport: mobile })

const user = demoUsers.budi

/** An event that starts in more than an hour, has free seats, and the user is not registered for. */
function openEvent() {
  return withDatabase(
    (db) =>
      db
        .prepare(
          `select e.id, e.title from inclass_events e
           where e.starts_at > ? and e.seats_taken < e.seats_total - 1
             and not exists (select 1 from inclass_registrations r join employees u on u.id = r.employee_id
                             where r.event_id = e.id and u.username = ?)
           order by e.starts_at limit 1`,
        )
        .get(new Date(Date.now() + 3_600_000).toISOString(), user.username) as { id: number; title: string } | undefined,
  )
}

const isRegistered = (eventId: number) =>
  withDatabase((db) =>
    Boolean(
      db
        .prepare('select 1 from inclass_registrations r join employees u on u.id = r.employee_id where r.event_id = ? and u.username = ?')
        .get(eventId, user.username),
    ),
  )

// A user without interests gets the personalization modal after signing in; it is not what these
// journeys are about, so whenever it shows up it is put off ('Nanti saja').
test.beforeEach(async ({ page }) => {
  const modal = page.getByRole('dialog', { name: 'Pilih Minat Belajar Anda' })
  await page.addLocatorHandler(modal, async () => {
    await modal.getByRole('button', { name: 'Nanti saja' }).click()
    await expect(modal).toBeHidden()
  })
})

test('register for an in-class event, then cancel it after confirming; the seat count follows', async ({ page }) => {
  await signInQuickly(page, user, { path: '/learning/inclass' })
  await expect(page.getByRole('heading', { level: 1, name: 'Kelas Tatap Muka' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Hari ini' })).toBeVisible()

  const event = openEvent()
  expect(event, 'an upcoming event with free seats').toBeDefined()
  const list = page.getByRole('region', { name: 'Semua kelas' })
  await list.getByTestId('inclass-card').filter({ hasText: event!.title }).getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1, name: event!.title })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/learning/inclass/${event!.id}$`))

  const seats = page.getByTestId('inclass-seat-count')
  const seatsLeft = async () => Number((await seats.textContent())!.match(/^(\d+) dari/)![1])
  const before = await seatsLeft()

  await page.getByRole('button', { name: 'Daftar Kelas' }).click()
  await expect(page.getByText('Anda terdaftar', { exact: true })).toBeVisible()
  await expect(seats).toContainText(`${before - 1} dari`)
  expect(isRegistered(event!.id)).toBe(true)

  // Declining in the dialog keeps the registration.
  await page.getByRole('button', { name: 'Batalkan pendaftaran' }).click()
  let dialog = page.getByRole('alertdialog', { name: 'Batalkan pendaftaran?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Tidak' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Anda terdaftar', { exact: true })).toBeVisible()
  expect(isRegistered(event!.id)).toBe(true)

  await page.getByRole('button', { name: 'Batalkan pendaftaran' }).click()
  dialog = page.getByRole('alertdialog', { name: 'Batalkan pendaftaran?' })
  await dialog.getByRole('button', { name: 'Ya, batalkan' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Pendaftaran Anda telah dibatalkan.')).toBeVisible()
  await expect(seats).toContainText(`${before} dari`)
  await expect(page.getByRole('button', { name: 'Daftar Kelas' })).toBeVisible()
  expect(isRegistered(event!.id)).toBe(false)

  // The list shows the same seats again.
  await page.goBack()
  await expect(list.getByTestId('inclass-card').filter({ hasText: event!.title })).toContainText(`Sisa ${before} kursi`)
})
