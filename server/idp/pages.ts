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
}

export function renderLoginPage({ product, homeUrl, action, username = '', error }: LoginPageOptions): string {
  const invalid = error ? ' aria-invalid="true" aria-describedby="login-error"' : ''
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
<p class="footnote"><a href="${escapeHtml(homeUrl)}">${idpTexts.backHome}</a></p>`
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
