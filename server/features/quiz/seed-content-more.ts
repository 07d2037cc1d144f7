import { essay, multiple, single, type SeedQuiz } from './seed-content'

/** Quizzes after course-package materials. */

export const oneOnOneQuiz: SeedQuiz = {
  slug: 'kuis-rapat-satu-satu-pertama',
  title: 'Kuis: Rapat Satu-Satu Pertama',
  description:
    'Refleksi singkat setelah lembar kerja rapat satu-satu. Jawaban benar tidak ditampilkan: diskusikan hasil Anda dengan mentor.',
  passingGrade: 60,
  maxAttempts: null,
  showCorrectAnswers: false,
  attachTo: { package: 'pemimpin-tim-pertama-kali', materialPosition: 3 },
  questions: [
    single(
      'Siapa yang sebaiknya paling banyak berbicara dalam rapat satu-satu?',
      ['Atasan', 'Anggota tim', 'Keduanya harus persis sama', 'Perwakilan HR'],
      1,
    ),
    single(
      'Seberapa sering rapat satu-satu idealnya diadakan untuk anggota tim baru?',
      ['Setahun sekali saat penilaian kinerja', 'Hanya ketika ada masalah', 'Rutin, misalnya setiap satu atau dua minggu', 'Tidak perlu dijadwalkan'],
      2,
    ),
    multiple(
      'Topik mana yang cocok dibahas dalam rapat satu-satu?',
      ['Hambatan dalam pekerjaan saat ini', 'Rencana pengembangan karier', 'Gosip tentang rekan kerja lain', 'Umpan balik dua arah'],
      [0, 1, 3],
    ),
    multiple(
      'Apa yang sebaiknya dilakukan setelah rapat satu-satu selesai?',
      ['Mencatat kesepakatan dan tindak lanjut', 'Melupakan isi pembicaraan', 'Menindaklanjuti janji yang dibuat sebelum rapat berikutnya'],
      [0, 2],
    ),
    essay('Tuliskan tiga pertanyaan pembuka yang akan Anda ajukan pada rapat satu-satu pertama dengan anggota tim Anda.'),
  ],
}

export const incidentQuiz: SeedQuiz = {
  slug: 'kuis-pelaporan-insiden-k3',
  title: 'Kuis: Pelaporan Insiden K3',
  description: 'Pastikan Anda tahu apa yang harus dilakukan ketika melihat bahaya, hampir celaka, atau kecelakaan kerja.',
  passingGrade: 75,
  maxAttempts: 3,
  showCorrectAnswers: true,
  attachTo: { package: 'aman-dan-sehat-di-tempat-kerja', materialPosition: 3 },
  questions: [
    single(
      'Seorang rekan terpeleset karena lantai basah tetapi tidak terluka. Kejadian ini termasuk…',
      ['Bukan insiden, jadi tidak perlu dilaporkan', 'Hampir celaka (near miss) yang tetap perlu dilaporkan', 'Kecelakaan berat', 'Urusan pribadi rekan tersebut'],
      1,
    ),
    single(
      'Kapan insiden K3 sebaiknya dilaporkan?',
      ['Sesegera mungkin setelah area aman', 'Di akhir bulan bersama laporan rutin', 'Hanya jika ada yang terluka parah', 'Setelah atasan bertanya'],
      0,
    ),
    multiple(
      'Informasi apa saja yang perlu ada dalam laporan insiden?',
      ['Waktu dan lokasi kejadian', 'Kronologi singkat', 'Siapa yang disalahkan', 'Tindakan darurat yang sudah dilakukan', 'Saksi yang melihat'],
      [0, 1, 3, 4],
    ),
    single(
      'Anda melihat kabel listrik terkelupas di dekat dispenser air. Apa tindakan pertama yang paling tepat?',
      ['Memperbaikinya sendiri dengan selotip', 'Memasang tanda bahaya, menjauhkan orang, lalu melapor ke bagian teknik', 'Membiarkannya karena bukan tugas Anda', 'Memotret untuk media sosial'],
      1,
    ),
    multiple(
      'Mana yang termasuk alat pelindung diri (APD) di area gudang?',
      ['Helm pengaman', 'Sepatu keselamatan', 'Rompi reflektif', 'Jam tangan pintar'],
      [0, 1, 2],
    ),
    single(
      'Mengapa laporan hampir celaka penting bagi perusahaan?',
      ['Untuk mencari karyawan yang lalai', 'Untuk memperbaiki penyebab sebelum terjadi kecelakaan yang sebenarnya', 'Untuk menambah pekerjaan administrasi', 'Tidak penting sama sekali'],
      1,
    ),
    essay('Gambarkan satu potensi bahaya di tempat kerja Anda dan langkah pencegahan yang bisa dilakukan tim Anda minggu ini.'),
  ],
}
