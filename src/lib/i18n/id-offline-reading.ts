/**
 * Offline reading of the learning section (issue 7): the freshness mark and the offline state.
 * Not part of `id`, which every first screen loads: only pages loaded on demand show these.
 */
export const offlineReadingTexts = {
  /** The quiet mark on a page shown from a stored copy; {waktu} is relative or a date. */
  updated: 'Terakhir diperbarui {waktu}',
  justNow: 'baru saja',
  offlineTitle: 'Halaman ini belum tersedia offline',
  offlineBody: 'Anda sedang offline dan halaman ini belum pernah dibuka di perangkat ini. Halaman ini dapat dibuka kembali setelah perangkat tersambung ke internet.',
  availableTitle: 'Tersedia offline',
  availableNone: 'Belum ada halaman yang tersimpan di perangkat ini untuk dibaca offline.',
  retry: 'Coba lagi',
  /** Names of list pages in the list of what is available offline. */
  lists: {
    katalog: 'Katalog',
    channel: 'Channel',
    videos: 'Semua video',
    course: 'Semua paket kursus',
    inclass: 'Semua kelas',
  },
  kinds: {
    katalog: 'Katalog',
    channel: 'Channel',
    videos: 'Video',
    course: 'Paket Kursus',
    inclass: 'Kelas',
  },
} as const
