import { expect, test } from '@playwright/test'
import { type DemoUser, giveInterests, signInQuickly, withDatabase } from './support/auth'
import { waitForServiceWorkerControl } from './support/service-worker'
import { desktop, mobile } from './support/viewports'

// Issue 18: activity records and Discovery.
// - A book read with a cover added offline waits in the outbox ('Menunggu dikirim'), also after a
//   reload, and is sent once back online; then edited to private, and another record deleted.
// - Discovery (from the header at 1280 px, from the drawer at 360 px): a colleague's public record,
//   never a private one; saving it ("Saya juga mau baca") puts it in one's own discovery tab; the
//   colleague's name leads to their public profile.

/** Rina has no records of her own and is in no other journey: what she adds and saves is hers alone. */
const rina: DemoUser = {
  username: 'rina.kartika',
  email: 'rina.kartika@grup-nusantara.example',
  fullName: 'Rina Kartika',
  position: '',
  password: 'tumbuh-demo',
}
/** Aisyah saves from Discovery on a phone. */
const aisyah: DemoUser = {
  username: 'aisyah.putri',
  email: 'aisyah.putri@grup-nusantara.example',
  fullName: 'Aisyah Putri',
  position: 'Peserta Magang Pemasaran',
  password: 'tumbuh-demo',
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

const recordsOf = (username: string, kind: string) =>
  withDatabase(
    (db) =>
      db
        .prepare(
          'select a.id, a.title, a.visibility, a.cover_file from user_activities a join employees e on e.id = a.employee_id where e.username = ? and a.kind = ? order by a.id',
        )
        .all(username, kind) as { id: number; title: string; visibility: string; cover_file: string | null }[],
  )

test.describe('activity records', () => {
  test.use({ viewport: mobile })

  test('a book read with a cover added offline waits, survives a reload, is sent back online; then edited and a record deleted', async ({ page, context }) => {
    test.setTimeout(180_000)
    giveInterests(rina.username)
    await signInQuickly(page, rina)
    await page.goto('/activity?tab=discovery')
    await waitForServiceWorkerControl(page)
    const books = page.getByTestId('records-book-reads')
    await expect(books.getByText('Belum ada buku yang dicatat.')).toBeVisible()

    // Offline: the form checks first (the contract's own rules), then the book waits in the outbox.
    await context.setOffline(true)
    await books.getByRole('button', { name: 'Tambah Buku Dibaca' }).click()
    const form = page.getByRole('dialog', { name: 'Tambah Buku Dibaca' })
    await form.getByRole('button', { name: 'Simpan' }).click()
    await expect(form.getByRole('alert')).toHaveText('Periksa isian yang ditandai.')
    await expect(form.getByLabel('Penulis')).toHaveAttribute('aria-invalid', 'true')
    await form.getByLabel('Judul buku').fill('Laut Bercerita')
    await form.getByLabel('Penulis').fill('Leila S. Chudori')
    await form.getByLabel('Tanggal selesai dibaca').fill('2025-06-01')
    await form.getByLabel('Ulasan (opsional)').fill('Menyentuh dan membuat saya membaca sejarah lagi.')
    await form.getByLabel('Sampul buku (opsional)').setInputFiles({ name: 'sampul laut.png', mimeType: 'image/png', buffer: PNG })
    await expect(form.getByRole('img', { name: 'Sampul dipilih: sampul laut.png' })).toBeVisible()
    await expect(form.getByLabel('Tampilkan di profil publik')).toBeChecked()
    await form.getByRole('button', { name: 'Simpan' }).click()
    await expect(form).toBeHidden()
    const waiting = books.getByTestId('record-waiting')
    await expect(waiting).toContainText('Laut Bercerita')
    await expect(waiting).toContainText('Menunggu dikirim')
    await page.reload()
    await expect(page.getByTestId('records-book-reads').getByTestId('record-waiting')).toContainText('Menunggu dikirim')
    expect(recordsOf(rina.username, 'book-reads')).toEqual([])

    // Back online: sent once, with its cover, and listed from the server.
    await context.setOffline(false)
    const item = page.getByTestId('records-book-reads').getByTestId('record-item').filter({ hasText: 'Laut Bercerita' })
    await expect(item).toBeVisible({ timeout: 60_000 })
    await expect(page.getByTestId('records-book-reads').getByTestId('record-waiting')).toHaveCount(0)
    const [stored] = recordsOf(rina.username, 'book-reads')
    expect(recordsOf(rina.username, 'book-reads')).toHaveLength(1)
    expect(stored).toMatchObject({ title: 'Laut Bercerita', visibility: 'public' })
    expect(stored!.cover_file).toMatch(/\.png$/)
    await expect(item.locator('img')).toHaveAttribute('src', `/uploads/covers/${stored!.cover_file}`)

    // Edited (online): made private, the rest kept.
    await item.getByRole('button', { name: 'Ubah Laut Bercerita' }).click()
    const edit = page.getByRole('dialog', { name: 'Ubah Buku Dibaca' })
    await expect(edit.getByLabel('Judul buku')).toHaveValue('Laut Bercerita')
    await edit.getByLabel('Tampilkan di profil publik').uncheck()
    await edit.getByRole('button', { name: 'Simpan' }).click()
    await expect(edit).toBeHidden()
    await expect(item.getByText('Pribadi')).toBeVisible()
    expect(recordsOf(rina.username, 'book-reads')[0]).toMatchObject({ visibility: 'private', cover_file: stored!.cover_file })

    // A training added online, then deleted after the confirmation.
    const trainings = page.getByTestId('records-trainings')
    await trainings.getByRole('button', { name: 'Tambah Pelatihan' }).click()
    const add = page.getByRole('dialog', { name: 'Tambah Pelatihan' })
    await add.getByLabel('Nama pelatihan').fill('Ahli K3 Pertambangan')
    await add.getByLabel('Penyelenggara').fill('Lembaga')
    await add.getByLabel('Tanggal mulai').fill('2025-03-10')
    await add.getByLabel('Tanggal selesai').fill('2025-03-03')
    await add.getByRole('button', { name: 'Simpan' }).click()
    await expect(add.getByText('Tanggal selesai tidak boleh sebelum tanggal mulai')).toBeVisible()
    await expect(add.getByLabel('Nama pelatihan')).toHaveValue('Ahli K3 Pertambangan')
    await add.getByLabel('Tanggal selesai').fill('2025-03-14')
    await add.getByRole('button', { name: 'Simpan' }).click()
    const training = trainings.getByTestId('record-item').filter({ hasText: 'Ahli K3 Pertambangan' })
    await expect(training).toBeVisible({ timeout: 30_000 })
    await training.getByRole('button', { name: 'Hapus Ahli K3 Pertambangan' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Hapus catatan ini?' })
    await confirm.getByRole('button', { name: 'Ya, hapus' }).click()
    await expect(training).toHaveCount(0, { timeout: 30_000 })
    await expect.poll(() => recordsOf(rina.username, 'trainings')).toEqual([])

    // A cover the server refuses by its content (text named .png): the refusal stays in the group
    // with the server's reason; 'Perbaiki' opens the form with what was typed, the cover named.
    await page.getByTestId('records-book-reads').getByRole('button', { name: 'Tambah Buku Dibaca' }).click()
    const second = page.getByRole('dialog', { name: 'Tambah Buku Dibaca' })
    await second.getByLabel('Judul buku').fill('Cantik Itu Luka')
    await second.getByLabel('Penulis').fill('Eka Kurniawan')
    await second.getByLabel('Tanggal selesai dibaca').fill('2025-07-20')
    await second
      .getByLabel('Sampul buku (opsional)')
      .setInputFiles({ name: 'palsu.png', mimeType: 'image/png', buffer: Buffer.from('bukan gambar sama sekali') })
    await second.getByRole('button', { name: 'Simpan' }).click()
    const refused = page.getByTestId('records-book-reads').getByTestId('record-waiting').filter({ hasText: 'Cantik Itu Luka' })
    await expect(refused).toContainText('Ditolak server: Sampul harus berupa gambar JPEG, PNG, atau WebP.', { timeout: 30_000 })
    await refused.getByRole('button', { name: 'Perbaiki' }).click()
    const fix = page.getByRole('dialog', { name: 'Tambah Buku Dibaca' })
    await expect(fix.getByLabel('Judul buku')).toHaveValue('Cantik Itu Luka')
    await expect(fix.getByLabel('Penulis')).toHaveValue('Eka Kurniawan')
    await expect(fix.getByLabel('Sampul buku (opsional)')).toHaveAttribute('aria-invalid', 'true')
    await fix.getByLabel('Sampul buku (opsional)').setInputFiles({ name: 'sampul.png', mimeType: 'image/png', buffer: PNG })
    await fix.getByRole('button', { name: 'Simpan' }).click()
    await expect(page.getByTestId('records-book-reads').getByTestId('record-item').filter({ hasText: 'Cantik Itu Luka' })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByTestId('records-book-reads').getByTestId('record-waiting')).toHaveCount(0)
    expect(recordsOf(rina.username, 'book-reads').map((r) => r.title)).toEqual(['Laut Bercerita', 'Cantik Itu Luka'])
  })
})

const savedOf = (username: string) =>
  withDatabase(
    (db) =>
      db
        .prepare(
          'select a.title from discovery_saves s join employees e on e.id = s.employee_id join user_activities a on a.id = s.record_id where e.username = ? order by s.id',
        )
        .all(username) as { title: string }[],
  )

for (const viewport of [desktop, mobile]) {
  test.describe(`Discovery at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('shows colleagues’ public records, saves one to one’s own discovery tab, and links to the colleague', async ({ page }) => {
      test.setTimeout(120_000)
      const user = viewport === desktop ? rina : aisyah
      giveInterests(user.username)
      await signInQuickly(page, user)

      // The spec's main navigation: the header's link on a desktop, the drawer's on a phone.
      if (viewport === desktop) {
        await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Discovery', exact: true }).click()
      } else {
        await page.getByRole('button', { name: 'Buka menu' }).click()
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Discovery', exact: true }).click()
      }
      await expect(page).toHaveURL('/discovery')
      await expect(page.getByRole('heading', { level: 1, name: 'Discovery' })).toBeVisible()

      // Books only (kept in the URL): Andi's public book is there, his private one is not.
      await page.getByLabel('Jenis').selectOption({ label: 'Buku Dibaca' })
      await expect(page).toHaveURL(/kind=book-reads/)
      const card = page.getByTestId('discovery-card').filter({ hasText: 'Clean Code' })
      await expect(card).toContainText('Robert C. Martin')
      await expect(card.getByTestId('discovery-owner')).toContainText('Andi Pratama')
      await expect(page.getByTestId('discovery-card').filter({ hasText: 'Rencana Keuangan Keluarga' })).toHaveCount(0)
      await expect(page.getByTestId('discovery-card').first()).toContainText('Buku Dibaca')

      const save = card.getByRole('button', { name: 'Saya juga mau baca: Clean Code' })
      await save.click()
      const saved = card.getByRole('button', { name: 'Tersimpan, hapus dari daftar: Clean Code' })
      await expect(saved).toHaveAttribute('aria-pressed', 'true')
      await expect.poll(() => savedOf(user.username)).toEqual([{ title: 'Clean Code' }])

      // In one's own discovery tab.
      await page.getByRole('link', { name: 'Catatan saya' }).click()
      await expect(page).toHaveURL('/activity?tab=discovery')
      const list = page.getByTestId('discovery-saved')
      await expect(list.getByTestId('discovery-card').filter({ hasText: 'Clean Code' })).toBeVisible()

      // The colleague's name leads to their public profile.
      await list.getByTestId('discovery-owner').first().click()
      await expect(page).toHaveURL(/\/profile\/andi\.pratama$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Andi Pratama' })).toBeVisible()
    })
  })
}
