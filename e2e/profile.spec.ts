import { expect, test } from '@playwright/test'
import { type DemoUser, giveInterests, signInQuickly, withDatabase } from './support/auth'
import { desktop } from './support/viewports'

// Issue 18: Yogi follows 'Lihat Profil' to his public profile, edits his profile with a photo (cut
// square in the page) and hides his learning, keeps what he typed through a refusal, adds and
// deletes a document, applies for an opening with a PDF of his profile as the CV; Maria opens the link to his profile and sees the photo, bio and skill but not
// his learning, and cannot edit his profile. Yogi and Maria appear in no other journey.

const owner: DemoUser = {
  username: 'yogi.firmansyah',
  email: 'yogi.firmansyah@grup-nusantara.example',
  fullName: 'Yogi Firmansyah',
  position: 'Supervisor Operasional Tambang',
  password: 'tumbuh-demo',
}
const colleague: DemoUser = {
  username: 'maria.simanjuntak',
  email: 'maria.simanjuntak@grup-nusantara.example',
  fullName: 'Maria Simanjuntak',
  position: '',
  password: 'tumbuh-demo',
}

// A 2×1 PNG (a wide picture: the page cuts its centred square).
const PNG_2X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4nGNQaEj4r+Cw4D8AD0MD/6Wwf3EAAAAASUVORK5CYII=', 'base64')
const PDF = Buffer.from('%PDF-1.4\n% sertifikat K3 tambang\n')

const idOf = (username: string) => withDatabase((db) => (db.prepare('select id from employees where username = ?').get(username) as { id: number }).id)

test.use({ viewport: desktop })

test('edit the profile with a photo and a hidden section; a colleague sees only what is shared', async ({ page, browser }) => {
  test.setTimeout(120_000)
  giveInterests(owner.username)
  giveInterests(colleague.username)
  const ownerId = idOf(owner.username)
  const bio = 'Mengawasi operasional tambang dan suka mendaki gunung.'

  await test.step("'Lihat Profil' leads to the public profile", async () => {
    await signInQuickly(page, owner)
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Menu akun Yogi Firmansyah/ })
      .click()
    await page.getByRole('menuitem', { name: 'Lihat Profil' }).click()
    await expect(page).toHaveURL(/\/profile\/yogi\.firmansyah$/)
    await expect(page.getByRole('heading', { level: 1, name: owner.fullName })).toBeVisible()
    await page.getByRole('link', { name: 'Profil Saya' }).click()
    await expect(page).toHaveURL(/\/profile$/)
    await page.getByRole('link', { name: 'Ubah Profil' }).click()
    await expect(page).toHaveURL(new RegExp(`/edit-profile/${ownerId}$`))
  })

  await test.step('a refusal keeps what was typed and says what to fix', async () => {
    await page.getByRole('textbox', { name: 'Bio' }).fill(bio)
    await page.getByRole('textbox', { name: 'Nama depan' }).fill('')
    await page.getByRole('button', { name: 'Simpan Profil' }).click()
    await expect(page.getByText('Nama depan wajib diisi')).toBeVisible()
    await expect(page.getByRole('alert')).toHaveText('Periksa kembali isian yang ditandai.')
    await expect(page.getByRole('textbox', { name: 'Nama depan' })).toBeFocused()
    await expect(page.getByRole('textbox', { name: 'Bio' })).toHaveValue(bio)
    await page.getByRole('textbox', { name: 'Nama depan' }).fill('Yogi')
  })

  await test.step('a photo, a skill and the learning section hidden are saved', async () => {
    await page.getByLabel('Pilih foto').setInputFiles({ name: 'yogi.png', mimeType: 'image/png', buffer: PNG_2X1 })
    await expect(page.getByRole('img', { name: 'Pratinjau foto baru' })).toBeVisible()
    await page.getByRole('checkbox', { name: 'Literasi Data' }).check()
    await page.getByRole('switch', { name: /Aktivitas dan waktu belajar/ }).uncheck()
    await page.getByRole('button', { name: 'Simpan Profil' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Profil tersimpan.' })).toBeVisible()
    // The header shows the new photo.
    await expect(page.getByRole('button', { name: 'Menu akun Yogi Firmansyah', exact: true }).locator('img[src^="/uploads/photos/"]')).toBeVisible()
    const stored = withDatabase(
      (db) => db.prepare('select profile_image, bio from employees where id = ?').get(ownerId) as { profile_image: string; bio: string },
    )
    expect(stored).toEqual({ profile_image: expect.stringMatching(/^\/uploads\/photos\/[a-f0-9]{32}\.jpg$/), bio })
  })

  await test.step('a document is uploaded and deleted after a confirmation', async () => {
    await page.goto('/profile')
    const documents = page.getByRole('region', { name: 'Dokumen' })
    await documents.getByLabel('Jenis dokumen').selectOption('certificate')
    await documents.getByLabel('Berkas').setInputFiles({ name: 'Sertifikat K3.pdf', mimeType: 'application/pdf', buffer: PDF })
    await documents.getByRole('button', { name: 'Unggah' }).click()
    await expect(documents.getByText('Dokumen "Sertifikat K3.pdf" terunggah.')).toBeVisible()
    await expect(documents.getByRole('listitem').filter({ hasText: 'Sertifikat K3.pdf' })).toContainText('Sertifikat · PDF')
    await documents.getByRole('button', { name: 'Hapus Sertifikat K3.pdf' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Hapus dokumen?' })
    await expect(confirm.getByRole('button', { name: 'Batal' })).toBeFocused()
    await confirm.getByRole('button', { name: 'Ya, hapus' }).click()
    await expect(confirm).toBeHidden()
    await expect(documents.getByText('Belum ada dokumen.')).toBeVisible()
  })

  await test.step('a PDF of the profile is the CV of an application', async () => {
    // An open opening of a unit without an HR account in the demo, so the HR journeys never see it.
    const opening = withDatabase(
      (db) =>
        db
          .prepare(
            `select o.id, o.slug, o.title from opportunities o
             where o.closing_day >= date('now', '+7 hours')
               and not exists (select 1 from employees h join employee_roles r on r.employee_id = h.id and r.role = 'hr' where h.business_unit_id = o.business_unit_id)
             order by o.id limit 1`,
          )
          .get() as { id: number; slug: string; title: string },
    )
    await page.goto('/profile')
    const documents = page.getByRole('region', { name: 'Dokumen' })
    await documents.getByLabel('Berkas').setInputFiles({ name: 'CV Yogi Firmansyah.pdf', mimeType: 'application/pdf', buffer: PDF })
    await documents.getByRole('button', { name: 'Unggah' }).click()
    await expect(documents.getByText('Dokumen "CV Yogi Firmansyah.pdf" terunggah.')).toBeVisible()

    await page.goto(`/opportunity/${opening.slug}`)
    const form = page.getByRole('region', { name: 'Lamar Posisi Ini' })
    await form.getByLabel('Motivasi').fill('Saya ingin berkembang di bidang ini dan membawa pengalaman lapangan saya.')
    await form.getByLabel('Atau pakai dokumen PDF dari profil Anda').selectOption({ label: 'CV Yogi Firmansyah.pdf' })
    await expect(form.getByLabel('CV (PDF atau Word, maksimal 5 MB)')).toBeDisabled()
    await form.getByRole('button', { name: 'Kirim Lamaran' }).click()
    await page.getByRole('alertdialog', { name: 'Kirim lamaran?' }).getByRole('button', { name: 'Ya, kirim' }).click()
    await expect(page.getByRole('region', { name: 'Lamaran Anda' }).getByTestId('application')).toHaveAttribute('data-status', 'terkirim', { timeout: 30_000 })
    const sent = withDatabase(
      (db) =>
        db.prepare('select cv_name, cv_kind from opportunity_applications where opportunity_id = ? and employee_id = ?').get(opening.id, ownerId) as {
          cv_name: string
          cv_kind: string
        },
    )
    expect(sent).toEqual({ cv_name: 'CV Yogi Firmansyah.pdf', cv_kind: 'pdf' })
  })

  await test.step('a colleague opens the link and sees the shared parts only', async () => {
    const context = await browser.newContext({ viewport: desktop })
    const other = await context.newPage()
    await signInQuickly(other, colleague)
    await other.goto(`/profile/${owner.username}`)
    const card = other.getByRole('article', { name: owner.fullName })
    await expect(card.getByRole('heading', { level: 1, name: owner.fullName })).toBeVisible()
    await expect(card.locator('img[src^="/uploads/photos/"]')).toBeVisible()
    await expect(card.getByText(bio)).toBeVisible()
    await expect(card.getByRole('region', { name: 'Tentang' }).getByText('Literasi Data')).toBeVisible()
    const learning = card.getByRole('region', { name: 'Aktivitas Belajar' })
    await expect(learning).toContainText('Yogi Firmansyah tidak membagikan bagian ini.')
    await expect(learning.getByText('Waktu belajar')).toHaveCount(0)
    await expect(card.getByText(owner.email)).toHaveCount(0)
    await expect(card.getByRole('region', { name: 'Catatan Aktivitas' })).toContainText('Belum ada catatan aktivitas.')

    await other.goto(`/edit-profile/${ownerId}`)
    await expect(other.getByRole('alert')).toContainText('Anda hanya dapat mengubah profil Anda sendiri.')
    await expect(other.getByRole('textbox', { name: 'Nama depan' })).toHaveCount(0)
    await context.close()
  })
})

test('/edit-profile/{username}, as /profile/{username} takes it: the owner lands on their form, anyone else is refused', async ({ page }) => {
  giveInterests(colleague.username)
  const colleagueId = idOf(colleague.username)
  await signInQuickly(page, colleague)

  await page.goto(`/edit-profile/${colleague.username}`)
  await expect(page).toHaveURL(new RegExp(`/edit-profile/${colleagueId}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Ubah Profil' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Nama depan' })).toHaveValue('Maria')

  await page.goto(`/edit-profile/${owner.username}`)
  await expect(page.getByRole('alert')).toContainText('Anda hanya dapat mengubah profil Anda sendiri.')
  await expect(page.getByRole('textbox', { name: 'Nama depan' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Ubah profil saya' }).click()
  await expect(page).toHaveURL(new RegExp(`/edit-profile/${colleagueId}$`))
  await expect(page.getByRole('textbox', { name: 'Nama depan' })).toHaveValue('Maria')
})
