import { assignment, coursePackage, inClass, link, pathModule, video, type SeedGrowthPath } from './seed-content'

// Selling and spending well: digital marketing (Jalur Digital dan Data) and financial literacy for unit managers
// (Jalur Bisnis dan Komersial).

export const businessPaths: readonly SeedGrowthPath[] = [
  {
    slug: 'pemasaran-digital',
    title: 'Pemasaran Digital untuk Unit Bisnis',
    summary: 'Merancang, menjalankan, dan mengukur kampanye digital untuk jaringan ritel dan properti grup dengan anggaran yang terkendali.',
    description:
      'Pelanggan grup menemukan produk kita di media sosial dan mesin pencari. ' +
      'Jalur ini membekali tim pemasaran dan penjualan untuk <strong>merancang kampanye digital</strong> dari riset pelanggan sampai laporan hasil.' +
      '<h2>Untuk siapa</h2><ul><li>Staf pemasaran dan penjualan di unit ritel, properti, dan keuangan</li><li>Peserta magang pemasaran</li></ul>' +
      '<h2>Sertifikasi pendukung</h2><span>Materi iklan mengacu pada <a href="https://skillshop.withgoogle.com/" target="_blank" rel="noopener noreferrer">Google Skillshop</a>; ' +
      'sertifikat Skillshop dapat diikuti secara gratis setelah jalur selesai.</span>',
    outcomes: [
      'Menyusun persona pelanggan dari wawancara dan data penjualan.',
      'Membuat kalender konten satu bulan yang sesuai dengan momen lokal.',
      'Menjalankan uji A/B iklan berbayar dengan anggaran kecil.',
      'Melaporkan biaya per akuisisi dan tingkat konversi kepada manajemen.',
    ],
    category: 'Jalur Digital dan Data',
    level: 'pemula',
    weeks: 6,
    skills: ['Orientasi Pelanggan', 'Inovasi', 'Literasi Data'],
    owner: 'dewi.anggraini',
    publishedAt: '2025-08-04T01:00:00.000Z',
    modules: [
      pathModule(
        'Memahami Pelanggan Digital',
        'Siapa pelanggan kita, di mana mereka mencari, dan apa yang membuat mereka membeli.',
        video('riset-pelanggan-dengan-wawancara', 'Wawancarai dua pelanggan dengan panduan pertanyaan di video.'),
        coursePackage('pemasaran-digital-dasar', 'Dasar corong pemasaran, konten, iklan, dan metrik dalam satu paket.'),
      ),
      pathModule(
        'Konten dan Media Sosial',
        'Konten yang relevan untuk pelanggan Indonesia dan ritme unggah yang konsisten.',
        video('strategi-konten-media-sosial', 'Catat pilar konten yang cocok untuk merek unit Anda.'),
        link('Meta Blueprint: kursus pemasaran gratis', 'https://www.facebook.com/business/learn', 45, 'Pilih satu kursus tentang konten organik di Instagram atau Facebook.', { optional: true }),
        assignment(
          'Kalender Konten Satu Bulan',
          60,
          'Susun kalender konten untuk satu bulan: tanggal, kanal, pilar konten, dan ide unggahan. Sertakan minimal satu momen lokal (hari raya, hari belanja nasional, atau acara daerah).',
          'Kalender Desember untuk Nusantara Retail: tiga unggahan per pekan di Instagram dan dua di TikTok. Pilar: promo, tips rumah tangga, dan cerita karyawan toko. ' +
            'Momen lokal: Harbolnas 12.12 dan libur akhir tahun.',
          'Momen lokalnya dimanfaatkan dengan baik. Tambahkan target interaksi per pilar agar hasilnya bisa dievaluasi.',
        ),
      ),
      pathModule(
        'Iklan Berbayar',
        'Menjangkau pelanggan baru tanpa membakar anggaran.',
        video('dasar-iklan-digital-berbayar', 'Perhatikan cara menentukan anggaran harian dan menghentikan iklan yang tidak berkinerja.'),
        link('Google Skillshop', 'https://skillshop.withgoogle.com/', 60, 'Selesaikan modul pengantar Google Ads sebagai bekal sebelum menjalankan iklan pertama.'),
      ),
      pathModule(
        'Mengukur Hasil Kampanye',
        'Metrik yang perlu dilaporkan dan cara membacanya.',
        link('Pusat bantuan Google Analytics', 'https://support.google.com/analytics/', 30, 'Pelajari laporan akuisisi dan konversi di Google Analytics 4.'),
        video('mengukur-kepuasan-pelanggan-csat-dan-nps', 'Kepuasan pelanggan melengkapi metrik kampanye.', { optional: true }),
      ),
      pathModule(
        'Kampanye yang Bertanggung Jawab',
        'Data pelanggan, persetujuan, dan etika beriklan.',
        video('perlindungan-data-pribadi-di-tempat-kerja', 'Pastikan daftar kontak kampanye Anda memiliki persetujuan pelanggan.'),
        assignment(
          'Rencana Kampanye Ramadan',
          90,
          'Tulis rencana kampanye Ramadan untuk satu produk atau toko: tujuan, target pelanggan, kanal, anggaran, jadwal, dan metrik keberhasilan.',
          'Produk: paket sembako Ramadan Nusantara Retail. Tujuan: 5.000 pesanan daring. Target: ibu rumah tangga 25–45 tahun di Surabaya dan Sidoarjo. ' +
            'Kanal: Instagram, iklan pencarian, dan WhatsApp Business. Anggaran Rp75 juta. Metrik: biaya per pesanan di bawah Rp15.000.',
          'Rencana yang realistis dan terukur. Siapkan rencana cadangan jika stok paket habis sebelum pertengahan Ramadan.',
        ),
      ),
    ],
    announcements: [
      {
        title: 'Webinar tamu: tren belanja daring akhir tahun',
        body: 'Tim pemasaran Nusantara Retail berbagi hasil kampanye Harbolnas tahun lalu. Rekamannya akan ditambahkan ke modul <em>Mengukur Hasil Kampanye</em>.',
        publishedAt: '2026-10-27T03:00:00.000Z',
      },
    ],
    takers: [
      {
        username: 'aisyah.putri',
        takenDaysAgo: 50,
        done: 'all',
        lastDaysAgo: 6,
        rating: 5,
        review: 'Sebagai peserta magang, jalur ini membantu saya memahami kerja tim pemasaran. Kalender kontennya langsung dipakai toko.',
      },
      { username: 'intan.permata', takenDaysAgo: 28, done: 4, rating: 3, review: 'Dasar yang baik, tetapi modul iklan berbayar kurang contoh untuk produk B2B.' },
      { username: 'maria.simanjuntak', takenDaysAgo: 14, done: 2 },
    ],
    likes: ['aisyah.putri', 'intan.permata', 'rina.kartika', 'made.wirawan'],
  },
  {
    slug: 'literasi-keuangan-manajer',
    title: 'Literasi Keuangan untuk Manajer Unit',
    summary: 'Membaca laporan keuangan, menyusun anggaran, menilai investasi sederhana, dan menjaga tata kelola, tanpa latar belakang akuntansi.',
    description:
      'Manajer unit mengambil keputusan yang berdampak pada laba dan arus kas setiap hari. Jalur ini membantu Anda <strong>berbicara dalam bahasa keuangan</strong> dengan tim keuangan dan direksi.' +
      '<h2>Isi jalur</h2><ul><li>Laporan keuangan dan arus kas</li><li>Anggaran berbasis kegiatan</li><li>Kelayakan investasi</li><li>Pengadaan, konflik kepentingan, dan ESG</li></ul>' +
      '<span>Ingin memperdalam keuangan pribadi juga? Kunjungi <a href="https://sikapiuangmu.ojk.go.id/" target="_blank" rel="noopener noreferrer">Sikapi Uangmu dari OJK</a>.</span>',
    outcomes: [
      'Membaca neraca, laba rugi, dan arus kas unit sendiri.',
      'Menyusun anggaran unit berbasis kegiatan.',
      'Menilai kelayakan investasi sederhana dengan NPV dan masa pengembalian.',
      'Mengenali dan melaporkan konflik kepentingan dalam pengadaan.',
    ],
    category: 'Jalur Bisnis dan Komersial',
    level: 'menengah',
    weeks: 6,
    skills: ['Literasi Keuangan', 'Pengambilan Keputusan', 'Berpikir Strategis'],
    owner: 'hendra.gunawan',
    publishedAt: '2026-09-14T01:00:00.000Z',
    modules: [
      pathModule(
        'Membaca Laporan Keuangan',
        'Tiga laporan utama dan hubungan di antara ketiganya.',
        video('membaca-laporan-keuangan-untuk-non-keuangan', 'Buka laporan keuangan unit Anda dan cocokkan dengan contoh di video.'),
        coursePackage('literasi-keuangan-untuk-manajer', 'Laporan keuangan, anggaran, dan arus kas untuk non-akuntan.'),
      ),
      pathModule(
        'Anggaran dan Arus Kas',
        'Anggaran yang berangkat dari target, bukan dari angka tahun lalu.',
        video('menyusun-anggaran-unit-kerja', 'Ikuti langkah penyusunan anggaran berbasis kegiatan.'),
        video('arus-kas-mengapa-laba-saja-tidak-cukup', 'Pahami mengapa unit yang untung bisa kekurangan kas.'),
        assignment(
          'Anggaran Unit Berbasis Kegiatan',
          90,
          'Susun anggaran satu tahun untuk unit Anda dengan pendekatan berbasis kegiatan: target, kegiatan utama, dan biaya masing-masing. ' +
            'Jelaskan satu pos yang Anda ubah dibanding tahun lalu dan alasannya.',
          'Target: pendapatan proyek naik 12%. Kegiatan utama: dua peluncuran klaster baru (Rp1,8 miliar), pemasaran digital (Rp650 juta), dan pelatihan tim penjualan (Rp120 juta). ' +
            'Pos yang diubah: biaya pameran dipotong 40% dan dialihkan ke iklan digital karena biaya per prospeknya tiga kali lebih murah.',
          'Alasan perubahan posnya kuat dan berbasis data. Lampirkan perhitungan biaya per prospek saat mengajukan ke Direktorat Keuangan.',
        ),
      ),
      pathModule(
        'Keputusan Investasi',
        'Menilai usulan investasi dengan angka dan risiko.',
        video('analisis-kelayakan-investasi-sederhana', 'Hitung NPV dan masa pengembalian untuk satu usulan investasi di unit Anda.'),
        link('Sikapi Uangmu (OJK)', 'https://sikapiuangmu.ojk.go.id/', 20, 'Portal edukasi keuangan OJK, untuk memperdalam konsep bunga, risiko, dan imbal hasil.', { optional: true }),
      ),
      pathModule(
        'Tata Kelola dan Kepatuhan',
        'Uang perusahaan dikelola dengan transparan.',
        video('pengadaan-barang-dan-jasa-yang-transparan', 'Bandingkan proses pengadaan di video dengan yang berlaku di unit Anda.'),
        video('mengenali-dan-melaporkan-konflik-kepentingan', 'Kenali situasi konflik kepentingan yang sering tidak disadari.'),
      ),
      pathModule(
        'Keuangan Berkelanjutan',
        'ESG dan efisiensi biaya sebagai bagian dari strategi unit.',
        video('esg-keberlanjutan-dalam-praktik-bisnis', 'Pahami bagaimana kinerja ESG memengaruhi pendanaan grup.'),
        inClass('seminar-esg-dan-keberlanjutan', 'Seminar tatap muka tentang standar ESG dan pelaporan keberlanjutan.', { optional: true }),
        link('Standar GRI untuk laporan keberlanjutan', 'https://www.globalreporting.org/standards/', 20, 'Standar pelaporan yang dipakai dalam laporan keberlanjutan grup.', { optional: true }),
        assignment(
          'Usulan Penghematan Biaya Unit',
          60,
          'Usulkan satu penghematan biaya di unit Anda: pos biaya, besar penghematan per tahun, langkah pelaksanaan, dan dampaknya pada layanan atau lingkungan.',
          'Pos: listrik kantor proyek. Usulan: panel surya atap 20 kWp dan sensor lampu di area parkir. Penghematan sekitar Rp96 juta per tahun dengan masa pengembalian 4,5 tahun. ' +
            'Dampak: emisi turun sekitar 24 ton CO2 per tahun, tanpa mengganggu layanan.',
          'Usulan yang menggabungkan efisiensi dan ESG dengan baik. Minta penawaran dari dua vendor untuk menguji angka investasinya.',
        ),
      ),
    ],
    announcements: [
      {
        title: 'Jalur baru: Literasi Keuangan untuk Manajer Unit',
        body: 'Jalur ini terbuka untuk semua manajer dan calon manajer unit. Tugas anggaran dapat memakai <strong>rancangan anggaran tahun depan</strong> yang sedang Anda siapkan.',
        publishedAt: '2026-09-14T02:00:00.000Z',
      },
      {
        title: 'Seminar ESG di Surabaya',
        body: 'Peserta yang berada di Jawa Timur dianjurkan menghadiri seminar ESG. Bagi yang di luar Surabaya, rangkuman seminar akan diunggah setelah acara.<br><em>Kehadiran bersifat pilihan.</em>',
        publishedAt: '2026-11-12T02:00:00.000Z',
      },
    ],
    takers: [
      {
        username: 'fajar.nugroho',
        takenDaysAgo: 60,
        done: 'all',
        lastDaysAgo: 4,
        rating: 5,
        review: 'Akhirnya paham cara membaca arus kas proyek. Tugas anggarannya saya pakai langsung untuk rencana tahun depan.',
      },
      { username: 'yogi.firmansyah', takenDaysAgo: 35, done: 4, rating: 4 },
      { username: 'dewi.anggraini', takenDaysAgo: 12, done: 2 },
    ],
    likes: ['fajar.nugroho', 'yogi.firmansyah', 'putri.maharani', 'maria.simanjuntak'],
  },
]
