// The demo openings (issue 16): 27 internal openings over six of the group's companies and ten
// locations, with skills from the growth-path skill list. Days are relative to the seed's day:
// `closesInDays` < 0 is closed, 0–6 closes this week. Rich text uses only the spec's tags.

export interface SeedOpening {
  slug: string
  title: string
  unit: string
  location: string
  status: string
  skills: readonly string[]
  summary: string
  intro: string
  duties: readonly string[]
  requirements: readonly string[]
  plus?: string
  closesInDays: number
  postedDaysAgo: number
}

const HOLDING = 'PT Nusantara Holding Indonesia'
const ENERGI = 'PT Nusantara Energi Mandiri'
const LOGISTIK = 'PT Nusantara Logistik Prima'
const PROPERTI = 'PT Nusantara Properti Sejahtera'
const DIGITAL = 'PT Nusantara Digital Solusi'
const RETAIL = 'PT Nusantara Retail Niaga'

const TETAP = 'Karyawan Tetap'
const KONTRAK = 'Karyawan Kontrak'

/** Who posted each unit's openings: its HR account, or nobody with an account in the demo. */
export const postersByUnit: Readonly<Record<string, string>> = {
  [HOLDING]: 'lestari.wibowo',
  [DIGITAL]: 'bayu.hidayat',
  [LOGISTIK]: 'nur.aini',
}

const li = (text: string) => `<li>${text}</li>`

/** The description's rich text: what the role is, then what the person will do. */
export function descriptionOf(o: SeedOpening): string {
  return [
    '<h2>Tentang peran ini</h2>',
    o.intro,
    '<h2>Yang akan Anda kerjakan</h2>',
    `<ul>${o.duties.map(li).join('')}</ul>`,
    '<em>Lowongan internal: terbuka untuk karyawan tetap dan kontrak Grup Nusantara. Bicarakan rencana Anda dengan atasan sebelum melamar; ',
    '<a href="https://karier.tumbuh.example/mutasi-internal" target="_blank" rel="noopener noreferrer">baca panduan mutasi internal</a>.</em>',
  ].join('')
}

/** The requirements' rich text: a list, and what would be a plus. */
export function requirementsOf(o: SeedOpening): string {
  return `<ul>${o.requirements.map(li).join('')}</ul>${o.plus ? `<br><strong>Nilai tambah:</strong> ${o.plus}` : ''}`
}

export const seedOpenings: readonly SeedOpening[] = [
  {
    slug: 'kepala-learning-and-development',
    title: 'Kepala Learning & Development',
    unit: HOLDING,
    location: 'Kantor Pusat Jakarta',
    status: TETAP,
    skills: ['Berpikir Strategis', 'Manajemen Pemangku Kepentingan', 'Komunikasi Efektif', 'Kecerdasan Emosional'],
    summary: 'Memimpin strategi pembelajaran grup: dari kebutuhan bisnis sampai program yang terukur dampaknya.',
    intro:
      'Anda memimpin tim <strong>Learning &amp; Development</strong> holding yang melayani tujuh perusahaan anak, menyusun kalender program tahunan, dan memastikan setiap program punya ukuran keberhasilan.',
    duties: [
      'Menyusun peta kebutuhan kompetensi bersama direksi dan HR unit bisnis',
      'Memimpin tim beranggotakan enam orang dan mitra pelatihan eksternal',
      'Mengelola anggaran pembelajaran grup dan melaporkan dampaknya setiap kuartal',
      'Mengembangkan jalur growth path bersama para mentor internal',
    ],
    requirements: [
      'Minimal 8 tahun di bidang SDM, 3 tahun di antaranya memimpin tim',
      'Berpengalaman merancang program kepemimpinan',
      'Terbiasa mempresentasikan hasil kepada direksi',
    ],
    plus: 'sertifikasi coaching atau pernah menyelesaikan growth path <em>Komunikasi untuk Pemimpin</em>.',
    closesInDays: 21,
    postedDaysAgo: 6,
  },
  {
    slug: 'manajer-manajemen-risiko',
    title: 'Manajer Manajemen Risiko',
    unit: HOLDING,
    location: 'Kantor Pusat Jakarta',
    status: TETAP,
    skills: ['Pengambilan Keputusan', 'Literasi Keuangan', 'Berpikir Strategis', 'Literasi Data'],
    summary: 'Menjaga profil risiko grup tetap dalam batas selera risiko yang ditetapkan direksi.',
    intro: 'Peran ini mengoordinasikan <strong>register risiko</strong> seluruh unit bisnis dan menjadi mitra diskusi direksi untuk keputusan investasi besar.',
    duties: [
      'Memutakhirkan register risiko grup bersama pemilik risiko di setiap unit',
      'Menyusun laporan profil risiko bulanan untuk komite audit',
      'Menilai risiko rencana investasi dan proyek baru',
    ],
    requirements: ['Minimal 6 tahun di manajemen risiko, audit, atau keuangan', 'Memahami ISO 31000', 'Mampu membaca laporan keuangan konsolidasi'],
    plus: 'sertifikasi manajemen risiko (CRMO atau sejenis).',
    closesInDays: 4,
    postedDaysAgo: 20,
  },
  {
    slug: 'analis-perencanaan-strategis',
    title: 'Analis Perencanaan Strategis',
    unit: HOLDING,
    location: 'Kantor Pusat Jakarta',
    status: TETAP,
    skills: ['Berpikir Strategis', 'Literasi Data', 'Pemecahan Masalah'],
    summary: 'Menyiapkan analisis pasar dan skenario yang dipakai direksi menyusun rencana jangka panjang.',
    intro: 'Anda bergabung dengan tim <strong>Perencanaan Strategis</strong> yang menyusun rencana lima tahunan grup dan memantau pelaksanaannya.',
    duties: ['Mengumpulkan dan mengolah data pasar serta kinerja unit bisnis', 'Menyusun skenario dan model proyeksi', 'Menyiapkan bahan rapat kerja direksi'],
    requirements: ['Minimal 3 tahun sebagai analis bisnis atau konsultan', 'Mahir spreadsheet dan presentasi', 'Terbiasa menulis ringkasan untuk pimpinan'],
    closesInDays: -5,
    postedDaysAgo: 40,
  },
  {
    slug: 'hr-business-partner-senior',
    title: 'HR Business Partner Senior',
    unit: HOLDING,
    location: 'Kantor Pusat Jakarta',
    status: TETAP,
    skills: ['Kecerdasan Emosional', 'Komunikasi Efektif', 'Manajemen Perubahan', 'Kolaborasi Tim'],
    summary: 'Mendampingi pimpinan fungsi korporat dalam urusan organisasi, talenta, dan hubungan kerja.',
    intro: 'Sebagai <strong>HR Business Partner</strong>, Anda menjadi rekan kerja pimpinan fungsi keuangan, hukum, dan teknologi di holding.',
    duties: [
      'Menyusun rencana talenta dan suksesi bersama pimpinan fungsi',
      'Mendampingi perubahan struktur organisasi',
      'Menangani kasus hubungan industrial bersama tim hukum',
    ],
    requirements: ['Minimal 5 tahun sebagai HR generalis atau HRBP', 'Memahami peraturan ketenagakerjaan', 'Mampu memfasilitasi diskusi yang sulit'],
    closesInDays: 14,
    postedDaysAgo: 10,
  },
  {
    slug: 'spesialis-komunikasi-korporat',
    title: 'Spesialis Komunikasi Korporat',
    unit: HOLDING,
    location: 'Kantor Pusat Jakarta',
    status: KONTRAK,
    skills: ['Komunikasi Efektif', 'Manajemen Pemangku Kepentingan', 'Inovasi'],
    summary: 'Menulis dan mengelola komunikasi internal grup, dari buletin pekanan sampai pesan direksi.',
    intro:
      'Anda mengelola kanal komunikasi internal grup dan membantu direksi menyampaikan pesan yang jelas kepada 12.000 karyawan. Kontrak 12 bulan, dapat diperpanjang.',
    duties: ['Menulis buletin pekanan dan artikel intranet', 'Menyiapkan materi town hall bersama sekretariat perusahaan', 'Mengukur keterbacaan setiap kanal'],
    requirements: [
      'Minimal 2 tahun di bidang komunikasi atau jurnalistik',
      'Tulisan bahasa Indonesia yang rapi dan hidup',
      'Terbiasa bekerja dengan tenggat harian',
    ],
    closesInDays: 2,
    postedDaysAgo: 12,
  },
  {
    slug: 'magang-keuangan-korporat',
    title: 'Magang Keuangan Korporat',
    unit: HOLDING,
    location: 'Kantor Pusat Jakarta',
    status: 'Magang',
    skills: ['Literasi Keuangan', 'Literasi Data'],
    summary: 'Enam bulan belajar konsolidasi laporan keuangan dan analisis anggaran bersama tim keuangan holding.',
    intro:
      'Program magang enam bulan untuk karyawan muda yang ingin beralih ke bidang keuangan. Anda didampingi seorang mentor dari tim <strong>Keuangan Korporat</strong>.',
    duties: ['Membantu rekonsiliasi data anggaran unit bisnis', 'Menyiapkan tabel pendukung laporan bulanan', 'Mengikuti kelas konsolidasi dua kali sebulan'],
    requirements: ['Masa kerja minimal 1 tahun di grup', 'Memahami dasar akuntansi', 'Mendapat persetujuan atasan langsung'],
    closesInDays: 30,
    postedDaysAgo: 3,
  },
  {
    slug: 'data-engineer',
    title: 'Data Engineer',
    unit: DIGITAL,
    location: 'Kantor Cabang Bandung',
    status: TETAP,
    skills: ['Literasi Data', 'Pemecahan Masalah', 'Kolaborasi Tim'],
    summary: 'Membangun alur data dari sistem operasional unit bisnis ke gudang data grup.',
    intro: 'Tim <strong>Platform Data</strong> menyatukan data penjualan, logistik, dan SDM agar dasbor manajemen diperbarui setiap pagi.',
    duties: [
      'Membangun dan merawat pipeline ETL harian',
      'Menjaga kualitas data bersama pemilik sistem sumber',
      'Mendokumentasikan model data untuk para analis',
    ],
    requirements: [
      'Menguasai SQL dan salah satu bahasa pemrograman (Python atau sejenis)',
      'Pernah membangun pipeline data terjadwal',
      'Terbiasa bekerja dengan Git',
    ],
    plus: 'pengalaman dengan data gudang berbasis kolom atau orkestrasi alur kerja.',
    closesInDays: 18,
    postedDaysAgo: 8,
  },
  {
    slug: 'product-manager-platform-pembelajaran',
    title: 'Product Manager Platform Pembelajaran',
    unit: DIGITAL,
    location: 'Kantor Pusat Jakarta',
    status: TETAP,
    skills: ['Berpikir Strategis', 'Orientasi Pelanggan', 'Manajemen Pemangku Kepentingan', 'Komunikasi Efektif'],
    summary: 'Memimpin pengembangan aplikasi belajar dan karier karyawan grup, dari riset pengguna sampai rilis.',
    intro: 'Anda memimpin tim produk yang membangun aplikasi belajar, growth path, mentor, dan lowongan internal untuk seluruh karyawan grup.',
    duties: [
      'Menyusun peta jalan produk bersama HR holding',
      'Menjalankan riset pengguna di unit bisnis dan lokasi operasional',
      'Menentukan prioritas tim pengembang setiap dua pekan',
    ],
    requirements: [
      'Minimal 4 tahun sebagai product manager atau analis bisnis',
      'Pernah merilis produk digital untuk pengguna internal atau publik',
      'Memahami dasar pengukuran produk',
    ],
    plus: 'pengalaman di bidang pembelajaran atau SDM.',
    closesInDays: 25,
    postedDaysAgo: 4,
  },
  {
    slug: 'tech-lead-aplikasi-ritel',
    title: 'Tech Lead Aplikasi Ritel',
    unit: DIGITAL,
    location: 'Kantor Cabang Bandung',
    status: TETAP,
    skills: ['Pemecahan Masalah', 'Kolaborasi Tim', 'Pengambilan Keputusan', 'Inovasi'],
    summary: 'Memimpin tim pengembang aplikasi kasir dan program loyalitas jaringan toko.',
    intro: 'Aplikasi kasir dan loyalitas dipakai di lebih dari 300 toko. Anda memimpin tujuh pengembang dan menentukan arah teknisnya.',
    duties: [
      'Merancang arsitektur aplikasi bersama arsitek grup',
      'Meninjau kode dan membimbing pengembang junior',
      'Menjaga keandalan sistem saat musim belanja',
    ],
    requirements: ['Minimal 6 tahun sebagai pengembang perangkat lunak', 'Pernah memimpin tim teknis', 'Memahami sistem transaksi dan integrasi pembayaran'],
    closesInDays: -12,
    postedDaysAgo: 45,
  },
  {
    slug: 'ux-researcher',
    title: 'UX Researcher',
    unit: DIGITAL,
    location: 'Kantor Pusat Jakarta',
    status: KONTRAK,
    skills: ['Orientasi Pelanggan', 'Literasi Data', 'Komunikasi Efektif'],
    summary: 'Meneliti cara karyawan dan pelanggan memakai aplikasi grup, lalu menerjemahkannya menjadi keputusan desain.',
    intro: 'Anda merencanakan dan menjalankan riset: wawancara, uji kegunaan, dan survei, di kantor maupun di lokasi operasional.',
    duties: [
      'Merencanakan riset bersama product manager dan desainer',
      'Menjalankan wawancara dan uji kegunaan',
      'Menyajikan temuan yang bisa langsung ditindaklanjuti',
    ],
    requirements: [
      'Minimal 2 tahun di riset pengguna, riset pasar, atau desain',
      'Terbiasa mewawancarai orang dari berbagai latar',
      'Mampu mengolah data survei sederhana',
    ],
    closesInDays: 1,
    postedDaysAgo: 15,
  },
  {
    slug: 'analis-keamanan-siber',
    title: 'Analis Keamanan Siber',
    unit: DIGITAL,
    location: 'Kantor Cabang Bandung',
    status: TETAP,
    skills: ['Pemecahan Masalah', 'Literasi Data', 'Pengambilan Keputusan'],
    summary: 'Memantau ancaman, menangani insiden, dan meningkatkan kesadaran keamanan di seluruh grup.',
    intro: 'Tim <strong>Keamanan Siber</strong> menjaga sistem seluruh unit bisnis. Anda bergabung dalam jadwal pemantauan dan penanganan insiden.',
    duties: [
      'Memantau peringatan keamanan dan menindaklanjutinya',
      'Menyusun laporan insiden dan pelajaran yang dipetik',
      'Menyiapkan materi kesadaran keamanan untuk karyawan',
    ],
    requirements: ['Memahami dasar jaringan dan sistem operasi', 'Minimal 2 tahun di bidang TI', 'Bersedia bertugas dalam jadwal piket'],
    plus: 'sertifikasi keamanan tingkat dasar.',
    closesInDays: 35,
    postedDaysAgo: 2,
  },
  {
    slug: 'insinyur-qa-otomasi',
    title: 'Insinyur QA Otomasi',
    unit: DIGITAL,
    location: 'Kantor Cabang Bandung',
    status: KONTRAK,
    skills: ['Pemecahan Masalah', 'Kolaborasi Tim'],
    summary: 'Menulis pengujian otomatis agar setiap rilis aplikasi grup aman dipakai di hari pertama.',
    intro: 'Anda bekerja bersama tim pengembang untuk menulis dan merawat pengujian otomatis aplikasi web dan seluler.',
    duties: [
      'Menulis skenario uji otomatis untuk fitur baru',
      'Menjaga pengujian tetap cepat dan stabil',
      'Melaporkan cacat dengan langkah reproduksi yang jelas',
    ],
    requirements: ['Pernah menulis pengujian otomatis', 'Memahami dasar HTTP dan peramban', 'Teliti dan gemar membaca dokumentasi'],
    closesInDays: 0,
    postedDaysAgo: 18,
  },
  {
    slug: 'supervisor-gudang-cikarang',
    title: 'Supervisor Gudang',
    unit: LOGISTIK,
    location: 'Pusat Distribusi Cikarang',
    status: TETAP,
    skills: ['Pemecahan Masalah', 'Kolaborasi Tim', 'Pengambilan Keputusan'],
    summary: 'Memimpin satu sif operasional gudang: penerimaan, penyimpanan, dan pengiriman barang.',
    intro: 'Pusat Distribusi Cikarang melayani 120 pelanggan korporat. Anda memimpin 25 orang dalam satu sif.',
    duties: ['Mengatur penugasan tim dan target harian', 'Memastikan akurasi stok dan keselamatan kerja', 'Menangani keluhan pelanggan terkait pengiriman'],
    requirements: ['Minimal 3 tahun di operasional gudang', 'Pernah memimpin tim lapangan', 'Bersedia bekerja dalam sif'],
    closesInDays: 10,
    postedDaysAgo: 9,
  },
  {
    slug: 'analis-rantai-pasok',
    title: 'Analis Rantai Pasok',
    unit: LOGISTIK,
    location: 'Kantor Regional Medan',
    status: TETAP,
    skills: ['Literasi Data', 'Pemecahan Masalah', 'Berpikir Strategis'],
    summary: 'Menganalisis biaya dan waktu pengiriman wilayah Sumatra untuk menemukan rute dan stok yang lebih efisien.',
    intro: 'Tim regional Medan mencari analis yang mampu mengubah data pengiriman menjadi usulan perbaikan yang konkret.',
    duties: ['Menyusun dasbor biaya dan waktu pengiriman', 'Menganalisis pola permintaan pelanggan', 'Mengusulkan perbaikan rute dan tingkat stok'],
    requirements: ['Minimal 2 tahun sebagai analis', 'Mahir spreadsheet dan SQL dasar', 'Memahami proses logistik'],
    closesInDays: 5,
    postedDaysAgo: 14,
  },
  {
    slug: 'koordinator-armada-makassar',
    title: 'Koordinator Armada',
    unit: LOGISTIK,
    location: 'Kantor Cabang Makassar',
    status: KONTRAK,
    skills: ['Pengambilan Keputusan', 'Komunikasi Efektif', 'Orientasi Pelanggan'],
    summary: 'Mengatur jadwal 40 truk dan pengemudi untuk pengiriman wilayah Sulawesi.',
    intro: 'Anda memastikan setiap truk berangkat tepat waktu, dirawat sesuai jadwal, dan pengemudinya beristirahat cukup.',
    duties: ['Menyusun jadwal armada harian', 'Berkoordinasi dengan bengkel rekanan', 'Menjadi kontak pelanggan untuk keterlambatan'],
    requirements: ['Minimal 2 tahun di operasional transportasi', 'Tenang di bawah tekanan', 'Bersedia dihubungi di luar jam kerja saat darurat'],
    closesInDays: -2,
    postedDaysAgo: 30,
  },
  {
    slug: 'staf-layanan-pelanggan-logistik',
    title: 'Staf Layanan Pelanggan',
    unit: LOGISTIK,
    location: 'Kantor Regional Medan',
    status: 'Paruh Waktu',
    skills: ['Orientasi Pelanggan', 'Komunikasi Efektif', 'Kecerdasan Emosional'],
    summary: 'Menjawab pertanyaan dan keluhan pelanggan korporat lewat telepon dan pesan, empat jam sehari.',
    intro: 'Peran paruh waktu untuk karyawan yang ingin menambah pengalaman layanan pelanggan, <strong>empat jam per hari kerja</strong>.',
    duties: [
      'Menjawab pertanyaan status pengiriman',
      'Mencatat keluhan dan meneruskannya ke tim terkait',
      'Memberi kabar balik kepada pelanggan sampai tuntas',
    ],
    requirements: ['Berbahasa Indonesia lisan dan tulisan dengan baik', 'Sabar dan teliti', 'Mendapat persetujuan atasan langsung'],
    closesInDays: 20,
    postedDaysAgo: 5,
  },
  {
    slug: 'insinyur-k3-senior',
    title: 'Insinyur K3 Senior',
    unit: ENERGI,
    location: 'Site Operasional Balikpapan',
    status: TETAP,
    skills: ['Pemecahan Masalah', 'Komunikasi Efektif', 'Manajemen Perubahan'],
    summary: 'Memimpin program keselamatan kerja di site Balikpapan dan membimbing petugas K3.',
    intro: 'Site Balikpapan menjalankan operasi 24 jam. Anda memimpin program K3 dan investigasi insiden.',
    duties: ['Menyusun dan mengevaluasi program K3 tahunan', 'Memimpin investigasi insiden dan tindak lanjutnya', 'Membimbing empat petugas K3'],
    requirements: ['Sertifikat Ahli K3 Umum', 'Minimal 5 tahun di K3 industri berisiko tinggi', 'Bersedia bekerja di site dengan pola rotasi'],
    closesInDays: 16,
    postedDaysAgo: 7,
  },
  {
    slug: 'analis-keuangan-proyek',
    title: 'Analis Keuangan Proyek',
    unit: ENERGI,
    location: 'Kantor Regional Palembang',
    status: TETAP,
    skills: ['Literasi Keuangan', 'Literasi Data', 'Pengambilan Keputusan'],
    summary: 'Menghitung kelayakan dan memantau anggaran proyek pembangkit di Sumatra Selatan.',
    intro: 'Anda mendampingi manajer proyek menghitung kelayakan investasi dan memantau realisasi anggaran.',
    duties: ['Menyusun model kelayakan proyek', 'Memantau realisasi anggaran bulanan', 'Menyiapkan bahan rapat komite investasi'],
    requirements: ['Minimal 3 tahun di keuangan atau akuntansi', 'Memahami NPV, IRR, dan analisis sensitivitas', 'Mahir spreadsheet'],
    closesInDays: 3,
    postedDaysAgo: 21,
  },
  {
    slug: 'pengawas-operasi-pembangkit',
    title: 'Pengawas Operasi Pembangkit',
    unit: ENERGI,
    location: 'Kantor Regional Palembang',
    status: KONTRAK,
    skills: ['Pengambilan Keputusan', 'Kolaborasi Tim', 'Pemecahan Masalah'],
    summary: 'Mengawasi operasi harian pembangkit listrik tenaga gas dan tim operatornya.',
    intro: 'Anda memastikan pembangkit beroperasi aman dan andal, serta menjadi penghubung tim operator dengan tim pemeliharaan.',
    duties: ['Mengawasi operasi dan serah terima sif', 'Menyusun laporan kinerja harian', 'Mengoordinasikan pemeliharaan terencana'],
    requirements: ['Latar belakang teknik mesin atau elektro', 'Minimal 3 tahun di operasi pembangkit', 'Bersedia bekerja dalam sif'],
    closesInDays: 40,
    postedDaysAgo: 1,
  },
  {
    slug: 'spesialis-esg-dan-keberlanjutan',
    title: 'Spesialis ESG dan Keberlanjutan',
    unit: ENERGI,
    location: 'Site Operasional Balikpapan',
    status: TETAP,
    skills: ['Inovasi', 'Manajemen Pemangku Kepentingan', 'Berpikir Strategis'],
    summary: 'Menyusun laporan keberlanjutan dan program pengurangan emisi unit energi.',
    intro: 'Anda mengumpulkan data lingkungan dan sosial dari seluruh site dan menyusunnya menjadi laporan keberlanjutan tahunan.',
    duties: ['Mengumpulkan data emisi dan penggunaan energi', 'Menyusun laporan keberlanjutan', 'Berdialog dengan masyarakat sekitar site'],
    requirements: ['Minimal 3 tahun di lingkungan, K3, atau keberlanjutan', 'Memahami standar pelaporan keberlanjutan', 'Mampu menulis laporan yang runtut'],
    closesInDays: -20,
    postedDaysAgo: 60,
  },
  {
    slug: 'manajer-proyek-konstruksi',
    title: 'Manajer Proyek Konstruksi',
    unit: PROPERTI,
    location: 'Kantor Cabang Semarang',
    status: TETAP,
    skills: ['Manajemen Pemangku Kepentingan', 'Pengambilan Keputusan', 'Kolaborasi Tim', 'Literasi Keuangan'],
    summary: 'Memimpin pembangunan kawasan hunian 400 unit di Semarang dari perizinan sampai serah terima.',
    intro: 'Anda memimpin tim proyek dan kontraktor, menjaga biaya, mutu, dan jadwal kawasan hunian terpadu.',
    duties: ['Menyusun dan memantau jadwal induk proyek', 'Mengelola kontraktor dan konsultan pengawas', 'Melaporkan kemajuan kepada direksi setiap bulan'],
    requirements: ['Latar belakang teknik sipil atau arsitektur', 'Minimal 7 tahun di proyek konstruksi', 'Pernah memimpin proyek bernilai besar'],
    plus: 'pernah menyelesaikan growth path <em>Manajer Proyek</em>.',
    closesInDays: 12,
    postedDaysAgo: 11,
  },
  {
    slug: 'estate-manager',
    title: 'Estate Manager',
    unit: PROPERTI,
    location: 'Kantor Cabang Denpasar',
    status: TETAP,
    skills: ['Orientasi Pelanggan', 'Kecerdasan Emosional', 'Pemecahan Masalah'],
    summary: 'Mengelola kawasan hunian dan komersial di Denpasar agar penghuni dan penyewa betah.',
    intro: 'Anda bertanggung jawab atas layanan penghuni, kebersihan, keamanan, dan perawatan kawasan.',
    duties: ['Memimpin tim layanan penghuni dan mitra alih daya', 'Menangani keluhan penghuni sampai tuntas', 'Menyusun anggaran perawatan kawasan'],
    requirements: ['Minimal 4 tahun di pengelolaan properti atau perhotelan', 'Berorientasi pada layanan', 'Mampu berbahasa Inggris lisan'],
    closesInDays: 6,
    postedDaysAgo: 16,
  },
  {
    slug: 'staf-pemasaran-properti',
    title: 'Staf Pemasaran Properti',
    unit: PROPERTI,
    location: 'Kantor Cabang Semarang',
    status: KONTRAK,
    skills: ['Orientasi Pelanggan', 'Komunikasi Efektif', 'Inovasi'],
    summary: 'Memasarkan unit hunian baru lewat pameran, media sosial, dan kunjungan ke kantor-kantor.',
    intro: 'Anda bergabung dengan tim penjualan proyek hunian baru di Semarang, dengan target yang jelas dan insentif penjualan.',
    duties: ['Menjaga pameran dan kantor pemasaran', 'Mengelola calon pembeli sampai akad', 'Membuat konten media sosial proyek'],
    requirements: ['Senang bertemu orang baru', 'Memiliki SIM A', 'Bersedia bekerja di akhir pekan secara bergilir'],
    closesInDays: 28,
    postedDaysAgo: 3,
  },
  {
    slug: 'kepala-toko-surabaya',
    title: 'Kepala Toko',
    unit: RETAIL,
    location: 'Kantor Cabang Surabaya',
    status: TETAP,
    skills: ['Kolaborasi Tim', 'Orientasi Pelanggan', 'Pengambilan Keputusan', 'Kecerdasan Emosional'],
    summary: 'Memimpin toko unggulan di Surabaya: tim, penjualan, stok, dan pengalaman pelanggan.',
    intro: 'Toko unggulan Surabaya melayani 2.000 pelanggan per hari dengan 30 karyawan. Anda memimpin semuanya.',
    duties: ['Mencapai target penjualan dan margin toko', 'Menyusun jadwal dan membimbing tim', 'Menjaga standar layanan dan kebersihan toko'],
    requirements: [
      'Minimal 4 tahun di ritel, 2 tahun sebagai asisten kepala toko atau supervisor',
      'Memahami laporan penjualan harian',
      'Bersedia bekerja di akhir pekan',
    ],
    closesInDays: 9,
    postedDaysAgo: 10,
  },
  {
    slug: 'analis-merchandising',
    title: 'Analis Merchandising',
    unit: RETAIL,
    location: 'Kantor Cabang Surabaya',
    status: TETAP,
    skills: ['Literasi Data', 'Berpikir Strategis', 'Orientasi Pelanggan'],
    summary: 'Menentukan ragam dan jumlah produk setiap toko berdasarkan data penjualan dan musim.',
    intro: 'Anda membantu kategori manajer memutuskan produk apa yang dijual di toko mana, dan berapa banyak.',
    duties: ['Menganalisis penjualan per produk dan toko', 'Menyusun rekomendasi ragam produk musiman', 'Memantau stok lambat dan mengusulkan promosi'],
    requirements: ['Minimal 2 tahun sebagai analis', 'Mahir spreadsheet', 'Memahami perilaku belanja pelanggan ritel'],
    closesInDays: 22,
    postedDaysAgo: 6,
  },
  {
    slug: 'spesialis-e-commerce',
    title: 'Spesialis E-Commerce',
    unit: RETAIL,
    location: 'Kantor Cabang Makassar',
    status: KONTRAK,
    skills: ['Inovasi', 'Literasi Data', 'Orientasi Pelanggan'],
    summary: 'Mengelola toko daring jaringan ritel wilayah timur di marketplace dan situs sendiri.',
    intro: 'Anda mengelola katalog, promosi, dan layanan pelanggan toko daring untuk wilayah Indonesia timur.',
    duties: ['Mengelola katalog dan harga di marketplace', 'Merancang promosi bulanan', 'Memantau ulasan dan menjawab pelanggan'],
    requirements: ['Minimal 1 tahun mengelola toko daring', 'Memahami iklan marketplace', 'Teliti dengan angka'],
    closesInDays: -8,
    postedDaysAgo: 35,
  },
  {
    slug: 'koordinator-pelatihan-toko',
    title: 'Koordinator Pelatihan Toko',
    unit: RETAIL,
    location: 'Kantor Cabang Denpasar',
    status: 'Alih Daya',
    skills: ['Komunikasi Efektif', 'Kecerdasan Emosional', 'Kolaborasi Tim'],
    summary: 'Melatih karyawan baru toko di Bali dan Nusa Tenggara tentang layanan dan prosedur kasir.',
    intro: 'Anda berkeliling ke toko-toko di Bali dan Nusa Tenggara untuk melatih karyawan baru dan menyegarkan standar layanan.',
    duties: ['Menjalankan pelatihan karyawan baru', 'Mengamati layanan di toko dan memberi masukan', 'Melaporkan hasil pelatihan setiap bulan'],
    requirements: ['Minimal 2 tahun di ritel atau perhotelan', 'Senang mengajar', 'Bersedia bepergian antarpulau'],
    closesInDays: 45,
    postedDaysAgo: 2,
  },
]

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
