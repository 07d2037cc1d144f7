import type { Transaction } from 'kysely'
import { addDays, jakartaDay, jakartaTime } from '../../../src/shared/dates'
import type { Database } from '../../db/schema'
import { slugify } from '../../db/seed/slug'

/**
 * Eight in-class events placed relative to the day the server starts (Jakarta), so "today",
 * "full" and "past" always exist in the demo although the seed runs at every start.
 *
 * Date rule: at each start an event moves to `dayOffset` from today, unless someone outside its
 * seeded registrants has registered — then its dates stay, so a real registration (or attendance)
 * never points at an event that silently moved. Seeded registrants move along with their event.
 * A full event has exactly as many seats as seeded registrants.
 */
interface SeedEvent {
  slug: string
  title: string
  description: string
  category: string
  instructor: string
  topic?: string
  dayOffset: number
  start: [number, number]
  end: [number, number]
  place: string
  city: string | null
  online: boolean
  /** Null: exactly the registrants (a full event). */
  seats: number | null
  registrants: readonly string[]
}

const FULL_TEAM = ['dewi.anggraini', 'rizky.ramadhan', 'putri.maharani', 'agus.setiawan', 'nur.aini', 'yogi.firmansyah']

export const seedEvents: readonly SeedEvent[] = [
  {
    slug: 'lokakarya-negosiasi-bisnis',
    title: 'Lokakarya Negosiasi Bisnis',
    description: '<p>Latihan negosiasi dengan studi kasus pengadaan dan penjualan. Bawa satu kasus nyata dari unit Anda.</p>',
    category: 'Komunikasi',
    instructor: 'maya-lestari',
    topic: 'Negosiasi',
    dayOffset: 0,
    start: [9, 0],
    end: [12, 0],
    place: 'Ruang Rapat Cendana, Lantai 12, Menara Nusantara',
    city: 'Jakarta',
    online: false,
    seats: 30,
    registrants: ['rizky.ramadhan', 'putri.maharani'],
  },
  {
    slug: 'webinar-ai-untuk-produktivitas',
    title: 'Webinar: AI Generatif untuk Produktivitas Kerja',
    description: '<p>Cara aman memakai asisten AI untuk merangkum dokumen, menyusun surel, dan menganalisis data, sesuai kebijakan perusahaan.</p>',
    category: 'Teknologi Informasi',
    instructor: 'yoga-saputra',
    topic: 'Kecerdasan Buatan',
    dayOffset: 0,
    start: [19, 0],
    end: [21, 0],
    place: 'Daring melalui Zoom (tautan dikirim lewat surel)',
    city: null,
    online: true,
    seats: 200,
    registrants: ['agus.setiawan', 'nur.aini', 'intan.permata'],
  },
  {
    slug: 'kelas-k3-pekerjaan-di-ketinggian',
    title: 'Kelas K3: Bekerja Aman di Ketinggian',
    description: '<p>Teori dan praktik penggunaan full body harness, titik tambat, dan izin kerja di ketinggian.</p>',
    category: 'K3 (Keselamatan dan Kesehatan Kerja)',
    instructor: 'agus-setiawan',
    dayOffset: 0,
    start: [13, 0],
    end: [16, 0],
    place: 'Area Pelatihan K3, Kantor Cabang Surabaya',
    city: 'Surabaya',
    online: false,
    seats: null,
    registrants: FULL_TEAM,
  },
  {
    slug: 'coaching-clinic-untuk-atasan-baru',
    title: 'Coaching Clinic untuk Atasan Baru',
    description: '<p>Sesi praktik model GROW berpasangan, dengan umpan balik langsung dari coach bersertifikat.</p>',
    category: 'Sumber Daya Manusia',
    instructor: 'rina-kartikasari',
    topic: 'Coaching dan Mentoring',
    dayOffset: 2,
    start: [13, 30],
    end: [16, 30],
    place: 'Ruang Pelatihan Melati, Lantai 8, Menara Nusantara',
    city: 'Jakarta',
    online: false,
    seats: 25,
    registrants: ['dewi.anggraini', 'fajar.nugroho'],
  },
  {
    slug: 'bootcamp-analisis-data-excel',
    title: 'Bootcamp Analisis Data dengan Excel',
    description: '<p>Pivot table, XLOOKUP, dan dasbor sederhana dalam satu hari. Peserta membawa laptop sendiri.</p>',
    category: 'Teknologi Informasi',
    instructor: 'andi-pratama',
    topic: 'Analisis Data',
    dayOffset: 5,
    start: [8, 30],
    end: [16, 0],
    place: 'Daring melalui Microsoft Teams',
    city: null,
    online: true,
    seats: null,
    registrants: ['maria.simanjuntak', 'fajar.nugroho', 'intan.permata', 'made.wirawan', 'aisyah.putri', 'hendra.gunawan', 'rina.kartika', 'nur.aini'],
  },
  {
    slug: 'seminar-esg-dan-keberlanjutan',
    title: 'Seminar ESG dan Keberlanjutan Bisnis',
    description: '<p>Bagaimana standar ESG memengaruhi pendanaan, pelaporan, dan operasional unit bisnis grup.</p>',
    category: 'Kepatuhan dan Tata Kelola',
    instructor: 'hendra-wijaya',
    topic: 'ESG dan Keberlanjutan',
    dayOffset: 9,
    start: [9, 0],
    end: [12, 0],
    place: 'Auditorium Kantor Cabang Surabaya',
    city: 'Surabaya',
    online: false,
    seats: 40,
    registrants: ['made.wirawan'],
  },
  {
    slug: 'pelatihan-public-speaking',
    title: 'Pelatihan Public Speaking untuk Presentasi Internal',
    description: '<p>Struktur presentasi, bahasa tubuh, dan latihan tampil lima menit dengan rekaman video.</p>',
    category: 'Pengembangan Diri',
    instructor: 'maya-lestari',
    topic: 'Public Speaking',
    dayOffset: -7,
    start: [9, 0],
    end: [15, 0],
    place: 'Ruang Pelatihan Melati, Lantai 8, Menara Nusantara',
    city: 'Jakarta',
    online: false,
    seats: 20,
    registrants: ['budi.santoso', 'sari.wulandari', 'rizky.ramadhan', 'putri.maharani', 'hendra.gunawan'],
  },
  {
    slug: 'webinar-manajemen-waktu',
    title: 'Webinar: Manajemen Waktu dan Prioritas',
    description: '<p>Matriks Eisenhower, blok waktu, dan kebiasaan kecil untuk hari kerja yang lebih tenang.</p>',
    category: 'Pengembangan Diri',
    instructor: 'siti-rahmawati',
    topic: 'Manajemen Waktu',
    dayOffset: -20,
    start: [15, 0],
    end: [16, 30],
    place: 'Daring melalui Zoom',
    city: null,
    online: true,
    seats: 150,
    registrants: ['budi.santoso', 'dewi.anggraini', 'agus.setiawan', 'aisyah.putri', 'rina.kartika'],
  },
]

/** Upserts events by slug (dates by the rule above), their seeded registrations and seat counters. */
export async function seedInclassEvents(trx: Transaction<Database>, now: Date): Promise<void> {
  const ids = async (table: 'learning_categories' | 'topics' | 'instructors' | 'employees') =>
    new Map(
      table === 'employees'
        ? (await trx.selectFrom('employees').select(['id', 'username']).execute()).map((r) => [r.username, r.id] as const)
        : (await trx.selectFrom(table).select(['id', 'slug']).execute()).map((r) => [r.slug, r.id] as const),
    )
  const [categories, topics, instructors, employees] = await Promise.all([ids('learning_categories'), ids('topics'), ids('instructors'), ids('employees')])
  const today = jakartaDay(now)
  const nowIso = now.toISOString()

  for (const e of seedEvents) {
    const day = addDays(today, e.dayOffset)
    const startsAt = jakartaTime(day, ...e.start)
    const endsAt = jakartaTime(day, ...e.end)
    const registrantIds = e.registrants.map((u) => employees.get(u)).filter((id): id is number => id !== undefined)
    const categoryId = categories.get(slugify(e.category))
    if (categoryId === undefined) throw new Error(`Seed: unknown learning category "${e.category}"`)
    const content = {
      title: e.title,
      description: e.description,
      category_id: categoryId,
      instructor_id: instructors.get(e.instructor) ?? null,
      topic_id: e.topic === undefined ? null : (topics.get(slugify(e.topic)) ?? null),
      thumbnail_url: `/thumbnails/${e.slug}.svg`,
      place: e.place,
      city: e.city,
      is_online: e.online ? 1 : 0,
      seats_total: e.seats ?? registrantIds.length,
    }
    const existing = await trx.selectFrom('inclass_events').select('id').where('slug', '=', e.slug).executeTakeFirst()
    let eventId: number
    let move = true
    if (existing) {
      eventId = existing.id
      let others = trx.selectFrom('inclass_registrations').select((eb) => eb.fn.countAll<number>().as('n')).where('event_id', '=', eventId)
      if (registrantIds.length > 0) others = others.where('employee_id', 'not in', registrantIds)
      move = Number((await others.executeTakeFirstOrThrow()).n) === 0
      await trx
        .updateTable('inclass_events')
        .set({ ...content, ...(move ? { starts_at: startsAt, ends_at: endsAt, published_at: jakartaTime(addDays(day, -14), 8) } : {}) })
        .where('id', '=', eventId)
        .execute()
    } else {
      const inserted = await trx
        .insertInto('inclass_events')
        .values({ slug: e.slug, ...content, starts_at: startsAt, ends_at: endsAt, published_at: jakartaTime(addDays(day, -14), 8) })
        .returning('id')
        .executeTakeFirstOrThrow()
      eventId = inserted.id
    }

    if (move) {
      const past = endsAt < nowIso
      for (const [index, employeeId] of registrantIds.entries()) {
        const row = {
          event_id: eventId,
          employee_id: employeeId,
          registered_at: jakartaTime(addDays(day, -3 - (index % 4)), 10, index * 7),
          // Registrants of a past event attended it, a few minutes after it began.
          attended_at: past ? new Date(Date.parse(startsAt) + (5 + index) * 60_000).toISOString() : null,
        }
        await trx
          .insertInto('inclass_registrations')
          .values(row)
          .onConflict((oc) => oc.columns(['event_id', 'employee_id']).doUpdateSet({ registered_at: row.registered_at, attended_at: row.attended_at }))
          .execute()
      }
    }
    await trx
      .updateTable('inclass_events')
      .set((eb) => ({
        seats_taken: eb.selectFrom('inclass_registrations').select((e2) => e2.fn.countAll<number>().as('n')).where('event_id', '=', eventId),
      }))
      .where('id', '=', eventId)
      .execute()
  }
}
