// Demo course packages (issue 5); the videos and quizzes they name come from the demo pack (content/demo).
/**
 * A reading material has its text (rich text, the spec's allow-list plus <p>) and a reading time;
 * a video material names the video it plays and takes that video's length, never one of its own.
 */
export type SeedMaterial = ({ title: string; kind: 'article'; durationS: number; body: string } | { title: string; kind: 'video'; video: string }) & {
  /** The quiz (a demo pack key) that follows the material. */
  quiz?: string
}

export interface SeedPackage {
  slug: string
  title: string
  description: string
  category: string
  materials: readonly SeedMaterial[]
}

export const coursePackages: readonly SeedPackage[] = [
  {
    slug: 'pemimpin-tim-pertama-kali',
    title: 'Pemimpin Tim Pertama Kali',
    description: '<p>Paket untuk Anda yang baru memimpin tim: gaya memimpin, umpan balik, dan rencana kerja.</p>',
    category: 'Kepemimpinan',
    materials: [
      { title: 'Dasar Kepemimpinan Situasional', kind: 'video', video: 'dasar-kepemimpinan-situasional' },
      { title: 'Memberi Umpan Balik yang Membangun', kind: 'video', video: 'memberi-umpan-balik-yang-membangun' },
      {
        title: 'Lembar Kerja: Rapat Satu-Satu Pertama',
        kind: 'article',
        quiz: 'kuis-rapat-satu-satu-pertama',
        durationS: 300,
        body:
          '<p>Rapat satu-satu pertama menentukan nada hubungan Anda dengan setiap anggota tim. Siapkan 30 menit, tempat yang tenang, dan catatan ini.</p>' +
          '<h2>Sebelum rapat</h2><ul><li>Baca kembali tugas dan capaian anggota tim selama tiga bulan terakhir.</li><li>Kirim undangan dengan tujuan yang jelas: saling mengenal, bukan menilai kinerja.</li></ul>' +
          '<h2>Pertanyaan pembuka</h2><ol><li>Bagian pekerjaan mana yang paling Anda nikmati saat ini?</li><li>Apa yang menghambat pekerjaan Anda minggu ini?</li><li>Bagaimana Anda paling suka menerima umpan balik?</li><li>Apa yang perlu saya ketahui agar bisa membantu Anda?</li></ol>' +
          '<h2>Setelah rapat</h2><p>Tuliskan <strong>satu tindak lanjut</strong> untuk Anda dan satu untuk anggota tim, lalu sepakati jadwal rapat berikutnya. <em>Rapat yang rutin lebih berharga daripada rapat yang panjang.</em></p>',
      },
      { title: 'Menyusun Rencana Proyek Sederhana', kind: 'video', video: 'menyusun-rencana-proyek-sederhana' },
    ],
  },
  {
    slug: 'aman-dan-sehat-di-tempat-kerja',
    title: 'Aman dan Sehat di Tempat Kerja',
    description: '<p>Keselamatan fisik dan digital: budaya K3, keamanan siber, dan prosedur pelaporan.</p>',
    category: 'K3 (Keselamatan dan Kesehatan Kerja)',
    materials: [
      { title: 'Budaya K3 Dimulai dari Diri Sendiri', kind: 'video', video: 'budaya-k3-dimulai-dari-diri-sendiri' },
      { title: 'Keamanan Siber di Tempat Kerja', kind: 'video', video: 'keamanan-siber-di-tempat-kerja' },
      {
        title: 'Panduan Singkat Pelaporan Insiden',
        kind: 'article',
        quiz: 'kuis-pelaporan-insiden-k3',
        durationS: 240,
        body:
          '<p>Insiden yang dilaporkan cepat lebih mudah ditangani. Laporkan kecelakaan kerja, hampir celaka, dan insiden keamanan data dengan langkah yang sama.</p>' +
          '<h2>Langkah pelaporan</h2><ol><li>Amankan diri dan orang di sekitar Anda lebih dulu.</li><li>Hubungi atasan langsung dan <strong>Service Desk</strong> dalam satu jam sejak insiden diketahui.</li><li>Catat waktu, tempat, orang yang terlibat, dan apa yang terjadi; sertakan foto atau tangkapan layar bila ada.</li><li>Jangan menghapus bukti, termasuk surel yang mencurigakan.</li></ol>' +
          '<h2>Setelah melapor</h2><p>Tim HSE atau tim keamanan informasi akan menghubungi Anda untuk investigasi. <em>Tujuan laporan adalah mencegah kejadian berulang, bukan mencari siapa yang salah.</em></p>',
      },
    ],
  },
]

export const thumbnailFor = (slug: string) => `/thumbnails/${slug}.svg`
