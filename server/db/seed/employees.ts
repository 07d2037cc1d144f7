/**
 * Demo employees. Units, statuses and locations are referred to by name (resolved to ids through
 * their slugs when seeding). `budi.santoso` and `sari.wulandari` are the accounts the README and
 * the browser tests sign in with; `lestari.wibowo` (Holding) and `bayu.hidayat` (Digital) are the
 * HR accounts of job opportunities (issue 16).
 */
export interface SeedEmployee {
  username: string
  givenName: string
  familyName: string
  position: string | null
  businessUnit: string
  status: string
  location: string
  joinedAt: string
  bio: string | null
  /** Roles the embedded identity provider puts in the employee's tokens (`roles` claim): 'hr' manages the applications of their unit's openings. */
  roles?: readonly string[]
}

const TETAP = 'Karyawan Tetap'
const KONTRAK = 'Karyawan Kontrak'
const HOLDING = 'PT Nusantara Holding Indonesia'
const ENERGI = 'PT Nusantara Energi Mandiri'
const LOGISTIK = 'PT Nusantara Logistik Prima'
const PROPERTI = 'PT Nusantara Properti Sejahtera'
const DIGITAL = 'PT Nusantara Digital Solusi'
const RETAIL = 'PT Nusantara Retail Niaga'
const FINANSIAL = 'PT Nusantara Finansial Syariah'

export const EMPLOYEE_EMAIL_DOMAIN = 'grup-nusantara.example'

export const employees: readonly SeedEmployee[] = [
  {
    username: 'budi.santoso',
    givenName: 'Budi',
    familyName: 'Santoso',
    position: 'Manajer Pengembangan SDM',
    businessUnit: HOLDING,
    status: TETAP,
    location: 'Kantor Pusat Jakarta',
    joinedAt: '2016-03-01',
    bio: 'Merancang program pengembangan talenta di seluruh grup. Senang berbagi tentang kepemimpinan dan coaching.',
  },
  {
    username: 'sari.wulandari',
    givenName: 'Sari',
    familyName: 'Wulandari',
    position: 'Analis Data Senior',
    businessUnit: DIGITAL,
    status: TETAP,
    location: 'Kantor Cabang Bandung',
    joinedAt: '2019-08-12',
    bio: 'Mengolah data operasional menjadi dasbor yang dipakai manajemen setiap pekan.',
  },
  {
    username: 'andi.pratama',
    givenName: 'Andi',
    familyName: 'Pratama',
    position: 'Insinyur Perangkat Lunak',
    businessUnit: DIGITAL,
    status: TETAP,
    location: 'Kantor Pusat Jakarta',
    joinedAt: '2021-02-15',
    bio: null,
  },
  {
    username: 'dewi.anggraini',
    givenName: 'Dewi',
    familyName: 'Anggraini',
    position: 'Spesialis Pemasaran Digital',
    businessUnit: RETAIL,
    status: KONTRAK,
    location: 'Kantor Cabang Surabaya',
    joinedAt: '2023-05-02',
    bio: 'Mengelola kampanye media sosial untuk jaringan toko di Jawa Timur.',
  },
  {
    username: 'rizky.ramadhan',
    givenName: 'Rizky',
    familyName: 'Ramadhan',
    position: 'Petugas K3',
    businessUnit: ENERGI,
    status: TETAP,
    location: 'Site Operasional Balikpapan',
    joinedAt: '2018-11-19',
    bio: 'Memastikan setiap pekerja pulang dengan selamat. Instruktur internal pelatihan K3.',
  },
  {
    username: 'putri.maharani',
    givenName: 'Putri',
    familyName: 'Maharani',
    position: 'Staf Akuntansi',
    businessUnit: HOLDING,
    status: TETAP,
    location: 'Kantor Pusat Jakarta',
    joinedAt: '2022-01-10',
    bio: null,
  },
  {
    username: 'agus.setiawan',
    givenName: 'Agus',
    familyName: 'Setiawan',
    position: 'Kepala Gudang',
    businessUnit: LOGISTIK,
    status: TETAP,
    location: 'Pusat Distribusi Cikarang',
    joinedAt: '2014-07-21',
    bio: 'Dua puluh tahun di dunia pergudangan, kini fokus pada digitalisasi inventaris.',
  },
  {
    username: 'nur.aini',
    givenName: 'Nur',
    familyName: 'Aini',
    position: 'HR Business Partner',
    businessUnit: LOGISTIK,
    status: TETAP,
    location: 'Kantor Regional Medan',
    joinedAt: '2020-09-01',
    bio: null,
  },
  {
    username: 'yogi.firmansyah',
    givenName: 'Yogi',
    familyName: 'Firmansyah',
    position: 'Supervisor Operasional Tambang',
    businessUnit: ENERGI,
    status: KONTRAK,
    location: 'Site Operasional Balikpapan',
    joinedAt: '2024-03-18',
    bio: null,
  },
  {
    username: 'maria.simanjuntak',
    givenName: 'Maria',
    familyName: 'Simanjuntak',
    position: 'Relationship Manager Pembiayaan',
    businessUnit: FINANSIAL,
    status: TETAP,
    location: 'Kantor Regional Medan',
    joinedAt: '2017-04-03',
    bio: 'Mendampingi mitra UMKM mendapatkan pembiayaan syariah yang tepat.',
  },
  {
    username: 'fajar.nugroho',
    givenName: 'Fajar',
    familyName: 'Nugroho',
    position: 'Manajer Proyek',
    businessUnit: PROPERTI,
    status: TETAP,
    location: 'Kantor Cabang Semarang',
    joinedAt: '2015-10-05',
    bio: 'Memimpin pembangunan kawasan hunian terpadu di Jawa Tengah.',
  },
  {
    username: 'intan.permata',
    givenName: 'Intan',
    familyName: 'Permata',
    position: 'Desainer UI/UX',
    businessUnit: DIGITAL,
    status: KONTRAK,
    location: 'Kantor Pusat Jakarta',
    joinedAt: '2023-09-11',
    bio: null,
  },
  {
    username: 'made.wirawan',
    givenName: 'Made',
    familyName: 'Wirawan',
    position: 'Customer Service Officer',
    businessUnit: PROPERTI,
    status: TETAP,
    location: 'Kantor Cabang Denpasar',
    joinedAt: '2019-01-14',
    bio: null,
  },
  {
    username: 'aisyah.putri',
    givenName: 'Aisyah',
    familyName: 'Putri',
    position: 'Peserta Magang Pemasaran',
    businessUnit: RETAIL,
    status: 'Magang',
    location: 'Kantor Cabang Surabaya',
    joinedAt: '2025-02-03',
    bio: 'Mahasiswi tingkat akhir yang sedang belajar riset pasar.',
  },
  {
    username: 'hendra.gunawan',
    givenName: 'Hendra',
    familyName: 'Gunawan',
    position: 'Auditor Internal',
    businessUnit: HOLDING,
    status: TETAP,
    location: 'Kantor Pusat Jakarta',
    joinedAt: '2012-06-25',
    bio: null,
  },
  {
    username: 'rina.kartika',
    givenName: 'Rina',
    familyName: 'Kartika',
    position: null,
    businessUnit: LOGISTIK,
    status: 'Alih Daya',
    location: 'Kantor Cabang Makassar',
    joinedAt: '2024-07-01',
    bio: null,
  },
  {
    username: 'lestari.wibowo',
    givenName: 'Lestari',
    familyName: 'Wibowo',
    position: 'HR Business Partner',
    businessUnit: HOLDING,
    status: TETAP,
    location: 'Kantor Pusat Jakarta',
    joinedAt: '2014-10-06',
    bio: 'Mengelola rekrutmen internal dan mutasi karyawan di lingkungan holding.',
    roles: ['hr'],
  },
  {
    username: 'bayu.hidayat',
    givenName: 'Bayu',
    familyName: 'Hidayat',
    position: 'Talent Acquisition Lead',
    businessUnit: DIGITAL,
    status: TETAP,
    location: 'Kantor Cabang Bandung',
    joinedAt: '2020-04-20',
    bio: 'Mencari talenta teknologi dan data, dari dalam grup lebih dahulu.',
    roles: ['hr'],
  },
]
