import type { NotificationKind } from '../../../src/contract/notification'

/**
 * Demo notifications. Every seeded employee gets 5–8 of these (by position in the employee list);
 * `budi.santoso` has unread ones, `sari.wulandari` has read them all, as the browser tests expect.
 */
export interface SeedNotification {
  kind: NotificationKind
  title: string
  body: string
  /** A page of ours; one the app does not have yet is answered as no link (repository.ts). */
  linkUrl: string | null
  /** How long before the seed's reference time it arrived. */
  hoursAgo: number
}

export const notificationTemplates: readonly SeedNotification[] = [
  {
    kind: 'system',
    title: 'Selamat datang di Tumbuh',
    body: 'Pilih minat belajar Anda agar rekomendasi video, paket kursus, dan kelas lebih sesuai dengan pekerjaan Anda.',
    linkUrl: '/learning',
    hoursAgo: 24 * 30,
  },
  {
    kind: 'class',
    title: 'Kelas baru dibuka: Seminar ESG dan Keberlanjutan Bisnis',
    body: 'Kelas tatap muka di Surabaya untuk 40 peserta. Daftar sebelum kuota penuh.',
    linkUrl: '/learning/inclass',
    hoursAgo: 24 * 12,
  },
  {
    kind: 'growth-path',
    title: 'Pengumuman baru di growth path Anda',
    body: 'Mentor menambahkan jadwal coaching clinic untuk peserta Coach dan Mentor Internal. Cek detailnya di halaman growth path.',
    linkUrl: '/growth-path/coach-dan-mentor-internal',
    hoursAgo: 24 * 7,
  },
  {
    kind: 'quiz',
    title: 'Hasil kuis Anda sudah keluar',
    body: 'Kuis “Dasar Kepemimpinan Situasional” sudah dinilai. Lihat skor dan pembahasannya di aktivitas belajar Anda.',
    linkUrl: '/activity?tab=learning',
    hoursAgo: 24 * 3,
  },
  {
    kind: 'growth-path',
    title: 'Tugas Anda sudah dinilai',
    body: 'Mentor memberi umpan balik untuk tugas “Catatan Sesi GROW Pertama”. Baca umpan baliknya sebelum lanjut ke modul berikutnya.',
    linkUrl: '/activity?tab=growthpath',
    hoursAgo: 30,
  },
  {
    kind: 'learning',
    title: 'Video populer minggu ini',
    body: 'Tonton “Mengelola Waktu di Era Kerja Hibrida”, video yang paling banyak ditonton rekan Anda minggu ini.',
    linkUrl: '/learning/videos',
    hoursAgo: 6,
  },
  {
    kind: 'class',
    title: 'Pengingat: kelas Anda besok',
    body: 'Coaching Clinic untuk Atasan Baru dimulai besok pukul 13.30 WIB di Ruang Pelatihan Melati. Datang 10 menit lebih awal untuk presensi.',
    linkUrl: '/learning/inclass',
    hoursAgo: 3,
  },
  {
    kind: 'system',
    title: 'Pengingat: lengkapi aktivitas belajar',
    body: 'Anda belum mencatat aktivitas belajar bulan ini. Catat pelatihan atau buku yang Anda baca.',
    linkUrl: null,
    hoursAgo: 2,
  },
]

/** Usernames whose notifications are all read. */
export const allReadUsernames: ReadonlySet<string> = new Set(['sari.wulandari'])

/**
 * The notifications of the employee at `index`: 5–8 of them, the newest two unread (none for
 * the all-read accounts).
 */
export function notificationsFor(username: string, index: number): { notification: SeedNotification; read: boolean }[] {
  const count = 5 + (index % 4)
  const chosen = notificationTemplates.slice(notificationTemplates.length - count)
  return chosen.map((notification, i) => ({
    notification,
    read: allReadUsernames.has(username) || i < chosen.length - 2,
  }))
}
