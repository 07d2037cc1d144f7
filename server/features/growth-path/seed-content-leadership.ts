import { assignment, coursePackage, inClass, link, pathModule, video, type SeedGrowthPath } from './seed-content'

// Jalur Kepemimpinan: new supervisors, and internal coaches and mentors (budi.santoso is taking the latter).

export const leadershipPaths: readonly SeedGrowthPath[] = [
  {
    slug: 'kepemimpinan-supervisor',
    title: 'Kepemimpinan Supervisor',
    summary: 'Bekal praktis bagi supervisor baru di kantor, gudang, dan lapangan: memimpin rapat, mendelegasikan, memberi umpan balik, dan menjaga kinerja tim.',
    description:
      'Jalur ini dirancang untuk <strong>supervisor dan kepala regu</strong> yang baru memimpin tim, baik di kantor, gudang, maupun lokasi operasional. ' +
      'Selama delapan pekan Anda belajar dari video singkat, kelas bersama, dan tugas yang langsung diterapkan di tim sendiri.' +
      '<h2>Untuk siapa</h2><ul><li>Supervisor, kepala regu, atau koordinator yang menjabat kurang dari dua tahun</li><li>Calon supervisor yang disiapkan oleh atasannya</li></ul>' +
      '<h2>Cara belajar</h2><span>Sisihkan sekitar <em>dua jam per pekan</em>. Setiap tugas dibaca dan diberi umpan balik oleh mentor jalur.</span>',
    outcomes: [
      'Memilih gaya kepemimpinan yang sesuai dengan kesiapan setiap anggota tim.',
      'Memimpin rapat rutin yang singkat dan berakhir dengan tindak lanjut yang jelas.',
      'Mendelegasikan pekerjaan dengan hasil, tenggat, dan titik pemeriksaan yang disepakati.',
      'Memberi umpan balik dengan teknik SBI tanpa merusak hubungan kerja.',
    ],
    category: 'Jalur Kepemimpinan',
    level: 'pemula',
    weeks: 8,
    skills: ['Kolaborasi Tim', 'Pengambilan Keputusan', 'Kecerdasan Emosional', 'Komunikasi Efektif'],
    owner: 'yogi.firmansyah',
    publishedAt: '2025-07-14T01:00:00.000Z',
    modules: [
      pathModule(
        'Dari Rekan Kerja Menjadi Atasan',
        'Apa yang berubah ketika Anda memimpin orang-orang yang kemarin masih rekan satu tim.',
        video('dasar-kepemimpinan-situasional', 'Kenali empat gaya kepemimpinan, lalu petakan setiap anggota tim Anda ke salah satunya.'),
        link(
          'Bacaan pilihan tentang kepemimpinan',
          'https://hbr.org/topic/subject/leadership',
          20,
          'Pilih satu artikel yang paling dekat dengan tantangan Anda minggu ini dan bagikan ringkasannya di grup jalur.',
          { optional: true },
        ),
      ),
      pathModule(
        'Rapat dan Ritme Kerja Tim',
        'Rapat pagi, rapat mingguan, dan cara menjaga waktu tim tetap untuk pekerjaan yang penting.',
        video('memimpin-rapat-yang-singkat-dan-bermakna', 'Susun agenda rapat mingguan tim Anda dengan pola yang dibahas di video.'),
        inClass('webinar-manajemen-waktu', 'Ikuti webinar ini untuk menyusun prioritas pekan Anda sendiri sebelum mengatur prioritas tim.'),
        video('manajemen-waktu-dengan-teknik-pomodoro', 'Teknik sederhana untuk pekerjaan yang butuh konsentrasi, seperti menyusun laporan shift.', { optional: true }),
      ),
      pathModule(
        'Delegasi dan Sasaran Kinerja',
        'Membagi pekerjaan dengan aman dan menetapkan sasaran yang bisa diukur bersama anggota tim.',
        video('delegasi-tanpa-kehilangan-kendali', 'Pelajari matriks kesiapan sebelum memilih tugas yang akan didelegasikan.'),
        video('menetapkan-sasaran-kinerja-yang-smart', 'Ubah satu target tim yang masih kabur menjadi sasaran SMART.'),
        assignment(
          'Rencana Delegasi Tim',
          45,
          'Pilih tiga tugas rutin yang masih Anda kerjakan sendiri. Untuk masing-masing, tuliskan kepada siapa tugas itu didelegasikan, hasil yang diharapkan, tenggat, dan titik pemeriksaannya.',
          'Tiga tugas yang saya delegasikan: rekap stok harian kepada Dimas (hasil: rekap terkirim pukul 09.00, diperiksa setiap Jumat), ' +
            'jadwal piket kepada Lestari (tenggat tanggal 25 setiap bulan), dan laporan pemakaian forklift kepada Yusuf (pemeriksaan bersama di pekan pertama).',
          'Pembagian tugasnya jelas dan titik pemeriksaannya realistis. Pastikan Dimas tahu kepada siapa bertanya saat Anda cuti.',
        ),
      ),
      pathModule(
        'Umpan Balik dan Percakapan Sulit',
        'Menyampaikan hal yang tidak enak didengar dengan tetap menjaga kepercayaan.',
        video('memberi-umpan-balik-yang-membangun', 'Latih teknik SBI: tulis satu umpan balik untuk anggota tim sebelum menyampaikannya.'),
        video('mendengarkan-aktif-di-tempat-kerja', 'Umpan balik yang baik dimulai dari mendengar. Catat tiga kebiasaan yang ingin Anda ubah.'),
        coursePackage('komunikasi-efektif-di-tempat-kerja', 'Paket lengkap bagi yang ingin memperdalam komunikasi di rapat, surel, dan percakapan satu-satu.', { optional: true }),
      ),
      pathModule(
        'Menjaga Kesejahteraan Tim',
        'Mengenali tanda kelelahan dan stres, serta kapan perlu melibatkan HR.',
        video('mengelola-stres-di-tempat-kerja', 'Kenali tanda stres pada diri sendiri dan anggota tim, serta langkah awal yang bisa diambil atasan.'),
        link(
          'Panduan WHO tentang kesehatan mental di tempat kerja',
          'https://www.who.int/publications/i/item/9789240053052',
          30,
          'Rujukan bagi atasan tentang peran mereka menjaga kesehatan mental tim.',
          { optional: true },
        ),
      ),
      pathModule(
        'Proyek Akhir Supervisor',
        'Menyatukan semua yang dipelajari dalam rencana kerja 90 hari pertama.',
        coursePackage('pemimpin-tim-pertama-kali', 'Ulangi inti materi dan kerjakan lembar kerja rapat satu-satu di dalam paket.'),
        assignment(
          'Rencana 90 Hari sebagai Supervisor',
          60,
          'Tuliskan rencana 90 hari: tiga sasaran tim, ritme rapat, satu kebiasaan umpan balik yang akan Anda bangun, dan cara Anda mengukur keberhasilannya.',
          'Sasaran 90 hari: akurasi stok 99,5%, nol kecelakaan kerja, dan waktu muat truk rata-rata di bawah 40 menit. ' +
            'Rapat pagi 10 menit setiap hari dan tinjauan mingguan setiap Senin. Saya akan memberi satu umpan balik SBI kepada setiap anggota tim setiap dua pekan.',
          'Sasaran Anda terukur dan relevan. Tambahkan satu indikator tentang pengembangan anggota tim, bukan hanya hasil operasional.',
        ),
      ),
    ],
    announcements: [
      {
        title: 'Selamat datang di jalur Kepemimpinan Supervisor',
        body:
          'Terima kasih sudah bergabung. Mulailah dari modul pertama dan <strong>kerjakan tugas delegasi</strong> sebelum akhir pekan ketiga.<br>Pertanyaan seputar materi bisa ' +
          'disampaikan langsung kepada saya melalui surel kantor.',
        publishedAt: '2025-07-14T02:00:00.000Z',
      },
      {
        title: 'Tugas Rencana 90 Hari sudah dinilai',
        body: 'Semua tugas yang masuk sampai Jumat lalu sudah saya beri umpan balik. Silakan buka kembali tugas Anda dan <em>perbarui rencana</em> sebelum dibahas bersama atasan.',
        publishedAt: '2026-10-05T03:00:00.000Z',
      },
    ],
    takers: [
      {
        username: 'agus.setiawan',
        takenDaysAgo: 70,
        done: 'all',
        lastDaysAgo: 12,
        rating: 5,
        review: 'Langsung saya pakai untuk rapat pagi di gudang. Tugas delegasinya membuat saya sadar masih terlalu banyak memegang pekerjaan sendiri.',
      },
      { username: 'hendra.gunawan', takenDaysAgo: 30, done: 6, rating: 4 },
      { username: 'rina.kartika', takenDaysAgo: 12, done: 3 },
    ],
    likes: ['agus.setiawan', 'rina.kartika', 'nur.aini', 'fajar.nugroho', 'made.wirawan'],
  },
  {
    slug: 'coach-dan-mentor-internal',
    title: 'Coach dan Mentor Internal',
    summary: 'Menjadi coach dan mentor bagi rekan kerja: percakapan GROW, pertanyaan yang kuat, dan rencana pengembangan individu yang benar-benar dijalankan.',
    description:
      'Grup Nusantara membutuhkan lebih banyak <strong>coach dan mentor internal</strong> yang dapat mendampingi karyawan baru dan talenta muda. ' +
      'Jalur ini melatih Anda memandu percakapan, bukan memberi jawaban.' +
      '<h2>Yang akan Anda lakukan</h2><ol><li>Mempelajari model GROW dan teknik bertanya</li><li>Berlatih dalam coaching clinic bersama coach bersertifikat</li>' +
      '<li>Mendampingi satu mentee selama jalur berlangsung</li></ol>' +
      '<span>Jalur ini mengacu pada <a href="https://coachingfederation.org/credentials-and-standards/core-competencies" target="_blank" rel="noopener noreferrer">kompetensi ' +
      'inti ICF</a>, tetapi tidak menggantikan sertifikasi resmi.</span>',
    outcomes: [
      'Memandu percakapan coaching 30 menit dengan model GROW.',
      'Mengajukan pertanyaan terbuka yang membuat mentee menemukan solusinya sendiri.',
      'Menyusun rencana pengembangan individu dengan pola 70-20-10 bersama mentee.',
    ],
    category: 'Jalur Kepemimpinan',
    level: 'menengah',
    weeks: 6,
    skills: ['Kecerdasan Emosional', 'Komunikasi Efektif', 'Manajemen Perubahan'],
    owner: 'nur.aini',
    publishedAt: '2025-09-01T01:00:00.000Z',
    modules: [
      pathModule(
        'Pola Pikir Coaching',
        'Beda coaching, mentoring, dan memberi arahan, serta kapan masing-masing tepat dipakai.',
        video('coaching-untuk-atasan-langsung', 'Perhatikan cara coach menahan diri untuk tidak langsung memberi jawaban.'),
        video('mendengarkan-aktif-di-tempat-kerja', 'Mendengar untuk memahami adalah keterampilan pertama seorang coach.'),
        link(
          'Kompetensi inti coach menurut ICF',
          'https://coachingfederation.org/credentials-and-standards/core-competencies',
          25,
          'Bandingkan delapan kompetensi inti dengan kebiasaan Anda saat berdiskusi dengan anggota tim.',
          { optional: true },
        ),
      ),
      pathModule(
        'Model GROW dalam Praktik',
        'Goal, Reality, Options, Will: struktur percakapan yang bisa dipakai di mana saja.',
        coursePackage('coaching-untuk-atasan', 'Kerjakan seluruh materi paket, termasuk lembar refleksi di bagian akhir.'),
        assignment(
          'Catatan Sesi GROW Pertama',
          40,
          'Lakukan satu sesi coaching 20–30 menit dengan rekan atau anggota tim. Tuliskan tujuan yang disepakati, pertanyaan yang paling membantu, dan komitmen yang dibuat mentee. ' +
            'Jangan cantumkan nama mentee.',
          'Tujuan mentee: menyelesaikan laporan bulanan tanpa lembur. Pertanyaan yang paling membantu: "Bagian mana yang paling lama, ' +
            'dan mengapa?" Komitmen: memblok dua jam setiap Selasa pagi untuk laporan dan meminta data dari tim penjualan sehari lebih awal.',
          'Catatan yang rapi. Coba tanyakan juga apa yang akan membuat mentee tetap berkomitmen saat pekan sedang sibuk.',
        ),
      ),
      pathModule(
        'Praktik Bersama Coach',
        'Berlatih berpasangan dan mendapat umpan balik langsung dari coach bersertifikat.',
        inClass('coaching-clinic-untuk-atasan-baru', 'Daftar dan hadiri coaching clinic. Bawa satu situasi nyata yang ingin Anda latih.'),
        video('memberi-umpan-balik-yang-membangun', 'Umpan balik setelah sesi coaching juga perlu disampaikan dengan baik.'),
      ),
      pathModule(
        'Mentoring dan Rencana Pengembangan Individu',
        'Menerjemahkan percakapan menjadi rencana belajar yang terukur.',
        video('menetapkan-sasaran-kinerja-yang-smart', 'Gunakan kerangka SMART untuk sasaran pengembangan, bukan hanya sasaran kinerja.'),
        video('membangun-kebiasaan-belajar', 'Ide kebiasaan belajar yang bisa Anda tawarkan kepada mentee.', { optional: true }),
        assignment(
          'Rencana Pengembangan Individu untuk Mentee',
          60,
          'Susun bersama mentee satu rencana pengembangan individu untuk enam bulan dengan pola 70-20-10: pengalaman kerja, belajar dari orang lain, dan pelatihan formal. ' +
            'Sertakan cara mengukur kemajuannya.',
          'Sasaran enam bulan: mentee mampu memimpin rapat koordinasi lintas gudang. 70%: memimpin rapat mingguan mulai bulan kedua. ' +
            '20%: mendampingi kepala gudang di dua rapat regional. 10%: menyelesaikan paket Komunikasi Efektif. Kemajuan ditinjau setiap akhir bulan.',
          'Rencana yang seimbang. Sepakati juga siapa yang memberi umpan balik setelah mentee memimpin rapat pertamanya.',
        ),
      ),
      pathModule(
        'Mentor bagi Karyawan Baru',
        'Peran mentor pada 90 hari pertama seorang karyawan baru.',
        video('onboarding-karyawan-baru-yang-berkesan', 'Tentukan apa yang perlu diketahui mentee baru Anda pada hari pertama, pekan pertama, dan bulan pertama.'),
        video('mengelola-stres-di-tempat-kerja', 'Kenali tanda-tanda mentee yang kewalahan dan kapan perlu melibatkan HR.', { optional: true }),
      ),
    ],
    announcements: [
      {
        title: 'Jadwal coaching clinic untuk peserta jalur',
        body:
          'Coaching clinic di Menara Nusantara terbuka bagi peserta jalur ini. ' +
          '<strong>Daftarkan diri Anda</strong> dari halaman kelas; kursi terbatas untuk 25 orang.<br>Peserta dari luar Jakarta dapat mengikuti sesi daring bulan depan.',
        publishedAt: '2026-11-16T02:00:00.000Z',
      },
    ],
    takers: [
      { username: 'budi.santoso', takenDaysAgo: 16, done: 5, lastDaysAgo: 1 },
      {
        username: 'fajar.nugroho',
        takenDaysAgo: 24,
        done: 7,
        rating: 5,
        review: 'Tugas sesi GROW memaksa saya benar-benar mencoba, bukan hanya membaca teorinya. Tim proyek saya merasakan bedanya.',
      },
      { username: 'dewi.anggraini', takenDaysAgo: 20, done: 4, rating: 4 },
    ],
    likes: ['fajar.nugroho', 'dewi.anggraini', 'putri.maharani', 'yogi.firmansyah'],
  },
]
