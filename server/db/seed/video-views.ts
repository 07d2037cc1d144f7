import type { Transaction } from 'kysely'
import type { Database } from '../schema'

/**
 * Demo activity: how often each demo video (a demo pack key) was watched before the app counted
 * (its card adds the app's own watchers). Not pack content: a company's videos start at 0.
 */
export const demoVideoViews: Readonly<Record<string, number>> = {
  'dasar-kepemimpinan-situasional': 3840,
  'memberi-umpan-balik-yang-membangun': 3102,
  'membaca-laporan-keuangan-untuk-non-keuangan': 2466,
  'keamanan-siber-di-tempat-kerja': 4480,
  'menyusun-rencana-proyek-sederhana': 1930,
  'budaya-k3-dimulai-dari-diri-sendiri': 3655,
  'memimpin-rapat-yang-singkat-dan-bermakna': 1843,
  'delegasi-tanpa-kehilangan-kendali': 2210,
  'coaching-untuk-atasan-langsung': 1376,
  'memimpin-tim-hibrida': 642,
  'presentasi-meyakinkan-dalam-10-menit': 3120,
  'menulis-surel-kerja-yang-jelas': 2687,
  'negosiasi-berbasis-kepentingan': 1954,
  'mendengarkan-aktif-di-tempat-kerja': 1128,
  'menyusun-anggaran-unit-kerja': 1502,
  'arus-kas-mengapa-laba-saja-tidak-cukup': 1287,
  'dasar-perbankan-syariah-untuk-karyawan': 984,
  'analisis-kelayakan-investasi-sederhana': 415,
  'mengenal-kecerdasan-buatan-generatif': 4215,
  'membuat-dasbor-dengan-spreadsheet': 2890,
  'pengenalan-git-untuk-tim-pengembang': 1765,
  'mengamankan-akun-dengan-autentikasi-dua-faktor': 3312,
  'desain-antarmuka-yang-mudah-digunakan': 731,
  'strategi-konten-media-sosial': 2544,
  'riset-pelanggan-dengan-wawancara': 1190,
  'dasar-iklan-digital-berbayar': 868,
  'menjual-dengan-pendekatan-konsultatif': 377,
  'identifikasi-bahaya-dan-penilaian-risiko': 2975,
  'ergonomi-bekerja-di-depan-komputer': 3564,
  'tanggap-darurat-kebakaran-di-gedung-kantor': 1432,
  'menyusun-struktur-rincian-kerja-wbs': 1655,
  'scrum-dalam-15-menit': 2433,
  'mengelola-risiko-proyek': 1021,
  'laporan-status-proyek-yang-dibaca-direksi': 498,
  'manajemen-waktu-dengan-teknik-pomodoro': 4021,
  'mengelola-stres-di-tempat-kerja': 2798,
  'membangun-kebiasaan-belajar': 907,
  'berpikir-kritis-dalam-mengambil-keputusan': 326,
  'wawancara-berbasis-perilaku': 1388,
  'menetapkan-sasaran-kinerja-yang-smart': 2156,
  'onboarding-karyawan-baru-yang-berkesan': 214,
  'pengantar-lean-untuk-operasional': 1577,
  'perencanaan-persediaan-gudang': 832,
  'pengadaan-barang-dan-jasa-yang-transparan': 163,
  'mengenali-dan-melaporkan-konflik-kepentingan': 2011,
  'perlindungan-data-pribadi-di-tempat-kerja': 2377,
  'esg-keberlanjutan-dalam-praktik-bisnis': 122,
  'menangani-keluhan-pelanggan-dengan-empati': 2634,
  'layanan-omnichannel-yang-konsisten': 1043,
  'mengukur-kepuasan-pelanggan-csat-dan-nps': 87,
}

/** After the demo pack: each demo video that is there gets its count (rewritten at every start). */
export async function seedVideoViews(trx: Transaction<Database>): Promise<void> {
  for (const [slug, views] of Object.entries(demoVideoViews)) await trx.updateTable('videos').set({ views }).where('slug', '=', slug).execute()
}
