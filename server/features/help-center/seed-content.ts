// The help center's content (issue 17): what this app's users really ask, in Indonesian. Answers
// are rich text with only the spec's tags (h2, em, strong, u, ul, ol, li, br, span, a with href,
// target, rel). `related` names other questions by slug, in the order shown.
//
// Quoting the app (issue 40): <strong> is a label on screen (a button, menu item, tab, status or
// page title) written exactly as the app writes it, a place being labels joined by ›; <em> is a
// message the app shows, or an address; a title's '…' quotes the app too. Every one must be in the
// app's texts or be a browser's or phone's own label (tests/server/features/help-center/content-labels.test.ts).
// Emphasis that is none of these stays plain.

export interface SeedQuestion {
  slug: string
  title: string
  answer: string
  related: readonly string[]
}
export interface SeedTopic {
  slug: string
  name: string
  questions: readonly SeedQuestion[]
}
export interface SeedCategory {
  slug: string
  name: string
  description: string
  icon: string
  topics: readonly SeedTopic[]
}

const q = (slug: string, title: string, answer: string, related: readonly string[] = []): SeedQuestion => ({ slug, title, answer, related })
const ol = (...items: string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`

export const helpCategories: readonly SeedCategory[] = [
  {
    slug: 'akun-dan-masuk',
    name: 'Akun & Masuk',
    description: 'Masuk dengan akun perusahaan, keluar, profil, dan keamanan akun.',
    icon: 'account',
    topics: [
      {
        slug: 'masuk-dan-keluar',
        name: 'Masuk dan keluar',
        questions: [
          q(
            'cara-masuk',
            'Bagaimana cara masuk ke aplikasi?',
            `Tekan tombol <strong>Masuk</strong> di kanan atas. Anda diarahkan ke halaman masuk perusahaan (single sign-on); masukkan nama pengguna dan kata sandi akun kantor Anda. Setelah berhasil, Anda kembali ke halaman yang tadi Anda buka.`,
            ['lupa-kata-sandi', 'sesi-berakhir', 'cara-keluar'],
          ),
          q(
            'lupa-kata-sandi',
            'Saya lupa kata sandi, apa yang harus dilakukan?',
            `Kata sandi (password) Anda adalah kata sandi akun kantor, bukan milik aplikasi ini. Atur ulang lewat layanan TI perusahaan Anda atau portal reset kata sandi internal. Setelah kata sandi baru aktif, tekan <strong>Masuk</strong> lagi.`,
            ['cara-masuk', 'akun-terkunci'],
          ),
          q(
            'sesi-berakhir',
            "Kenapa muncul pesan 'Token tidak valid, silahkan login kembali'?",
            `Sesi masuk Anda sudah tidak berlaku, misalnya karena terlalu lama tidak dipakai atau kata sandi diganti. Aplikasi akan mengeluarkan Anda setelah 3 detik. Tekan <strong>Masuk</strong> lagi; halaman yang sedang Anda buka akan dibuka kembali setelah masuk.`,
            ['cara-masuk', 'akun-terkunci'],
          ),
          q(
            'cara-keluar',
            'Bagaimana cara keluar (logout)?',
            `Di komputer, tekan foto atau inisial Anda di kanan atas lalu pilih <strong>Log Out</strong>. Di ponsel, buka menu (ikon garis tiga) lalu pilih <strong>Log Out</strong> di bawah daftar menu. Data pribadi yang tersimpan untuk dibaca offline dihapus dari perangkat saat Anda keluar.`,
            ['cara-masuk', 'data-offline-aman'],
          ),
        ],
      },
      {
        slug: 'profil-akun',
        name: 'Profil',
        questions: [
          q(
            'ubah-profil',
            'Bagaimana cara mengubah profil saya?',
            `Buka menu akun (foto atau inisial Anda) lalu pilih <strong>Lihat Profil</strong>, kemudian tekan <strong>Ubah Profil</strong>. Di sana Anda dapat mengganti nama depan dan nama belakang, posisi (jabatan), bio, keahlian, dan foto profil, serta mengatur bagian mana yang terlihat oleh rekan kerja. Tekan <strong>Simpan Profil</strong> untuk menyimpan. E-mail, unit bisnis, status karyawan, dan lokasi berasal dari data kepegawaian dan tidak dapat diubah di sini.<br>Pelatihan, proyek kerja, kegiatan relawan, buku, tontonan, dan pengalaman sebagai mentor atau pembicara dicatat di tempat lain: <strong>Aktivitas Belajar</strong> › <strong>Discovery</strong>.`,
            ['catatan-aktivitas', 'profil-publik', 'posisi-salah'],
          ),
          q(
            'profil-publik',
            'Siapa yang dapat melihat profil saya?',
            `Profil publik (alamat <em>/profile/nama-pengguna</em>) dapat dilihat rekan kerja: nama, posisi, unit, dan foto selalu tampil; bio dan keahlian, aktivitas dan waktu belajar, serta growth path yang selesai tampil bila Anda mengizinkannya di <strong>Ubah Profil</strong> (<strong>Terlihat oleh rekan kerja</strong>). Catatan aktivitas yang Anda tandai <strong>Tampilkan di profil publik</strong> juga tampil. E-mail, dokumen, hasil asesmen, dan lamaran kerja Anda tidak pernah tampil di profil publik.`,
            ['ubah-profil', 'lamaran-rahasia'],
          ),
          q(
            'posisi-salah',
            'Posisi atau unit saya di profil salah. Bagaimana memperbaikinya?',
            `Posisi (jabatan) dapat Anda ubah sendiri di <strong>Ubah Profil</strong>. Unit bisnis, status karyawan, lokasi, dan e-mail diambil dari data kepegawaian perusahaan: hubungi tim HR unit kerja Anda agar datanya diperbarui.`,
            ['ubah-profil'],
          ),
        ],
      },
      {
        slug: 'keamanan-akun',
        name: 'Keamanan akun',
        questions: [
          q(
            'akun-terkunci',
            'Akun saya terkunci atau tidak bisa masuk (login) sama sekali',
            `Pastikan nama pengguna dan kata sandi akun kantor benar dan tidak ada huruf besar yang terpencet. Jika layanan masuk sedang tidak tersedia, aplikasi menampilkan pesan <em>Layanan masuk sedang tidak tersedia</em>: coba lagi beberapa menit kemudian. Jika tetap gagal, hubungi kami lewat WhatsApp di bagian <strong>Masih butuh bantuan?</strong>.`,
            ['lupa-kata-sandi', 'sesi-berakhir'],
          ),
          q(
            'data-offline-aman',
            'Apakah data saya aman jika ponsel dipakai orang lain?',
            `Data yang disimpan untuk dibaca offline disimpan terpisah per akun. Saat Anda menekan <strong>Log Out</strong>, data pribadi Anda (riwayat, sesi mentor, lamaran, tulisan yang menunggu dikirim) dihapus dari perangkat, dan akun lain tidak dapat membacanya.`,
            ['cara-keluar', 'apa-yang-bisa-offline'],
          ),
        ],
      },
    ],
  },
  {
    slug: 'learning',
    name: 'Learning',
    description: 'Video, paket kursus, kelas tatap muka, katalog, kuis, dan Discovery.',
    icon: 'learning',
    topics: [
      {
        slug: 'video-dan-kursus',
        name: 'Video dan paket kursus',
        questions: [
          q(
            'mulai-kursus',
            'Bagaimana cara mengikuti paket kursus?',
            `Buka <strong>Learning</strong> › <strong>Paket Kursus</strong>, pilih paket kursus, lalu tekan <strong>Daftar Kursus</strong>. Setelah terdaftar, tekan <strong>Mulai belajar</strong> (berikutnya <strong>Lanjutkan belajar</strong>) dan tandai tiap materi dengan <strong>Tandai selesai</strong>. Kemajuan Anda tersimpan otomatis sehingga Anda dapat melanjutkan dari perangkat lain.`,
            ['video-selesai', 'progres-tidak-bertambah', 'simpan-video-offline'],
          ),
          q(
            'video-selesai',
            'Kapan sebuah video dihitung selesai?',
            `Video dihitung selesai setelah sebagian besar durasinya Anda tonton. Memutar ke bagian akhir tidak membuatnya selesai. Waktu menonton juga dihitung sebagai waktu belajar di <strong>Aktivitas Belajar</strong> › <strong>Learning</strong>.`,
            ['mulai-kursus', 'progres-tidak-bertambah'],
          ),
          q(
            'progres-tidak-bertambah',
            'Progres belajar saya tidak bertambah',
            `Progres dikirim ke server setiap beberapa detik. Jika Anda offline, progres disimpan di perangkat dan <strong>menunggu dikirim</strong>; progres terkirim otomatis saat Anda online kembali. Pastikan Anda masuk dengan akun yang sama, lalu muat ulang halaman.`,
            ['menunggu-dikirim', 'video-selesai'],
          ),
        ],
      },
      {
        slug: 'kelas-tatap-muka',
        name: 'Kelas tatap muka (in-class)',
        questions: [
          q(
            'daftar-inclass',
            'Bagaimana cara mendaftar kelas tatap muka?',
            `Buka <strong>Learning</strong> › <strong>Kelas</strong> (pelatihan, lokakarya, dan webinar bersama instruktur), pilih kelas, lalu tekan <strong>Daftar Kelas</strong>. Kursi setiap kelas terbatas; jika penuh, tombolnya menjadi <strong>Kelas sudah penuh</strong>. Pada hari kelas, tekan <strong>Konfirmasi kehadiran</strong>. Kelas yang Anda ikuti tampil di <strong>Riwayat Belajar</strong> pada <strong>Aktivitas Belajar</strong> › <strong>Learning</strong>.`,
            ['batal-inclass', 'kalender-belajar'],
          ),
          q(
            'batal-inclass',
            'Bagaimana cara membatalkan pendaftaran kelas?',
            `Buka halaman kelas tersebut, tekan <strong>Batalkan pendaftaran</strong>, lalu <strong>Ya, batalkan</strong>. Kursi Anda kembali tersedia untuk peserta lain, dan Anda dapat mendaftar lagi selama kursi masih ada. Pendaftaran kelas yang sudah dimulai tidak dapat dibatalkan.`,
            ['daftar-inclass'],
          ),
        ],
      },
      {
        slug: 'kuis',
        name: 'Kuis',
        questions: [
          q(
            'kuis-esai',
            'Kenapa jawaban esai saya dianggap belum dijawab?',
            `Jawaban esai dihitung terjawab bila berisi lebih dari 4 kata. Tulis jawaban yang lebih lengkap; tombol <strong>Kumpulkan</strong> baru dapat ditekan setelah semua pertanyaan terjawab.`,
            ['kirim-kuis-offline', 'hasil-kuis'],
          ),
          q(
            'kirim-kuis-offline',
            'Bisakah saya mengirim kuis saat offline?',
            `Bisa. Jawaban yang Anda kumpulkan saat offline disimpan di perangkat dengan tanda <strong>menunggu dikirim</strong> dan terkirim otomatis saat koneksi kembali. Nilai baru tampil setelah server menerimanya.`,
            ['menunggu-dikirim', 'hasil-kuis'],
          ),
          q(
            'hasil-kuis',
            'Di mana saya melihat hasil dan riwayat kuis?',
            `Setelah kuis terkirim, halaman <strong>Hasil Kuis</strong> menampilkan nilai Anda, jawaban Anda, dan jawaban yang benar. Semua percobaan Anda ada di <strong>Riwayat percobaan</strong> pada halaman yang sama; buka lagi kuisnya dari video atau materi paket kursus untuk melihatnya.`,
            ['kuis-esai', 'kalender-belajar'],
          ),
        ],
      },
      {
        slug: 'katalog-dan-aktivitas',
        name: 'Katalog dan aktivitas belajar',
        questions: [
          q(
            'kalender-belajar',
            'Apa isi halaman Aktivitas Belajar?',
            `<strong>Aktivitas Belajar</strong> (<em>/activity</em>, dari menu akun) punya empat tab. <strong>Learning</strong> merangkum statistik, kalender, waktu belajar, kategori favorit, peringkat, dan riwayat belajar Anda. <strong>Growth Path</strong> menampilkan growth path yang Anda ikuti, <strong>Mentor</strong> sesi mentor Anda, dan <strong>Discovery</strong> catatan aktivitas Anda serta yang Anda simpan dari Discovery.`,
            ['catatan-aktivitas', 'progres-growth-path'],
          ),
          q(
            'katalog',
            'Apa itu katalog dan channel?',
            `<strong>Katalog</strong> adalah kumpulan kursus pilihan untuk satu kebutuhan, misalnya orientasi karyawan baru. <strong>Channel</strong> mengumpulkan video dan kursus dari satu unit atau tema. Keduanya dapat dibaca offline setelah pernah dibuka.`,
            ['mulai-kursus', 'apa-yang-bisa-offline'],
          ),
          q(
            'rekomendasi-minat',
            'Kenapa saya diminta memilih minat setelah masuk?',
            `Minat yang Anda pilih dipakai untuk menyusun rekomendasi learning di beranda. Pilih minat lalu tekan <strong>Simpan Minat</strong>, atau tekan <strong>Nanti saja</strong> untuk melewatinya; rekomendasi umum tetap tampil.`,
            ['kalender-belajar'],
          ),
        ],
      },
      {
        slug: 'discovery',
        name: 'Discovery dan catatan aktivitas',
        questions: [
          q(
            'catatan-aktivitas',
            'Bagaimana mencatat pelatihan, proyek, atau buku yang saya baca?',
            `Buka <strong>Aktivitas Belajar</strong> › <strong>Discovery</strong>. Di <strong>Catatan Aktivitas Saya</strong> ada enam kelompok: <strong>Pelatihan</strong>, <strong>Mentor &amp; Pembicara</strong>, <strong>Proyek Kerja</strong>, <strong>Relawan</strong>, <strong>Tontonan</strong>, dan <strong>Buku Dibaca</strong>. Tekan <strong>Tambah</strong> pada kelompoknya, isi formulirnya, lalu tekan <strong>Simpan</strong>; ubah atau hapus kapan saja dengan <strong>Ubah</strong> dan <strong>Hapus</strong>. Catatan yang dicentang <strong>Tampilkan di profil publik</strong> tampil di profil Anda dan di Discovery rekan kerja; yang lain hanya untuk Anda. Catatan baru dapat ditambahkan saat offline dan terkirim saat Anda online; perubahan hanya dapat disimpan saat online.`,
            ['apa-itu-discovery', 'profil-publik', 'ubah-profil'],
          ),
          q(
            'apa-itu-discovery',
            'Apa itu Discovery?',
            `<strong>Discovery</strong> (di menu utama) menampilkan apa yang dipelajari rekan kerja di luar katalog: buku yang dibaca, tontonan, pelatihan, materi yang dibawakan, kegiatan relawan, dan proyek, dari catatan yang mereka tampilkan di profil publik. Saring menurut <strong>Jenis</strong> dan <strong>Unit bisnis</strong>. Tekan <strong>Saya juga mau baca</strong>, <strong>Saya juga mau tonton</strong>, atau <strong>Simpan</strong> untuk menyimpan catatan rekan; semuanya ada di <strong>Aktivitas Belajar</strong> › <strong>Discovery</strong>, bagian <strong>Disimpan dari Discovery</strong>.`,
            ['catatan-aktivitas', 'kalender-belajar'],
          ),
        ],
      },
    ],
  },
  {
    slug: 'growth-path',
    name: 'Growth Path',
    description: 'Jalur pengembangan: mengambil, mengerjakan silabus dan tugas, menyelesaikan.',
    icon: 'growth',
    topics: [
      {
        slug: 'mengikuti-growth-path',
        name: 'Mengikuti growth path',
        questions: [
          q(
            'apa-itu-growth-path',
            'Apa itu Growth Path?',
            `Growth Path adalah jalur belajar terstruktur menuju keahlian atau peran tertentu. Setiap jalur berisi silabus (video, paket kursus, kelas tatap muka), pengumuman, dan tugas. Keahlian dari growth path yang selesai dihitung dalam kecocokan Anda dengan lowongan internal.`,
            ['ambil-growth-path', 'kecocokan-lowongan'],
          ),
          q(
            'ambil-growth-path',
            'Bagaimana cara mengambil growth path?',
            `Buka <strong>Growth Path</strong>, pilih jalur, tekan <strong>Ambil Growth Path</strong>, lalu <strong>Ya, ambil</strong>. Anda dapat mengambilnya saat offline: permintaan <strong>menunggu dikirim</strong> dan terkirim saat Anda online.`,
            ['progres-growth-path', 'apa-itu-growth-path'],
          ),
          q(
            'progres-growth-path',
            'Bagaimana progres silabus dihitung?',
            `Setiap materi silabus yang Anda selesaikan menambah progres. Tekan <strong>Tandai selesai</strong> di halaman materinya; progres juga dapat dicatat saat offline dan dikirim kemudian.`,
            ['tugas-growth-path', 'selesai-growth-path'],
          ),
        ],
      },
      {
        slug: 'tugas-dan-penyelesaian',
        name: 'Tugas dan penyelesaian',
        questions: [
          q(
            'tugas-growth-path',
            'Bagaimana cara mengunggah tugas growth path?',
            `Buka tugas pada halaman growth path dan tekan <strong>Kerjakan tugas</strong>. Tulis jawaban, lampirkan berkas (upload) bila perlu, lalu tekan <strong>Kumpulkan</strong>. Berkas boleh PDF, gambar, atau dokumen Word, Excel, dan PowerPoint sampai 5 MB, dan diperiksa dari isinya, bukan dari namanya. Selama belum dinilai mentor, tugas dapat dikumpulkan ulang.`,
            ['progres-growth-path', 'selesai-growth-path'],
          ),
          q(
            'selesai-growth-path',
            'Kapan saya dapat menyelesaikan growth path?',
            `Tombol <strong>Selesaikan Growth Path</strong> aktif setelah semua materi wajib selesai dan semua tugas dikumpulkan. Setelah selesai, Anda mendapat sertifikat penyelesaian (<strong>Lihat sertifikat</strong>, lalu <strong>Cetak sertifikat</strong>) dan dapat menilai jalur tersebut di <strong>Nilai growth path ini</strong>.`,
            ['progres-growth-path', 'kecocokan-lowongan'],
          ),
        ],
      },
      {
        slug: 'badge-dan-rekomendasi',
        name: 'Badge dan rekomendasi',
        questions: [
          q(
            'badge-new',
            "Apa arti tanda 'New' di menu Growth Path?",
            `Tanda <strong>New</strong> menandai fitur Growth Path sebagai fitur baru dan tampil sampai akhir tahun 2025.`,
            ['apa-itu-growth-path'],
          ),
          q(
            'rekomendasi-growth-path',
            'Dari mana rekomendasi growth path berasal?',
            `Rekomendasi di bagian <strong>Untuk Anda</strong> disusun dari keterampilan dan kategori growth path yang sudah Anda ambil; bila Anda belum mengambil satu pun, yang tampil adalah growth path terpopuler. Halaman lowongan juga menyarankan growth path yang mengajarkan keahlian yang masih kurang.`,
            ['kecocokan-lowongan', 'rekomendasi-minat'],
          ),
        ],
      },
    ],
  },
  {
    slug: 'mentor',
    name: 'Mentor',
    description: 'Mencari mentor, memesan sesi, membatalkan, memberi rating, menjadi mentor.',
    icon: 'mentor',
    topics: [
      {
        slug: 'memesan-sesi',
        name: 'Memesan sesi',
        questions: [
          q(
            'pesan-sesi-mentor',
            'Bagaimana cara memesan (booking) sesi mentor?',
            `${ol(
              'Buka <strong>Mentor</strong> dan pilih mentor (saring menurut keahlian atau ketersediaan minggu ini).',
              'Di <strong>Jadwal kosong</strong>, tekan <strong>Pesan Sesi</strong> lalu pilih waktu yang tersedia (WIB).',
              'Tulis topik, catatan bila perlu, dan pilih <strong>Online</strong> atau <strong>Tatap muka</strong>.',
              'Tekan <strong>Kirim Permintaan</strong>. Mentor akan menerima atau menolak; Anda mendapat notifikasi.',
            )}Jam dapat dipesan paling cepat 2 jam dari sekarang dan paling lama 28 hari ke depan. Setiap sesi berlangsung 60 menit.`,
            ['batal-sesi-mentor', 'pesan-sesi-offline', 'jam-sudah-dipesan'],
          ),
          q(
            'pesan-sesi-offline',
            'Apa yang terjadi jika saya memesan sesi saat offline?',
            `Permintaan Anda disimpan di perangkat dengan tanda <strong>menunggu dikirim</strong> dan terkirim otomatis saat online. Jam yang Anda pilih belum dipegang sampai server menerimanya; jika ternyata sudah dipesan orang lain, Anda melihat jam kosong berikutnya dan dapat memilih lagi.`,
            ['menunggu-dikirim', 'jam-sudah-dipesan'],
          ),
          q(
            'jam-sudah-dipesan',
            'Kenapa jam yang saya pilih ditolak?',
            `Satu jam seorang mentor hanya dapat dipesan satu kali. Jika orang lain lebih dulu memesannya, atau jam itu kurang dari 2 jam dari sekarang, permintaan ditolak dan aplikasi menampilkan jam kosong berikutnya.`,
            ['pesan-sesi-mentor', 'pesan-sesi-offline'],
          ),
        ],
      },
      {
        slug: 'setelah-memesan',
        name: 'Setelah memesan',
        questions: [
          q(
            'batal-sesi-mentor',
            'Bisakah saya membatalkan sesi mentor?',
            `Bisa. Sesi yang sudah diterima dapat dibatalkan oleh Anda atau mentor paling lambat 12 jam sebelum sesi dimulai. Buka <strong>Aktivitas Belajar</strong> › <strong>Mentor</strong> › <strong>Sesi Saya</strong>, pilih sesi, lalu tekan <strong>Batalkan</strong>; alasan boleh ditulis. Pihak lain diberi tahu. Kurang dari 12 jam sebelum mulai, hubungi mentor langsung.`,
            ['status-sesi-mentor', 'pesan-sesi-mentor'],
          ),
          q(
            'status-sesi-mentor',
            'Apa arti status sesi mentor?',
            ul(
              '<strong>Menunggu jawaban</strong>: mentor belum menerima atau menolak.',
              '<strong>Diterima</strong>: sesi terjadwal; tautan pertemuan atau tempat bertemu tertulis di sesi.',
              '<strong>Ditolak</strong>: mentor tidak dapat hadir, beserta alasannya.',
              '<strong>Dibatalkan</strong>: dibatalkan oleh Anda atau mentor.',
            ),
            ['batal-sesi-mentor', 'kalender-sesi'],
          ),
          q(
            'kalender-sesi',
            'Bagaimana memasukkan sesi ke kalender saya?',
            `Pada sesi yang sudah diterima, tekan <strong>Tambahkan ke Kalender (.ics)</strong> untuk mengunduh berkas yang dapat dibuka di Google Calendar, Outlook, atau kalender ponsel.`,
            ['status-sesi-mentor'],
          ),
          q(
            'rating-mentor',
            'Kapan saya dapat memberi rating mentor?',
            `Setelah sesi yang diterima selesai, tombol <strong>Beri Penilaian</strong> muncul pada sesi itu di <strong>Aktivitas Belajar</strong> › <strong>Mentor</strong>. Nilai 1–5 bintang dan ulasan Anda (opsional) tampil di halaman mentor.`,
            ['status-sesi-mentor'],
          ),
        ],
      },
      {
        slug: 'menjadi-mentor',
        name: 'Menjadi mentor',
        questions: [
          q(
            'daftar-mentor',
            'Bagaimana cara menjadi mentor?',
            `Buka <strong>Mentor</strong> lalu tekan <strong>Jadi Mentor</strong>. Tulis judul singkat, pengalaman Anda di <strong>Tentang Anda</strong> (minimal 40 karakter), pilih 1–8 keahlian, atur jam mingguan Anda dalam WIB dan hari libur, lalu tekan <strong>Simpan dan Jadi Mentor</strong>. Anda dapat menjeda profil mentor kapan saja.`,
            ['jawab-permintaan-sesi', 'jeda-mentor'],
          ),
          q(
            'jawab-permintaan-sesi',
            'Bagaimana menjawab permintaan sesi sebagai mentor?',
            `Permintaan baru tampil di <strong>Aktivitas Belajar</strong> › <strong>Mentor</strong> › <strong>Sebagai Mentor</strong> dan sebagai notifikasi. Tekan <strong>Terima</strong> dan tulis tautan pertemuan (online) atau tempat bertemu, atau tekan <strong>Tolak</strong> dan tulis alasannya.`,
            ['daftar-mentor', 'batal-sesi-mentor'],
          ),
          q(
            'jeda-mentor',
            'Bagaimana berhenti sementara menerima sesi?',
            `Buka <strong>Mentor</strong> › <strong>Profil Mentor Saya</strong>, pilih status <strong>Jeda: tidak menerima sesi baru</strong>, lalu tekan <strong>Simpan Perubahan</strong>. Profil tetap ada dengan tanda <strong>Sedang jeda</strong>, tetapi tidak ada jam yang dapat dipesan sampai Anda memilih <strong>Aktif: menerima sesi baru</strong> lagi.`,
            ['daftar-mentor'],
          ),
        ],
      },
    ],
  },
  {
    slug: 'lowongan',
    name: 'Lowongan',
    description: 'Lowongan internal antar divisi: melamar, CV, status lamaran, kecocokan.',
    icon: 'job',
    topics: [
      {
        slug: 'melamar',
        name: 'Melamar lowongan',
        questions: [
          q(
            'cara-melamar',
            'Bagaimana cara melamar lowongan internal?',
            `${ol(
              'Dari beranda, tekan <strong>Lihat Lowongan</strong> dan pilih lowongan kerja yang masih dibuka.',
              'Di bagian <strong>Lamar Posisi Ini</strong>, tulis motivasi Anda dan lampirkan CV (atau pakai dokumen PDF dari profil Anda).',
              'Tekan <strong>Kirim Lamaran</strong>, lalu <strong>Ya, kirim</strong>. Lamaran dapat dikirim saat offline dan terkirim otomatis saat online.',
            )}Anda hanya dapat mengirim satu lamaran untuk setiap lowongan; lamaran yang Anda tarik dapat dikirim lagi selama lowongan masih dibuka.`,
            ['format-cv', 'status-lamaran', 'tarik-lamaran'],
          ),
          q(
            'format-cv',
            'Format dan ukuran CV apa yang diterima?',
            `CV harus berupa PDF atau dokumen Word (.pdf atau .docx; berkas .doc lama tidak diterima) dengan ukuran file maksimal 5 MB. Berkas diperiksa dari isinya: berkas lain yang diganti namanya menjadi .pdf ditolak. Anda juga dapat memakai dokumen PDF yang sudah diunggah (upload) di profil Anda.`,
            ['cara-melamar', 'lamaran-ditolak-server'],
          ),
          q(
            'lamaran-ditolak-server',
            'Kenapa lamaran saya tidak terkirim?',
            ul(
              'Anda sudah pernah melamar lowongan ini (satu lamaran per lowongan).',
              'Lowongan sudah ditutup: lamaran diterima sampai tanggal penutupan.',
              'CV bukan PDF atau Word (.docx), atau lebih dari 5 MB.',
            ) + `Motivasi yang sudah Anda tulis tetap tersimpan sehingga Anda dapat memperbaikinya dan mengirim lagi.`,
            ['format-cv', 'cara-melamar', 'menunggu-dikirim'],
          ),
        ],
      },
      {
        slug: 'status-lamaran-topik',
        name: 'Status lamaran',
        questions: [
          q(
            'status-lamaran',
            'Apa arti status lamaran saya?',
            ul(
              '<strong>Terkirim</strong>: lamaran sudah diterima dan menunggu ditinjau HR.',
              '<strong>Ditinjau</strong>: HR unit sedang meninjau lamaran Anda.',
              '<strong>Wawancara</strong>: Anda diundang wawancara.',
              '<strong>Diterima</strong> atau <strong>Tidak lolos</strong>: keputusan akhir.',
              '<strong>Ditarik</strong>: Anda menarik lamaran.',
            ) + `Setiap perubahan dikirim sebagai notifikasi, beserta catatan HR bila ada. Lihat semua lamaran di <strong>Lowongan</strong> › <strong>Lamaran Saya</strong>.`,
            ['tarik-lamaran', 'cara-melamar'],
          ),
          q(
            'tarik-lamaran',
            'Bisakah saya menarik atau membatalkan lamaran?',
            `Bisa, selama statusnya masih <strong>Terkirim</strong>. Buka <strong>Lowongan</strong> › <strong>Lamaran Saya</strong>, pilih lamaran, tekan <strong>Tarik Lamaran</strong>, lalu <strong>Ya, tarik</strong>. Setelah HR mulai meninjau, lamaran tidak dapat ditarik. Lamaran yang ditarik dapat dikirim lagi selama lowongan masih dibuka.`,
            ['status-lamaran'],
          ),
          q(
            'lamaran-rahasia',
            'Apakah atasan saya tahu saya melamar?',
            `Lamaran hanya dapat dilihat oleh Anda dan HR unit yang membuka lowongan. Lamaran tidak tampil di profil publik Anda.`,
            ['status-lamaran', 'profil-publik'],
          ),
        ],
      },
      {
        slug: 'kecocokan',
        name: 'Kecocokan dan keahlian',
        questions: [
          q(
            'kecocokan-lowongan',
            'Bagaimana kecocokan saya dengan lowongan dihitung?',
            `Kecocokan membandingkan keahlian yang diminta lowongan dengan keahlian yang Anda miliki: dari growth path yang Anda selesaikan dan dari paket kursus serta video yang Anda tuntaskan. Untuk keahlian yang kurang, halaman lowongan menyarankan growth path dan kursus yang mengajarkannya.`,
            ['apa-itu-growth-path', 'cara-melamar'],
          ),
          q(
            'lowongan-ditutup',
            'Kenapa lowongan yang saya cari tidak tampil?',
            `Daftar lowongan secara bawaan hanya menampilkan lowongan yang masih dibuka, jadi lowongan yang sudah ditutup tidak muncul. Centang <strong>Tampilkan lowongan yang sudah ditutup</strong> untuk melihat semuanya, atau periksa saringan <strong>Unit bisnis</strong>, <strong>Lokasi</strong>, dan <strong>Status karyawan</strong>, atau tekan <strong>Hapus filter</strong>.`,
            ['cara-melamar'],
          ),
        ],
      },
    ],
  },
  {
    slug: 'aplikasi-dan-offline',
    name: 'Aplikasi & Offline',
    description: 'Memasang aplikasi di Android dan iPhone, memakai tanpa internet, pembaruan.',
    icon: 'app',
    topics: [
      {
        slug: 'memasang-aplikasi',
        name: 'Memasang aplikasi',
        questions: [
          q(
            'pasang-android',
            'Bagaimana cara memasang aplikasi di Android?',
            `${ol(
              'Buka situs ini di <strong>Chrome</strong>.',
              'Tekan tombol <strong>Pasang Aplikasi</strong> di header atau footer, atau buka menu Chrome (titik tiga) lalu <strong>Instal aplikasi</strong> / <strong>Tambahkan ke layar utama</strong>.',
              'Konfirmasi. Ikon aplikasi muncul di layar utama dan terbuka tanpa bilah alamat.',
            )}Aplikasi tidak perlu diunduh dari Play Store dan ukurannya kecil.`,
            ['pasang-iphone', 'pasang-komputer', 'apa-yang-bisa-offline'],
          ),
          q(
            'pasang-iphone',
            'Bagaimana cara memasang aplikasi di iPhone atau iPad?',
            `${ol(
              'Buka situs ini di <strong>Safari</strong>.',
              'Ketuk tombol <strong>Bagikan</strong> (kotak dengan panah ke atas).',
              'Pilih <strong>Tambahkan ke Layar Utama</strong>, lalu ketuk <strong>Tambah</strong>.',
            )}Di iPhone, notifikasi hanya dapat diaktifkan dari aplikasi yang sudah dipasang (iOS 16.4 atau lebih baru).`,
            ['pasang-android', 'notifikasi-iphone'],
          ),
          q(
            'pasang-komputer',
            'Bisakah aplikasi dipasang di komputer?',
            `Bisa, di Chrome atau Edge. Tekan ikon pasang di bilah alamat atau tombol <strong>Pasang Aplikasi</strong>. Aplikasi terbuka di jendelanya sendiri dan dapat disematkan ke taskbar.`,
            ['pasang-android', 'hapus-aplikasi'],
          ),
          q(
            'hapus-aplikasi',
            'Bagaimana cara menghapus aplikasi yang terpasang?',
            `Hapus seperti aplikasi lain: tekan lama ikonnya lalu pilih <strong>Hapus</strong> atau <strong>Copot pemasangan</strong>. Di komputer, buka aplikasi lalu menu (titik tiga) → <strong>Copot pemasangan</strong>. Data offline ikut terhapus.`,
            ['pasang-android', 'pasang-iphone'],
          ),
        ],
      },
      {
        slug: 'memakai-offline',
        name: 'Memakai tanpa internet',
        questions: [
          q(
            'apa-yang-bisa-offline',
            'Apa saja yang bisa dipakai saat offline?',
            `Setelah halaman pernah Anda buka saat online, halaman itu dapat dibaca lagi tanpa internet selama 7 hari:${ul(
              'katalog, channel, daftar dan detail video, paket kursus, dan kelas tatap muka;',
              'growth path dan yang Anda ikuti, mentor dan sesi Anda, lowongan dan lamaran Anda;',
              'notifikasi terakhir;',
              'seluruh <strong>Pusat Bantuan</strong>, termasuk pencariannya.',
            )}Video yang Anda simpan untuk offline juga dapat diputar. Tulisan Anda (progres, kuis, pemesanan sesi, lamaran) disimpan dan <strong>menunggu dikirim</strong>.`,
            ['menunggu-dikirim', 'simpan-video-offline', 'bantuan-offline'],
          ),
          q(
            'menunggu-dikirim',
            "Apa arti 'menunggu dikirim'?",
            `Tanda <strong>menunggu dikirim</strong> berarti yang Anda kirim (progres belajar, jawaban kuis, pemesanan sesi mentor, lamaran, tanda sudah dibaca) sudah tersimpan aman di perangkat tetapi belum sampai ke server karena Anda offline. Aplikasi mengirimnya otomatis saat koneksi kembali, bahkan bila aplikasi sudah ditutup (di browser yang mendukung). Jumlahnya tampil di header; jangan keluar (Log Out) sebelum terkirim.`,
            ['apa-yang-bisa-offline', 'gagal-terkirim', 'progres-tidak-bertambah'],
          ),
          q(
            'gagal-terkirim',
            'Tulisan saya yang menunggu dikirim ternyata ditolak. Kenapa?',
            `Server memeriksa setiap kiriman saat diterima. Contohnya: jam mentor sudah dipesan orang lain, lowongan sudah ditutup, atau Anda sudah melamar. Kiriman yang ditolak tetap tampil di daftar <strong>Menunggu dikirim</strong> (buka dari jumlahnya di header) dengan tanda <strong>Gagal dikirim</strong> beserta alasannya; perbaiki lalu tekan <strong>Coba lagi</strong>, atau tekan <strong>Buang</strong>.`,
            ['menunggu-dikirim', 'jam-sudah-dipesan', 'lamaran-ditolak-server'],
          ),
          q(
            'simpan-video-offline',
            'Bagaimana menyimpan video untuk ditonton offline?',
            `Pada halaman video, tekan <strong>Simpan untuk offline</strong> saat online (untuk paket kursus: <strong>Simpan paket untuk offline</strong>). Video tersimpan di perangkat dan dapat ditonton tanpa internet; tekan <strong>Hapus dari offline</strong> kapan saja untuk mengosongkan ruang.`,
            ['apa-yang-bisa-offline'],
          ),
          q(
            'bantuan-offline',
            'Bisakah saya membaca Pusat Bantuan tanpa internet?',
            `Bisa. Seluruh isi Pusat Bantuan disimpan di perangkat setelah sekali dibuka, dan pencarian berjalan di perangkat saat offline. Isinya diperbarui otomatis saat ada perubahan dan Anda online.`,
            ['apa-yang-bisa-offline'],
          ),
        ],
      },
      {
        slug: 'pembaruan-dan-masalah',
        name: 'Pembaruan dan masalah tampilan',
        questions: [
          q(
            'versi-baru',
            'Bagaimana memperbarui (update) aplikasi ke versi terbaru?',
            `Aplikasi memperbarui dirinya sendiri. Saat versi baru siap, muncul pesan <em>Versi baru tersedia</em>; tekan <strong>Muat ulang</strong>. Tulisan yang menunggu dikirim tidak hilang.`,
            ['halaman-tidak-tampil'],
          ),
          q(
            'halaman-tidak-tampil',
            'Halaman tidak tampil atau muncul pesan kesalahan',
            `Jika muncul <em>Maaf, Terjadi Kesalahan Pada Server</em>, coba lagi beberapa saat kemudian. Jika halaman tidak dimuat, periksa koneksi lalu muat ulang; aplikasi memuat ulang sendiri paling sering sekali per menit bila bagian kodenya gagal dimuat. Halaman yang tidak ada menampilkan <em>Maaf, Kami Tidak Menemukan Halaman yang Dicari</em>.`,
            ['versi-baru', 'apa-yang-bisa-offline'],
          ),
          q(
            'ruang-penyimpanan',
            'Berapa banyak ruang penyimpanan (memori) yang dipakai aplikasi?',
            `Aplikasinya sendiri hanya beberapa megabita. Data offline disimpan paling lama 7 hari. Video dan paket kursus yang Anda simpan memakai ruang paling besar: daftarnya ada di <strong>Tersimpan offline</strong> pada halaman video atau paket kursus, tempat Anda dapat menghapusnya satu per satu atau menekan <strong>Atur batas penyimpanan</strong>.`,
            ['simpan-video-offline', 'hapus-aplikasi'],
          ),
        ],
      },
    ],
  },
  {
    slug: 'notifikasi',
    name: 'Notifikasi',
    description: 'Kotak notifikasi, tanda belum dibaca, dan notifikasi di perangkat.',
    icon: 'bell',
    topics: [
      {
        slug: 'kotak-notifikasi',
        name: 'Kotak notifikasi',
        questions: [
          q(
            'lihat-notifikasi',
            'Di mana saya melihat notifikasi?',
            `Tekan ikon lonceng di header. Titik pada lonceng berarti ada notifikasi yang belum dibaca. Notifikasi memberi tahu pemesanan dan jawaban sesi mentor, perubahan status lamaran, dan kabar growth path.`,
            ['tandai-dibaca', 'aktifkan-notifikasi'],
          ),
          q(
            'tandai-dibaca',
            'Bagaimana menandai notifikasi sudah dibaca?',
            `Buka notifikasinya atau tekan <strong>Tandai dibaca</strong> padanya, atau tekan <strong>Tandai semua dibaca</strong> di halaman <strong>Notifikasi</strong>. Tanda dibaca juga dapat diberikan saat offline dan terkirim kemudian.`,
            ['lihat-notifikasi', 'menunggu-dikirim'],
          ),
          q(
            'lonceng-terlambat',
            'Kenapa tanda di lonceng terlambat muncul?',
            `Aplikasi memeriksa notifikasi baru pertama kali 15 detik setelah halaman dibuka, lalu makin jarang (setiap kali ditambah 5 detik). Muat ulang halaman untuk memeriksa sekarang, atau aktifkan notifikasi perangkat agar langsung diberi tahu.`,
            ['aktifkan-notifikasi', 'lihat-notifikasi'],
          ),
        ],
      },
      {
        slug: 'notifikasi-perangkat',
        name: 'Notifikasi di perangkat',
        questions: [
          q(
            'aktifkan-notifikasi',
            'Bagaimana cara mengaktifkan notifikasi di perangkat?',
            `Buka menu akun (foto atau inisial Anda) lalu tekan <strong>Aktifkan notifikasi</strong>, dan izinkan saat browser bertanya. Notifikasi lalu muncul di ponsel atau komputer meski aplikasi tertutup. Untuk mematikannya, tekan <strong>Matikan notifikasi</strong> di tempat yang sama.`,
            ['notifikasi-diblokir', 'notifikasi-iphone', 'lihat-notifikasi'],
          ),
          q(
            'notifikasi-diblokir',
            "Muncul 'Notifikasi diblokir'. Bagaimana membukanya?",
            `Anda pernah menolak izin notifikasi untuk situs ini. Buka pengaturan situs di browser (ikon gembok di bilah alamat) → <strong>Notifikasi</strong> → <strong>Izinkan</strong>, lalu tekan <strong>Aktifkan notifikasi</strong> lagi.`,
            ['aktifkan-notifikasi'],
          ),
          q(
            'notifikasi-iphone',
            'Kenapa notifikasi tidak bisa diaktifkan di iPhone?',
            `Di iPhone dan iPad, notifikasi hanya untuk aplikasi yang dipasang: ketuk <strong>Bagikan</strong>, lalu <strong>Tambahkan ke Layar Utama</strong>, buka aplikasinya dari layar utama, lalu tekan <strong>Aktifkan notifikasi</strong>. Diperlukan iOS 16.4 atau lebih baru.`,
            ['pasang-iphone', 'aktifkan-notifikasi'],
          ),
        ],
      },
    ],
  },
]
