/**
 * The PWA parts' visible texts. They belong in the app dictionary (src/lib/i18n/id.ts, owned by
 * the shell); until they move there they live here, in one place.
 */
export const pwaTexts = {
  updateAvailable: 'Versi baru tersedia',
  reload: 'Muat ulang',
  dismiss: 'Tutup',
  install: 'Pasang Aplikasi',
} as const
