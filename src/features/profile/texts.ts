/** Texts of the profile area (its own, loaded with its screens). */
export const profileTexts = {
  title: 'Profil Saya',
  loading: 'Memuat profil…',
  error: 'Profil gagal dimuat. Periksa koneksi Anda lalu coba lagi.',
  position: 'Posisi',
  email: 'E-mail',
  businessUnit: 'Unit Bisnis',
  employeeStatus: 'Status Karyawan',
  location: 'Lokasi',
  joined: 'Bergabung Sejak',
  details: 'Data karyawan',
  empty: '-',
} as const
