/**
 * Demo videos of the learning catalogue (issue 5), on top of the six of learning-content.ts.
 * Slugs derive from titles; master-list references are names (resolved through their slugs).
 * Descriptions are built from `intro`, `points` and `tip` into rich text (seed/learning-catalog.ts).
 */
export interface SeedCatalogVideo {
  title: string
  category: string
  instructor: string
  unit: string
  topic: string
  profession: string
  field: string
  publishedAt: string
  views: number
  intro: string
  points: readonly string[]
  tip: string
}

export const leadershipAndCommunication: readonly SeedCatalogVideo[] = [
  {
    title: 'Memimpin Rapat yang Singkat dan Bermakna',
    category: 'Kepemimpinan', instructor: 'rina-kartikasari', unit: 'Direktorat Sumber Daya Manusia', topic: 'Manajemen Waktu',
    profession: 'Manajer Proyek', field: 'Sumber Daya Manusia', publishedAt: '2024-02-12T02:00:00.000Z', views: 1843,
    intro: 'Rapat yang baik selesai tepat waktu dan menghasilkan keputusan. Video ini membahas cara menyiapkan agenda dan menjaga diskusi tetap fokus.',
    points: ['Menyusun agenda dengan tujuan yang jelas', 'Peran fasilitator, notulis, dan penjaga waktu', 'Menutup rapat dengan daftar tindak lanjut'],
    tip: 'Kirim agenda paling lambat sehari sebelum rapat agar peserta datang dengan persiapan.',
  },
  {
    title: 'Delegasi Tanpa Kehilangan Kendali',
    category: 'Kepemimpinan', instructor: 'rina-kartikasari', unit: 'Direktorat Operasional', topic: 'Coaching dan Mentoring',
    profession: 'Manajer Proyek', field: 'Operasional', publishedAt: '2024-05-06T02:00:00.000Z', views: 2210,
    intro: 'Banyak pemimpin baru mengerjakan semuanya sendiri. Pelajari kapan dan bagaimana mendelegasikan pekerjaan dengan aman.',
    points: ['Matriks kesiapan anggota tim', 'Menetapkan hasil yang diharapkan, bukan caranya', 'Titik pemeriksaan yang tidak terasa seperti mengawasi'],
    tip: 'Mulailah dari tugas yang sering berulang: mudah dijelaskan dan cepat memberi hasil.',
  },
  {
    title: 'Coaching untuk Atasan Langsung',
    category: 'Kepemimpinan', instructor: 'fajar-nugroho', unit: 'Direktorat Sumber Daya Manusia', topic: 'Coaching dan Mentoring',
    profession: 'HR Business Partner', field: 'Sumber Daya Manusia', publishedAt: '2025-03-17T02:00:00.000Z', views: 1376,
    intro: 'Model GROW membantu atasan mengajukan pertanyaan yang tepat sehingga anggota tim menemukan solusinya sendiri.',
    points: ['Goal, Reality, Options, Will dalam praktik', 'Pertanyaan terbuka yang membangun kepercayaan', 'Contoh sesi coaching 15 menit'],
    tip: 'Tahan keinginan untuk langsung memberi jawaban; biarkan hening beberapa detik.',
  },
  {
    title: 'Memimpin Tim Hibrida',
    category: 'Kepemimpinan', instructor: 'rina-kartikasari', unit: 'Direktorat Teknologi Informasi', topic: 'Transformasi Digital',
    profession: 'Manajer Proyek', field: 'Teknologi dan Digital', publishedAt: '2026-02-09T02:00:00.000Z', views: 642,
    intro: 'Sebagian tim di kantor, sebagian bekerja dari rumah atau lapangan. Bagaimana menjaga semua orang tetap terhubung dan setara?',
    points: ['Kesepakatan kerja tim hibrida', 'Ritme komunikasi sinkron dan asinkron', 'Menilai kinerja berdasarkan hasil'],
    tip: 'Jika satu peserta rapat daring, semua peserta sebaiknya bergabung dari perangkat masing-masing.',
  },
  {
    title: 'Presentasi Meyakinkan dalam 10 Menit',
    category: 'Komunikasi', instructor: 'siti-rahmawati', unit: 'Divisi Komunikasi Korporat', topic: 'Public Speaking',
    profession: 'Spesialis Pemasaran Digital', field: 'Pemasaran dan Penjualan', publishedAt: '2024-03-04T02:00:00.000Z', views: 3120,
    intro: 'Struktur sederhana untuk presentasi singkat di depan manajemen: pesan utama di depan, data pendukung, lalu permintaan yang jelas.',
    points: ['Metode piramida Minto', 'Satu slide, satu pesan', 'Menjawab pertanyaan sulit dengan tenang'],
    tip: 'Latih kalimat pembuka Anda sampai bisa diucapkan tanpa melihat catatan.',
  },
  {
    title: 'Menulis Surel Kerja yang Jelas',
    category: 'Komunikasi', instructor: 'ratna-sari', unit: 'Divisi Komunikasi Korporat', topic: 'Manajemen Waktu',
    profession: 'Customer Service Officer', field: 'Pemasaran dan Penjualan', publishedAt: '2024-08-19T02:00:00.000Z', views: 2687,
    intro: 'Surel yang jelas menghemat waktu pengirim dan penerima. Pelajari pola subjek, paragraf pembuka, dan ajakan bertindak.',
    points: ['Subjek yang menyebut tujuan dan tenggat', 'Paragraf pertama berisi permintaan', 'Nada sopan tanpa bertele-tele'],
    tip: 'Baca ulang surel Anda dari sudut pandang penerima yang sedang sibuk.',
  },
  {
    title: 'Negosiasi Berbasis Kepentingan',
    category: 'Komunikasi', instructor: 'lina-marlina', unit: 'Divisi Pengadaan', topic: 'Negosiasi',
    profession: 'Staf Pengadaan', field: 'Logistik', publishedAt: '2025-01-27T02:00:00.000Z', views: 1954,
    intro: 'Negosiasi dengan pemasok atau rekan kerja tidak harus menang-kalah. Kenali kepentingan di balik posisi masing-masing pihak.',
    points: ['Membedakan posisi dan kepentingan', 'Menyiapkan BATNA sebelum bertemu', 'Menyusun opsi yang menguntungkan bersama'],
    tip: 'Tuliskan batas bawah Anda sebelum negosiasi dimulai, bukan di tengah diskusi.',
  },
  {
    title: 'Mendengarkan Aktif di Tempat Kerja',
    category: 'Komunikasi', instructor: 'maya-lestari', unit: 'Direktorat Sumber Daya Manusia', topic: 'Kesehatan Mental di Tempat Kerja',
    profession: 'HR Business Partner', field: 'Sumber Daya Manusia', publishedAt: '2025-09-08T02:00:00.000Z', views: 1128,
    intro: 'Mendengarkan aktif membuat lawan bicara merasa dihargai dan mengurangi salah paham dalam tim.',
    points: ['Parafrase dan pertanyaan klarifikasi', 'Bahasa tubuh yang menunjukkan perhatian', 'Menghindari menyela dan menghakimi'],
    tip: 'Ulangi inti pesan lawan bicara sebelum menyampaikan pendapat Anda.',
  },
  {
    title: 'Menyusun Anggaran Unit Kerja',
    category: 'Keuangan', instructor: 'dewi-anggraini', unit: 'Direktorat Keuangan dan Akuntansi', topic: 'Perencanaan Anggaran',
    profession: 'Analis Keuangan', field: 'Keuangan dan Akuntansi', publishedAt: '2024-04-15T02:00:00.000Z', views: 1502,
    intro: 'Langkah demi langkah menyusun anggaran tahunan unit: dari target bisnis ke kebutuhan biaya dan belanja modal.',
    points: ['Anggaran berbasis aktivitas', 'Asumsi yang perlu didokumentasikan', 'Memantau realisasi setiap bulan'],
    tip: 'Simpan asumsi anggaran di satu lembar terpisah agar mudah diperbarui.',
  },
  {
    title: 'Arus Kas: Mengapa Laba Saja Tidak Cukup',
    category: 'Keuangan', instructor: 'dewi-anggraini', unit: 'Direktorat Keuangan dan Akuntansi', topic: 'Perencanaan Anggaran',
    profession: 'Akuntan', field: 'Keuangan dan Akuntansi', publishedAt: '2024-10-07T02:00:00.000Z', views: 1287,
    intro: 'Perusahaan yang untung bisa kesulitan membayar tagihan. Video ini menjelaskan hubungan laba, piutang, dan kas.',
    points: ['Siklus konversi kas', 'Dampak termin pembayaran pelanggan', 'Membaca laporan arus kas operasi'],
    tip: 'Pantau umur piutang setiap minggu, bukan hanya saat tutup buku.',
  },
  {
    title: 'Dasar Perbankan Syariah untuk Karyawan',
    category: 'Keuangan', instructor: 'dewi-anggraini', unit: 'Direktorat Keuangan dan Akuntansi', topic: 'Manajemen Risiko',
    profession: 'Analis Keuangan', field: 'Perbankan dan Jasa Keuangan', publishedAt: '2025-06-02T02:00:00.000Z', views: 984,
    intro: 'Pengenalan akad murabahah, mudharabah, dan ijarah beserta contoh produknya di PT Nusantara Finansial Syariah.',
    points: ['Prinsip bagi hasil dan larangan riba', 'Akad jual beli dan sewa', 'Peran Dewan Pengawas Syariah'],
    tip: 'Perhatikan perbedaan margin tetap dan nisbah bagi hasil saat membandingkan produk.',
  },
  {
    title: 'Analisis Kelayakan Investasi Sederhana',
    category: 'Keuangan', instructor: 'agus-setiawan', unit: 'Direktorat Keuangan dan Akuntansi', topic: 'Analisis Data',
    profession: 'Analis Keuangan', field: 'Keuangan dan Akuntansi', publishedAt: '2026-04-13T02:00:00.000Z', views: 415,
    intro: 'NPV, IRR, dan periode pengembalian dihitung bersama dengan contoh pembelian armada truk baru.',
    points: ['Nilai waktu dari uang', 'Menghitung NPV dan IRR di lembar kerja', 'Analisis sensitivitas asumsi'],
    tip: 'Selalu uji skenario pesimis sebelum mengajukan usulan investasi.',
  },
]

export const digitalAndMarketing: readonly SeedCatalogVideo[] = [
  {
    title: 'Mengenal Kecerdasan Buatan Generatif',
    category: 'Teknologi Informasi', instructor: 'agus-setiawan', unit: 'Direktorat Teknologi Informasi', topic: 'Kecerdasan Buatan',
    profession: 'Analis Data', field: 'Teknologi dan Digital', publishedAt: '2025-02-10T02:00:00.000Z', views: 4215,
    intro: 'Apa itu model bahasa besar, apa yang bisa dan tidak bisa dilakukannya, dan bagaimana menggunakannya secara bertanggung jawab.',
    points: ['Cara kerja model bahasa secara sederhana', 'Menulis instruksi (prompt) yang efektif', 'Menjaga kerahasiaan data perusahaan'],
    tip: 'Jangan pernah menempelkan data pelanggan atau dokumen rahasia ke layanan AI publik.',
  },
  {
    title: 'Membuat Dasbor dengan Spreadsheet',
    category: 'Teknologi Informasi', instructor: 'agus-setiawan', unit: 'Direktorat Teknologi Informasi', topic: 'Analisis Data',
    profession: 'Analis Data', field: 'Teknologi dan Digital', publishedAt: '2024-06-10T02:00:00.000Z', views: 2890,
    intro: 'Dari data penjualan mentah ke dasbor yang rapi: tabel pivot, grafik, dan filter interaktif.',
    points: ['Membersihkan data sebelum dianalisis', 'Tabel pivot dan grafik kombinasi', 'Memilih grafik yang tepat untuk pesan Anda'],
    tip: 'Satu dasbor sebaiknya menjawab satu pertanyaan bisnis.',
  },
  {
    title: 'Pengenalan Git untuk Tim Pengembang',
    category: 'Teknologi Informasi', instructor: 'andi-pratama', unit: 'Direktorat Teknologi Informasi', topic: 'Transformasi Digital',
    profession: 'Insinyur Perangkat Lunak', field: 'Teknologi dan Digital', publishedAt: '2024-09-02T02:00:00.000Z', views: 1765,
    intro: 'Commit, branch, dan pull request dijelaskan dengan alur kerja tim pengembang di PT Nusantara Digital Solusi.',
    points: ['Membuat commit yang mudah ditinjau', 'Strategi branch sederhana', 'Meninjau kode dengan sopan dan efektif'],
    tip: 'Tulis pesan commit yang menjelaskan alasan perubahan, bukan hanya apa yang diubah.',
  },
  {
    title: 'Mengamankan Akun dengan Autentikasi Dua Faktor',
    category: 'Teknologi Informasi', instructor: 'andi-pratama', unit: 'Direktorat Teknologi Informasi', topic: 'Keamanan Siber',
    profession: 'Insinyur Perangkat Lunak', field: 'Teknologi dan Digital', publishedAt: '2025-07-14T02:00:00.000Z', views: 3312,
    intro: 'Kata sandi saja tidak cukup. Aktifkan autentikasi dua faktor untuk surel, aplikasi kerja, dan akun pribadi Anda.',
    points: ['Jenis faktor kedua: aplikasi, kunci keamanan, SMS', 'Menyimpan kode cadangan dengan aman', 'Mengenali permintaan persetujuan palsu'],
    tip: 'Tolak notifikasi persetujuan masuk yang tidak Anda minta, lalu laporkan ke tim keamanan.',
  },
  {
    title: 'Desain Antarmuka yang Mudah Digunakan',
    category: 'Teknologi Informasi', instructor: 'andi-pratama', unit: 'Direktorat Teknologi Informasi', topic: 'Transformasi Digital',
    profession: 'Desainer UI/UX', field: 'Teknologi dan Digital', publishedAt: '2026-01-19T02:00:00.000Z', views: 731,
    intro: 'Prinsip dasar kegunaan untuk aplikasi internal: kejelasan, konsistensi, dan umpan balik yang cepat.',
    points: ['Heuristik kegunaan Nielsen', 'Uji kegunaan dengan lima pengguna', 'Aksesibilitas: kontras, ukuran sentuh, label'],
    tip: 'Amati pengguna mencoba tugas nyata; jangan hanya menanyakan pendapat mereka.',
  },
  {
    title: 'Strategi Konten Media Sosial',
    category: 'Pemasaran', instructor: 'siti-rahmawati', unit: 'Direktorat Pemasaran dan Penjualan', topic: 'Pemasaran Digital',
    profession: 'Spesialis Pemasaran Digital', field: 'Pemasaran dan Penjualan', publishedAt: '2024-07-08T02:00:00.000Z', views: 2544,
    intro: 'Menyusun kalender konten yang konsisten untuk merek ritel grup, dari pilar konten sampai evaluasi kinerja.',
    points: ['Pilar konten dan persona pelanggan', 'Kalender konten bulanan', 'Metrik yang benar-benar penting'],
    tip: 'Ukur interaksi dan konversi, bukan hanya jumlah pengikut.',
  },
  {
    title: 'Riset Pelanggan dengan Wawancara',
    category: 'Pemasaran', instructor: 'siti-rahmawati', unit: 'Direktorat Pemasaran dan Penjualan', topic: 'Analisis Data',
    profession: 'Spesialis Pemasaran Digital', field: 'Pemasaran dan Penjualan', publishedAt: '2025-04-21T02:00:00.000Z', views: 1190,
    intro: 'Wawancara pelanggan mengungkap alasan di balik angka. Pelajari cara menyiapkan, melakukan, dan merangkumnya.',
    points: ['Menyusun panduan wawancara', 'Pertanyaan tentang perilaku masa lalu', 'Merangkum temuan menjadi wawasan'],
    tip: 'Tanyakan apa yang terakhir kali pelanggan lakukan, bukan apa yang akan mereka lakukan.',
  },
  {
    title: 'Dasar Iklan Digital Berbayar',
    category: 'Pemasaran', instructor: 'siti-rahmawati', unit: 'Direktorat Pemasaran dan Penjualan', topic: 'Pemasaran Digital',
    profession: 'Spesialis Pemasaran Digital', field: 'Pemasaran dan Penjualan', publishedAt: '2025-11-03T02:00:00.000Z', views: 868,
    intro: 'Menyusun kampanye iklan di mesin pencari dan media sosial dengan anggaran terbatas.',
    points: ['Menentukan tujuan dan audiens kampanye', 'Struktur kampanye, grup iklan, dan kata kunci', 'Membaca CPC, CTR, dan ROAS'],
    tip: 'Uji dua versi iklan sekaligus dan hentikan yang kalah setelah datanya cukup.',
  },
  {
    title: 'Menjual dengan Pendekatan Konsultatif',
    category: 'Pemasaran', instructor: 'ratna-sari', unit: 'Direktorat Pemasaran dan Penjualan', topic: 'Negosiasi',
    profession: 'Customer Service Officer', field: 'Pemasaran dan Penjualan', publishedAt: '2026-05-18T02:00:00.000Z', views: 377,
    intro: 'Penjualan konsultatif dimulai dari memahami masalah pelanggan, bukan dari katalog produk.',
    points: ['Pertanyaan SPIN', 'Menghubungkan manfaat produk dengan kebutuhan', 'Menangani keberatan harga'],
    tip: 'Biarkan pelanggan berbicara lebih banyak daripada Anda pada pertemuan pertama.',
  },
]
