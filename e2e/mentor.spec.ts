import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { type DemoUser, demoUsers, giveInterests, signInQuickly, withDatabase } from './support/auth'
import { expectPersisted } from './support/persisted-cache'
import { waitForServiceWorkerControl } from './support/service-worker'
import { desktop, mobile } from './support/viewports'

// Issue 15: find a mentor from the home page, book an hour, the mentor signs in and accepts with a
// meeting link, the mentee sees it and downloads the .ics; and a booking made offline whose hour is
// taken meanwhile: refused with the next free hours, nothing typed lost, booked again.

const mentor = demoUsers.sari

interface MentorRow {
  id: number
  name: string
}

function mentorOf(username: string): MentorRow {
  return withDatabase(
    (db) =>
      db.prepare('select m.id, e.full_name as name from mentors m join employees e on e.id = m.employee_id where e.username = ?').get(username) as MentorRow,
  )
}

/** An active mentor other than Sari, Budi and the mentee (the other journey and the demo's sessions use them). */
function otherMentor(mentee: DemoUser): MentorRow {
  return withDatabase(
    (db) =>
      db
        .prepare(
          `select m.id, e.full_name as name from mentors m join employees e on e.id = m.employee_id
           where m.status = 'active' and e.username not in (?, ?, ?) and exists (select 1 from mentor_hours h where h.mentor_id = m.id)
           order by m.id desc limit 1`,
        )
        .get(mentor.username, demoUsers.budi.username, mentee.username) as MentorRow,
  )
}

function bookingsOf(mentee: DemoUser, mentorId: number, topic: string) {
  return withDatabase(
    (db) =>
      db
        .prepare(
          `select s.id, s.status, s.starts_at, s.location from mentor_sessions s join employees e on e.id = s.mentee_id
           where s.mentor_id = ? and e.username = ? and s.topic = ? order by s.id`,
        )
        .all(mentorId, mentee.username, topic) as { id: number; status: string; starts_at: string; location: string | null }[],
  )
}

async function openMentorTab(page: Page) {
  await page.goto('/activity?tab=mentor')
  await expect(page.getByRole('heading', { level: 2, name: 'Sesi Saya' })).toBeVisible()
}

test.describe('book a mentor and meet', () => {
  test.use({ viewport: desktop })

  test('find a mentor, book, the mentor accepts, the mentee downloads the .ics', async ({ page, browser }) => {
    test.setTimeout(180_000)
    const mentee = demoUsers.hendra
    giveInterests(mentee.username)
    const sari = mentorOf(mentor.username)
    const topic = `Membaca dasbor penjualan ${Date.now()}`

    await signInQuickly(page, mentee)
    // From the home page's hero to the list, searching her by name, to her page.
    await page.getByRole('link', { name: 'Temukan Mentor' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Mentor' })).toBeVisible()
    await expect(page.getByTestId('mentor-popular').getByTestId('mentor-card').first()).toBeVisible()
    await page.getByRole('searchbox').fill('Sari')
    await page.getByRole('button', { name: 'Cari', exact: true }).click()
    await expect(page).toHaveURL(/[?&]q=Sari/)
    // The search narrows the page to its results: the popular row goes (the URL changes first).
    await expect(page.getByTestId('mentor-popular')).toBeHidden()
    await page.getByTestId('mentor-card').getByRole('link', { name: sari.name }).click()
    await expect(page.getByRole('heading', { level: 1, name: sari.name })).toBeVisible()

    // The first free hour on her page leads to the booking form with it chosen.
    const panel = page.getByRole('region', { name: 'Jadwal kosong' })
    const firstHour = panel.getByRole('link', { name: /\d{2}\.00 WIB/ }).first()
    await expect(firstHour).toBeVisible()
    await firstHour.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Pesan Sesi' })).toBeVisible()
    await expect(page.getByRole('radio', { checked: true }).first()).toBeAttached()

    // Sending without a topic says what to fix and sends nothing.
    await page.getByRole('button', { name: 'Kirim Permintaan' }).click()
    await expect(page.getByText('Periksa kembali isian yang ditandai.')).toBeVisible()
    await expect(page.getByLabel('Topik')).toBeFocused()
    await page.getByLabel('Topik').fill(topic)
    await page.getByLabel('Catatan untuk mentor (opsional)').fill('Saya baru memegang laporan mingguan.')
    await page.getByRole('radio', { name: /Online/ }).check()
    await page.getByRole('button', { name: 'Kirim Permintaan' }).click()
    await expect(page.getByTestId('booking-sent')).toContainText(`Permintaan terkirim ke ${sari.name}`)
    await expect.poll(() => bookingsOf(mentee, sari.id, topic).map((b) => b.status)).toEqual(['requested'])

    // The mentor, in her own browser: the request is in her tab and its notification in her inbox.
    const mentorContext = await browser.newContext({ viewport: mobile })
    const mentorPage = await mentorContext.newPage()
    await signInQuickly(mentorPage, mentor)
    await openMentorTab(mentorPage)
    const request = mentorPage.getByRole('region', { name: 'Sebagai Mentor' }).getByTestId('mentor-session').filter({ hasText: topic })
    await expect(request).toContainText('Menunggu jawaban')
    await expect(request).toContainText(mentee.fullName)
    await request.getByRole('button', { name: 'Terima' }).click()
    const accept = mentorPage.getByRole('dialog', { name: 'Terima sesi' })
    await accept.getByLabel('Tautan pertemuan (https://…)').fill('meet.example.com/abc')
    await accept.getByRole('button', { name: 'Terima' }).click()
    await expect(accept.getByText('Tulis tautan pertemuan yang diawali https://')).toBeVisible()
    await accept.getByLabel('Tautan pertemuan (https://…)').fill('https://meet.example.com/hendra-sari')
    await accept.getByRole('button', { name: 'Terima' }).click()
    await expect(accept).toBeHidden()
    await expect(request).toContainText('Diterima')
    await mentorContext.close()
    await expect
      .poll(() => bookingsOf(mentee, sari.id, topic).map((b) => [b.status, b.location]))
      .toEqual([['accepted', 'https://meet.example.com/hendra-sari']])

    // The mentee sees it accepted, with the link, and takes it to a calendar.
    await openMentorTab(page)
    const session = page.getByRole('region', { name: 'Sesi Saya' }).getByTestId('mentor-session').filter({ hasText: topic })
    await expect(session).toContainText('Diterima')
    await expect(session.getByRole('link', { name: 'https://meet.example.com/hendra-sari' })).toBeVisible()
    const downloading = page.waitForEvent('download')
    await session.getByRole('link', { name: 'Tambahkan ke Kalender (.ics)' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^sesi-mentoring-\d+\.ics$/)
    const ics = await readFile((await download.path())!, 'utf8')
    expect(ics).toContain('BEGIN:VEVENT')
    expect(ics).toContain(topic)
    const start = new Date(bookingsOf(mentee, sari.id, topic)[0]!.starts_at)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')
    expect(ics.replace(/\r\n[ \t]/g, '')).toMatch(new RegExp(`DTSTART[^:\\r\\n]*:${start.slice(0, 8)}`))
  })
})

test.describe('book offline', () => {
  test.use({ viewport: mobile })

  test('a booking made offline waits, is refused when the hour was taken meanwhile, and is made again', async ({ page, context }) => {
    test.setTimeout(180_000)
    const mentee = demoUsers.agus
    giveInterests(mentee.username)
    const other = otherMentor(mentee)
    const topic = `Rencana karier analis ${Date.now()}`
    await signInQuickly(page, mentee)
    await waitForServiceWorkerControl(page)
    await page.goto(`/mentor/${other.id}/book-session`)
    await expect(page.getByRole('heading', { level: 1, name: 'Pesan Sesi' })).toBeVisible()
    const hours = page.getByRole('radio', { name: /\d{2}\.00 WIB/ })
    await expect(hours.first()).toBeAttached()
    await expectPersisted(page, [
      ['mentor', 'detail', other.id],
      ['mentor', 'slots', other.id, 28],
    ])

    // Offline: the request waits in the outbox, also after a reload.
    await context.setOffline(true)
    const chosen = (await hours.first().getAttribute('value'))!
    await hours.first().check({ force: true })
    await page.getByLabel('Topik').fill(topic)
    await page.getByRole('button', { name: 'Kirim Permintaan' }).click()
    await expect(page.getByTestId('booking-waiting')).toContainText('menunggu dikirim')
    await page.reload()
    await expect(page.getByTestId('booking-waiting')).toContainText('menunggu dikirim')
    expect(bookingsOf(mentee, other.id, topic)).toEqual([])

    // Meanwhile someone else takes that hour.
    withDatabase((db) => {
      const taker = db.prepare('select id from employees where username = ?').get(demoUsers.andi.username) as { id: number }
      const now = new Date().toISOString()
      db.prepare(
        `insert into mentor_sessions (mentor_id, mentee_id, starts_at, ends_at, topic, note, mode, status, created_at, updated_at)
         values (?, ?, ?, ?, 'Sesi lain', null, 'online', 'requested', ?, ?)`,
      ).run(other.id, taker.id, chosen, new Date(Date.parse(chosen) + 3_600_000).toISOString(), now, now)
    })

    // Back online: refused with the next free hours; the topic is still there.
    await context.setOffline(false)
    const refused = page.getByTestId('booking-refused')
    await expect(refused).toContainText('Slot ini baru saja dipesan orang lain', { timeout: 60_000 })
    await expect(refused).toContainText('Slot kosong berikutnya')
    await expect(page.getByLabel('Topik')).toHaveValue(topic)
    expect(bookingsOf(mentee, other.id, topic)).toEqual([])

    // Another hour, sent again: booked once.
    const next = page.getByRole('radio', { name: /\d{2}\.00 WIB/ }).first()
    await expect(next).not.toHaveAttribute('value', chosen)
    await next.check({ force: true })
    await page.getByRole('button', { name: 'Kirim Permintaan' }).click()
    await expect(page.getByTestId('booking-sent')).toBeVisible({ timeout: 30_000 })
    await expect.poll(() => bookingsOf(mentee, other.id, topic).map((b) => b.status)).toEqual(['requested'])
    await expect(page.getByTestId('booking-refused')).toHaveCount(0)
  })
})
