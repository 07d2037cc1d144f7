// The demo's opportunity activity data (issue 16): which skills each learning category teaches,
// and the demo applications to the demo pack's openings (content/demo/openings) by key.

/**
 * Which growth-path skills each learning category teaches, by name (decision 018): completed
 * packages and videos of a category count as its skills, and a category's packages are offered for
 * a skill an opening asks for.
 */
export const categorySkills: Readonly<Record<string, readonly string[]>> = {
  Kepemimpinan: ['Berpikir Strategis', 'Pengambilan Keputusan', 'Manajemen Perubahan'],
  Komunikasi: ['Komunikasi Efektif', 'Manajemen Pemangku Kepentingan'],
  Keuangan: ['Literasi Keuangan'],
  'Teknologi Informasi': ['Literasi Data', 'Inovasi'],
  Pemasaran: ['Orientasi Pelanggan', 'Inovasi'],
  'K3 (Keselamatan dan Kesehatan Kerja)': ['Pemecahan Masalah'],
  'Manajemen Proyek': ['Manajemen Pemangku Kepentingan', 'Kolaborasi Tim', 'Pengambilan Keputusan'],
  'Pengembangan Diri': ['Kecerdasan Emosional'],
  'Sumber Daya Manusia': ['Kecerdasan Emosional', 'Kolaborasi Tim'],
  'Operasional dan Rantai Pasok': ['Pemecahan Masalah', 'Literasi Data'],
  'Kepatuhan dan Tata Kelola': ['Pengambilan Keputusan'],
  'Layanan Pelanggan': ['Orientasi Pelanggan', 'Komunikasi Efektif'],
}

export interface SeedApplication {
  username: string
  opening: string
  appliedDaysAgo: number
  motivation: string
  /** After 'terkirim', oldest first: each step, how many days after applying, HR's note. */
  steps: readonly { status: 'ditinjau' | 'wawancara' | 'diterima' | 'tidak lolos' | 'ditarik'; afterDays: number; note?: string }[]
  cvLines: readonly string[]
}

/**
 * Demo applications in every status, of employees whose other journeys they do not touch (never
 * made.wirawan, dewi.anggraini, rizky.ramadhan, agus.setiawan or putri.maharani). The HR accounts
 * see the Holding and Digital ones.
 */
export const seedApplications: readonly SeedApplication[] = [
  {
    username: 'budi.santoso',
    opening: 'kepala-learning-and-development',
    appliedDaysAgo: 5,
    motivation:
      'Delapan tahun saya merancang program pengembangan SDM di holding. Saya ingin memimpin tim L&D agar setiap program terhubung dengan kebutuhan bisnis dan terukur dampaknya.',
    steps: [
      { status: 'ditinjau', afterDays: 1 },
      {
        status: 'wawancara',
        afterDays: 3,
        note: 'Wawancara dengan Direktur SDM dijadwalkan pekan depan. Siapkan contoh program yang pernah Anda ukur dampaknya.',
      },
    ],
    cvLines: [
      'Manajer Pengembangan SDM, PT Nusantara Holding Indonesia (2016-sekarang)',
      'Merancang program kepemimpinan untuk 4.000 karyawan',
      'Growth path: Komunikasi untuk Pemimpin (selesai)',
    ],
  },
  {
    username: 'budi.santoso',
    opening: 'product-manager-platform-pembelajaran',
    appliedDaysAgo: 2,
    motivation:
      'Sebagai pengguna dan perancang program belajar, saya paham apa yang dibutuhkan karyawan dari aplikasi ini. Saya ingin membawa sudut pandang itu ke tim produk.',
    steps: [],
    cvLines: [
      'Manajer Pengembangan SDM, PT Nusantara Holding Indonesia (2016-sekarang)',
      'Pemilik proses program belajar grup',
      'Mentor internal: rencana pengembangan individu',
    ],
  },
  {
    username: 'sari.wulandari',
    opening: 'data-engineer',
    appliedDaysAgo: 6,
    motivation:
      'Setiap pekan saya membangun dasbor dari data yang datang terlambat dan tidak rapi. Saya ingin ikut membangun alurnya dari hulu agar analis lain tidak mengalami hal yang sama.',
    steps: [{ status: 'ditinjau', afterDays: 2, note: 'Terima kasih, Sari. Tim akan mengirim studi kasus singkat lewat e-mail.' }],
    cvLines: [
      'Analis Data Senior, PT Nusantara Digital Solusi (2019-sekarang)',
      'Dasbor operasional mingguan untuk manajemen',
      'SQL, Python, visualisasi data',
    ],
  },
  {
    username: 'sari.wulandari',
    opening: 'analis-perencanaan-strategis',
    appliedDaysAgo: 30,
    motivation: 'Saya ingin memakai pengalaman analisis data saya untuk keputusan jangka panjang grup, tidak hanya laporan operasional mingguan.',
    steps: [
      { status: 'ditinjau', afterDays: 3 },
      {
        status: 'tidak lolos',
        afterDays: 12,
        note: 'Kami memilih kandidat dengan pengalaman perencanaan korporat yang lebih panjang. Kami menyimpan profil Anda untuk lowongan berikutnya.',
      },
    ],
    cvLines: ['Analis Data Senior, PT Nusantara Digital Solusi (2019-sekarang)', 'Model proyeksi penjualan tiga unit bisnis'],
  },
  {
    username: 'andi.pratama',
    opening: 'tech-lead-aplikasi-ritel',
    appliedDaysAgo: 40,
    motivation: 'Saya memimpin migrasi sistem inti tahun lalu dan ingin memimpin tim secara penuh. Aplikasi ritel adalah tempat yang tepat untuk itu.',
    steps: [
      { status: 'ditinjau', afterDays: 2 },
      { status: 'wawancara', afterDays: 6, note: 'Wawancara teknis dan wawancara dengan kepala divisi ritel.' },
      { status: 'diterima', afterDays: 20, note: 'Selamat! Surat penempatan akan dikirim HR holding. Mulai bertugas awal bulan depan.' },
    ],
    cvLines: ['Insinyur Perangkat Lunak, PT Nusantara Digital Solusi (2021-sekarang)', 'Memimpin migrasi sistem inti'],
  },
  {
    username: 'intan.permata',
    opening: 'ux-researcher',
    appliedDaysAgo: 3,
    motivation:
      'Sebagai desainer UI/UX saya sering merancang tanpa sempat bertemu pengguna. Saya ingin fokus pada riset agar keputusan desain tim berdasar pada kebutuhan nyata.',
    steps: [],
    cvLines: ['Desainer UI/UX, PT Nusantara Digital Solusi (2023-sekarang)', 'Uji kegunaan aplikasi kasir di 5 toko'],
  },
  {
    username: 'hendra.gunawan',
    opening: 'manajer-manajemen-risiko',
    appliedDaysAgo: 9,
    motivation:
      'Dua belas tahun di audit internal memberi saya gambaran risiko di semua unit. Saya ingin beralih dari menilai pengendalian ke mengelola risikonya sejak awal.',
    steps: [{ status: 'ditinjau', afterDays: 4 }],
    cvLines: ['Auditor Internal, PT Nusantara Holding Indonesia (2012-sekarang)', 'Audit berbasis risiko di tujuh unit bisnis'],
  },
  {
    username: 'maria.simanjuntak',
    opening: 'spesialis-komunikasi-korporat',
    appliedDaysAgo: 1,
    motivation:
      'Setiap hari saya menjelaskan produk pembiayaan dengan bahasa yang sederhana kepada nasabah. Saya ingin memakai kemampuan itu untuk komunikasi internal grup.',
    steps: [],
    cvLines: ['Relationship Manager Pembiayaan, PT Nusantara Finansial Syariah', 'Penulis buletin internal cabang Medan'],
  },
  {
    username: 'nur.aini',
    opening: 'hr-business-partner-senior',
    appliedDaysAgo: 8,
    motivation:
      'Sebagai HR Business Partner di unit logistik saya terbiasa mendampingi perubahan organisasi di lapangan. Saya siap membawa pengalaman itu ke fungsi korporat.',
    steps: [
      { status: 'ditinjau', afterDays: 1 },
      { status: 'wawancara', afterDays: 5, note: 'Wawancara panel bersama pimpinan fungsi keuangan dan teknologi.' },
    ],
    cvLines: ['HR Business Partner, PT Nusantara Logistik Prima', 'Mendampingi restrukturisasi tiga pusat distribusi'],
  },
  {
    username: 'yogi.firmansyah',
    opening: 'insinyur-k3-senior',
    appliedDaysAgo: 4,
    motivation:
      'Sebagai supervisor operasional tambang saya memimpin toolbox meeting setiap pagi. Saya ingin memperdalam peran saya di K3 dan membimbing petugas muda.',
    steps: [],
    cvLines: ['Supervisor Operasional Tambang, PT Nusantara Energi Mandiri', 'Nol kecelakaan kerja berat selama tiga tahun'],
  },
  {
    username: 'aisyah.putri',
    opening: 'analis-merchandising',
    appliedDaysAgo: 5,
    motivation:
      'Riset pasar yang saya pelajari selama magang membuat saya tertarik pada cara toko memilih produknya. Saya ingin belajar langsung dari tim merchandising.',
    steps: [{ status: 'ditarik', afterDays: 2 }],
    cvLines: ['Peserta Magang Pemasaran, PT Nusantara Retail Niaga', 'Riset pasar produk musiman'],
  },
]
