/** Texts of the sign-in callback page (the auth area's own); the shell keeps what lib/auth and the notices say. */
export const authTexts = {
  processing: 'Memproses masuk…',
  callbackTitle: 'Gagal masuk',
  callbackProvider: 'Proses masuk dibatalkan atau ditolak oleh layanan masuk.',
  callbackState: 'Permintaan masuk ini tidak dikenali atau sudah kedaluwarsa. Silakan mulai lagi.',
  callbackRefused: 'Server menolak proses masuk. Silakan coba lagi.',
  callbackNetwork: 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda lalu coba lagi.',
  retrySignIn: 'Coba masuk lagi',
} as const
