/**
 * Every visible string of the app, in Indonesian. Texts the spec quotes are used word for word
 * (including its spelling, e.g. 'Silahkan'). `{product}` and similar are filled with `format`.
 */
export const id = {
  meta: {
    description: 'We Provide E-Learning, Mentoring, and New Job Opportunities Across Division for Everyone',
  },
  a11y: {
    skipToContent: 'Lewati ke konten utama',
    pageLoading: 'Memuat halaman…',
    opensInNewTab: '(membuka tab baru)',
    opensInNewWindow: '(membuka jendela baru)',
    homeLink: '{product} — kembali ke beranda',
    mainNav: 'Navigasi utama',
    footerNav: 'Tautan footer',
  },
  nav: {
    home: 'Beranda',
    homeMobile: 'Home',
    learning: 'Learning',
    growthPath: 'Growth Path',
    mentor: 'Mentor',
    discovery: 'Discovery',
    newBadge: 'New',
    helpCenter: 'Pusat Bantuan',
    signIn: 'Masuk',
    openMenu: 'Buka menu',
    closeMenu: 'Tutup menu',
    menuTitle: 'Menu',
  },
  auth: {
    unavailable: 'Layanan masuk sedang tidak tersedia. Silakan coba lagi nanti.',
    redirecting: 'Mengarahkan ke halaman masuk…',
    processing: 'Memproses masuk…',
    dismiss: 'Tutup pesan',
  },
  footer: {
    addressTitle: 'Alamat',
    contactTitle: 'Kontak',
    helpTitle: 'Bantuan',
    followTitle: 'Ikuti Kami',
    phone: 'Telepon',
    email: 'E-mail',
    readFaq: 'Baca FAQ',
    whatsapp: 'Bantuan via WhatsApp',
    instagram: 'Instagram {product}',
    linkedin: 'LinkedIn {product}',
    sisterSite: 'Kunjungi {site}',
    tagline: 'Belajar, bertumbuh, dan berkarier bersama di seluruh divisi.',
    copyright: '© {year} {product}. Hak cipta dilindungi.',
  },
  home: {
    tagline: 'We Provide E-Learning, Mentoring, and New Job Opportunities Across Division for Everyone',
    subline: 'Belajar kapan saja, temukan mentor yang tepat, dan raih peluang karier baru di seluruh grup perusahaan.',
    eyebrow: 'Platform belajar & karier karyawan',
    ctaLearning: 'Mulai Belajar',
    ctaMentor: 'Temukan Mentor',
    bannersTitle: 'Sorotan',
    bannersLoading: 'Memuat banner…',
    bannersEmpty: 'Belum ada banner untuk ditampilkan.',
    bannersError: 'Banner gagal dimuat. Periksa koneksi Anda lalu coba lagi.',
    retry: 'Coba lagi',
    carouselLabel: 'Banner sorotan',
    slideLabel: 'Banner {index} dari {total}',
    previous: 'Banner sebelumnya',
    next: 'Banner berikutnya',
    goToSlide: 'Tampilkan banner {index}',
    openBanner: 'Lihat selengkapnya',
  },
  errors: {
    notFoundTitle: 'Maaf, Kami Tidak Menemukan Halaman yang Dicari',
    notFoundDocumentTitle: 'This page could not be found',
    notFoundHint: 'Halaman mungkin sudah dipindahkan atau alamatnya salah ketik.',
    serverTitle: 'Maaf, Terjadi Kesalahan Pada Server. Silahkan Coba Lagi Nanti',
    serverDocumentTitle: 'Terjadi kesalahan',
    serverHint: 'Coba muat ulang halaman ini sebentar lagi, atau kembali ke beranda.',
    backHome: 'Kembali ke beranda',
    network: 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.',
    generic: 'Terjadi kesalahan. Silakan coba lagi.',
  },
  pwa: {
    updateAvailable: 'Versi baru tersedia',
    reload: 'Muat ulang',
    dismiss: 'Tutup',
    install: 'Pasang Aplikasi',
  },
} as const

/** Replaces `{name}` placeholders; an unknown placeholder stays visible so a gap is noticed. */
export function format(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
}
