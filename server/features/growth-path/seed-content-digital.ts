import { assignment, coursePackage, doc, inClass, link, pathModule, video, type SeedGrowthPath } from './seed-content'

// Jalur Digital dan Data: data analysts, and everyone's first steps with AI.

export const digitalPaths: readonly SeedGrowthPath[] = [
  {
    slug: 'analis-data',
    title: 'Analis Data: Dari Spreadsheet ke Keputusan',
    summary: 'Mengolah data operasional menjadi dasbor dan rekomendasi yang dipakai manajemen, mulai dari spreadsheet hingga dasar Python.',
    description:
      'Setiap unit bisnis grup menyimpan data penjualan, stok, dan layanan, tetapi belum semuanya dipakai untuk mengambil keputusan. ' +
      'Jalur ini menyiapkan Anda menjadi <strong>analis data</strong> yang bertanya dengan tepat, mengolah data dengan rapi, dan bercerita dengan angka.' +
      '<h2>Prasyarat</h2><ul><li>Terbiasa memakai spreadsheet (filter, rumus dasar)</li><li>Memiliki akses ke data unit Anda sendiri</li></ul>' +
      '<h2>Alat yang dipakai</h2><span>Excel atau Google Sheets, Looker Studio, dan <em>pengenalan</em> Python. Semua tersedia dengan lisensi perusahaan.</span>',
    outcomes: [
      'Merumuskan pertanyaan bisnis sebelum mencari data.',
      'Membersihkan dan menggabungkan data dengan XLOOKUP dan pivot table.',
      'Membangun dasbor mingguan yang dibaca manajemen.',
      'Menyampaikan rekomendasi berbasis data dalam satu halaman.',
      'Menangani data pribadi sesuai UU Pelindungan Data Pribadi.',
    ],
    category: 'Jalur Digital dan Data',
    level: 'menengah',
    weeks: 10,
    skills: ['Literasi Data', 'Pemecahan Masalah', 'Pengambilan Keputusan'],
    owner: 'sari.wulandari',
    publishedAt: '2025-05-19T01:00:00.000Z',
    modules: [
      pathModule(
        'Berpikir Seperti Analis',
        'Analisis yang baik dimulai dari keputusan yang ingin diambil, bukan dari data yang kebetulan ada.',
        video('berpikir-kritis-dalam-mengambil-keputusan', 'Catat tiga asumsi yang sering dipakai di unit Anda tanpa pernah diuji dengan data.'),
        link(
          'Data terbuka Badan Pusat Statistik',
          'https://www.bps.go.id/',
          20,
          'Cari satu tabel statistik yang relevan dengan bisnis unit Anda, misalnya inflasi daerah atau jumlah penduduk per kabupaten.',
        ),
      ),
      pathModule(
        'Mengolah Data di Spreadsheet',
        'Rumus dan pivot table yang dipakai analis setiap hari.',
        video('membuat-dasbor-dengan-spreadsheet', 'Ikuti langkah di video dengan data contoh, lalu ulangi dengan data unit Anda.'),
        link(
          'Panduan fungsi XLOOKUP',
          'https://support.microsoft.com/id-id/office/fungsi-xlookup-b7fd680e-6d10-43e6-84f9-88eae8bf5929',
          15,
          'Pahami cara XLOOKUP menggantikan VLOOKUP untuk menggabungkan dua tabel.',
        ),
        inClass('bootcamp-analisis-data-excel', 'Bootcamp satu hari: pivot table, XLOOKUP, dan dasbor sederhana. Bawa laptop sendiri.'),
      ),
      pathModule(
        'Dari Pertanyaan ke Analisis',
        'Alur kerja lengkap: pertanyaan, pembersihan data, grafik, dan cerita.',
        coursePackage('analisis-data-untuk-pengambilan-keputusan', 'Selesaikan seluruh paket; proyek akhirnya menjadi bahan tugas di modul berikutnya.'),
        link('Portal Satu Data Indonesia', 'https://data.go.id/', 15, 'Sumber data pemerintah tambahan untuk memperkaya analisis Anda.', { optional: true }),
      ),
      pathModule(
        'Visualisasi dan Dasbor',
        'Memilih grafik yang tepat dan menyusun dasbor yang dibaca sampai habis.',
        link('Pusat bantuan Looker Studio', 'https://support.google.com/looker-studio/', 30, 'Pelajari cara menghubungkan spreadsheet ke Looker Studio dan membagikan dasbor.'),
        assignment(
          'Dasbor Penjualan Mingguan',
          90,
          'Bangun dasbor penjualan mingguan dari data unit Anda atau data contoh. Tuliskan tautan dasbor (akses internal), tiga metrik yang Anda pilih, dan alasan memilih jenis grafiknya.',
          'Dasbor: tautan Looker Studio internal unit Retail Jawa Timur. Metrik: penjualan per toko, pertumbuhan dibanding pekan lalu, dan lima produk dengan stok menipis. ' +
            'Grafik batang untuk perbandingan antartoko, garis untuk tren 12 pekan.',
          'Pilihan grafiknya tepat. Urutkan toko dari penjualan tertinggi agar pembaca langsung melihat yang perlu perhatian.',
        ),
      ),
      pathModule(
        'Pengantar Python untuk Analisis',
        'Langkah pertama ketika data sudah terlalu besar untuk spreadsheet.',
        link('Tutorial resmi Python (bahasa Indonesia)', 'https://docs.python.org/id/3/tutorial/', 90, 'Kerjakan bab 3 sampai 5: angka, teks, daftar, dan struktur kontrol.'),
        link('Kursus singkat pandas di Kaggle Learn', 'https://www.kaggle.com/learn/pandas', 240, 'Kursus gratis untuk mengolah tabel dengan pandas, bagi yang ingin melangkah lebih jauh.', {
          optional: true,
        }),
      ),
      pathModule(
        'Etika dan Perlindungan Data',
        'Data pelanggan dan karyawan adalah amanah: olah seperlunya dan simpan dengan aman.',
        video('perlindungan-data-pribadi-di-tempat-kerja', 'Periksa apakah dasbor Anda menampilkan data pribadi yang sebenarnya tidak diperlukan.'),
        doc(
          'UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi',
          'https://peraturan.bpk.go.id/Details/229798/uu-no-27-tahun-2022',
          30,
          'Baca ketentuan umum dan kewajiban pengendali data pribadi.',
          { optional: true },
        ),
        assignment(
          'Rekomendasi Berbasis Data',
          60,
          'Tulis rekomendasi satu halaman untuk atasan Anda berdasarkan dasbor yang telah dibuat: temuan utama, angka pendukung, rekomendasi, dan risikonya.',
          'Temuan: tiga toko di Sidoarjo kehabisan stok produk terlaris rata-rata dua hari per pekan. Angka: kehilangan penjualan sekitar Rp42 juta per bulan. ' +
            'Rekomendasi: pengiriman ulang dua kali sepekan untuk sepuluh produk teratas. Risiko: biaya logistik naik sekitar Rp6 juta per bulan.',
          'Rekomendasi yang kuat karena membandingkan manfaat dan biaya. Lampirkan asumsi perhitungannya saat menyampaikan ke atasan.',
        ),
      ),
    ],
    announcements: [
      {
        title: 'Bootcamp Excel dibuka untuk peserta jalur',
        body: 'Peserta jalur Analis Data mendapat prioritas di <strong>Bootcamp Analisis Data dengan Excel</strong>. Daftarkan diri dari halaman kelas sebelum kursi penuh.',
        publishedAt: '2026-11-10T02:00:00.000Z',
      },
      {
        title: 'Data contoh untuk tugas dasbor',
        body: 'Bagi yang belum mendapat akses data unit, gunakan data contoh penjualan ritel di ruang berkas tim Data.<br>Hubungi saya jika tautannya tidak bisa dibuka.',
        publishedAt: '2025-06-02T02:00:00.000Z',
      },
    ],
    takers: [
      {
        username: 'intan.permata',
        takenDaysAgo: 40,
        done: 7,
        rating: 5,
        review: 'Urutan materinya pas: dari pertanyaan bisnis dulu, baru alat. Tugas dasbornya sekarang dipakai tim produk setiap Senin.',
      },
      { username: 'hendra.gunawan', takenDaysAgo: 35, done: 5, rating: 4, review: 'Sangat membantu untuk audit berbasis data. Bagian Python bisa diberi contoh kasus audit.' },
      { username: 'maria.simanjuntak', takenDaysAgo: 25, done: 3, rating: 4 },
      { username: 'made.wirawan', takenDaysAgo: 10, done: 2 },
    ],
    likes: ['intan.permata', 'hendra.gunawan', 'maria.simanjuntak', 'fajar.nugroho', 'aisyah.putri', 'nur.aini', 'yogi.firmansyah'],
  },
  {
    slug: 'literasi-digital-dan-ai',
    title: 'Literasi Digital dan AI Generatif di Tempat Kerja',
    summary: 'Bekerja aman di dunia digital dan memakai asisten AI generatif secara produktif dan bertanggung jawab sesuai kebijakan perusahaan.',
    description:
      'Asisten AI generatif dapat merangkum dokumen, menyusun draf surel, dan membantu analisis. ' +
      'Jalur singkat ini mengajarkan cara memakainya <strong>dengan aman</strong>: melindungi akun, menjaga data perusahaan, dan menulis perintah yang efektif.' +
      '<h2>Yang perlu diingat</h2><ul><li>Jangan memasukkan data pelanggan atau data rahasia ke layanan AI publik</li><li>Gunakan hanya layanan yang disetujui Direktorat TI</li>' +
      '<li>Periksa kembali setiap hasil AI sebelum dipakai</li></ul>',
    outcomes: [
      'Melindungi akun kerja dengan kata sandi kuat dan autentikasi dua faktor.',
      'Menjelaskan cara kerja dan keterbatasan AI generatif.',
      'Menulis perintah (prompt) yang menghasilkan draf siap disunting.',
    ],
    category: 'Jalur Digital dan Data',
    level: 'pemula',
    weeks: 4,
    skills: ['Inovasi', 'Manajemen Perubahan', 'Pemecahan Masalah'],
    owner: 'andi.pratama',
    publishedAt: '2026-06-08T01:00:00.000Z',
    modules: [
      pathModule(
        'Bekerja Aman di Dunia Digital',
        'Kebiasaan dasar sebelum memakai alat digital apa pun.',
        coursePackage('keamanan-siber-untuk-semua-karyawan', 'Kata sandi, phishing, dan pelaporan insiden keamanan.'),
        video('mengamankan-akun-dengan-autentikasi-dua-faktor', 'Aktifkan autentikasi dua faktor di akun kerja Anda setelah menonton video ini.'),
      ),
      pathModule(
        'Mengenal AI Generatif',
        'Apa yang bisa dan tidak bisa dilakukan AI generatif.',
        video('mengenal-kecerdasan-buatan-generatif', 'Catat tiga pekerjaan rutin Anda yang bisa dibantu AI.'),
        inClass('webinar-ai-untuk-produktivitas', 'Webinar daring tentang pemakaian AI yang aman sesuai kebijakan perusahaan.'),
      ),
      pathModule(
        'Menulis Perintah yang Efektif',
        'Peran, konteks, tugas, dan format: empat unsur perintah yang baik.',
        link('Strategi menulis prompt', 'https://ai.google.dev/gemini-api/docs/prompting-strategies?hl=id', 20, 'Contoh perintah yang jelas beserta hasilnya.'),
        assignment(
          'Tiga Perintah AI untuk Pekerjaan Anda',
          30,
          'Tuliskan tiga perintah AI untuk pekerjaan rutin Anda, masing-masing dengan peran, konteks, tugas, dan format hasil. Jelaskan cara Anda memeriksa hasilnya. Jangan sertakan data rahasia.',
          'Pertama: merangkum notulen rapat menjadi daftar tindak lanjut dengan penanggung jawab. Kedua: menyusun draf surel pengingat tenggat dengan nada sopan. ' +
            'Ketiga: membuat kerangka materi pelatihan 30 menit. Semua hasil saya baca ulang dan sesuaikan sebelum dikirim.',
          'Perintahnya jelas dan aman. Coba tambahkan contoh format yang diinginkan agar hasilnya lebih konsisten.',
        ),
      ),
      pathModule(
        'AI yang Bertanggung Jawab',
        'Data pribadi, hak cipta, dan tanggung jawab atas hasil kerja.',
        video('perlindungan-data-pribadi-di-tempat-kerja', 'Kenali data yang tidak boleh dimasukkan ke layanan AI.'),
        link(
          'Rekomendasi UNESCO tentang etika AI',
          'https://www.unesco.org/en/artificial-intelligence/recommendation-ethics',
          30,
          'Prinsip etika AI yang diadopsi negara-negara anggota UNESCO, termasuk Indonesia.',
          { optional: true },
        ),
      ),
    ],
    announcements: [
      {
        title: 'Daftar layanan AI yang disetujui',
        body:
          'Direktorat TI telah memperbarui daftar layanan AI yang boleh dipakai untuk pekerjaan. ' +
          'Daftarnya tersedia di portal Service Desk TI.<br><strong>Ingat:</strong> data pelanggan tidak boleh dimasukkan ke layanan di luar daftar tersebut.',
        publishedAt: '2026-06-08T02:00:00.000Z',
      },
      {
        title: 'Webinar AI bulan ini',
        body: 'Webinar <em>AI Generatif untuk Produktivitas Kerja</em> terbuka untuk semua peserta jalur. Tautan Zoom dikirim lewat surel setelah mendaftar.',
        publishedAt: '2026-11-18T02:00:00.000Z',
      },
    ],
    takers: [
      { username: 'nur.aini', takenDaysAgo: 30, done: 5, rating: 4, review: 'Praktis dan tidak menakut-nakuti. Bagian menulis perintah paling bermanfaat untuk pekerjaan HR.' },
      { username: 'made.wirawan', takenDaysAgo: 21, done: 3, rating: 5 },
      { username: 'putri.maharani', takenDaysAgo: 8, done: 1 },
    ],
    likes: ['nur.aini', 'made.wirawan', 'hendra.gunawan', 'yogi.firmansyah', 'aisyah.putri'],
  },
]
