import { expect, test } from '@playwright/test'
import { expectPersisted } from './support/persisted-cache'
import { waitForServiceWorkerControl } from './support/service-worker'
import { desktop, mobile } from './support/viewports'

// Issue 17, as a visitor: search, open a question, follow a related one, go offline, reload, search
// again (in the page, over the stored content) and open an answer. Then the deep links and the
// entries to the help center.

const searchbox = (page: import('@playwright/test').Page) => page.getByRole('searchbox', { name: 'Cari di Pusat Bantuan' })

test.use({ viewport: mobile })

test('a visitor searches, reads, follows a related question, and does it all again offline', async ({ page, context }) => {
  test.setTimeout(120_000)
  await page.goto('/help-center')
  await expect(page.getByRole('heading', { level: 1, name: 'Pusat Bantuan' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: 'Aplikasi & Offline' })).toBeVisible()
  await waitForServiceWorkerControl(page)

  // Online, the server searches: an affixed word and a typo still find the answer, marked.
  await searchbox(page).fill('memasang aplikasi')
  await expect(page).toHaveURL(/\?q=memasang(\+|%20)aplikasi$/)
  const results = page.getByRole('list').filter({ has: page.getByRole('link', { name: /Android/ }) })
  const android = page.getByRole('link', { name: /Bagaimana cara memasang aplikasi di Android\?/ })
  await expect(android).toBeVisible()
  await expect(android.locator('mark').first()).toHaveText(/memasang|aplikasi/i)
  await expect(results).toBeVisible()
  await android.click()
  await expect(page).toHaveURL(/\?question=\d+$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Bagaimana cara memasang aplikasi di Android?' })).toBeVisible()
  await expect(page.getByText('Buka situs ini di Chrome.')).toBeVisible()

  // A related question; the vote, once.
  await page.getByRole('region', { name: 'Pertanyaan terkait' }).getByRole('link', { name: 'Bagaimana cara memasang aplikasi di iPhone atau iPad?' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Bagaimana cara memasang aplikasi di iPhone atau iPad?' })).toBeVisible()
  const vote = page.getByRole('group', { name: 'Apakah ini membantu?' })
  await vote.getByRole('button', { name: 'Ya' }).click()
  await expect(vote.getByRole('status')).toHaveText('Terima kasih atas masukan Anda.')
  await expect(vote.getByRole('button')).toHaveCount(0)
  const iphoneUrl = page.url()
  await page.reload()
  await expect(page.getByRole('heading', { level: 2, name: 'Bagaimana cara memasang aplikasi di iPhone atau iPad?' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Apakah ini membantu?' }).getByRole('button')).toHaveCount(0)
  // 'Masih butuh bantuan?': WhatsApp in a new window and the e-mail.
  const contact = page.getByRole('complementary', { name: 'Masih butuh bantuan?' })
  await expect(contact.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/)
  await expect(contact.getByRole('link', { name: /halo@tumbuh\.example/ })).toHaveAttribute('href', 'mailto:halo@tumbuh.example')
  await expectPersisted(page, [['help-center', 'content']])

  // Offline: the reload opens the question from the stored content, the search runs in the page.
  await context.setOffline(true)
  await page.reload()
  expect(page.url()).toBe(iphoneUrl)
  await expect(page.getByRole('heading', { level: 2, name: 'Bagaimana cara memasang aplikasi di iPhone atau iPad?' })).toBeVisible()
  await searchbox(page).fill('batalkan sesi mentr')
  await expect(page.getByText('Anda sedang offline: pencarian berjalan di perangkat ini', { exact: false })).toBeVisible()
  const cancel = page.getByRole('link', { name: /Bisakah saya membatalkan sesi mentor\?/ })
  await expect(cancel).toBeVisible()
  await expect(page.getByText('Menampilkan hasil untuk')).toBeVisible()
  await cancel.click()
  await expect(page.getByRole('heading', { level: 2, name: 'Bisakah saya membatalkan sesi mentor?' })).toBeVisible()
  await expect(page.getByText('paling lambat 12 jam sebelum sesi dimulai')).toBeVisible()
  // A category and a topic by their links, offline too.
  await page.getByRole('navigation', { name: 'Lokasi di Pusat Bantuan' }).getByRole('link', { name: 'Mentor' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Mentor' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Bagaimana cara menjadi mentor?' })).toBeVisible()
  await context.setOffline(false)
})

test('an employee types two words and misspelt ones: the answer holding most words comes first, a correction shows only when it finds (issue 40)', async ({ page }) => {
  await page.goto('/help-center')
  await expect(page.getByRole('heading', { level: 1, name: 'Pusat Bantuan' })).toBeVisible()
  const results = page.getByRole('region', { name: /jawaban untuk/ }).getByRole('list')
  const correction = page.getByText('Menampilkan hasil untuk')

  // No answer holds every word of 'lowongan kerja' as a title would: the one holding both comes first.
  await searchbox(page).fill('lowongan kerja')
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ jawaban untuk “lowongan kerja”$/ })).toBeVisible()
  await expect(results.getByRole('link').first()).toContainText('Bagaimana cara melamar lowongan internal?')
  await expect(correction).toHaveCount(0)

  // A typo next to a word that finds: put right to the word the content uses, and said so.
  await searchbox(page).fill('lowongn kerja')
  await expect(correction).toBeVisible()
  await expect(page.getByRole('region', { name: /jawaban untuk/ }).getByRole('strong')).toHaveText('lowongan kerja')
  await expect(results.getByRole('link').first()).toContainText('Bagaimana cara melamar lowongan internal?')

  await searchbox(page).fill('pelatihn')
  await expect(page.getByRole('region', { name: /jawaban untuk/ }).getByRole('strong')).toHaveText('pelatihan')
  await results.getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 2, name: 'Bagaimana mencatat pelatihan, proyek, atau buku yang saya baca?' })).toBeVisible()
  await expect(page.getByText('Aktivitas Belajar › Discovery', { exact: false }).first()).toBeVisible()

  // Nothing near: no answers, and no correction claimed.
  await searchbox(page).fill('xylofon zebra')
  await expect(page.getByRole('heading', { level: 2, name: 'Tidak ada jawaban untuk “xylofon zebra”' })).toBeVisible()
  await expect(correction).toHaveCount(0)
})

test.describe('deep links and entries', () => {
  test.use({ viewport: desktop })

  test('a topic link opens its questions; a stale link falls back to the categories; the header, the footer lead here', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('banner').getByRole('link', { name: 'Pusat Bantuan' }).click()
    await expect(page).toHaveURL('/help-center')
    await expect(page.getByRole('heading', { level: 1, name: 'Pusat Bantuan' })).toBeVisible()
    await page.getByRole('link', { name: 'Memakai tanpa internet' }).click()
    await expect(page).toHaveURL(/\?topic=\d+$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Memakai tanpa internet' })).toBeVisible()
    const topicUrl = page.url()
    await page.reload()
    expect(page.url()).toBe(topicUrl)
    await expect(page.getByRole('link', { name: "Apa arti 'menunggu dikirim'?" })).toBeVisible()

    await page.goto('/help-center?question=99999&q=')
    await expect(page.getByRole('alert')).toHaveText('Pertanyaan ini tidak ditemukan. Mungkin sudah dipindahkan.')
    await expect(page.getByRole('heading', { level: 3, name: 'Akun & Masuk' })).toBeVisible()
    await page.goto('/help-center?category=bukan-angka')
    await expect(page.getByRole('heading', { level: 2, name: 'Telusuri menurut kategori' })).toBeVisible()

    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Baca FAQ' }).click()
    await expect(page).toHaveURL('/help-center')
    await searchbox(page).fill('xylofon')
    await expect(page.getByRole('heading', { level: 2, name: 'Tidak ada jawaban untuk “xylofon”' })).toBeVisible()
  })
})
