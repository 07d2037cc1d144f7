import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import { slugify } from '../../db/seed/slug'
import { addDays, jakartaDay, jakartaTime } from '../../../src/shared/dates'
import { isoWeekday } from './rules'

/**
 * Demo mentors (issue 15): fifteen employees across the group's units mentor in what their work
 * taught them, each with weekly hours in Asia/Jakarta. Sessions are placed relative to the seed's
 * day: past ones accepted and reviewed, budi.santoso with one past (rated) and one upcoming
 * (accepted, with a meeting link), sari.wulandari with two requests to answer and one she declined,
 * rina.kartika with one she cancelled. Seeded once (an existing mentor table is left as it is).
 */
interface SeedMentor {
  username: string
  headline: string
  bio: string
  skills: string[]
  /** [weekday 1–7, from hour, to hour] in Jakarta time. */
  hours: [number, number, number][]
}

const mentors: SeedMentor[] = [
  {
    username: 'sari.wulandari',
    headline: 'Membantu tim non-teknis membaca dan memakai data',
    bio: 'Delapan tahun mengolah data penjualan dan operasional di tiga unit bisnis.\n\nSaya senang menemani rekan yang baru mulai memakai data: dari merumuskan pertanyaan, membersihkan spreadsheet, sampai menyajikan temuan ke atasan.',
    skills: ['Literasi Data', 'Pemecahan Masalah', 'Berpikir Strategis'],
    hours: [[2, 13, 16], [4, 9, 12]],
  },
  {
    username: 'budi.santoso',
    headline: 'Merancang jalur karier dan program pengembangan tim',
    bio: 'Mengelola pengembangan SDM untuk 4.000 karyawan. Saya bisa membantu Anda menyusun rencana pengembangan individu dan menyiapkan percakapan karier dengan atasan.',
    skills: ['Kolaborasi Tim', 'Komunikasi Efektif', 'Kecerdasan Emosional'],
    hours: [[1, 15, 17]],
  },
  {
    username: 'andi.pratama',
    headline: 'Dari kode ke produk: belajar rekayasa perangkat lunak di tempat kerja',
    bio: 'Insinyur perangkat lunak yang pernah memimpin migrasi sistem inti. Cocok untuk Anda yang ingin beralih ke peran teknologi atau bekerja lebih dekat dengan tim TI.',
    skills: ['Pemecahan Masalah', 'Inovasi'],
    hours: [[3, 16, 18], [5, 10, 12]],
  },
  {
    username: 'dewi.anggraini',
    headline: 'Pemasaran digital dengan anggaran terbatas',
    bio: 'Mengelola kampanye digital untuk jaringan ritel. Mari bahas cara mengukur kampanye, membaca dasbor iklan, dan menyusun konten yang sesuai anggaran.',
    skills: ['Orientasi Pelanggan', 'Literasi Data', 'Inovasi'],
    hours: [[2, 9, 11], [4, 14, 16]],
  },
  {
    username: 'rizky.ramadhan',
    headline: 'Budaya keselamatan yang dijalankan, bukan ditempel',
    bio: 'Petugas K3 di lokasi tambang dan pabrik. Saya membantu supervisor menyusun toolbox meeting yang didengar dan investigasi insiden yang adil.',
    skills: ['Manajemen Perubahan', 'Komunikasi Efektif'],
    hours: [[1, 8, 10], [3, 8, 10]],
  },
  {
    username: 'agus.setiawan',
    headline: 'Gudang rapi, stok tepat: praktik logistik harian',
    bio: 'Kepala gudang dengan pengalaman membenahi tata letak dan akurasi stok. Cocok untuk rekan operasional yang baru memimpin tim gudang.',
    skills: ['Pemecahan Masalah', 'Pengambilan Keputusan'],
    hours: [[2, 7, 9], [5, 7, 9]],
  },
  {
    username: 'nur.aini',
    headline: 'Percakapan sulit dengan anggota tim',
    bio: 'HR Business Partner untuk unit pembiayaan. Saya menemani atasan baru menyiapkan percakapan umpan balik, penilaian kinerja, dan penyelesaian konflik.',
    skills: ['Kecerdasan Emosional', 'Komunikasi Efektif', 'Manajemen Pemangku Kepentingan'],
    hours: [[1, 10, 12], [3, 13, 15]],
  },
  {
    username: 'yogi.firmansyah',
    headline: 'Memimpin shift di lapangan',
    bio: 'Supervisor operasional tambang. Mari bahas cara membagi tugas shift, menjaga produktivitas, dan tetap dekat dengan kru.',
    skills: ['Pengambilan Keputusan', 'Kolaborasi Tim'],
    hours: [[6, 8, 10]],
  },
  {
    username: 'maria.simanjuntak',
    headline: 'Membaca laporan keuangan nasabah dan unit',
    bio: 'Relationship manager pembiayaan korporasi. Saya membantu rekan non-keuangan memahami neraca, arus kas, dan bahasa yang dipakai tim keuangan.',
    skills: ['Literasi Keuangan', 'Orientasi Pelanggan'],
    hours: [[2, 15, 17], [4, 15, 17]],
  },
  {
    username: 'fajar.nugroho',
    headline: 'Proyek selesai tepat waktu tanpa lembur berlebihan',
    bio: 'Manajer proyek lintas unit. Topik favorit saya: memecah pekerjaan, mengelola pemangku kepentingan, dan rapat mingguan yang singkat.',
    skills: ['Manajemen Pemangku Kepentingan', 'Berpikir Strategis', 'Manajemen Perubahan'],
    hours: [[1, 13, 15], [5, 13, 15]],
  },
  {
    username: 'intan.permata',
    headline: 'Merancang layanan dari sudut pandang pengguna',
    bio: 'Desainer UI/UX. Saya membantu tim bisnis menguji ide dengan pengguna sebelum membangun, dan membaca hasil riset dengan jernih.',
    skills: ['Inovasi', 'Orientasi Pelanggan'],
    hours: [[3, 10, 12]],
  },
  {
    username: 'made.wirawan',
    headline: 'Pelayanan pelanggan yang menenangkan',
    bio: 'Customer service officer senior. Mari bahas cara menangani keluhan yang memanas dan menulis balasan yang jelas.',
    skills: ['Orientasi Pelanggan', 'Kecerdasan Emosional'],
    hours: [[4, 8, 10]],
  },
  {
    username: 'hendra.gunawan',
    headline: 'Kontrol internal yang membantu, bukan menghambat',
    bio: 'Auditor internal. Saya bisa membantu Anda menyiapkan unit menghadapi audit dan merancang kontrol yang sederhana.',
    skills: ['Literasi Keuangan', 'Pengambilan Keputusan'],
    hours: [[2, 10, 12], [5, 14, 16]],
  },
  {
    username: 'rina.kartika',
    headline: 'Memimpin tim belajar di unit Anda',
    bio: 'Kepala akademi kepemimpinan. Saya menemani atasan merancang sesi belajar tim dan membangun kebiasaan coaching.',
    skills: ['Kolaborasi Tim', 'Berpikir Strategis', 'Komunikasi Efektif'],
    hours: [[3, 14, 17]],
  },
  {
    username: 'aisyah.putri',
    headline: 'Awal karier: dari magang ke karyawan tetap',
    bio: 'Baru saja melewati masa magang di tim pemasaran. Saya berbagi cara belajar cepat, membangun jejaring, dan menyiapkan evaluasi akhir magang.',
    skills: ['Kolaborasi Tim', 'Inovasi'],
    hours: [[5, 16, 18]],
  },
]

const reviews = [
  [5, 'Sangat membantu: saya pulang dengan rencana yang jelas untuk minggu depan.'],
  [5, 'Pertanyaannya tajam dan contoh-contohnya dekat dengan pekerjaan saya.'],
  [4, 'Bermanfaat, semoga sesinya bisa sedikit lebih panjang.'],
  [5, null],
  [4, 'Banyak bahan bacaan lanjutan yang dibagikan setelah sesi.'],
] as const

function need<T>(value: T | undefined, message: string): T {
  if (value === undefined) throw new Error(message)
  return value
}

/** The first day on or after `day` that is `weekday` (1 Monday … 7 Sunday). */
function nextWeekday(day: string, weekday: number): string {
  let d = day
  while (isoWeekday(d) !== weekday) d = addDays(d, 1)
  return d
}

export async function seedMentors(trx: Transaction<Database>, now: Date): Promise<void> {
  if (await trx.selectFrom('mentors').select('id').limit(1).executeTakeFirst()) return
  const employees = new Map((await trx.selectFrom('employees').select(['id', 'username']).execute()).map((e) => [e.username, e.id]))
  const skills = new Map((await trx.selectFrom('growth_path_skills').select(['id', 'slug']).execute()).map((s) => [s.slug, s.id]))
  const stamp = now.toISOString()
  const ids = new Map<string, number>()
  for (const m of mentors) {
    const employeeId = need(employees.get(m.username), `mentor seed: unknown employee ${m.username}`)
    const { id } = await trx.insertInto('mentors').values({ employee_id: employeeId, headline: m.headline, bio: m.bio, status: 'active', created_at: stamp, updated_at: stamp }).returning('id').executeTakeFirstOrThrow()
    ids.set(m.username, id)
    await trx
      .insertInto('mentor_skills')
      .values(m.skills.map((name) => ({ mentor_id: id, skill_id: need(skills.get(slugify(name)), `mentor seed: unknown skill ${name}`) })))
      .execute()
    await trx.insertInto('mentor_hours').values(m.hours.map(([weekday, from, to]) => ({ mentor_id: id, weekday, from_hour: from, to_hour: to }))).execute()
  }

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
      mentor_id: ids.get(mentor)!,
      mentee_id: employees.get(mentee)!,
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
    const [weekday, from] = mentors.find((m) => m.username === mentor)!.hours[0]!
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
  await trx.insertInto('mentor_sessions').values(rows).execute()
}
