/** Demo learning content; issue 5 grows it (more videos, packages, playable files, thumbnails). */
export interface SeedVideo {
  slug: string
  title: string
  description: string
  durationS: number
  category: string
  publishedAt: string
}

export interface SeedMaterial {
  title: string
  kind: 'video' | 'article'
  /** Slug of the video a video material plays. */
  video?: string
  durationS: number
}

export interface SeedPackage {
  slug: string
  title: string
  description: string
  category: string
  materials: readonly SeedMaterial[]
}

export const videos: readonly SeedVideo[] = [
  {
    slug: 'dasar-kepemimpinan-situasional',
    title: 'Dasar Kepemimpinan Situasional',
    description: '<p>Kenali empat gaya kepemimpinan dan kapan masing-masing paling efektif untuk tim Anda.</p>',
    durationS: 540,
    category: 'Kepemimpinan',
    publishedAt: '2024-11-04T02:00:00.000Z',
  },
  {
    slug: 'memberi-umpan-balik-yang-membangun',
    title: 'Memberi Umpan Balik yang Membangun',
    description: '<p>Teknik SBI (Situasi, Perilaku, Dampak) untuk umpan balik yang jelas dan tidak menyakiti.</p>',
    durationS: 420,
    category: 'Komunikasi',
    publishedAt: '2024-11-18T02:00:00.000Z',
  },
  {
    slug: 'membaca-laporan-keuangan-untuk-non-keuangan',
    title: 'Membaca Laporan Keuangan untuk Non-Keuangan',
    description: '<p>Neraca, laba rugi, dan arus kas dijelaskan dengan contoh dari unit bisnis sehari-hari.</p>',
    durationS: 780,
    category: 'Keuangan',
    publishedAt: '2024-12-02T02:00:00.000Z',
  },
  {
    slug: 'keamanan-siber-di-tempat-kerja',
    title: 'Keamanan Siber di Tempat Kerja',
    description: '<p>Cara mengenali surel phishing, membuat kata sandi yang kuat, dan melaporkan insiden.</p>',
    durationS: 600,
    category: 'Teknologi Informasi',
    publishedAt: '2024-12-16T02:00:00.000Z',
  },
  {
    slug: 'menyusun-rencana-proyek-sederhana',
    title: 'Menyusun Rencana Proyek Sederhana',
    description: '<p>Dari tujuan ke jadwal: lingkup, tonggak, dan pembagian tugas dalam satu halaman.</p>',
    durationS: 660,
    category: 'Manajemen Proyek',
    publishedAt: '2025-01-06T02:00:00.000Z',
  },
  {
    slug: 'budaya-k3-dimulai-dari-diri-sendiri',
    title: 'Budaya K3 Dimulai dari Diri Sendiri',
    description: '<p>Kebiasaan kecil yang mencegah kecelakaan kerja di kantor, gudang, dan lapangan.</p>',
    durationS: 480,
    category: 'K3 (Keselamatan dan Kesehatan Kerja)',
    publishedAt: '2025-01-20T02:00:00.000Z',
  },
]

export const coursePackages: readonly SeedPackage[] = [
  {
    slug: 'pemimpin-tim-pertama-kali',
    title: 'Pemimpin Tim Pertama Kali',
    description: '<p>Paket untuk Anda yang baru memimpin tim: gaya memimpin, umpan balik, dan rencana kerja.</p>',
    category: 'Kepemimpinan',
    materials: [
      { title: 'Dasar Kepemimpinan Situasional', kind: 'video', video: 'dasar-kepemimpinan-situasional', durationS: 540 },
      { title: 'Memberi Umpan Balik yang Membangun', kind: 'video', video: 'memberi-umpan-balik-yang-membangun', durationS: 420 },
      { title: 'Lembar Kerja: Rapat Satu-Satu Pertama', kind: 'article', durationS: 300 },
      { title: 'Menyusun Rencana Proyek Sederhana', kind: 'video', video: 'menyusun-rencana-proyek-sederhana', durationS: 660 },
    ],
  },
  {
    slug: 'aman-dan-sehat-di-tempat-kerja',
    title: 'Aman dan Sehat di Tempat Kerja',
    description: '<p>Keselamatan fisik dan digital: budaya K3, keamanan siber, dan prosedur pelaporan.</p>',
    category: 'K3 (Keselamatan dan Kesehatan Kerja)',
    materials: [
      { title: 'Budaya K3 Dimulai dari Diri Sendiri', kind: 'video', video: 'budaya-k3-dimulai-dari-diri-sendiri', durationS: 480 },
      { title: 'Keamanan Siber di Tempat Kerja', kind: 'video', video: 'keamanan-siber-di-tempat-kerja', durationS: 600 },
      { title: 'Panduan Singkat Pelaporan Insiden', kind: 'article', durationS: 240 },
    ],
  },
]

export const thumbnailFor = (slug: string) => `/thumbnails/${slug}.svg`
