import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import { thumbnailFor } from './seed-content'
import { slugify } from '../../db/seed/slug'

/**
 * Eight more course packages (the first two live in learning-content.ts). Video materials name a
 * seeded video by slug; one that is not (yet) seeded is left out, so this file never breaks the
 * seed when the video list changes. Masters and instructors are referred to by name / slug.
 */
/** A video material takes its video's length (read from its media by the demo pack import); a reading material has its text and reading time. */
type Material = { title: string; kind: 'article'; durationS: number; body: string } | { title: string; kind: 'video'; video: string }

interface Package {
  slug: string
  title: string
  description: string
  category: string
  instructor: string
  topic?: string
  unit?: string
  profession?: string
  field?: string
  publishedAt: string
  materials: Material[]
}

const article = (title: string, minutes: number, body: string): Material => ({ title, kind: 'article', durationS: minutes * 60, body })
const video = (title: string, slug: string): Material => ({ title, kind: 'video', video: slug })

export const morePackages: readonly Package[] = [
  {
    slug: 'komunikasi-efektif-di-tempat-kerja',
    title: 'Komunikasi Efektif di Tempat Kerja',
    description: '<p>Bangun kebiasaan komunikasi yang <strong>jelas, ringkas, dan empatik</strong> dalam rapat, surel, dan percakapan satu-satu.</p><ul><li>Umpan balik SBI</li><li>Menulis surel yang dibaca</li><li>Rapat yang berakhir dengan keputusan</li></ul>',
    category: 'Komunikasi',
    instructor: 'maya-lestari',
    topic: 'Public Speaking',
    field: 'Sumber Daya Manusia',
    publishedAt: '2025-02-03T02:00:00.000Z',
    materials: [
      article('Mengapa Pesan Sering Salah Ditangkap', 6, '<h2>Filter penerima</h2><p>Setiap orang mendengar melalui pengalaman, kesibukan, dan harapannya sendiri. Mulailah dengan tujuan pesan dalam satu kalimat.</p>'),
      video('Memberi Umpan Balik yang Membangun', 'memberi-umpan-balik-yang-membangun'),
      article('Menulis Surel yang Dibaca Sampai Habis', 8, '<p>Letakkan permintaan di kalimat pertama, beri tenggat yang jelas, dan gunakan <em>subjek</em> yang menjelaskan isi.</p><ol><li>Tujuan</li><li>Konteks singkat</li><li>Langkah berikutnya</li></ol>'),
      article('Rapat 30 Menit yang Menghasilkan Keputusan', 7, '<p>Kirim agenda sehari sebelumnya, tentukan pemilik keputusan, dan tutup dengan ringkasan tindak lanjut.</p>'),
      article('Lembar Latihan: Percakapan Sulit', 10, '<p>Gunakan pola <strong>amati – rasakan – butuhkan – minta</strong> untuk menyiapkan percakapan yang selama ini Anda tunda.</p>'),
    ],
  },
  {
    slug: 'literasi-keuangan-untuk-manajer',
    title: 'Literasi Keuangan untuk Manajer',
    description: '<p>Pahami angka yang menentukan keputusan unit Anda: laporan keuangan, anggaran, dan arus kas, tanpa latar belakang akuntansi.</p>',
    category: 'Keuangan',
    instructor: 'hendra-wijaya',
    topic: 'Perencanaan Anggaran',
    unit: 'Direktorat Keuangan dan Akuntansi',
    profession: 'Analis Keuangan',
    field: 'Keuangan dan Akuntansi',
    publishedAt: '2025-02-17T02:00:00.000Z',
    materials: [
      video('Membaca Laporan Keuangan untuk Non-Keuangan', 'membaca-laporan-keuangan-untuk-non-keuangan'),
      article('Anggaran Bukan Sekadar Angka Tahun Lalu', 9, '<p>Susun anggaran berbasis kegiatan: mulai dari target, turunkan ke kegiatan, lalu hitung biayanya.</p>'),
      article('Arus Kas: Untung Belum Tentu Ada Uang', 7, '<p>Piutang yang belum tertagih dan persediaan yang menumpuk membuat unit yang untung tetap kekurangan kas.</p>'),
      article('Studi Kasus: Menunda atau Melanjutkan Proyek', 12, '<p>Bandingkan <strong>NPV</strong> dua skenario dan diskusikan risiko yang tidak tercermin di angka.</p>'),
    ],
  },
  {
    slug: 'keamanan-siber-untuk-semua-karyawan',
    title: 'Keamanan Siber untuk Semua Karyawan',
    description: '<p>Kebiasaan digital yang melindungi data perusahaan dan pribadi: kata sandi, phishing, perangkat, dan pelaporan insiden.</p>',
    category: 'Teknologi Informasi',
    instructor: 'yoga-saputra',
    topic: 'Keamanan Siber',
    unit: 'Direktorat Teknologi Informasi',
    field: 'Teknologi dan Digital',
    publishedAt: '2025-03-03T02:00:00.000Z',
    materials: [
      video('Keamanan Siber di Tempat Kerja', 'keamanan-siber-di-tempat-kerja'),
      article('Mengenali Surel Phishing dalam 10 Detik', 5, '<p>Periksa pengirim, tautan, dan nada mendesak. Jika ragu, <strong>jangan klik</strong>; laporkan ke tim keamanan.</p>'),
      article('Kata Sandi dan Autentikasi Dua Langkah', 6, '<p>Gunakan frasa sandi panjang dan pengelola kata sandi resmi perusahaan; aktifkan 2FA di semua akun kerja.</p>'),
      article('Bekerja Aman dari Kafe dan Rumah', 6, '<p>Gunakan VPN kantor, kunci layar saat meninggalkan laptop, dan hindari Wi-Fi publik tanpa kata sandi.</p>'),
      article('Prosedur Pelaporan Insiden Keamanan', 4, '<p>Hubungi <strong>Service Desk TI</strong> dalam satu jam sejak insiden diketahui, sertakan tangkapan layar dan waktu kejadian.</p>'),
    ],
  },
  {
    slug: 'manajemen-proyek-praktis',
    title: 'Manajemen Proyek Praktis',
    description: '<p>Dari piagam proyek sampai penutupan: alat sederhana untuk proyek lintas divisi yang selesai tepat waktu.</p>',
    category: 'Manajemen Proyek',
    instructor: 'bambang-haryono',
    topic: 'Manajemen Risiko',
    profession: 'Manajer Proyek',
    field: 'Operasional',
    publishedAt: '2025-03-17T02:00:00.000Z',
    materials: [
      video('Menyusun Rencana Proyek Sederhana', 'menyusun-rencana-proyek-sederhana'),
      article('Piagam Proyek Satu Halaman', 8, '<p>Tujuan, lingkup, pemangku kepentingan, tonggak, dan anggaran: semuanya muat di satu halaman.</p>'),
      article('Register Risiko yang Benar-Benar Dipakai', 9, '<p>Nilai risiko dengan <em>kemungkinan × dampak</em>, tetapkan pemilik, dan tinjau setiap pekan.</p>'),
      article('Rapat Status Mingguan 15 Menit', 5, '<p>Hijau, kuning, merah: bahas hanya yang kuning dan merah, lalu tetapkan tindakan.</p>'),
      article('Menutup Proyek dan Pelajaran yang Dipetik', 7, '<p>Dokumentasikan apa yang berhasil dan tidak, lalu bagikan ke proyek berikutnya.</p>'),
      article('Templat: Jadwal Gantt Sederhana', 4, '<p>Unduh templat dari portal dokumen dan isi tonggak proyek Anda.</p>'),
    ],
  },
  {
    slug: 'budaya-k3-di-lapangan',
    title: 'Budaya K3 di Lapangan',
    description: '<p>Keselamatan kerja untuk tim operasional: identifikasi bahaya, APD, izin kerja, dan tanggap darurat.</p>',
    category: 'K3 (Keselamatan dan Kesehatan Kerja)',
    instructor: 'agus-setiawan',
    unit: 'Divisi HSE',
    profession: 'Petugas K3',
    field: 'Energi dan Pertambangan',
    publishedAt: '2025-04-07T02:00:00.000Z',
    materials: [
      video('Budaya K3 Dimulai dari Diri Sendiri', 'budaya-k3-dimulai-dari-diri-sendiri'),
      article('Identifikasi Bahaya dengan HIRADC', 10, '<p>Kenali bahaya, nilai risikonya, lalu tentukan pengendalian sesuai hierarki: eliminasi hingga APD.</p>'),
      article('Alat Pelindung Diri yang Tepat', 6, '<p>Helm, sepatu keselamatan, dan pelindung mata dipilih sesuai pekerjaan, bukan kebiasaan.</p>'),
      article('Izin Kerja untuk Pekerjaan Berisiko Tinggi', 8, '<p>Pekerjaan di ketinggian, ruang terbatas, dan pekerjaan panas <strong>wajib</strong> memiliki izin kerja.</p>'),
      article('Simulasi Tanggap Darurat', 7, '<p>Ketahui titik kumpul, jalur evakuasi, dan nomor darurat lokasi Anda.</p>'),
    ],
  },
  {
    slug: 'pemasaran-digital-dasar',
    title: 'Dasar-Dasar Pemasaran Digital',
    description: '<p>Pahami corong pemasaran, konten, iklan berbayar, dan metrik yang penting bagi unit bisnis ritel dan properti.</p>',
    category: 'Pemasaran',
    instructor: 'lina-marlina',
    topic: 'Pemasaran Digital',
    unit: 'Direktorat Pemasaran dan Penjualan',
    profession: 'Spesialis Pemasaran Digital',
    field: 'Pemasaran dan Penjualan',
    publishedAt: '2025-04-21T02:00:00.000Z',
    materials: [
      article('Corong Pemasaran: Dari Kenal Sampai Setia', 8, '<p>Setiap tahap corong memerlukan pesan dan kanal yang berbeda.</p>'),
      article('Konten yang Relevan untuk Pelanggan Indonesia', 9, '<p>Gunakan bahasa sehari-hari, momen lokal seperti Ramadan, dan bukti sosial.</p>'),
      article('Iklan Berbayar Tanpa Membakar Anggaran', 10, '<p>Mulai dengan anggaran kecil, uji dua variasi, dan hentikan yang tidak berkinerja.</p>'),
      article('Metrik yang Perlu Dilaporkan ke Manajemen', 6, '<p>Fokus pada biaya per akuisisi, nilai seumur hidup pelanggan, dan tingkat konversi.</p>'),
    ],
  },
  {
    slug: 'analisis-data-untuk-pengambilan-keputusan',
    title: 'Analisis Data untuk Pengambilan Keputusan',
    description: '<p>Ubah data operasional menjadi keputusan: pertanyaan yang tepat, pembersihan data, visualisasi, dan cerita di balik angka.</p>',
    category: 'Teknologi Informasi',
    instructor: 'andi-pratama',
    topic: 'Analisis Data',
    profession: 'Analis Data',
    field: 'Teknologi dan Digital',
    publishedAt: '2025-05-05T02:00:00.000Z',
    materials: [
      article('Mulai dari Pertanyaan, Bukan dari Data', 6, '<p>Rumuskan keputusan yang ingin diambil, lalu cari data yang menjawabnya.</p>'),
      article('Membersihkan Data di Spreadsheet', 12, '<p>Hapus duplikat, seragamkan format tanggal, dan tandai nilai yang hilang.</p>'),
      article('Memilih Grafik yang Tepat', 8, '<p>Batang untuk perbandingan, garis untuk tren, dan hindari diagram lingkaran dengan banyak irisan.</p>'),
      article('Bercerita dengan Data di Depan Direksi', 9, '<p>Satu pesan utama per slide, dengan angka yang mendukungnya.</p>'),
      video('Menyusun Rencana Proyek Sederhana', 'menyusun-rencana-proyek-sederhana'),
      article('Proyek Akhir: Dasbor Penjualan Mingguan', 15, '<p>Bangun dasbor sederhana dari data contoh dan bagikan ke rekan satu tim.</p>'),
    ],
  },
  {
    slug: 'coaching-untuk-atasan',
    title: 'Coaching untuk Atasan',
    description: '<p>Kembangkan anggota tim lewat percakapan coaching: model GROW, pertanyaan yang kuat, dan rencana pengembangan individu.</p>',
    category: 'Sumber Daya Manusia',
    instructor: 'rina-kartikasari',
    topic: 'Coaching dan Mentoring',
    unit: 'Direktorat Sumber Daya Manusia',
    profession: 'HR Business Partner',
    field: 'Sumber Daya Manusia',
    publishedAt: '2025-05-19T02:00:00.000Z',
    materials: [
      video('Dasar Kepemimpinan Situasional', 'dasar-kepemimpinan-situasional'),
      article('Model GROW dalam 15 Menit', 7, '<p><strong>Goal, Reality, Options, Will</strong>: empat tahap percakapan yang membuat anggota tim menemukan jawabannya sendiri.</p>'),
      article('Pertanyaan yang Membuka Percakapan', 6, '<p>Ganti "mengapa" dengan "apa" dan "bagaimana" agar percakapan tidak terasa menghakimi.</p>'),
      video('Memberi Umpan Balik yang Membangun', 'memberi-umpan-balik-yang-membangun'),
      article('Menyusun Rencana Pengembangan Individu', 10, '<p>Gunakan pola 70-20-10: pengalaman kerja, belajar dari orang lain, dan pelatihan formal.</p>'),
      article('Refleksi: Catatan Coaching Pertama Anda', 5, '<p>Tuliskan apa yang berjalan baik dan apa yang ingin Anda coba pada sesi berikutnya.</p>'),
    ],
  },
]

type Lookup = Map<string, number>

async function idsBy(trx: Transaction<Database>, table: 'learning_categories' | 'learning_units' | 'topics' | 'professions' | 'fields' | 'instructors'): Promise<Lookup> {
  return new Map((await trx.selectFrom(table).select(['id', 'slug']).execute()).map((r) => [r.slug, r.id]))
}

/** Upserts the packages by slug and their materials by (package, position); progress is left alone. */
export async function seedMorePackages(trx: Transaction<Database>): Promise<void> {
  const [categories, units, topics, professions, fields, instructors] = await Promise.all(
    (['learning_categories', 'learning_units', 'topics', 'professions', 'fields', 'instructors'] as const).map((t) => idsBy(trx, t)),
  )
  const videos = new Map((await trx.selectFrom('videos').select(['id', 'slug', 'duration_s']).execute()).map((r) => [r.slug, r]))
  const byName = (ids: Lookup, name: string | undefined) => (name === undefined ? null : (ids.get(slugify(name)) ?? null))
  for (const p of morePackages) {
    const categoryId = byName(categories!, p.category)
    if (categoryId === null) throw new Error(`Seed: unknown learning category "${p.category}"`)
    const values = {
      slug: p.slug,
      title: p.title,
      description: p.description,
      category_id: categoryId,
      thumbnail_url: thumbnailFor(p.slug),
      instructor_id: instructors!.get(p.instructor) ?? null,
      unit_id: byName(units!, p.unit),
      topic_id: byName(topics!, p.topic),
      profession_id: byName(professions!, p.profession),
      field_id: byName(fields!, p.field),
      published_at: p.publishedAt,
    }
    const { slug: _slug, ...update } = values
    await trx.insertInto('course_packages').values(values).onConflict((oc) => oc.column('slug').doUpdateSet(update)).execute()
    const { id: packageId } = await trx.selectFrom('course_packages').select('id').where('slug', '=', p.slug).executeTakeFirstOrThrow()
    const materials = p.materials.filter((m) => m.kind === 'article' || videos.has(m.video))
    for (const [index, m] of materials.entries()) {
      const row = {
        package_id: packageId,
        position: index + 1,
        title: m.title,
        kind: m.kind,
        video_id: m.kind === 'video' ? videos.get(m.video)!.id : null,
        duration_s: m.kind === 'video' ? videos.get(m.video)!.duration_s : m.durationS,
        body: m.kind === 'article' ? m.body : null,
      }
      await trx
        .insertInto('course_materials')
        .values(row)
        .onConflict((oc) => oc.columns(['package_id', 'position']).doUpdateSet({ title: row.title, kind: row.kind, video_id: row.video_id, duration_s: row.duration_s, body: row.body }))
        .execute()
    }
  }
}
