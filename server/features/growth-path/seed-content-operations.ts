import { assignment, coursePackage, doc, inClass, link, pathModule, video, type SeedGrowthPath } from './seed-content'

// Jalur Keunggulan Operasional and Jalur Spesialis Teknis: safety officers and project managers.

export const operationsPaths: readonly SeedGrowthPath[] = [
  {
    slug: 'petugas-k3',
    title: 'Petugas K3 (Keselamatan dan Kesehatan Kerja)',
    summary: 'Menyiapkan petugas K3 di kantor, gudang, dan lokasi tambang: dasar hukum, identifikasi bahaya, pekerjaan berisiko tinggi, tanggap darurat, dan investigasi insiden.',
    description:
      'Keselamatan adalah nilai pertama Grup Nusantara. Jalur ini menyiapkan <strong>petugas K3</strong> di setiap unit agar mampu menerapkan Sistem Manajemen K3 (SMK3) sesuai PP No. 50 Tahun 2012.' +
      '<h2>Untuk siapa</h2><ul><li>Petugas dan calon petugas K3 di unit operasional</li><li>Supervisor lapangan yang bertanggung jawab atas izin kerja</li>' +
      '<li>Anggota tim tanggap darurat gedung</li></ul>' +
      '<h2>Catatan</h2><span>Jalur ini <u>bukan pengganti</u> sertifikasi Ahli K3 Umum dari Kemnaker, tetapi menjadi bekal yang baik sebelum mengikutinya.</span>',
    outcomes: [
      'Menjelaskan kewajiban perusahaan menurut peraturan K3 yang berlaku.',
      'Menyusun HIRADC untuk satu area kerja dan menentukan pengendalian sesuai hierarki.',
      'Memeriksa kelengkapan izin kerja untuk pekerjaan di ketinggian.',
      'Memimpin simulasi evakuasi dan menyusun laporan investigasi insiden.',
    ],
    category: 'Jalur Keunggulan Operasional',
    level: 'menengah',
    weeks: 12,
    skills: ['Pemecahan Masalah', 'Pengambilan Keputusan', 'Komunikasi Efektif', 'Kolaborasi Tim'],
    owner: 'rizky.ramadhan',
    publishedAt: '2025-02-03T01:00:00.000Z',
    modules: [
      pathModule(
        'Dasar Hukum dan Sistem Manajemen K3',
        'Peraturan yang menjadi dasar program K3 perusahaan.',
        link('Kementerian Ketenagakerjaan', 'https://kemnaker.go.id/', 15, 'Kenali layanan dan informasi K3 dari Kementerian Ketenagakerjaan.'),
        doc(
          'PP No. 50 Tahun 2012 tentang Penerapan SMK3',
          'https://peraturan.bpk.go.id/Details/5263/pp-no-50-tahun-2012',
          45,
          'Baca kriteria penerapan SMK3 dan catat yang sudah dan belum dijalankan di unit Anda.',
        ),
        link('ISO 45001: Sistem Manajemen K3', 'https://www.iso.org/standard/63787.html', 15, 'Ringkasan standar internasional yang dipakai beberapa unit bisnis grup.', { optional: true }),
      ),
      pathModule(
        'Budaya K3',
        'Keselamatan dimulai dari kebiasaan kecil setiap orang.',
        video('budaya-k3-dimulai-dari-diri-sendiri', 'Catat tiga kebiasaan tidak aman yang sering Anda lihat di area kerja.'),
        coursePackage('budaya-k3-di-lapangan', 'HIRADC, APD, izin kerja, dan tanggap darurat untuk tim operasional.'),
      ),
      pathModule(
        'Identifikasi Bahaya dan Penilaian Risiko',
        'Dari daftar bahaya ke pengendalian yang benar-benar dijalankan.',
        video('identifikasi-bahaya-dan-penilaian-risiko', 'Ikuti contoh penilaian risiko di video dengan lembar HIRADC unit Anda.'),
        assignment(
          'HIRADC Area Kerja Anda',
          90,
          'Pilih satu area kerja (gudang, bengkel, ruang server, atau kantor). Tuliskan lima bahaya utama, nilai risikonya (kemungkinan × dampak), dan pengendalian sesuai hierarki.',
          'Area: gudang bahan bakar site Balikpapan. Bahaya: tumpahan solar (risiko 12), percikan api dari kendaraan (16), tergelincir di lantai basah (9), tertimpa drum (12), ' +
            'dan paparan uap (8). Pengendalian: jalur kendaraan dipisah, rak drum diganti, dan pemeriksaan APD setiap shift.',
          'Penilaiannya masuk akal. Untuk percikan api, utamakan pengendalian rekayasa seperti penangkap api pada knalpot sebelum APD.',
        ),
      ),
      pathModule(
        'Pekerjaan Berisiko Tinggi',
        'Bekerja di ketinggian, ruang terbatas, dan pekerjaan panas.',
        inClass('kelas-k3-pekerjaan-di-ketinggian', 'Teori dan praktik full body harness, titik tambat, dan izin kerja di ketinggian.'),
        link('JDIH Kementerian Ketenagakerjaan', 'https://jdih.kemnaker.go.id/', 30, 'Cari Permenaker No. 9 Tahun 2016 tentang K3 dalam pekerjaan pada ketinggian dan baca ketentuan izin kerjanya.'),
      ),
      pathModule(
        'Tanggap Darurat dan Kesehatan Kerja',
        'Siap menghadapi keadaan darurat dan menjaga kesehatan pekerja sehari-hari.',
        video('tanggap-darurat-kebakaran-di-gedung-kantor', 'Periksa jalur evakuasi dan titik kumpul di lokasi kerja Anda setelah menonton.'),
        video('ergonomi-bekerja-di-depan-komputer', 'Kesehatan kerja juga berlaku bagi pekerja kantor.'),
        coursePackage('aman-dan-sehat-di-tempat-kerja', 'Ringkasan keselamatan fisik dan digital untuk dibagikan kepada rekan kerja.', { optional: true }),
      ),
      pathModule(
        'Investigasi dan Pelaporan Insiden',
        'Mencari akar masalah, bukan mencari siapa yang salah.',
        link('ILO: keselamatan dan kesehatan kerja', 'https://www.ilo.org/topics/safety-and-health-work', 20, 'Data dan pedoman internasional tentang kecelakaan dan penyakit akibat kerja.', {
          optional: true,
        }),
        assignment(
          'Laporan Investigasi Insiden',
          60,
          'Pilih satu insiden atau nyaris celaka yang pernah terjadi di unit Anda (tanpa nama). ' +
            'Uraikan kronologi, akar masalah dengan metode 5 Mengapa, dan tindakan perbaikan beserta penanggung jawabnya.',
          'Nyaris celaka: forklift hampir menabrak pejalan kaki di persimpangan rak. Akar masalah: cermin cembung rusak sejak dua bulan dan tidak ada jadwal pemeriksaannya. ' +
            'Tindakan: cermin diganti (kepala gudang, selesai), pemeriksaan mingguan masuk daftar periksa K3, dan marka jalur pejalan kaki dicat ulang.',
          'Analisis 5 Mengapa-nya tajam. Bagikan pelajaran ini dalam safety talk pagi agar unit lain juga belajar.',
        ),
      ),
    ],
    announcements: [
      {
        title: 'Kelas bekerja di ketinggian sudah penuh',
        body: 'Kelas di Surabaya sudah penuh. Peserta yang belum kebagian kursi akan diprioritaskan pada <strong>kelas berikutnya</strong>; jadwalnya kami umumkan di sini.',
        publishedAt: '2026-11-20T02:00:00.000Z',
      },
      {
        title: 'Bulan K3 Nasional',
        body:
          'Setiap 12 Januari sampai 12 Februari adalah Bulan K3 Nasional. ' +
          'Peserta jalur diundang menjadi pembicara <em>safety talk</em> di unit masing-masing.<br>Kirim nama dan topik Anda kepada mentor jalur.',
        publishedAt: '2026-01-05T02:00:00.000Z',
      },
      {
        title: 'Templat HIRADC terbaru',
        body: 'Divisi HSE memperbarui templat HIRADC. Gunakan versi terbaru untuk tugas modul tiga; versi lama tetap diterima sampai akhir bulan.',
        publishedAt: '2025-03-17T02:00:00.000Z',
      },
    ],
    takers: [
      {
        username: 'yogi.firmansyah',
        takenDaysAgo: 40,
        done: 6,
        rating: 5,
        review: 'Materi HIRADC-nya sangat relevan untuk site tambang. Mentor cepat membalas pertanyaan.',
      },
      { username: 'agus.setiawan', takenDaysAgo: 33, done: 4, rating: 4, review: 'Bagus, tetapi kelas praktiknya hanya di Surabaya. Semoga ada di Cikarang juga.' },
      { username: 'rina.kartika', takenDaysAgo: 9, done: 2 },
    ],
    likes: ['yogi.firmansyah', 'agus.setiawan', 'putri.maharani', 'nur.aini', 'fajar.nugroho'],
  },
  {
    slug: 'manajer-proyek',
    title: 'Manajer Proyek Lintas Divisi',
    summary: 'Memimpin proyek lintas divisi dari piagam sampai penutupan: lingkup, jadwal, cara kerja agile, risiko, dan laporan untuk direksi.',
    description:
      'Proyek lintas divisi sering terlambat bukan karena pekerjaannya sulit, tetapi karena <strong>lingkup, peran, dan risikonya</strong> tidak jelas sejak awal. ' +
      'Jalur lanjutan ini untuk Anda yang sudah pernah terlibat dalam proyek dan siap memimpinnya.' +
      '<h2>Yang akan Anda hasilkan</h2><ol><li>WBS dan jadwal proyek Anda sendiri</li><li>Register risiko yang dipakai setiap pekan</li><li>Laporan penutupan dengan pelajaran yang dipetik</li></ol>' +
      '<span>Jalur ini dapat menjadi bekal sebelum mengikuti sertifikasi dari <a href="https://www.pmi.org/" target="_blank" rel="noopener noreferrer">Project Management Institute</a>.</span>',
    outcomes: [
      'Menyusun piagam proyek satu halaman yang disetujui sponsor.',
      'Memecah lingkup menjadi WBS dan jadwal dengan tonggak yang jelas.',
      'Menjalankan sprint Scrum untuk pekerjaan yang kebutuhannya berubah-ubah.',
      'Mengelola register risiko dan melaporkan status proyek kepada direksi.',
    ],
    category: 'Jalur Spesialis Teknis',
    level: 'lanjutan',
    weeks: 10,
    skills: ['Manajemen Pemangku Kepentingan', 'Berpikir Strategis', 'Kolaborasi Tim', 'Pengambilan Keputusan'],
    owner: 'fajar.nugroho',
    publishedAt: '2025-10-06T01:00:00.000Z',
    modules: [
      pathModule(
        'Memulai Proyek dengan Benar',
        'Tujuan, lingkup, sponsor, dan tim: disepakati sebelum pekerjaan dimulai.',
        video('menyusun-rencana-proyek-sederhana', 'Susun rencana satu halaman untuk proyek yang sedang atau akan Anda pimpin.'),
        coursePackage('manajemen-proyek-praktis', 'Piagam proyek, register risiko, rapat status, dan penutupan proyek.'),
      ),
      pathModule(
        'Lingkup dan Jadwal',
        'Memecah pekerjaan besar menjadi paket kerja yang bisa diperkirakan.',
        video('menyusun-struktur-rincian-kerja-wbs', 'Ikuti contoh WBS proyek pembangunan gudang di video.'),
        assignment(
          'WBS dan Jadwal Proyek Anda',
          90,
          'Susun WBS sampai tingkat paket kerja untuk proyek Anda, lalu jadwal dengan tonggak utama dan jalur kritisnya. Tuliskan ringkasannya dan tautan berkas internal bila ada.',
          'Proyek: renovasi lobi Menara Nusantara. WBS: perencanaan, perizinan, pembongkaran, pekerjaan sipil, interior, dan serah terima (24 paket kerja). ' +
            'Tonggak: izin terbit pekan ke-4, pekerjaan sipil selesai pekan ke-12, serah terima pekan ke-18. Jalur kritis melalui perizinan dan pekerjaan sipil.',
          'WBS-nya rapi. Tambahkan cadangan waktu dua pekan untuk perizinan; pengalaman proyek sebelumnya menunjukkan sering terlambat.',
        ),
      ),
      pathModule(
        'Cara Kerja Agile',
        'Kapan memakai Scrum dan bagaimana menggabungkannya dengan rencana bertahap.',
        video('scrum-dalam-15-menit', 'Pahami peran, acara, dan artefak Scrum.'),
        doc(
          'Panduan Scrum 2020 (bahasa Indonesia)',
          'https://scrumguides.org/docs/scrumguide/v2020/2020-Scrum-Guide-Indonesian.pdf',
          40,
          'Panduan resmi Scrum; baca bagian tim Scrum dan acara Scrum.',
        ),
      ),
      pathModule(
        'Risiko dan Pemangku Kepentingan',
        'Risiko yang dikelola setiap pekan dan pemangku kepentingan yang terus mendukung.',
        video('mengelola-risiko-proyek', 'Isi register risiko proyek Anda dengan lima risiko teratas.'),
        video('negosiasi-berbasis-kepentingan', 'Berguna saat bernegosiasi dengan vendor dan divisi lain.', { optional: true }),
        inClass('lokakarya-negosiasi-bisnis', 'Lokakarya negosiasi dengan studi kasus pengadaan, bagi yang ingin berlatih langsung.', { optional: true }),
      ),
      pathModule(
        'Melaporkan dan Menutup Proyek',
        'Laporan status yang dibaca direksi dan penutupan yang meninggalkan pelajaran.',
        video('laporan-status-proyek-yang-dibaca-direksi', 'Tulis ulang laporan status terakhir Anda dengan format di video.'),
        assignment(
          'Laporan Penutupan Proyek',
          60,
          'Tulis laporan penutupan untuk proyek Anda (atau proyek yang baru selesai di unit Anda): hasil dibanding rencana, biaya, tiga pelajaran yang dipetik, ' +
            'dan rekomendasi untuk proyek berikutnya.',
          'Proyek implementasi aplikasi absensi di 14 lokasi selesai dua pekan terlambat dengan biaya 4% di bawah anggaran. ' +
            'Pelajaran: libatkan tim lokasi sejak uji coba, siapkan jaringan cadangan, dan jadwalkan pelatihan di luar jam sibuk. ' +
            'Rekomendasi: uji coba di dua lokasi sebelum peluncuran penuh.',
          'Laporan yang jujur dan berguna. Simpan di pustaka proyek agar manajer proyek lain bisa belajar darinya.',
        ),
      ),
    ],
    announcements: [
      {
        title: 'Selamat datang, calon manajer proyek',
        body: 'Jalur ini menuntut waktu sekitar <strong>tiga jam per pekan</strong>. Siapkan satu proyek nyata sebagai bahan tugas sejak modul pertama.',
        publishedAt: '2025-10-06T02:00:00.000Z',
      },
    ],
    takers: [
      {
        username: 'intan.permata',
        takenDaysAgo: 75,
        done: 'all',
        lastDaysAgo: 10,
        rating: 4,
        review: 'Cocok untuk tim produk digital. Bagian Scrum dan register risiko langsung kami pakai.',
      },
      { username: 'hendra.gunawan', takenDaysAgo: 26, done: 4, rating: 3, review: 'Materinya bagus, tetapi sepuluh pekan terasa padat jika sambil menjalankan audit.' },
      { username: 'putri.maharani', takenDaysAgo: 18, done: 3 },
    ],
    likes: ['intan.permata', 'hendra.gunawan', 'made.wirawan', 'maria.simanjuntak', 'agus.setiawan'],
  },
]
