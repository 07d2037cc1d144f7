/** Texts of the personalization area: the interests dialog (its own, loaded with it). */
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
  savedWaiting: 'Minat Anda disimpan dan menunggu dikirim. Rekomendasi diperbarui setelah terkirim.',
  outboxLabel: 'Simpan minat belajar ({n} pilihan)',
} as const
