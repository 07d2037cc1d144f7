/**
 * Demo notifications. Every seeded employee gets 5–8 of these (by position in the employee list);
 * `budi.santoso` has unread ones, `sari.wulandari` has read them all, as the browser tests expect.
 */
export interface SeedNotification {
  title: string
  body: string
  linkUrl: string | null
  /** How long before the seed's reference time it arrived. */
  hoursAgo: number
}

export const notificationTemplates: readonly SeedNotification[] = [
  {
    title: 'Selamat datang di Tumbuh',
    body: 'Lengkapi profil Anda agar rekomendasi belajar lebih sesuai dengan minat dan posisi Anda.',
    linkUrl: '/profile',
    hoursAgo: 24 * 30,
  },
  {
    title: 'Kelas baru: Kepemimpinan yang Melayani',
    body: 'Kelas tatap muka dibuka untuk 30 peserta. Daftar sebelum kuota penuh.',
    linkUrl: '/learning/inclass',
    hoursAgo: 24 * 12,
  },
  {
    title: 'Growth Path Anda diperbarui',
    body: 'Materi baru ditambahkan pada silabus yang sedang Anda ikuti.',
    linkUrl: '/growth-path',
    hoursAgo: 24 * 7,
  },
  {
    title: 'Sesi mentoring dikonfirmasi',
    body: 'Mentor Anda telah mengonfirmasi jadwal sesi minggu depan. Siapkan pertanyaan Anda.',
    linkUrl: '/activity?tab=mentor',
    hoursAgo: 24 * 5,
  },
  {
    title: 'Lowongan internal baru',
    body: 'Ada lowongan yang cocok dengan keahlian Anda di unit bisnis lain. Lihat detailnya.',
    linkUrl: '/opportunity',
    hoursAgo: 24 * 3,
  },
  {
    title: 'Kuis menunggu Anda',
    body: 'Selesaikan kuis akhir modul untuk mendapatkan sertifikat.',
    linkUrl: '/learning/quiz',
    hoursAgo: 30,
  },
  {
    title: 'Video populer minggu ini',
    body: 'Tonton “Mengelola Waktu di Era Kerja Hibrida”, video yang paling banyak ditonton rekan Anda.',
    linkUrl: '/learning/videos',
    hoursAgo: 6,
  },
  {
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
