import type { Transaction } from 'kysely'
import type { Database } from '../schema'
import { slugify } from './slug'
import { addDays, jakartaDay, jakartaTime, weekdayOf } from '../../../src/shared/dates'

const reviews = [
  [5, 'Sangat membantu: saya pulang dengan rencana yang jelas untuk minggu depan.'],
  [5, 'Pertanyaannya tajam dan contoh-contohnya dekat dengan pekerjaan saya.'],
  [4, 'Bermanfaat, semoga sesinya bisa sedikit lebih panjang.'],
  [5, null],
  [4, 'Banyak bahan bacaan lanjutan yang dibagikan setelah sesi.'],
] as const

/** The first day on or after `day` that is `weekday` (1 Monday … 7 Sunday). */
function nextWeekday(day: string, weekday: number): string {
  let d = day
  while ((weekdayOf(d) || 7) !== weekday) d = addDays(d, 1)
  return d
}

/**
 * The demo's mentoring sessions (issue 15) with the demo pack's mentors (content/demo/mentors),
 * placed relative to the seed's day: past ones accepted and reviewed, budi.santoso with one past
 * (rated) and one upcoming (accepted, with a meeting link), sari.wulandari with two requests to
 * answer and one she declined, rina.kartika with one she cancelled. Seeded once (while no session
 * exists), so what people booked since is never touched. Mentors are found by username; a session
 * whose mentor or mentee is missing is skipped.
 */
export async function seedMentorSessions(trx: Transaction<Database>, now: Date): Promise<void> {
  if (await trx.selectFrom('mentor_sessions').select('id').limit(1).executeTakeFirst()) return
  const employees = new Map((await trx.selectFrom('employees').select(['id', 'username']).execute()).map((e) => [e.username, Number(e.id)]))
  // The demo pack's mentors, by username; the first window of each one's week, as the pack lists it.
  const mentorRows = await trx
    .selectFrom('mentors as m')
    .innerJoin('employees as e', 'e.id', 'm.employee_id')
    .select(['m.id', 'e.username'])
    .where('m.archived_at', 'is', null)
    .execute()
  const ids = new Map(mentorRows.map((m) => [m.username, Number(m.id)]))
  const firstWindow = new Map<string, [number, number]>()
  const hours = await trx.selectFrom('mentor_hours').select(['mentor_id', 'weekday', 'from_hour']).orderBy('weekday').orderBy('from_hour').execute()
  for (const m of mentorRows) {
    const first = hours.find((h) => Number(h.mentor_id) === Number(m.id))
    if (first) firstWindow.set(m.username, [first.weekday, first.from_hour])
  }
  const stamp = now.toISOString()
  const today = jakartaDay(now)
  interface SessionExtras {
    review?: readonly [number, string | null]
    location?: string
    mode?: 'online' | 'offline'
    note?: string
    declineReason?: string
    cancelled?: { by: 'mentor' | 'mentee'; reason: string | null }
  }
  const session = (
    mentor: string,
    mentee: string,
    day: string,
    hour: number,
    status: 'requested' | 'accepted' | 'declined' | 'cancelled',
    topic: string,
    extras: SessionExtras = {},
  ) => {
    const startsAt = jakartaTime(day, hour)
    const endsAt = new Date(Date.parse(startsAt) + 3_600_000).toISOString()
    const mode = extras.mode ?? 'online'
    return {
      mentor_id: ids.get(mentor),
      mentee_id: employees.get(mentee),
      starts_at: startsAt,
      ends_at: endsAt,
      topic,
      note: extras.note ?? null,
      mode,
      status,
      // Accepted sessions have where to meet: a meeting link online, a place in person.
      location:
        extras.location ??
        (status === 'accepted' ? (mode === 'online' ? `https://meet.example.com/tumbuh-${slugify(mentor)}-${day}` : 'Ruang Diskusi Lantai 3') : null),
      decline_reason: extras.declineReason ?? null,
      cancelled_by: extras.cancelled?.by ?? null,
      cancel_reason: extras.cancelled?.reason ?? null,
      rating: extras.review?.[0] ?? null,
      review: extras.review?.[1] ?? null,
      // Rated on the evening after the session.
      rated_at: extras.review ? new Date(Date.parse(endsAt) + 6 * 3_600_000).toISOString() : null,
      created_at: stamp,
      updated_at: stamp,
    }
  }
  // One hour of `mentor`'s week `weeksFromNow` weeks away (negative: past), its first window's first hour.
  const hourOf = (mentor: string, weeksFromNow: number) => {
    const [weekday, from] = firstWindow.get(mentor) ?? [1, 9]
    const day = nextWeekday(addDays(today, weeksFromNow * 7 + (weeksFromNow < 0 ? 0 : 1)), weekday)
    return { day, hour: from }
  }
  const rows = []
  // Past sessions with reviews, for the most sought mentors.
  const mentees = ['putri.maharani', 'agus.setiawan', 'made.wirawan', 'aisyah.putri', 'intan.permata']
  for (const [i, mentor] of ['sari.wulandari', 'nur.aini', 'fajar.nugroho', 'rina.kartika', 'maria.simanjuntak', 'dewi.anggraini'].entries()) {
    for (let k = 0; k < 3 - (i % 3); k += 1) {
      const { day, hour } = hourOf(mentor, -(k + 2))
      rows.push(
        session(mentor, mentees[(i + k) % mentees.length]!, day, hour, 'accepted', 'Rencana pengembangan diri', { review: reviews[(i + k) % reviews.length] }),
      )
    }
  }
  // Budi: one past (accepted, rated), one upcoming (accepted, with its meeting link).
  const past = hourOf('nur.aini', -1)
  rows.push(
    session('nur.aini', 'budi.santoso', past.day, past.hour + 1, 'accepted', 'Menyiapkan percakapan umpan balik', { review: [5, 'Sesi yang sangat praktis.'] }),
  )
  const upcoming = hourOf('fajar.nugroho', 1)
  rows.push(
    session('fajar.nugroho', 'budi.santoso', upcoming.day, upcoming.hour, 'accepted', 'Memecah proyek lintas unit', {
      note: 'Proyek migrasi data melibatkan tiga unit; saya ingin menyusun tahapannya.',
      location: 'https://meet.example.com/tumbuh-fajar-budi',
    }),
  )
  // Sari: requests to answer, and one she declined.
  const first = hourOf('sari.wulandari', 1)
  rows.push(
    session('sari.wulandari', 'dewi.anggraini', first.day, first.hour, 'requested', 'Membuat dasbor kampanye', {
      note: 'Saya punya data iklan tiga bulan terakhir di spreadsheet.',
    }),
  )
  rows.push(session('sari.wulandari', 'yogi.firmansyah', first.day, first.hour + 1, 'requested', 'Membaca data produksi shift', { mode: 'offline' }))
  rows.push(
    session('sari.wulandari', 'putri.maharani', first.day, first.hour + 2, 'declined', 'Menyusun anggaran unit', {
      declineReason: 'Topik ini lebih cocok dibahas dengan mentor literasi keuangan, misalnya Maria Simanjuntak.',
    }),
  )
  // A session the mentor had to cancel.
  const cancelled = hourOf('rina.kartika', 1)
  rows.push(
    session('rina.kartika', 'andi.pratama', cancelled.day, cancelled.hour, 'cancelled', 'Merancang sesi belajar tim TI', {
      cancelled: { by: 'mentor', reason: 'Ada rapat direksi mendadak pada jam itu. Silakan pesan slot lain.' },
    }),
  )
  // A mentor or mentee a company's pack or directory no longer has: that session is skipped.
  const kept = rows.flatMap(({ mentor_id, mentee_id, ...row }) => (mentor_id === undefined || mentee_id === undefined ? [] : [{ mentor_id, mentee_id, ...row }]))
  if (kept.length > 0) await trx.insertInto('mentor_sessions').values(kept).execute()
}
