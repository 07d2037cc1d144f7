/**
 * Demo channels, catalogues and comments (issue 5). Items name videos by title-derived slug and
 * packages by slug; an item whose content is not seeded is skipped, so other seed files may grow
 * or shrink without breaking this one.
 */
export interface SeedCollection {
  slug: string
  name: string
  description: string
  isSpecial?: boolean
  items: readonly { video?: string; package?: string }[]
}

const v = (video: string) => ({ video })
const p = (pkg: string) => ({ package: pkg })

export const channels: readonly SeedCollection[] = [
  {
    slug: 'akademi-kepemimpinan-nusantara',
    name: 'Akademi Kepemimpinan Nusantara',
    description: 'Saluran resmi program kepemimpinan grup: dari pemimpin tim pertama kali hingga pemimpin lintas unit.',
    isSpecial: true,
    items: [
      v('dasar-kepemimpinan-situasional'), v('memimpin-rapat-yang-singkat-dan-bermakna'), v('delegasi-tanpa-kehilangan-kendali'),
      v('coaching-untuk-atasan-langsung'), v('memimpin-tim-hibrida'), v('memberi-umpan-balik-yang-membangun'),
      v('menetapkan-sasaran-kinerja-yang-smart'), v('berpikir-kritis-dalam-mengambil-keputusan'),
    ],
  },
  {
    slug: 'ruang-digital',
    name: 'Ruang Digital',
    description: 'Kecerdasan buatan, data, dan keamanan siber untuk semua karyawan, dibawakan para praktisi PT Nusantara Digital Solusi.',
    isSpecial: true,
    items: [
      v('mengenal-kecerdasan-buatan-generatif'), v('membuat-dasbor-dengan-spreadsheet'), v('keamanan-siber-di-tempat-kerja'),
      v('mengamankan-akun-dengan-autentikasi-dua-faktor'), v('pengenalan-git-untuk-tim-pengembang'), v('desain-antarmuka-yang-mudah-digunakan'),
      v('perlindungan-data-pribadi-di-tempat-kerja'), v('scrum-dalam-15-menit'), v('mengukur-kepuasan-pelanggan-csat-dan-nps'),
    ],
  },
  {
    slug: 'selamat-dan-sehat',
    name: 'Selamat dan Sehat',
    description: 'Keselamatan kerja, ergonomi, dan kesehatan mental: kebiasaan kecil yang menjaga kita pulang dengan selamat.',
    items: [
      v('budaya-k3-dimulai-dari-diri-sendiri'), v('identifikasi-bahaya-dan-penilaian-risiko'), v('ergonomi-bekerja-di-depan-komputer'),
      v('tanggap-darurat-kebakaran-di-gedung-kantor'), v('mengelola-stres-di-tempat-kerja'), v('mendengarkan-aktif-di-tempat-kerja'),
      v('manajemen-waktu-dengan-teknik-pomodoro'),
    ],
  },
  {
    slug: 'cerdas-finansial',
    name: 'Cerdas Finansial',
    description: 'Angka-angka yang menggerakkan bisnis, dijelaskan untuk rekan non-keuangan oleh tim Controller Grup.',
    items: [
      v('membaca-laporan-keuangan-untuk-non-keuangan'), v('menyusun-anggaran-unit-kerja'), v('arus-kas-mengapa-laba-saja-tidak-cukup'),
      v('dasar-perbankan-syariah-untuk-karyawan'), v('analisis-kelayakan-investasi-sederhana'), v('pengadaan-barang-dan-jasa-yang-transparan'),
    ],
  },
  {
    slug: 'suara-pelanggan',
    name: 'Suara Pelanggan',
    description: 'Pemasaran, penjualan, dan layanan yang berangkat dari kebutuhan pelanggan.',
    items: [
      v('strategi-konten-media-sosial'), v('riset-pelanggan-dengan-wawancara'), v('dasar-iklan-digital-berbayar'),
      v('menjual-dengan-pendekatan-konsultatif'), v('menangani-keluhan-pelanggan-dengan-empati'), v('layanan-omnichannel-yang-konsisten'),
      v('mengukur-kepuasan-pelanggan-csat-dan-nps'), v('presentasi-meyakinkan-dalam-10-menit'), v('menulis-surel-kerja-yang-jelas'),
      v('negosiasi-berbasis-kepentingan'),
    ],
  },
]

export const catalogs: readonly SeedCollection[] = [
  {
    slug: 'wajib-untuk-karyawan-baru',
    name: 'Wajib untuk Karyawan Baru',
    description: 'Materi yang diselesaikan setiap karyawan baru dalam 90 hari pertama: keselamatan, kepatuhan, dan keamanan informasi.',
    items: [
      p('aman-dan-sehat-di-tempat-kerja'), p('keamanan-siber-untuk-semua-karyawan'), v('budaya-k3-dimulai-dari-diri-sendiri'),
      v('mengenali-dan-melaporkan-konflik-kepentingan'), v('perlindungan-data-pribadi-di-tempat-kerja'),
      v('mengamankan-akun-dengan-autentikasi-dua-faktor'), v('onboarding-karyawan-baru-yang-berkesan'),
    ],
  },
  {
    slug: 'jalur-pemimpin-muda',
    name: 'Jalur Pemimpin Muda',
    description: 'Kurasi untuk supervisor dan manajer baru: memimpin, memberi umpan balik, dan mengelola kinerja tim.',
    items: [
      p('pemimpin-tim-pertama-kali'), p('coaching-untuk-atasan'), v('delegasi-tanpa-kehilangan-kendali'),
      v('coaching-untuk-atasan-langsung'), v('menetapkan-sasaran-kinerja-yang-smart'), v('memimpin-tim-hibrida'),
      v('wawancara-berbasis-perilaku'),
    ],
  },
  {
    slug: 'literasi-data-dan-digital',
    name: 'Literasi Data dan Digital',
    description: 'Dari spreadsheet ke kecerdasan buatan: keterampilan digital yang dibutuhkan setiap fungsi.',
    items: [
      p('analisis-data-untuk-pengambilan-keputusan'), v('membuat-dasbor-dengan-spreadsheet'), v('mengenal-kecerdasan-buatan-generatif'),
      v('desain-antarmuka-yang-mudah-digunakan'), v('pengenalan-git-untuk-tim-pengembang'), v('mengukur-kepuasan-pelanggan-csat-dan-nps'),
    ],
  },
  {
    slug: 'keunggulan-operasional',
    name: 'Keunggulan Operasional',
    description: 'Proyek, rantai pasok, dan perbaikan berkelanjutan untuk unit operasional dan logistik.',
    items: [
      p('manajemen-proyek-praktis'), p('budaya-k3-di-lapangan'), v('menyusun-rencana-proyek-sederhana'),
      v('menyusun-struktur-rincian-kerja-wbs'), v('mengelola-risiko-proyek'), v('pengantar-lean-untuk-operasional'),
      v('perencanaan-persediaan-gudang'), v('laporan-status-proyek-yang-dibaca-direksi'),
    ],
  },
  {
    slug: 'tumbuh-dan-seimbang',
    name: 'Tumbuh dan Seimbang',
    description: 'Pengembangan diri dan kesejahteraan: belajar lebih efektif, bekerja lebih fokus, dan menjaga kesehatan mental.',
    items: [
      p('komunikasi-efektif-di-tempat-kerja'), v('membangun-kebiasaan-belajar'), v('manajemen-waktu-dengan-teknik-pomodoro'),
      v('mengelola-stres-di-tempat-kerja'), v('mendengarkan-aktif-di-tempat-kerja'), v('ergonomi-bekerja-di-depan-komputer'),
    ],
  },
]

/** Comments by seeded employees, with how many days after the video's publication they wrote. */
export const comments: readonly { video: string; by: string; afterDays: number; text: string }[] = [
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
