import type { Transaction } from 'kysely'
import type { Database } from '../schema'

/**
 * Demo activity: comments by demo employees on demo videos (demo pack keys), with how many days
 * after the video's publication they wrote. Not pack content: a video a company's pack replaced
 * is skipped.
 */
const comments: readonly { video: string; by: string; afterDays: number; text: string }[] = [
  { video: 'dasar-kepemimpinan-situasional', by: 'sari.wulandari', afterDays: 3, text: 'Penjelasan empat gaya kepemimpinannya sangat jelas. Langsung saya coba di rapat tim minggu ini.' },
  { video: 'dasar-kepemimpinan-situasional', by: 'rizky.ramadhan', afterDays: 9, text: 'Apakah ada contoh untuk tim yang anggotanya campuran senior dan junior?' },
  { video: 'memberi-umpan-balik-yang-membangun', by: 'putri.maharani', afterDays: 5, text: 'Teknik SBI ini membantu sekali, umpan balik jadi tidak terasa menyerang.' },
  { video: 'keamanan-siber-di-tempat-kerja', by: 'made.wirawan', afterDays: 2, text: 'Minggu lalu saya hampir mengklik tautan phishing. Untung sudah menonton video ini.' },
  { video: 'keamanan-siber-di-tempat-kerja', by: 'intan.permata', afterDays: 12, text: 'Mohon dibuatkan versi singkat untuk dibagikan ke tim lapangan.' },
  { video: 'memimpin-rapat-yang-singkat-dan-bermakna', by: 'budi.santoso', afterDays: 4, text: 'Peran penjaga waktu itu sederhana tapi efeknya besar. Rapat kami sekarang rata-rata 25 menit.' },
  { video: 'coaching-untuk-atasan-langsung', by: 'aisyah.putri', afterDays: 6, text: 'Model GROW-nya mudah diingat. Terima kasih, Pak Fajar!' },
  { video: 'presentasi-meyakinkan-dalam-10-menit', by: 'nur.aini', afterDays: 1, text: 'Metode piramida sangat membantu saat presentasi ke direksi kemarin.' },
  { video: 'presentasi-meyakinkan-dalam-10-menit', by: 'yogi.firmansyah', afterDays: 15, text: 'Bagian menjawab pertanyaan sulit paling berguna buat saya.' },
  { video: 'negosiasi-berbasis-kepentingan', by: 'maria.simanjuntak', afterDays: 7, text: 'Konsep BATNA ini baru saya pahami sekarang. Sangat relevan untuk negosiasi kontrak pemasok.' },
  { video: 'mengenal-kecerdasan-buatan-generatif', by: 'andi.pratama', afterDays: 2, text: 'Poin tentang kerahasiaan data penting sekali. Semoga semua unit menonton.' },
  { video: 'mengenal-kecerdasan-buatan-generatif', by: 'dewi.anggraini', afterDays: 8, text: 'Apakah perusahaan punya daftar alat AI yang sudah disetujui?' },
  { video: 'mengenal-kecerdasan-buatan-generatif', by: 'hendra.gunawan', afterDays: 20, text: 'Contoh prompt-nya praktis. Saya pakai untuk merangkum notulen rapat.' },
  { video: 'membuat-dasbor-dengan-spreadsheet', by: 'rina.kartika', afterDays: 4, text: 'Tabel pivotnya dijelaskan pelan-pelan, cocok untuk pemula seperti saya.' },
  { video: 'identifikasi-bahaya-dan-penilaian-risiko', by: 'fajar.nugroho', afterDays: 10, text: 'Contoh di area bengkel sangat nyata. Sudah kami terapkan di Site Balikpapan.' },
  { video: 'ergonomi-bekerja-di-depan-komputer', by: 'sari.wulandari', afterDays: 3, text: 'Aturan 20-20-20 langsung saya pasang sebagai pengingat di laptop.' },
  { video: 'scrum-dalam-15-menit', by: 'rizky.ramadhan', afterDays: 5, text: 'Ringkas dan pas. Retrospektif kami jadi lebih jujur setelah menonton ini.' },
  { video: 'manajemen-waktu-dengan-teknik-pomodoro', by: 'putri.maharani', afterDays: 2, text: 'Sudah seminggu mencoba, pekerjaan administrasi jadi lebih cepat selesai.' },
  { video: 'mengelola-stres-di-tempat-kerja', by: 'intan.permata', afterDays: 6, text: 'Terima kasih sudah membahas topik ini. Teknik pernapasan kotak sangat membantu.' },
  { video: 'menangani-keluhan-pelanggan-dengan-empati', by: 'made.wirawan', afterDays: 11, text: 'Model LEARN akan kami jadikan bahan briefing pagi tim layanan.' },
  { video: 'perlindungan-data-pribadi-di-tempat-kerja', by: 'budi.santoso', afterDays: 3, text: 'Penting untuk tim SDM yang setiap hari mengelola data karyawan.' },
  { video: 'pengantar-lean-untuk-operasional', by: 'yogi.firmansyah', afterDays: 9, text: 'Pemborosan menunggu ternyata paling banyak di proses kami. Saatnya kaizen!' },
]

/** Adds each demo comment once (same video, author and text), so a restart adds none. */
export async function seedVideoComments(trx: Transaction<Database>): Promise<void> {
  const videos = new Map((await trx.selectFrom('videos').select(['id', 'slug', 'published_at']).execute()).map((r) => [r.slug, r]))
  const employees = new Map((await trx.selectFrom('employees').select(['id', 'username']).execute()).map((r) => [r.username, r.id]))
  const existing = new Set(
    (await trx.selectFrom('video_comments').select(['video_id', 'employee_id', 'body']).execute()).map((r) => `${r.video_id}|${r.employee_id}|${r.body}`),
  )
  const rows = comments.flatMap((c) => {
    const video = videos.get(c.video)
    const employeeId = employees.get(c.by)
    if (video === undefined || employeeId === undefined) return []
    if (existing.has(`${video.id}|${employeeId}|${c.text}`)) return []
    const when = new Date(Date.parse(video.published_at) + c.afterDays * 86_400_000 + 5 * 3_600_000).toISOString()
    return [{ video_id: video.id, employee_id: employeeId, body: c.text, created_at: when, updated_at: when }]
  })
  if (rows.length > 0) await trx.insertInto('video_comments').values(rows).execute()
}
