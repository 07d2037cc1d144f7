/**
 * The identity provider's pages, server-rendered in Indonesian in the app's look. No inline
 * script anywhere (CSP script-src 'self'): styles come from /idp/idp.css, and the only script,
 * /idp/auto-submit.js, submits the logout confirmation.
 */
export const IDP_ASSETS = { stylesheet: '/idp/idp.css', autoSubmit: '/idp/auto-submit.js' } as const

export const idpTexts = {
  heading: (product: string) => `Masuk ke ${product}`,
  lead: 'Gunakan akun karyawan Anda.',
  username: 'Nama pengguna atau e-mail',
  password: 'Kata sandi',
  submit: 'Masuk',
  invalid: 'Nama pengguna atau kata sandi salah.',
  locked: (minutes: number) => `Terlalu banyak percobaan masuk. Coba lagi dalam ${minutes} menit.`,
  missing: 'Isi nama pengguna atau e-mail dan kata sandi.',
  backHome: 'Kembali ke beranda',
  or: 'atau',
  google: 'Masuk dengan Google',
  googleUnknown: (email: string) =>
    `Tidak ada karyawan dengan e-mail ${email}. Masuk dengan akun Google kantor Anda, atau dengan nama pengguna dan kata sandi.`,
  googleUnverified: (email: string) =>
    `E-mail ${email} belum terverifikasi di Google, jadi tidak dapat dipakai untuk masuk. Verifikasi e-mail tersebut di akun Google Anda, atau masuk dengan nama pengguna dan kata sandi.`,
  googleNoEmail: 'Akun Google tidak memberikan alamat e-mail, jadi karyawannya tidak dapat dikenali. Masuk dengan nama pengguna dan kata sandi.',
  googleDenied: 'Masuk dengan Google dibatalkan. Anda dapat mencoba lagi, atau masuk dengan nama pengguna dan kata sandi.',
  googleInvalid: 'Masuk dengan Google tidak dapat diselesaikan: jawaban Google tidak sah atau sudah kedaluwarsa. Silakan coba lagi.',
  googleUnavailable: 'Google sedang tidak dapat dihubungi. Coba lagi sebentar lagi, atau masuk dengan nama pengguna dan kata sandi.',
  googleBadReturn: 'Jawaban dari Google tidak dapat dikenali. Silakan kembali ke aplikasi dan coba masuk lagi.',
  logoutTitle: 'Keluar',
  logoutHeading: (product: string) => `Keluar dari ${product}`,
  logoutLead: 'Sedang mengeluarkan Anda dari semua sesi…',
  logoutAsk: (product: string) => `Keluar dari ${product} di perangkat ini? Anda perlu masuk lagi untuk memakainya.`,
  logoutCancel: 'Batal',
  logoutButton: 'Keluar',
  loggedOutHeading: 'Anda telah keluar',
  loggedOutLead: 'Sampai jumpa lagi. Anda dapat masuk kembali kapan saja.',
  errorHeading: 'Proses masuk tidak dapat dilanjutkan',
  errorLead: 'Silakan kembali ke aplikasi dan coba masuk lagi.',
  technicalDetails: 'Keterangan teknis:',
  expiredLead: 'Halaman masuk ini sudah kedaluwarsa. Silakan kembali ke aplikasi dan coba masuk lagi.',
} as const

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

interface LayoutOptions {
  title: string
  product: string
  homeUrl: string
  body: string
  autoSubmit?: boolean
}

function layout({ title, product, homeUrl, body, autoSubmit = false }: LayoutOptions): string {
  const name = escapeHtml(product)
  return `<!DOCTYPE html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#289f8e">
<title>${escapeHtml(title)} · ${name}</title>
<link rel="icon" href="/brand/logo-mark.svg" type="image/svg+xml">
<link rel="stylesheet" href="${IDP_ASSETS.stylesheet}">
${autoSubmit ? `<script src="${IDP_ASSETS.autoSubmit}" defer></script>\n` : ''}</head>
<body>
<main class="card">
<a class="brand" href="${escapeHtml(homeUrl)}"><img src="/brand/logo-mark.svg" alt="" width="40" height="40"><span>${name}</span></a>
${body}
</main>
</body>
</html>`
}

export interface LoginPageOptions {
  product: string
  homeUrl: string
  action: string
  username?: string
  error?: string
  /** What the error is about: the typed name and password (default), or the answer from Google. */
  errorOf?: 'password' | 'google'
  /** Where "Masuk dengan Google" leads (our own federation start route), when Google is configured. */
  googleHref?: string
}

/** Google's "G", as its sign-in branding asks (inline SVG: markup, not a script). */
const GOOGLE_MARK = `<svg class="google-mark" width="20" height="20" viewBox="0 0 48 48" aria-hidden="true" focusable="false"><path fill="#EA4335" d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"/><path fill="#4285F4" d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"/><path fill="#FBBC05" d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"/><path fill="#34A853" d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"/></svg>`

export function renderLoginPage({ product, homeUrl, action, username = '', error, errorOf = 'password', googleHref }: LoginPageOptions): string {
  // A refused password marks the fields; a refusal of Google's answer is about the Google link.
  const invalid = error && errorOf === 'password' ? ' aria-invalid="true" aria-describedby="login-error"' : ''
  const googleDescribed = error && errorOf === 'google' ? ' aria-describedby="login-error"' : ''
  const body = `<h1>${escapeHtml(idpTexts.heading(product))}</h1>
<p class="lead">${idpTexts.lead}</p>
${error ? `<p class="alert" role="alert" id="login-error">${escapeHtml(error)}</p>\n` : ''}<form method="post" action="${escapeHtml(action)}">
<div class="field">
<label for="username">${idpTexts.username}</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" autocorrect="off" spellcheck="false" maxlength="254" required value="${escapeHtml(username)}"${invalid}${username ? '' : ' autofocus'}>
</div>
<div class="field">
<label for="password">${idpTexts.password}</label>
<input id="password" name="password" type="password" autocomplete="current-password" maxlength="1024" required${invalid}${username ? ' autofocus' : ''}>
</div>
<button class="button" type="submit">${idpTexts.submit}</button>
</form>
${googleHref ? `<p class="divider"><span>${idpTexts.or}</span></p>\n<a class="button button-google" href="${escapeHtml(googleHref)}"${googleDescribed}>${GOOGLE_MARK}<span>${idpTexts.google}</span></a>\n` : ''}<p class="footnote"><a href="${escapeHtml(homeUrl)}">${idpTexts.backHome}</a></p>`
  return layout({ title: idpTexts.heading(product), product, homeUrl, body })
}

/**
 * The end-session confirmation: `form` is the provider's hidden form (id op.logoutForm, with its
 * xsrf field). The button outside it submits it with logout=yes, which also ends the provider's
 * own session; auto-submit.js clicks it at once.
 */
export function renderLogoutPage(options: { product: string; homeUrl: string; form: string; confirmed: boolean }): string {
  if (!options.confirmed) {
    // Not asked by the app with this session's ID token (a link from anywhere): the user decides.
    const body = `<h1>${escapeHtml(idpTexts.logoutHeading(options.product))}</h1>
<p class="lead">${escapeHtml(idpTexts.logoutAsk(options.product))}</p>
${options.form}
<button class="button" type="submit" form="op.logoutForm" name="logout" value="yes">${idpTexts.logoutButton}</button>
<p class="footnote"><a href="${escapeHtml(options.homeUrl)}">${idpTexts.logoutCancel}</a></p>`
    return layout({ title: idpTexts.logoutTitle, product: options.product, homeUrl: options.homeUrl, body })
  }
  const body = `<h1>${escapeHtml(idpTexts.logoutHeading(options.product))}</h1>
<p class="lead">${idpTexts.logoutLead}</p>
${options.form}
<button class="button" type="submit" form="op.logoutForm" name="logout" value="yes" data-auto-submit>${idpTexts.logoutButton}</button>`
  return layout({ title: idpTexts.logoutTitle, product: options.product, homeUrl: options.homeUrl, body, autoSubmit: true })
}

export function renderLoggedOutPage(options: { product: string; homeUrl: string }): string {
  const body = `<h1>${idpTexts.loggedOutHeading}</h1>
<p class="lead">${idpTexts.loggedOutLead}</p>
<a class="button" href="${escapeHtml(options.homeUrl)}">${idpTexts.backHome}</a>`
  return layout({ title: idpTexts.loggedOutHeading, product: options.product, homeUrl: options.homeUrl, body })
}

export function renderErrorPage(options: { product: string; homeUrl: string; lead?: string; details?: string }): string {
  const body = `<h1>${idpTexts.errorHeading}</h1>
<p class="lead">${escapeHtml(options.lead ?? idpTexts.errorLead)}</p>
${options.details ? `<p class="details">${idpTexts.technicalDetails} ${escapeHtml(options.details)}</p>\n` : ''}<a class="button" href="${escapeHtml(options.homeUrl)}">${idpTexts.backHome}</a>`
  return layout({ title: idpTexts.errorHeading, product: options.product, homeUrl: options.homeUrl, body })
}
