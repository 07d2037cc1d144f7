/**
 * The shell's visible strings, in Indonesian: the layout, the shared components and what lib says.
 * Each area keeps its own in `src/features/<area>/texts.ts`, so a screen's texts load with it and
 * this dictionary does not grow into every page's bundle. Texts the spec quotes are used word for
 * word (including its spelling, e.g. 'Silahkan'). `{product}` and similar are filled with `format`.
 */
export const id = {
  a11y: {
    skipToContent: 'Lewati ke konten utama',
    pageLoading: 'Memuat halaman…',
    opensInNewTab: '(membuka tab baru)',
    opensInNewWindow: '(membuka jendela baru)',
    mainNav: 'Navigasi utama',
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
    dismiss: 'Tutup pesan',
    invalidToken: 'Token tidak valid, silahkan login kembali',
    sessionEnded: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
  },
  account: {
    notifications: 'Notifikasi',
    unreadNotifications: 'Ada notifikasi belum dibaca',
    push: {
      enable: 'Aktifkan notifikasi',
      disable: 'Matikan notifikasi',
      installFirstAction: 'Notifikasi di iPhone',
      blocked: 'Notifikasi diblokir',
      on: 'Notifikasi aktif di perangkat ini.',
      off: 'Notifikasi di perangkat ini dimatikan.',
      denied: 'Notifikasi diblokir untuk situs ini. Izinkan lewat pengaturan browser Anda.',
      installFirst: 'Di iPhone dan iPad, notifikasi hanya untuk aplikasi yang dipasang: ketuk Bagikan, lalu Tambahkan ke Layar Utama.',
      failed: 'Notifikasi tidak dapat diaktifkan. Coba lagi nanti.',
    },
    menuButton: 'Menu akun {name}',
    profileButton: 'Profil {name}',
    /** Stands in for the name until the session has answered. */
    unnamed: 'Anda',
    viewProfile: 'Lihat Profil',
    /** The profile dialog's link, in the spec's words. */
    viewProfileDialog: 'Lihat Profile',
    learningActivity: 'Aktivitas Belajar',
    logout: 'Log Out',
    loggingOut: 'Keluar…',
    position: 'Posisi',
    email: 'Email',
    empty: '-',
    closeDialog: 'Tutup',
  },
  activityTabs: {
    learning: 'Learning',
    growthpath: 'Growth Path',
    mentor: 'Mentor',
    discovery: 'Discovery',
  },
  footer: {
    addressTitle: 'Alamat',
    contactTitle: 'Kontak',
    helpTitle: 'Bantuan',
    phone: 'Telepon',
    email: 'E-mail',
    whatsapp: 'Bantuan via WhatsApp',
    readFaq: 'Baca FAQ',
    instagram: 'Instagram {product}',
    linkedin: 'LinkedIn {product}',
    sisterSite: 'Kunjungi {site}',
    tagline: 'Belajar, bertumbuh, dan berkarier bersama di seluruh divisi.',
    copyright: '© {year} {product}. Hak cipta dilindungi.',
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
    /** A screen's code could not load offline (server-error-page.tsx): nothing typed is lost. */
    chunkOffline: 'Bagian aplikasi ini belum tersimpan di perangkat, jadi belum dapat dibuka tanpa internet. Isian Anda tetap tersimpan; coba lagi saat online.',
    chunkOfflineTitle: 'Halaman ini belum tersedia offline',
  },
  outbox: {
    waiting: '{n} menunggu dikirim',
    failed: '{n} gagal dikirim',
    title: 'Menunggu dikirim',
    description: 'Pekerjaan yang belum sampai ke server. Semuanya dikirim otomatis saat koneksi tersedia.',
    empty: 'Tidak ada yang menunggu dikirim.',
    createdAt: 'Dibuat {time}',
    states: {
      pending: 'Menunggu koneksi',
      sending: 'Sedang dikirim…',
      'waiting-auth': 'Menunggu Anda masuk kembali',
      failed: 'Gagal dikirim',
    },
    reason: 'Alasan: {reason}',
    retry: 'Coba lagi',
    discard: 'Buang',
    close: 'Tutup',
    offline: 'Anda sedang offline. Pekerjaan Anda akan dikirim saat koneksi kembali.',
    storageFull: 'Penyimpanan perangkat penuh, jadi perubahan terakhir belum tersimpan. Kosongkan sedikit ruang, lalu coba lagi.',
    /** The mark of a list item still in the outbox (src/components/outbox/pending-badge.tsx). */
    pendingBadge: 'Menunggu dikirim',
    refusedBadge: 'Gagal dikirim',
  },
  /** The states of data on screen (src/components/data-state). */
  dataState: {
    loading: 'Memuat…',
    retry: 'Coba lagi',
  },
  /** The learning card of every area's lists and rows (src/components/learning/course-card.tsx). */
  courseCard: {
    kinds: { video: 'Video', package: 'Paket Kursus', inclass: 'Kelas' },
    minutes: '{n} menit',
    seconds: '{n} detik',
    progress: '{percent}% ditonton',
  },
  /** The list page any area uses: filter bar and infinite list (src/components/list-page). */
  list: {
    search: 'Cari',
    searchPlaceholder: 'Cari judul atau topik…',
    popularKeywords: 'Pencarian populer',
    filters: 'Filter',
    all: 'Semua',
    sort: 'Urutkan',
    reset: 'Hapus filter',
    results: '{n} hasil',
    loading: 'Memuat daftar…',
    loadMore: 'Muat lebih banyak',
    loadingMore: 'Memuat…',
    end: 'Semua sudah ditampilkan.',
    error: 'Daftar tidak dapat dimuat.',
  },
  pwa: {
    updateAvailable: 'Versi baru tersedia',
    reload: 'Muat ulang',
    dismiss: 'Tutup',
    install: 'Pasang Aplikasi',
  },
  /** The /activity hub around the areas' tabs (tab names are `activityTabs`). */
  activityHub: {
    title: 'Aktivitas Belajar',
    intro: 'Pantau waktu belajar, progres, dan riwayat Anda.',
    tabsLabel: 'Jenis aktivitas',
  },
} as const

/** Replaces `{name}` placeholders; an unknown placeholder stays visible so a gap is noticed. */
export function format(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
}
