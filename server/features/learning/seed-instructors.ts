/**
 * Demo instructors (migration 0005). Content refers to them by slug; other seed files (course
 * packages, in-class events) use the same slugs.
 */
export interface SeedInstructor {
  slug: string
  name: string
  position: string | null
  bio: string
}

export const instructors: readonly SeedInstructor[] = [
  {
    slug: 'rina-kartikasari',
    name: 'Rina Kartikasari',
    position: 'Kepala Akademi Kepemimpinan',
    bio: 'Dua puluh tahun mendampingi manajer lini pertama hingga direksi. Fasilitator bersertifikat coaching ICF.',
  },
  {
    slug: 'andi-pratama',
    name: 'Andi Pratama',
    position: 'Lead Software Engineer, PT Nusantara Digital Solusi',
    bio: 'Membangun sistem pembayaran dan platform data grup. Gemar mengajar keamanan aplikasi dan praktik DevOps.',
  },
  {
    slug: 'dewi-anggraini',
    name: 'Dewi Anggraini',
    position: 'Controller Keuangan Grup',
    bio: 'Akuntan berlisensi (CA) yang menyederhanakan laporan keuangan untuk rekan non-keuangan.',
  },
  {
    slug: 'hendra-wijaya',
    name: 'Hendra Wijaya',
    position: 'Manajer HSE, Site Operasional Balikpapan',
    bio: 'Ahli K3 Umum dengan pengalaman di tambang dan migas. Percaya keselamatan dimulai dari kebiasaan kecil.',
  },
  {
    slug: 'siti-rahmawati',
    name: 'Siti Rahmawati',
    position: 'Head of Digital Marketing',
    bio: 'Memimpin kampanye digital ritel grup. Mengajar pemasaran berbasis data dan pengalaman pelanggan.',
  },
  {
    slug: 'yoga-saputra',
    name: 'Yoga Saputra',
    position: 'Project Management Officer',
    bio: 'PMP dan praktisi Agile. Mengelola portofolio proyek konstruksi dan transformasi digital.',
  },
  {
    slug: 'maya-lestari',
    name: 'Maya Lestari',
    position: 'Psikolog Industri dan Organisasi',
    bio: 'Mendampingi karyawan dalam manajemen stres, kebiasaan produktif, dan pengembangan diri.',
  },
  {
    slug: 'bambang-haryono',
    name: 'Bambang Haryono',
    position: 'Kepala Divisi Audit Internal',
    bio: 'Auditor bersertifikat (CIA) yang fokus pada tata kelola, manajemen risiko, dan budaya kepatuhan.',
  },
  {
    slug: 'lina-marlina',
    name: 'Lina Marlina',
    position: 'Manajer Rantai Pasok, PT Nusantara Logistik Prima',
    bio: 'Mengelola jaringan distribusi nasional. Mengajar Lean Six Sigma dan perencanaan persediaan.',
  },
  {
    slug: 'fajar-nugroho',
    name: 'Fajar Nugroho',
    position: 'HR Business Partner Senior',
    bio: 'Mendampingi pimpinan unit dalam rekrutmen, manajemen kinerja, dan pengembangan talenta.',
  },
  {
    slug: 'ratna-sari',
    name: 'Ratna Sari',
    position: 'Manajer Layanan Pelanggan',
    bio: 'Membangun pusat layanan pelanggan omnichannel dan melatih ratusan agen setiap tahun.',
  },
  {
    slug: 'agus-setiawan',
    name: 'Agus Setiawan',
    position: 'Data Scientist Utama',
    bio: 'Mengembangkan model prakiraan permintaan dan mengajar analisis data serta kecerdasan buatan.',
  },
]
