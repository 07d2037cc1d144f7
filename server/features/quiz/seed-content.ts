/** Demo quizzes (issue 6), in Indonesian. Each is attached to a seeded video or package material. */

export interface SeedAnswer {
  text: string
  correct: boolean
}

export interface SeedQuestion {
  type: 'single' | 'multiple' | 'essay'
  text: string
  /** Empty for essays. */
  answers: readonly SeedAnswer[]
}

export type SeedQuizTarget = { video: string } | { package: string; materialPosition: number }

export interface SeedQuiz {
  slug: string
  title: string
  description: string
  passingGrade: number
  maxAttempts: number | null
  showCorrectAnswers: boolean
  attachTo: SeedQuizTarget
  questions: readonly SeedQuestion[]
}

const options = (texts: readonly string[], correct: readonly number[]): SeedAnswer[] =>
  texts.map((text, index) => ({ text, correct: correct.includes(index) }))

/** One correct option, by index. */
export const single = (text: string, texts: readonly string[], correct: number): SeedQuestion => ({
  type: 'single',
  text,
  answers: options(texts, [correct]),
})

/** Every correct option, by index: only exactly this set scores. */
export const multiple = (text: string, texts: readonly string[], correct: readonly number[]): SeedQuestion => ({
  type: 'multiple',
  text,
  answers: options(texts, correct),
})

export const essay = (text: string): SeedQuestion => ({ type: 'essay', text, answers: [] })

export const financeQuiz: SeedQuiz = {
  slug: 'kuis-membaca-laporan-keuangan',
  title: 'Kuis: Membaca Laporan Keuangan',
  description: 'Uji pemahaman Anda tentang neraca, laporan laba rugi, dan arus kas setelah menonton videonya.',
  passingGrade: 70,
  maxAttempts: null,
  showCorrectAnswers: true,
  attachTo: { video: 'membaca-laporan-keuangan-untuk-non-keuangan' },
  questions: [
    single(
      'Laporan apa yang menunjukkan posisi aset, kewajiban, dan ekuitas perusahaan pada satu tanggal tertentu?',
      ['Laporan laba rugi', 'Neraca', 'Laporan arus kas', 'Catatan atas laporan keuangan'],
      1,
    ),
    single(
      'Unit bisnis mencatat pendapatan Rp500 juta dan beban Rp420 juta dalam satu bulan. Berapa laba bersihnya?',
      ['Rp920 juta', 'Rp420 juta', 'Rp80 juta', 'Rp50 juta'],
      2,
    ),
    multiple(
      'Mana saja yang termasuk aset lancar?',
      ['Kas dan setara kas', 'Piutang usaha', 'Gedung kantor', 'Persediaan barang', 'Utang bank jangka panjang'],
      [0, 1, 3],
    ),
    single(
      'Perusahaan mencatat laba, tetapi kasnya menipis. Penyebab yang paling mungkin adalah…',
      ['Banyak penjualan yang belum dibayar pelanggan', 'Harga jual terlalu tinggi', 'Jumlah karyawan terlalu sedikit', 'Neraca tidak seimbang'],
      0,
    ),
    multiple(
      'Aktivitas mana yang masuk ke arus kas dari aktivitas investasi?',
      ['Membeli mesin produksi', 'Membayar gaji karyawan', 'Menjual kendaraan operasional lama', 'Menerima pinjaman bank'],
      [0, 2],
    ),
    essay('Jelaskan dengan kata-kata Anda sendiri mengapa laba belum tentu berarti kas perusahaan bertambah. Berikan satu contoh dari unit kerja Anda.'),
  ],
}

export const cyberQuiz: SeedQuiz = {
  slug: 'kuis-keamanan-siber-di-tempat-kerja',
  title: 'Kuis: Keamanan Siber di Tempat Kerja',
  description: 'Tujuh pertanyaan tentang phishing, kata sandi, dan pelaporan insiden. Anda punya dua kesempatan untuk lulus.',
  passingGrade: 80,
  maxAttempts: 2,
  showCorrectAnswers: true,
  attachTo: { video: 'keamanan-siber-di-tempat-kerja' },
  questions: [
    multiple(
      'Tanda-tanda mana yang menunjukkan sebuah surel kemungkinan phishing?',
      [
        'Alamat pengirim mirip domain perusahaan tetapi ada huruf yang berbeda',
        'Meminta Anda segera memasukkan kata sandi lewat tautan',
        'Dikirim oleh atasan langsung melalui sistem surel internal yang biasa',
        'Mengancam akun akan diblokir dalam satu jam',
      ],
      [0, 1, 3],
    ),
    single(
      'Kata sandi mana yang paling kuat?',
      ['Nusantara2024', 'budi.santoso', 'kopi-hujan-sepeda-jendela-71', '12345678'],
      2,
    ),
    single(
      'Anda tidak sengaja mengeklik tautan mencurigakan dan memasukkan kata sandi. Apa langkah pertama yang tepat?',
      ['Diam saja dan berharap tidak terjadi apa-apa', 'Segera ganti kata sandi dan laporkan ke tim keamanan TI', 'Hapus surelnya lalu lanjut bekerja', 'Matikan komputer selama satu hari'],
      1,
    ),
    single(
      'Apa fungsi autentikasi dua faktor (2FA)?',
      [
        'Mempercepat proses masuk ke aplikasi',
        'Menambah lapisan verifikasi sehingga kata sandi saja tidak cukup untuk masuk',
        'Menggantikan kebutuhan akan kata sandi sepenuhnya',
        'Mengenkripsi seluruh isi laptop',
      ],
      1,
    ),
    multiple(
      'Kebiasaan mana yang aman saat bekerja dari kafe?',
      ['Mengunci layar setiap kali meninggalkan meja', 'Memakai VPN kantor', 'Mencatat kata sandi di kertas yang ditempel di laptop', 'Menghindari Wi-Fi publik tanpa kata sandi untuk data sensitif'],
      [0, 1, 3],
    ),
    single(
      'Siapa yang bertanggung jawab menjaga keamanan data perusahaan?',
      ['Hanya tim TI', 'Hanya manajemen', 'Setiap karyawan', 'Vendor keamanan dari luar'],
      2,
    ),
    essay('Ceritakan satu kebiasaan kerja Anda yang akan diubah setelah menonton video ini agar data tim lebih aman, dan alasannya.'),
  ],
}
