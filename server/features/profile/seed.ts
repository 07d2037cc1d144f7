import type { Transaction } from 'kysely'
import type { RecordInput, RecordKind } from '../../../src/contract/profile-record'
import { recordColumns } from './record-repository'
import type { Database } from '../../db/schema'

type Seeded = { [K in RecordKind]: { kind: K; input: RecordInput<K> } }[RecordKind]

const CREATED_AT = '2025-01-06T00:00:00.000Z'

/** External activity records of the two demo users, in Indonesian. Book covers: none (no files in a seed). */
export const recordSeeds: Record<string, Seeded[]> = {
  'budi.santoso': [
    { kind: 'trainings', input: { title: 'Certified Human Resources Professional (CHRP)', organizer: 'Universitas Indonesia', start_date: '2023-02-06', end_date: '2023-04-28', certificate_url: 'https://sertifikat.example.id/chrp/2023/budi-santoso' } },
    { kind: 'trainings', input: { title: 'Coaching untuk Pemimpin', organizer: 'Lembaga Manajemen PPM', start_date: '2024-05-13', end_date: '2024-05-15', certificate_url: null } },
    { kind: 'mentor-and-speakers', input: { role: 'speaker', title: 'Membangun Budaya Belajar di Perusahaan', event: 'HR Summit Indonesia 2024', organizer: 'Asosiasi Praktisi SDM Indonesia', date: '2024-09-18', url: 'https://hrsummit.example.id/2024' } },
    { kind: 'mentor-and-speakers', input: { role: 'mentor', title: 'Program Management Trainee Angkatan 7', event: 'Management Trainee 2024', organizer: 'Kantor Pusat', date: '2024-03-04', url: null } },
    { kind: 'work-projects', input: { title: 'Peluncuran Akademi Kepemimpinan Grup', role: 'Ketua Proyek', description: 'Merancang kurikulum tiga jenjang kepemimpinan untuk 400 atasan langsung di seluruh unit bisnis.', start_date: '2023-07-01', end_date: '2024-01-31' } },
    { kind: 'volunteers', input: { organization: 'Yayasan Rumah Belajar Nusantara', role: 'Pengajar Relawan', description: 'Mengajar literasi keuangan dasar untuk remaja setiap Sabtu kedua.', start_date: '2022-01-08', end_date: null } },
    { kind: 'watched-contents', input: { title: 'Seni Memberi Umpan Balik', platform: 'YouTube', url: 'https://www.youtube.com/watch?v=umpanbalik01', watched_at: '2024-11-02' } },
    { kind: 'book-reads', input: { title: 'Filosofi Teras', author: 'Henry Manampiring', finished_at: '2024-08-20', review: 'Cara sederhana mengelola emosi di tempat kerja; bab tentang dikotomi kendali paling berguna.', cover: null } },
    { kind: 'book-reads', input: { title: 'Atomic Habits', author: 'James Clear', finished_at: '2023-12-10', review: null, cover: null } },
  ],
  'sari.wulandari': [
    { kind: 'trainings', input: { title: 'Google Data Analytics Professional Certificate', organizer: 'Coursera', start_date: '2022-03-01', end_date: '2022-08-30', certificate_url: 'https://www.coursera.org/account/accomplishments/contoh-sari' } },
    { kind: 'trainings', input: { title: 'Visualisasi Data dengan Power BI', organizer: 'Lembaga Manajemen PPM', start_date: '2024-02-19', end_date: '2024-02-21', certificate_url: null } },
    { kind: 'mentor-and-speakers', input: { role: 'speaker', title: 'Dasbor Operasional yang Dipakai Setiap Hari', event: 'Data Meetup Bandung #12', organizer: 'Komunitas Data Bandung', date: '2024-06-27', url: null } },
    { kind: 'work-projects', input: { title: 'Dasbor Kinerja Cabang', role: 'Analis Utama', description: 'Menyatukan data penjualan 32 cabang ke satu dasbor mingguan untuk direksi.', start_date: '2023-04-03', end_date: '2023-10-31' } },
    { kind: 'work-projects', input: { title: 'Model Prediksi Permintaan Stok', role: 'Analis Data', description: null, start_date: '2024-08-01', end_date: null } },
    { kind: 'volunteers', input: { organization: 'Komunitas Data Bandung', role: 'Koordinator Acara', description: null, start_date: '2023-01-15', end_date: '2024-12-31' } },
    { kind: 'watched-contents', input: { title: 'Belajar SQL untuk Analisis Data', platform: 'YouTube', url: 'https://www.youtube.com/watch?v=sqlanalisis1', watched_at: '2024-10-05' } },
    { kind: 'watched-contents', input: { title: 'Statistik untuk Pengambilan Keputusan', platform: 'Coursera', url: 'https://www.coursera.org/learn/statistik-keputusan', watched_at: '2024-07-14' } },
    { kind: 'book-reads', input: { title: 'Storytelling with Data', author: 'Cole Nussbaumer Knaflic', finished_at: '2024-09-01', review: 'Wajib untuk siapa pun yang membuat grafik untuk atasan.', cover: null } },
  ],
}

/**
 * Only for demo employees who have no record yet, so what a user added or deleted afterwards is
 * left as it is on every later start (no natural key would tell a seeded record from a copy).
 */
export async function seedProfileRecords(trx: Transaction<Database>): Promise<void> {
  const employees = await trx.selectFrom('employees').select(['id', 'username']).where('username', 'in', Object.keys(recordSeeds)).execute()
  const having = new Set((await trx.selectFrom('user_activities').select('employee_id').distinct().execute()).map((r) => r.employee_id))
  const rows = employees
    .filter((e) => !having.has(e.id))
    .flatMap((e) =>
      (recordSeeds[e.username] ?? []).map((seed) => ({
        ...recordColumns(seed.kind, seed.input, null),
        employee_id: e.id,
        kind: seed.kind,
        created_at: CREATED_AT,
      })),
    )
  if (rows.length > 0) await trx.insertInto('user_activities').values(rows).execute()
}
