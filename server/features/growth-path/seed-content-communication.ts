import { assignment, coursePackage, doc, inClass, link, pathModule, video, type SeedGrowthPath } from './seed-content'

// Talking with people: leaders who communicate (Jalur Kepemimpinan; budi.santoso finished it) and customer service
// (Jalur Bisnis dan Komersial).

export const communicationPaths: readonly SeedGrowthPath[] = [
  {
    slug: 'komunikasi-pemimpin',
    title: 'Komunikasi Pemimpin yang Berpengaruh',
    summary: 'Menulis, berbicara, dan bernegosiasi dengan jelas di depan tim, mitra, dan manajemen, sambil menjaga waktu dan energi sendiri.',
    description:
      'Semakin tinggi peran Anda, semakin banyak pekerjaan yang selesai <em>melalui percakapan</em>. Jalur ini melatih komunikasi yang ringkas dan meyakinkan untuk manajer dan calon manajer.' +
      '<h2>Isi jalur</h2><ul><li>Surel dan pesan yang langsung dipahami</li><li>Presentasi singkat di depan manajemen</li>' +
      '<li>Negosiasi berbasis kepentingan dan peta pemangku kepentingan</li><li>Mengelola waktu dan energi</li></ul>' +
      '<span><u>Dua kelas tatap muka</u> termasuk dalam jalur ini; kehadiran dicatat otomatis.</span>',
    outcomes: [
      'Menulis surel kerja dengan permintaan dan tenggat yang jelas di kalimat pertama.',
      'Menyampaikan presentasi lima menit dengan satu pesan utama dan data pendukung.',
      'Memetakan pemangku kepentingan sebuah inisiatif beserta kepentingan masing-masing.',
      'Menyusun prioritas pekan dengan matriks Eisenhower.',
    ],
    category: 'Jalur Kepemimpinan',
    level: 'menengah',
    weeks: 5,
    skills: ['Komunikasi Efektif', 'Manajemen Pemangku Kepentingan', 'Berpikir Strategis'],
    owner: 'maria.simanjuntak',
    publishedAt: '2025-03-10T01:00:00.000Z',
    modules: [
      pathModule(
        'Pesan yang Jelas dan Ringkas',
        'Dasar komunikasi tertulis dan lisan sebelum tampil di depan banyak orang.',
        video('menulis-surel-kerja-yang-jelas', 'Tulis ulang satu surel panjang yang pernah Anda kirim dengan pola di video.'),
        coursePackage('komunikasi-efektif-di-tempat-kerja', 'Selesaikan paket ini, terutama lembar latihan percakapan sulit.'),
      ),
      pathModule(
        'Presentasi di Depan Manajemen',
        'Pesan utama di depan, data pendukung, lalu permintaan yang jelas.',
        video('presentasi-meyakinkan-dalam-10-menit', 'Perhatikan struktur presentasi dan siapkan kerangka presentasi Anda sendiri.'),
        inClass('pelatihan-public-speaking', 'Latihan tampil lima menit dengan rekaman video dan umpan balik pelatih.'),
        assignment(
          'Presentasi Lima Menit',
          50,
          'Siapkan presentasi lima menit tentang satu usulan perbaikan di unit Anda. Tuliskan pesan utama, tiga data pendukung, dan permintaan Anda kepada manajemen.',
          'Pesan utama: proses persetujuan pelatihan dipersingkat dari 14 menjadi 5 hari kerja. ' +
            'Data: 38% pengajuan terlambat disetujui, 12 pelatihan batal karena kuota penuh, dan survei 210 karyawan. ' +
            'Permintaan: persetujuan cukup sampai atasan langsung untuk pelatihan di bawah Rp5 juta.',
          'Pesan utamanya kuat dan permintaannya jelas. Siapkan juga jawaban jika direksi bertanya tentang risiko pengendalian biaya.',
        ),
      ),
      pathModule(
        'Negosiasi dan Pemangku Kepentingan',
        'Mencari kesepakatan yang menguntungkan kedua pihak dan menjaga dukungan untuk inisiatif Anda.',
        video('negosiasi-berbasis-kepentingan', 'Bedakan posisi dan kepentingan dalam satu negosiasi yang sedang Anda hadapi.'),
        link('Artikel keterampilan negosiasi', 'https://www.pon.harvard.edu/category/daily/negotiation-skills-daily/', 20, 'Bacaan tambahan dari Program on Negotiation, Harvard Law School.', {
          optional: true,
        }),
        assignment(
          'Peta Pemangku Kepentingan',
          40,
          'Pilih satu inisiatif yang sedang Anda jalankan. Petakan pemangku kepentingannya menurut pengaruh dan kepentingan, lalu tuliskan pendekatan komunikasi untuk masing-masing kelompok.',
          'Inisiatif: program mentor untuk karyawan baru. Pengaruh tinggi dan kepentingan tinggi: Direktur SDM dan para kepala divisi, dilibatkan dalam rapat bulanan. ' +
            'Pengaruh tinggi, kepentingan rendah: Direktur Keuangan, cukup laporan triwulan tentang biaya. Kepentingan tinggi, pengaruh rendah: calon mentor, diajak merancang panduan.',
          'Peta yang lengkap. Jangan lupakan serikat pekerja: mereka bisa menjadi pendukung kuat program ini.',
        ),
      ),
      pathModule(
        'Mengelola Waktu dan Energi',
        'Pemimpin yang kelelahan sulit berkomunikasi dengan baik.',
        inClass('webinar-manajemen-waktu', 'Webinar daring tentang matriks Eisenhower dan blok waktu.'),
        video('manajemen-waktu-dengan-teknik-pomodoro', 'Teknik fokus untuk menyiapkan bahan presentasi.', { optional: true }),
        video('mengelola-stres-di-tempat-kerja', 'Kenali tanda stres dan cara sederhana untuk memulihkan energi.'),
      ),
    ],
    announcements: [
      {
        title: 'Selamat datang di jalur Komunikasi Pemimpin',
        body: 'Jalur ini berisi dua kelas tatap muka. Pantau halaman <strong>Kelas</strong> untuk jadwal terbaru dan daftarkan diri Anda lebih awal.',
        publishedAt: '2025-03-10T02:00:00.000Z',
      },
      {
        title: 'Contoh presentasi terbaik bulan ini',
        body: 'Tiga peserta bersedia presentasinya dijadikan contoh. Rekamannya bisa ditonton di ruang belajar unit masing-masing.<br><em>Terima kasih atas keberaniannya!</em>',
        publishedAt: '2026-11-02T03:00:00.000Z',
      },
    ],
    takers: [
      {
        username: 'budi.santoso',
        takenDaysAgo: 45,
        done: 'all',
        lastDaysAgo: 5,
        rating: 5,
        review: 'Kelas public speaking dan tugas presentasinya paling berguna. Masukan mentor sangat spesifik dan langsung saya pakai di rapat direksi.',
      },
      {
        username: 'putri.maharani',
        takenDaysAgo: 60,
        done: 'all',
        lastDaysAgo: 9,
        rating: 4,
        review: 'Materinya padat dan praktis. Akan lebih baik jika ada contoh presentasi untuk tim keuangan.',
      },
      { username: 'rizky.ramadhan', takenDaysAgo: 15, done: 3, rating: 5 },
    ],
    likes: ['budi.santoso', 'putri.maharani', 'rizky.ramadhan', 'nur.aini', 'dewi.anggraini'],
  },
  {
    slug: 'layanan-pelanggan-prima',
    title: 'Layanan Pelanggan Prima',
    summary: 'Melayani pelanggan di toko, kantor pemasaran, dan kanal digital dengan empati, menangani keluhan dengan tuntas, dan memperbaiki layanan dari data kepuasan.',
    description:
      'Pelanggan Grup Nusantara datang ke toko, kantor pemasaran properti, pusat layanan telepon, dan media sosial. ' +
      'Jalur ini membangun standar <strong>layanan yang sama baiknya di semua kanal</strong>.' +
      '<h2>Untuk siapa</h2><ul><li>Customer service officer dan staf garis depan</li><li>Kepala toko dan koordinator layanan</li></ul>' +
      '<span>Setiap modul ditutup dengan latihan yang bisa langsung dipakai di meja layanan Anda.</span>',
    outcomes: [
      'Mendengarkan keluhan pelanggan tanpa memotong dan merangkumnya dengan tepat.',
      'Menangani keluhan dengan langkah yang konsisten hingga tuntas.',
      'Menjaga pengalaman pelanggan tetap sama di toko, telepon, dan media sosial.',
      'Membaca skor CSAT dan NPS lalu menyusun rencana perbaikan.',
    ],
    category: 'Jalur Bisnis dan Komersial',
    level: 'pemula',
    weeks: 4,
    skills: ['Orientasi Pelanggan', 'Kecerdasan Emosional', 'Komunikasi Efektif'],
    owner: 'made.wirawan',
    publishedAt: '2025-04-14T01:00:00.000Z',
    modules: [
      pathModule(
        'Mendengar Pelanggan',
        'Pelanggan yang merasa didengar lebih mudah diajak mencari solusi.',
        video('mendengarkan-aktif-di-tempat-kerja', 'Latih teknik merangkum ucapan lawan bicara sebelum menjawab.'),
        video('riset-pelanggan-dengan-wawancara', 'Cara bertanya untuk memahami kebutuhan pelanggan lebih dalam.', { optional: true }),
      ),
      pathModule(
        'Menangani Keluhan dengan Empati',
        'Langkah demi langkah dari keluhan pertama sampai pelanggan puas.',
        video('menangani-keluhan-pelanggan-dengan-empati', 'Catat kalimat pembuka yang cocok untuk meja layanan Anda.'),
        doc('UU No. 8 Tahun 1999 tentang Perlindungan Konsumen', 'https://peraturan.bpk.go.id/Details/45288/uu-no-8-tahun-1999', 30, 'Pahami hak dan kewajiban konsumen serta pelaku usaha.', {
          optional: true,
        }),
        assignment(
          'Skrip Menangani Keluhan',
          45,
          'Tulis skrip untuk satu jenis keluhan yang paling sering Anda terima: kalimat pembuka, pertanyaan klarifikasi, pilihan solusi, dan penutup. Sertakan kapan keluhan perlu dieskalasi.',
          'Keluhan: keterlambatan serah terima unit apartemen. Pembuka: "Terima kasih sudah menyampaikan, Bapak/Ibu. ' +
            'Saya pahami ini mengganggu rencana Anda." Klarifikasi: nomor unit dan tanggal yang dijanjikan. Solusi: jadwal baru tertulis dan kompensasi sesuai PPJB. ' +
            'Eskalasi ke manajer proyek bila keterlambatan lebih dari 30 hari.',
          'Skripnya empatik dan jelas. Tambahkan janji waktu kapan pelanggan akan dihubungi kembali.',
        ),
      ),
      pathModule(
        'Layanan Omnichannel',
        'Satu standar layanan di semua kanal.',
        video('layanan-omnichannel-yang-konsisten', 'Petakan kanal yang dipakai pelanggan unit Anda dan titik perpindahannya.'),
        video('menulis-surel-kerja-yang-jelas', 'Jawaban tertulis kepada pelanggan juga perlu ringkas dan jelas.'),
      ),
      pathModule(
        'Mengukur dan Memperbaiki Layanan',
        'Angka kepuasan pelanggan sebagai titik awal perbaikan.',
        video('mengukur-kepuasan-pelanggan-csat-dan-nps', 'Pahami beda CSAT dan NPS serta kapan memakai masing-masing.'),
        link('Panduan Net Promoter Score', 'https://www.qualtrics.com/experience-management/customer/net-promoter-score/', 20, 'Penjelasan lengkap cara menghitung dan menindaklanjuti NPS.', {
          optional: true,
        }),
        assignment(
          'Rencana Perbaikan dari Data NPS',
          45,
          'Ambil hasil survei kepuasan terakhir unit Anda (atau data contoh). ' +
            'Tuliskan tiga keluhan terbanyak dari kelompok detraktor dan satu perbaikan untuk masing-masing, lengkap dengan penanggung jawab dan tenggat.',
          'NPS kantor pemasaran Bekasi: 18. Keluhan detraktor: antrean lama di akhir pekan, informasi cicilan berbeda antar-staf, dan lambat membalas WhatsApp. ' +
            'Perbaikan: jadwal staf tambahan Sabtu (kepala kantor, bulan ini), lembar informasi cicilan baku (tim produk, dua pekan), ' +
            'dan target balasan WhatsApp 15 menit (tim layanan, mulai pekan depan).',
          'Perbaikan yang tepat sasaran. Ukur ulang NPS tiga bulan lagi untuk melihat dampaknya.',
        ),
      ),
    ],
    announcements: [
      {
        title: 'Berbagi cerita layanan terbaik',
        body:
          'Punya pengalaman menangani pelanggan yang akhirnya berbalik menjadi pelanggan setia? Ceritakan kepada mentor jalur; ' +
          'cerita terpilih akan dibagikan di <strong>buletin internal</strong>.',
        publishedAt: '2026-08-03T02:00:00.000Z',
      },
    ],
    takers: [
      {
        username: 'maria.simanjuntak',
        takenDaysAgo: 80,
        done: 'all',
        lastDaysAgo: 20,
        rating: 5,
        review: 'Walau saya di pembiayaan, skrip keluhan dan rencana NPS sangat berguna untuk nasabah. Singkat dan tepat sasaran.',
      },
      { username: 'rina.kartika', takenDaysAgo: 55, done: 'all', lastDaysAgo: 15, rating: 4, review: 'Praktis. Akan lebih lengkap dengan contoh layanan untuk pelanggan korporat logistik.' },
      { username: 'aisyah.putri', takenDaysAgo: 19, done: 3, rating: 5 },
      { username: 'dewi.anggraini', takenDaysAgo: 6, done: 1 },
    ],
    likes: ['maria.simanjuntak', 'rina.kartika', 'aisyah.putri', 'nur.aini', 'agus.setiawan'],
  },
]
