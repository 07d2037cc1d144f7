import { expect, test } from '@playwright/test'
import { isIdpUrl, submitLoginForm, waitForApp, type DemoUser } from './support/auth'
import { desktop } from './support/viewports'

test.use({ viewport: desktop })

/** A seeded employee with no interests (e2e/global-setup.ts gives some only to the other journeys' users). */
const dewi: DemoUser = {
  username: 'dewi.anggraini',
  email: 'dewi.anggraini@grup-nusantara.example',
  fullName: 'Dewi Anggraini',
  position: 'Spesialis Pemasaran Digital',
  password: 'tumbuh-demo',
}

const statusPath = '/api/v2/users/personalized-content-users/has-personalized-content'

test('a new user is asked for interests after sign-in, saves them, and is not asked again', async ({ page, context }) => {
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Masuk', exact: true }).click()
  await page.waitForURL(isIdpUrl)
  await submitLoginForm(page, dewi)
  await waitForApp(page)

  const dialog = page.getByRole('dialog', { name: 'Pilih Minat Belajar Anda' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('Halo, Dewi!')).toBeVisible()

  // Nothing chosen: the form says so and sends nothing.
  await dialog.getByRole('button', { name: 'Simpan Minat' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Pilih minimal satu minat.')

  const categories = dialog.getByRole('group', { name: /^Kategori/ })
  const topics = dialog.getByRole('group', { name: /^Topik/ })
  const firstCategory = categories.getByRole('checkbox').first()
  const firstTopic = topics.getByRole('checkbox').first()
  await firstCategory.check()
  await firstTopic.check()
  await expect(categories).toContainText('1 dipilih')

  // An outbox write (issue 20), which the service worker may send: the form waits for its answer,
  // and says the interests are saved only once the server has them.
  await dialog.getByRole('button', { name: 'Simpan Minat' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Minat Anda tersimpan. Rekomendasi sudah diperbarui.')).toBeVisible()

  // The server keeps them, and the home page's recommendations follow them.
  const interests = (await (await page.request.get('/api/v2/users/personalized-content-users')).json()) as { data: { category_ids: number[]; topic_ids: number[] } }
  expect(interests.data.category_ids).toHaveLength(1)
  expect(interests.data.topic_ids).toHaveLength(1)
  const recommended = page.getByRole('region', { name: 'Rekomendasi untuk Anda' })
  await expect(recommended.getByRole('link').first()).toBeVisible()

  // A reload in this tab: no modal.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(recommended.getByRole('link').first()).toBeVisible()
  await expect(dialog).toBeHidden()

  // A new tab is a new session: the status call runs again and now answers true.
  const other = await context.newPage()
  const status = other.waitForResponse((r) => new URL(r.url()).pathname === statusPath)
  await other.goto('/')
  expect(await (await status).json()).toEqual({ data: { hasPersonalizedContent: true } })
  await expect(other.getByRole('region', { name: 'Rekomendasi untuk Anda' }).getByRole('link').first()).toBeVisible()
  await expect(other.getByRole('dialog')).toHaveCount(0)
})
