import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test'
import { authStorageKeys, SIGN_IN_SCOPE } from '../../src/shared/sign-in-flow'

export interface DemoUser {
  username: string
  email: string
  fullName: string
  position: string
  password: string
}

/** Seeded employees (server/db/seed/employees.ts); the password is the default DEMO_PASSWORD. */
export const demoUsers = {
  budi: {
    username: 'budi.santoso',
    email: 'budi.santoso@grup-nusantara.example',
    fullName: 'Budi Santoso',
    position: 'Manajer Pengembangan SDM',
    password: 'tumbuh-demo',
  },
  sari: {
    username: 'sari.wulandari',
    email: 'sari.wulandari@grup-nusantara.example',
    fullName: 'Sari Wulandari',
    position: 'Analis Data Senior',
    password: 'tumbuh-demo',
  },
  /** Kept for the lockout test, so locking it never gets in the way of the other specs. */
  andi: {
    username: 'andi.pratama',
    email: 'andi.pratama@grup-nusantara.example',
    fullName: 'Andi Pratama',
    position: 'Insinyur Perangkat Lunak',
    password: 'tumbuh-demo',
  },
  /** The growth-path journeys' learner: what they take and tick is theirs alone. */
  putri: {
    username: 'putri.maharani',
    email: 'putri.maharani@grup-nusantara.example',
    fullName: 'Putri Maharani',
    position: 'Staf Akuntansi',
    password: 'tumbuh-demo',
  },
  /** The notification journeys' reader: what he reads is his alone (not Dewi: the personalization journey needs her without interests). */
  made: {
    username: 'made.wirawan',
    email: 'made.wirawan@grup-nusantara.example',
    fullName: 'Made Wirawan',
    position: 'Customer Service Officer',
    password: 'tumbuh-demo',
  },
  /** The mentor journeys' mentees, one per journey: the hours they book never meet (Rizky is the study journey's learner). */
  hendra: {
    username: 'hendra.gunawan',
    email: 'hendra.gunawan@grup-nusantara.example',
    fullName: 'Hendra Gunawan',
    position: 'Auditor Internal',
    password: 'tumbuh-demo',
  },
  /** The job-opportunity journey's applicant, and the HR account of the Holding unit that moves his application. */
  fajar: {
    username: 'fajar.nugroho',
    email: 'fajar.nugroho@grup-nusantara.example',
    fullName: 'Fajar Nugroho',
    position: 'Manajer Proyek',
    password: 'tumbuh-demo',
  },
  lestari: {
    username: 'lestari.wibowo',
    email: 'lestari.wibowo@grup-nusantara.example',
    fullName: 'Lestari Wibowo',
    position: 'HR Business Partner',
    password: 'tumbuh-demo',
  },
  agus: {
    username: 'agus.setiawan',
    email: 'agus.setiawan@grup-nusantara.example',
    fullName: 'Agus Setiawan',
    position: 'Kepala Gudang',
    password: 'tumbuh-demo',
  },
} as const satisfies Record<string, DemoUser>

export const SESSION_COOKIE = 'tumbuh_session'
export const USER_ID_COOKIE = 'tumbuh_user_id'
export const REDIRECT_COOKIE = 'redirectUrl'

/** The embedded identity provider's own pages (login form, consent, logout) live under this path. */
export const IDP_PATH = '/idp/realms/master'

export function isIdpUrl(url: string | URL): boolean {
  return new URL(url).pathname.startsWith(`${IDP_PATH}/`)
}

/** The browser leaving for the provider's end-session endpoint (RP-initiated logout). */
export function isProviderLogout(request: Request): boolean {
  return request.isNavigationRequest() && isIdpUrl(request.url()) && new URL(request.url()).pathname.endsWith('/protocol/openid-connect/logout')
}

/** The provider's login page: its heading is the one thing every variant of the form shows. */
export function loginHeading(page: Page) {
  return page.getByRole('heading', { name: 'Masuk ke Tumbuh' })
}

/** Fills and submits the provider's login form, which must be showing; the login is the username or the e-mail. */
export async function submitLoginForm(
  page: Page,
  user: { username: string; password: string; email?: string },
  login: 'username' | 'email' = 'username',
): Promise<void> {
  await expect(loginHeading(page)).toBeVisible()
  await page.getByLabel('Nama pengguna atau e-mail').fill(login === 'email' && user.email ? user.email : user.username)
  await page.getByLabel('Kata sandi').fill(user.password)
  // Resolves once the answer (the form again, or the redirect onwards) is the page, not before.
  const answered = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() })
  await page.getByRole('button', { name: 'Masuk', exact: true }).click()
  await answered
}

/** Resolves once the browser is back in the app: off the provider's pages and past the /login callback. */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForURL((url) => !isIdpUrl(url) && url.pathname !== '/login', { timeout: 30_000 })
}

/**
 * The header's initials avatar, named after the user and the initials it shows: on desktop
 * 'Menu akun {name}, BS' opens the dropdown, on phones 'Profil {name}, BS' opens the profile
 * dialog. Only one of them is displayed. (The demo users have no picture, so initials show.)
 */
export function avatarButton(page: Page, user: DemoUser, kind: 'menu' | 'dialog' | 'any' = 'any') {
  const initials = user.fullName
    .split(' ')
    .map((word, i, words) => (i === 0 || i === words.length - 1 ? word[0] : ''))
    .join('')
  const suffix = `, ${initials}`
  const name = {
    menu: `Menu akun ${user.fullName}${suffix}`,
    dialog: `Profil ${user.fullName}${suffix}`,
    any: new RegExp(`^(Menu akun|Profil) ${user.fullName}, ${initials}$`),
  }[kind]
  return page.getByRole('banner').getByRole('button', { name, exact: true })
}

/**
 * Signs in through the real login page. With `guardedPath` it opens that page, whose guard sends
 * the browser to the provider; otherwise it clicks 'Masuk' in the header of the current app page
 * (opening `/` first when the page is blank). Resolves when the app shows the signed-in header.
 */
export async function signIn(page: Page, user: DemoUser = demoUsers.budi, options: { guardedPath?: string; login?: 'username' | 'email' } = {}): Promise<void> {
  if (options.guardedPath) {
    await page.goto(options.guardedPath)
    await page.waitForURL(isIdpUrl)
  } else {
    if (page.url() === 'about:blank') await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Masuk', exact: true }).click()
    await page.waitForURL(isIdpUrl)
  }
  await submitLoginForm(page, user, options.login)
  await waitForApp(page)
  await expect(avatarButton(page, user)).toBeVisible()
}

export async function cookieNamed(context: BrowserContext, name: string) {
  return (await context.cookies()).find((cookie) => cookie.name === name)
}

/** The throwaway data directory playwright.config.ts gives the server under test. */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts')
  return dir
}

/**
 * Runs `fn` with a short-lived handle on the server's SQLite database (WAL mode, so the server
 * keeps working meanwhile); closed before returning so no lock outlives the call.
 */
/** Gives `username` interests when they have none, so the personalization question stays away (an established learner). */
export function giveInterests(username: string): void {
  withDatabase((db) =>
    db
      .prepare(
        `insert into personal_interests (employee_id, kind, ref_id, created_at)
         select e.id, 'category', (select min(id) from learning_categories), '2025-01-06T00:00:00.000Z' from employees e
         where e.username = ? and not exists (select 1 from personal_interests p where p.employee_id = e.id)`,
      )
      .run(username),
  )
}

export function withDatabase<T>(fn: (db: Database.Database) => T): T {
  const db = new Database(path.join(dataDir(), 'tumbuh.sqlite'), { fileMustExist: true })
  try {
    db.pragma('busy_timeout = 5000')
    return fn(db)
  } finally {
    db.close()
  }
}

export interface SessionRow {
  id_hash: string
  employee_id: number
  access_token: string
  refresh_token: string | null
  id_token: string | null
  access_expires_at: string | number
  expires_at: string | number
}

/** The sessions table keeps only a hash of the id the cookie carries (server/auth session store). */
export function sessionIdHash(cookieValue: string): string {
  return createHash('sha256').update(cookieValue).digest('hex')
}

/**
 * The server's key for the tokens in the sessions table (server/auth/token-cipher.ts, decision 022:
 * AES-256-GCM, `v1.` + base64url(iv | ciphertext | tag), bound to row and column), read from the
 * key file the server generated in its DATA_DIR.
 */
function sessionKey(): Buffer {
  return Buffer.from(readFileSync(path.join(dataDir(), 'session-encryption.key'), 'utf8').trim(), 'base64url')
}

function sealToken(value: string, idHash: string, column: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', sessionKey(), iv)
  cipher.setAAD(Buffer.from(`${idHash}:${column}`))
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()])
  return `v1.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`
}

function openToken(sealed: string, idHash: string, column: string): string {
  const raw = Buffer.from(sealed.slice(3), 'base64url')
  const decipher = createDecipheriv('aes-256-gcm', sessionKey(), raw.subarray(0, 12))
  decipher.setAAD(Buffer.from(`${idHash}:${column}`))
  decipher.setAuthTag(raw.subarray(raw.length - 16))
  return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8')
}

/** The server-side row of the browser's current session, its tokens decrypted; fails the test when there is none. */
export async function sessionRow(context: BrowserContext): Promise<SessionRow> {
  const cookie = await cookieNamed(context, SESSION_COOKIE)
  expect(cookie, `${SESSION_COOKIE} cookie`).toBeDefined()
  const idHash = sessionIdHash(decodeURIComponent(cookie!.value))
  const row = withDatabase((db) => db.prepare('SELECT * FROM sessions WHERE id_hash = ?').get(idHash) as SessionRow | undefined)
  expect(row, 'session row of the cookie').toBeDefined()
  const open = (value: string | null, column: string) => (value === null ? null : openToken(value, idHash, column))
  return {
    ...row!,
    access_token: open(row!.access_token, 'access_token')!,
    refresh_token: open(row!.refresh_token, 'refresh_token'),
    id_token: open(row!.id_token, 'id_token'),
  }
}

/** Changes columns of the browser's current session row, e.g. to expire it or corrupt its token (stored encrypted, as the server would). */
export async function updateSession(context: BrowserContext, given: Partial<Omit<SessionRow, 'id_hash'>>): Promise<void> {
  const { id_hash } = await sessionRow(context)
  const changes: Record<string, unknown> = { ...given }
  if (given.access_token !== undefined) {
    changes.access_token = sealToken(given.access_token, id_hash, 'access_token')
    changes.access_token_hash = createHash('sha256').update(given.access_token).digest('hex')
  }
  const columns = Object.keys(changes)
  const changed = withDatabase(
    (db) => db.prepare(`UPDATE sessions SET ${columns.map((c) => `${c} = @${c}`).join(', ')} WHERE id_hash = @id_hash`).run({ ...changes, id_hash }).changes,
  )
  expect(changed).toBe(1)
}

/** A past moment in the same representation the column already uses (ISO text or epoch s/ms). */
export function pastLike(current: string | number, msAgo = 60_000): string | number {
  const past = Date.now() - msAgo
  if (typeof current === 'number') return current > 1e12 ? past : Math.floor(past / 1000)
  return new Date(past).toISOString()
}

/** Ends the browser's server session as if its time had run out (the row stays, expired). */
export async function expireSession(context: BrowserContext): Promise<void> {
  const row = await sessionRow(context)
  await updateSession(context, { expires_at: pastLike(row.expires_at), access_expires_at: pastLike(row.access_expires_at) })
}

const base64url = (bytes: Buffer) => bytes.toString('base64url')

/**
 * The app's OIDC client at the embedded provider (server/config.ts: OIDC_CLIENT_ID, else the product
 * name + '-go'), as the build the tests run bakes it in.
 */
const OIDC_CLIENT_ID = process.env.OIDC_CLIENT_ID ?? 'tumbuh-go'

/**
 * Signs in with the same real flow as signIn, without rendering the provider's pages: the
 * provider's authorization endpoint with a fresh PKCE verifier, state and nonce, its login form
 * posted with the user's password and its redirects followed to `/login?code=…`, through the
 * context's own request client (so the provider's cookies are the browser's). The browser then
 * opens that /login with the verifier, state and nonce in the tab's sessionStorage, as the app's
 * own start of the sign-in leaves them (the names in src/shared/sign-in-flow.ts): the app's /login redeems
 * the code (the server opens a fresh session, no other test can end it), keeps the user id and
 * the device's owner, validates the token and goes home. Then `path`, when given, is opened.
 * Resolves when the app shows the signed-in header.
 *
 * For journeys that only need to be signed in; the journeys about signing in (auth, glewlwyd,
 * google-signin, two-processes, the a11y check of the sign-in page) go through signIn.
 */
export async function signInQuickly(page: Page, user: DemoUser = demoUsers.budi, options: { path?: string } = {}): Promise<void> {
  const origin = new URL(test.info().project.use.baseURL!).origin
  const request = page.context().request
  const flow = { codeVerifier: base64url(randomBytes(32)), state: base64url(randomBytes(16)), nonce: base64url(randomBytes(16)) }
  const authorize = new URL(`${origin}${IDP_PATH}/protocol/openid-connect/auth`)
  authorize.search = new URLSearchParams({
    client_id: OIDC_CLIENT_ID,
    redirect_uri: `${origin}/login`,
    response_type: 'code',
    scope: SIGN_IN_SCOPE,
    code_challenge: base64url(createHash('sha256').update(flow.codeVerifier).digest()),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
  }).toString()

  // The provider's login form, after its redirect to the interaction.
  const form = await request.get(authorize.href)
  const html = await form.text()
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&')
  expect(action, `the provider's login form (${form.status()} ${form.url()})`).toBeDefined()
  // Posted as the browser would; the provider's redirects end at the app's /login with the code.
  const answered = await request.post(new URL(action!, form.url()).href, { form: { username: user.username, password: user.password } })
  const callback = new URL(answered.url())
  expect(callback.pathname, `the provider's answer to ${user.username}'s password`).toBe('/login')
  expect(callback.searchParams.get('code'), 'authorization code').toBeTruthy()
  expect(callback.searchParams.get('state')).toBe(flow.state)

  // The tab's flow entries, there before the app's script reads them (only on this answer's /login).
  await page.addInitScript(
    ({ flow, issRequired, keys }) => {
      if (location.pathname !== '/login' || new URLSearchParams(location.search).get('state') !== flow.state) return
      sessionStorage.setItem(keys.codeVerifier, flow.codeVerifier)
      sessionStorage.setItem(keys.state, flow.state)
      sessionStorage.setItem(keys.nonce, flow.nonce)
      if (issRequired) sessionStorage.setItem(keys.issRequired, '1')
    },
    { flow, issRequired: callback.searchParams.has('iss'), keys: authStorageKeys },
  )
  await page.goto(callback.pathname + callback.search)
  await waitForApp(page)
  if (options.path) await page.goto(options.path)
  await expect(avatarButton(page, user)).toBeVisible()
}
