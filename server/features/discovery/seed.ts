import type { Transaction } from 'kysely'
import type { RecordInput, RecordKind } from '../../../src/contract/profile-record'
import type { Database } from '../../db/schema'
import { recordColumns } from '../../db/repositories/profile-record-columns'

type Seeded = { [K in RecordKind]: { kind: K; daysAgo: number; input: RecordInput<K> } }[RecordKind]

/**
 * Colleagues' activity records, so Discovery has something to discover: books, talks, trainings,
 * volunteering, projects and watched contents across the units. One is private, to show (and to
 * test) that it stays out of every public answer. `daysAgo`: when it was added, before the seed ran.
 */
export const colleagueRecords: Record<string, Seeded[]> = {
  'andi.pratama': [
    {
      kind: 'book-reads',
      daysAgo: 2,
      input: {
        title: 'Clean Code',
        author: 'Robert C. Martin',
        finished_at: '2025-10-12',
        review: 'Nama fungsi yang jujur menghemat rapat panjang. Bab tentang komentar paling mengena.',
      },
    },
    {
      kind: 'watched-contents',
      daysAgo: 9,
      input: {
        title: 'Arsitektur Aplikasi Offline-First',
        platform: 'YouTube',
        url: 'https://www.youtube.com/watch?v=offlinefirst1',
        watched_at: '2025-09-30',
      },
    },
    {
      kind: 'mentor-and-speakers',
      daysAgo: 20,
      input: {
        role: 'speaker',
        title: 'Aplikasi Web yang Tetap Jalan Tanpa Sinyal',
        event: 'Nusantara Tech Day 2025',
        organizer: 'PT Nusantara Digital Solusi',
        date: '2025-08-21',
        url: null,
      },
    },
    {
      kind: 'book-reads',
      daysAgo: 30,
      input: { title: 'Rencana Keuangan Keluarga', author: 'Ligwina Hananto', finished_at: '2025-07-01', review: 'Catatan pribadi.', visibility: 'private' },
    },
  ],
  'dewi.anggraini': [
    {
      kind: 'trainings',
      daysAgo: 3,
      input: {
        title: 'Google Ads Search Certification',
        organizer: 'Google Skillshop',
        start_date: '2025-10-06',
        end_date: '2025-10-10',
        certificate_url: null,
      },
    },
    {
      kind: 'book-reads',
      daysAgo: 12,
      input: { title: 'Hooked', author: 'Nir Eyal', finished_at: '2025-09-14', review: 'Membantu saya merancang kampanye loyalitas yang tidak memaksa.' },
    },
    {
      kind: 'volunteers',
      daysAgo: 40,
      input: {
        organization: 'Gerakan UMKM Go Digital',
        role: 'Mentor Pemasaran',
        description: 'Mendampingi pelaku UMKM membuat katalog daring pertama mereka.',
        start_date: '2024-11-02',
        end_date: null,
      },
    },
  ],
  'rizky.ramadhan': [
    {
      kind: 'trainings',
      daysAgo: 5,
      input: { title: 'Ahli K3 Umum', organizer: 'Kementerian Ketenagakerjaan', start_date: '2025-09-01', end_date: '2025-09-12', certificate_url: null },
    },
    {
      kind: 'volunteers',
      daysAgo: 25,
      input: {
        organization: 'Palang Merah Indonesia',
        role: 'Relawan Pertolongan Pertama',
        description: 'Siaga di acara lari amal dan pelatihan P3K untuk warga.',
        start_date: '2023-03-01',
        end_date: null,
      },
    },
  ],
  'putri.maharani': [
    {
      kind: 'book-reads',
      daysAgo: 1,
      input: {
        title: 'The Psychology of Money',
        author: 'Morgan Housel',
        finished_at: '2025-10-20',
        review: 'Ringan, tapi mengubah cara saya menjelaskan anggaran ke tim.',
      },
    },
    {
      kind: 'watched-contents',
      daysAgo: 15,
      input: {
        title: 'Excel untuk Rekonsiliasi Bank',
        platform: 'Coursera',
        url: 'https://www.coursera.org/learn/rekonsiliasi-excel',
        watched_at: '2025-09-18',
      },
    },
  ],
  'fajar.nugroho': [
    {
      kind: 'work-projects',
      daysAgo: 7,
      input: {
        title: 'Pembangunan Gudang Hijau Cikarang',
        role: 'Manajer Proyek',
        description: 'Gudang bersertifikat bangunan hijau pertama grup, selesai dua minggu lebih cepat.',
        start_date: '2024-06-03',
        end_date: '2025-08-29',
      },
    },
    {
      kind: 'mentor-and-speakers',
      daysAgo: 18,
      input: {
        role: 'mentor',
        title: 'Dasar Manajemen Proyek Konstruksi',
        event: 'Program Insinyur Muda',
        organizer: 'PT Nusantara Properti Sejahtera',
        date: '2025-09-05',
        url: null,
      },
    },
  ],
  'intan.permata': [
    {
      kind: 'watched-contents',
      daysAgo: 4,
      input: {
        title: 'Merancang Formulir yang Mudah Diakses',
        platform: 'YouTube',
        url: 'https://www.youtube.com/watch?v=formulirakses',
        watched_at: '2025-10-15',
      },
    },
    {
      kind: 'book-reads',
      daysAgo: 22,
      input: { title: "Don't Make Me Think", author: 'Steve Krug', finished_at: '2025-08-30', review: 'Pendek dan praktis; saya bagikan ke tim produk.' },
    },
  ],
  'maria.simanjuntak': [
    {
      kind: 'trainings',
      daysAgo: 11,
      input: {
        title: 'Sertifikasi Pembiayaan Syariah',
        organizer: 'Ikatan Bankir Indonesia',
        start_date: '2025-08-11',
        end_date: '2025-08-15',
        certificate_url: null,
      },
    },
  ],
}

/** Only for colleagues who have no record yet, so what they changed afterwards stays as it is. */
export async function seedDiscoveryRecords(trx: Transaction<Database>, now: Date): Promise<void> {
  const employees = await trx.selectFrom('employees').select(['id', 'username']).where('username', 'in', Object.keys(colleagueRecords)).execute()
  const having = new Set((await trx.selectFrom('user_activities').select('employee_id').distinct().execute()).map((r) => r.employee_id))
  const rows = employees
    .filter((e) => !having.has(e.id))
    .flatMap((e) =>
      (colleagueRecords[e.username] ?? []).map((seed) => ({
        ...recordColumns(seed.kind, seed.input, null),
        employee_id: e.id,
        kind: seed.kind,
        created_at: new Date(now.getTime() - seed.daysAgo * 86_400_000).toISOString(),
      })),
    )
  if (rows.length > 0) await trx.insertInto('user_activities').values(rows).execute()
}
