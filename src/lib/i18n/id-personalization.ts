/** Texts of the personalization dialog and the home learning sections (part of `id`). */
export const personalizationTexts = {
  title: 'Pilih Minat Belajar Anda',
  greeting: 'Halo, {name}!',
  description: 'Pilih topik yang Anda minati agar kami dapat merekomendasikan video, paket kursus, dan kelas yang sesuai.',
  loading: 'Memuat pilihan…',
  listError: 'Pilihan gagal dimuat. Periksa koneksi Anda lalu coba lagi.',
  groups: {
    category_ids: 'Kategori',
    topic_ids: 'Topik',
    profession_ids: 'Profesi',
    unit_ids: 'Unit',
    field_ids: 'Bidang',
  },
  chosen: '{n} dipilih',
  atLeastOne: 'Pilih minimal satu minat.',
  save: 'Simpan Minat',
  saving: 'Menyimpan…',
  later: 'Nanti saja',
  saveFailed: 'Minat gagal disimpan: {reason}',
  saved: 'Minat Anda tersimpan. Rekomendasi sudah diperbarui.',
} as const

export const homeLearningTexts = {
  latest: { title: 'Konten Terbaru', intro: 'Video dan paket kursus yang baru terbit.' },
  packages: { title: 'Paket Kursus', intro: 'Belajar bertahap dengan materi yang tersusun.' },
  recommended: { title: 'Rekomendasi untuk Anda', intro: 'Dipilih sesuai minat belajar Anda.' },
  specials: { title: 'Channel Spesial', intro: 'Kumpulan konten pilihan dari tim kami.' },
  seeAll: 'Lihat semua',
  loading: 'Memuat…',
  empty: 'Belum ada konten untuk ditampilkan.',
  error: 'Konten gagal dimuat.',
  retry: 'Coba lagi',
  courses: '{n} konten',
} as const
