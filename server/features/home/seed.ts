/** Home-page banners; the images live in public/banners/. */
export interface SeedBanner {
  slug: string
  title: string
  subtitle: string | null
  imageUrl: string
  linkUrl: string | null
  sortOrder: number
}

export const banners: readonly SeedBanner[] = [
  {
    slug: 'belajar-tanpa-batas',
    title: 'Belajar Tanpa Batas, Tumbuh Setiap Hari',
    subtitle: 'Video, kelas, dan kuis dari para ahli di seluruh grup, kapan saja dan di mana saja.',
    imageUrl: '/banners/belajar-tanpa-batas.svg',
    linkUrl: '/learning',
    sortOrder: 1,
  },
  {
    slug: 'growth-path',
    title: 'Rancang Jalur Karier Anda',
    subtitle: 'Ikuti Growth Path dan kuasai keterampilan yang dibutuhkan untuk langkah berikutnya.',
    imageUrl: '/banners/growth-path.svg',
    linkUrl: '/growth-path',
    sortOrder: 2,
  },
  {
    slug: 'sesi-mentor',
    title: 'Belajar Langsung dari Mentor',
    subtitle: 'Jadwalkan sesi dengan pemimpin berpengalaman dari berbagai unit bisnis.',
    imageUrl: '/banners/sesi-mentor.svg',
    linkUrl: '/mentor',
    sortOrder: 3,
  },
  {
    slug: 'peluang-karier',
    title: 'Peluang Karier Lintas Divisi',
    subtitle: 'Temukan lowongan internal yang sesuai dengan minat dan keahlian Anda.',
    imageUrl: '/banners/peluang-karier.svg',
    linkUrl: '/opportunity',
    sortOrder: 4,
  },
]
