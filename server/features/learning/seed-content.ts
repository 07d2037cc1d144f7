/** Demo learning content; issue 5 grows it (more videos, packages, playable files, thumbnails). */
export interface SeedVideo {
  slug: string
  title: string
  description: string
  /** Its length until it is given a demo clip; then the clip's (seed-media.ts), which every seeded video gets. */
  durationS: number
  category: string
  publishedAt: string
}

/**
 * A reading material has its text (rich text, the spec's allow-list plus <p>) and a reading time;
 * a video material names the video it plays and takes that video's length, never one of its own.
 */
export type SeedMaterial = { title: string; kind: 'article'; durationS: number; body: string } | { title: string; kind: 'video'; video: string }

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
      { title: 'Dasar Kepemimpinan Situasional', kind: 'video', video: 'dasar-kepemimpinan-situasional' },
      { title: 'Memberi Umpan Balik yang Membangun', kind: 'video', video: 'memberi-umpan-balik-yang-membangun' },
      {
        title: 'Lembar Kerja: Rapat Satu-Satu Pertama',
        kind: 'article',
        durationS: 300,
        body:
          '<p>Rapat satu-satu pertama menentukan nada hubungan Anda dengan setiap anggota tim. Siapkan 30 menit, tempat yang tenang, dan catatan ini.</p>' +
          '<h2>Sebelum rapat</h2><ul><li>Baca kembali tugas dan capaian anggota tim selama tiga bulan terakhir.</li><li>Kirim undangan dengan tujuan yang jelas: saling mengenal, bukan menilai kinerja.</li></ul>' +
          '<h2>Pertanyaan pembuka</h2><ol><li>Bagian pekerjaan mana yang paling Anda nikmati saat ini?</li><li>Apa yang menghambat pekerjaan Anda minggu ini?</li><li>Bagaimana Anda paling suka menerima umpan balik?</li><li>Apa yang perlu saya ketahui agar bisa membantu Anda?</li></ol>' +
          '<h2>Setelah rapat</h2><p>Tuliskan <strong>satu tindak lanjut</strong> untuk Anda dan satu untuk anggota tim, lalu sepakati jadwal rapat berikutnya. <em>Rapat yang rutin lebih berharga daripada rapat yang panjang.</em></p>',
      },
      { title: 'Menyusun Rencana Proyek Sederhana', kind: 'video', video: 'menyusun-rencana-proyek-sederhana' },
    ],
  },
  {
    slug: 'aman-dan-sehat-di-tempat-kerja',
    title: 'Aman dan Sehat di Tempat Kerja',
    description: '<p>Keselamatan fisik dan digital: budaya K3, keamanan siber, dan prosedur pelaporan.</p>',
    category: 'K3 (Keselamatan dan Kesehatan Kerja)',
    materials: [
      { title: 'Budaya K3 Dimulai dari Diri Sendiri', kind: 'video', video: 'budaya-k3-dimulai-dari-diri-sendiri' },
      { title: 'Keamanan Siber di Tempat Kerja', kind: 'video', video: 'keamanan-siber-di-tempat-kerja' },
      {
        title: 'Panduan Singkat Pelaporan Insiden',
        kind: 'article',
        durationS: 240,
        body:
          '<p>Insiden yang dilaporkan cepat lebih mudah ditangani. Laporkan kecelakaan kerja, hampir celaka, dan insiden keamanan data dengan langkah yang sama.</p>' +
          '<h2>Langkah pelaporan</h2><ol><li>Amankan diri dan orang di sekitar Anda lebih dulu.</li><li>Hubungi atasan langsung dan <strong>Service Desk</strong> dalam satu jam sejak insiden diketahui.</li><li>Catat waktu, tempat, orang yang terlibat, dan apa yang terjadi; sertakan foto atau tangkapan layar bila ada.</li><li>Jangan menghapus bukti, termasuk surel yang mencurigakan.</li></ol>' +
          '<h2>Setelah melapor</h2><p>Tim HSE atau tim keamanan informasi akan menghubungi Anda untuk investigasi. <em>Tujuan laporan adalah mencegah kejadian berulang, bukan mencari siapa yang salah.</em></p>',
      },
    ],
  },
]

export const thumbnailFor = (slug: string) => `/thumbnails/${slug}.svg`
