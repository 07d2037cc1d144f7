import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { startGlewlwyd, type RunningGlewlwyd } from '../scripts/glewlwyd'
import { SESSION_COOKIE, cookieNamed } from './support/auth'
import { startOwnServer, type OwnServer } from './support/own-server'
import { desktop } from './support/viewports'

/**
 * Sign-in through an independent OpenID provider (issue 25): Debian's glewlwyd, set up by
 * scripts/glewlwyd.ts exactly as the README tells an administrator, with a client id containing a
 * `-`, opaque-to-us access tokens whose `aud` is the scope list, and a 65 s access-token lifetime.
 * The app runs as a company would deploy it: its own server and its own client build with
 * OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET set, sharing nothing with the embedded
 * provider's journeys. Everything listens on 127.0.0.1.
 */
const GLEWLWYD_PORT = Number(process.env.E2E_GLEWLWYD_PORT ?? 4619)
const APP_PORT = Number(process.env.E2E_GLEWLWYD_APP_PORT ?? 4618)
const ACCESS_TOKEN_TTL_S = 65

test.describe.configure({ mode: 'serial' })

let glewlwyd: RunningGlewlwyd | undefined
let server: OwnServer | undefined
let clientDir: string | undefined

test.beforeAll(async () => {
  test.setTimeout(240_000)
  const appUrl = `http://127.0.0.1:${APP_PORT}`
  glewlwyd = await startGlewlwyd({ port: GLEWLWYD_PORT, appUrl, clientId: 'tumbuh-go', accessTokenTtl: ACCESS_TOKEN_TTL_S })
  // The provider is baked into the client at build time (decision 008), as `npm start` does.
  clientDir = mkdtempSync(path.join(tmpdir(), 'tumbuh-e2e-glewlwyd-dist-'))
  execFileSync('node_modules/.bin/vite', ['build', '--outDir', clientDir, '--emptyOutDir', '--logLevel', 'error'], {
    env: { ...process.env, ...glewlwyd.env, PUBLIC_URL: appUrl, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  server = await startOwnServer(APP_PORT, { ...glewlwyd.env, CLIENT_DIR: clientDir })
})

test.afterAll(async () => {
  await server?.stop()
  await glewlwyd?.stop()
  if (clientDir) rmSync(clientDir, { recursive: true, force: true })
})

const isGlewlwyd = (url: URL | string) => new URL(url).port === String(GLEWLWYD_PORT)

/** The session's current access token hash as the app's database holds it (never the token). */
function accessTokenHashOf(cookieValue: string): string | undefined {
  const idHash = createHash('sha256').update(cookieValue).digest('hex')
  return server!.query(
    (db) =>
      (db.prepare('SELECT access_token_hash FROM sessions WHERE id_hash = ?').get(idHash) as { access_token_hash: string } | undefined)?.access_token_hash,
  )
}

/** glewlwyd's own login page, then its consent page for the client's scopes. */
async function signInAtGlewlwyd(page: Page): Promise<void> {
  const { username, password } = glewlwyd!.employee
  await page.waitForURL(isGlewlwyd)
  await page.getByPlaceholder('Your username').fill(username)
  await page.getByPlaceholder('Your password').fill(password)
  await page.getByRole('button', { name: 'OK', exact: true }).click()
  // First visit: the user grants the client its scopes (openid is always granted).
  await expect(page.getByRole('heading', { name: 'Client access grant' })).toBeVisible()
  await page.getByRole('checkbox', { name: 'profile' }).check()
  await page.getByRole('checkbox', { name: 'email' }).check()
  await page.getByRole('button', { name: 'Grant access' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
}

test.describe('sign-in through glewlwyd, an independent OpenID provider', () => {
  test.use({ viewport: desktop, baseURL: `http://127.0.0.1:${APP_PORT}` })

  test('signs in at its login page, stays signed in past the access token, reloads, and signs out there too', async ({ page, context }) => {
    test.setTimeout(240_000)
    const employee = glewlwyd!.employee
    const fullName = `${employee.givenName} ${employee.familyName}`

    // A learning page sends a visitor to sign in; back there afterwards.
    await page.goto('/learning')
    await signInAtGlewlwyd(page)
    await page.waitForURL((url) => !isGlewlwyd(url) && url.pathname !== '/login', { timeout: 30_000 })
    // A new employee is created from the ID token and asked for interests first.
    const interests = page.getByRole('dialog', { name: 'Pilih Minat Belajar Anda' })
    await expect(interests).toBeVisible()
    await interests.getByRole('checkbox').first().check()
    await interests.getByRole('button', { name: 'Simpan Minat' }).click()
    await expect(interests).toBeHidden()
    await expect(page).toHaveURL(/\/learning$/)
    await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(`^(Menu akun|Profil) ${fullName}`) })).toBeVisible()

    // The learning token check (spec section 7) with glewlwyd's access token (aud = scope list).
    const check = await page.request.get('/api/sso-callback/v2')
    expect(check.status(), await check.text()).toBe(200)
    expect((await check.json()).data).toMatchObject({ valid: true })
    const cookie = (await cookieNamed(context, SESSION_COOKIE))!.value
    const firstToken = accessTokenHashOf(decodeURIComponent(cookie))
    expect(firstToken).toBeDefined()

    // Once the access token is about to run out (less than the server's REFRESH_MARGIN_MS, 60 s,
    // left: about 5 s after sign-in with glewlwyd's 65 s tokens), the next call refreshes it at
    // glewlwyd and stays valid. Asked until then rather than after a fixed 68 s, which waited for
    // the same refresh; every answer on the way must be valid too.
    const answers: string[] = []
    await expect
      .poll(
        async () => {
          const later = await page.request.get('/api/sso-callback/v2')
          answers.push(`${later.status()} ${await later.text()}`)
          return accessTokenHashOf(decodeURIComponent(cookie))
        },
        { timeout: (ACCESS_TOKEN_TTL_S + 10) * 1000, intervals: [1_000] },
      )
      .not.toBe(firstToken)
    for (const answer of answers) expect(answer).toMatch(/^200 .*"valid":true/)
    expect(accessTokenHashOf(decodeURIComponent(cookie))).toBeDefined()

    // A reload keeps the session and the page.
    await page.reload()
    await expect(page).toHaveURL(/\/learning$/)
    await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(`^(Menu akun|Profil) ${fullName}`) })).toBeVisible()

    // Log Out ends the app's session and glewlwyd's (its end-session endpoint), back home.
    let providerLogout = false
    page.on('request', (request) => {
      if (request.isNavigationRequest() && isGlewlwyd(request.url()) && new URL(request.url()).pathname.endsWith('/end_session')) providerLogout = true
    })
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`^Menu akun ${fullName}`) })
      .click()
    await page.getByRole('menuitem', { name: 'Log Out' }).click()
    await expect.poll(() => providerLogout).toBe(true)
    // glewlwyd asks before it ends its own session (it does not take id_token_hint as proof).
    await expect(page.getByRole('heading', { name: 'End session' })).toBeVisible()
    // (Its icon font's glyph is part of the button's name.)
    await page
      .getByRole('button', { name: /Logout$/ })
      .first()
      .click()
    await page.waitForURL((url) => !isGlewlwyd(url) && url.pathname === '/', { timeout: 30_000 })
    await expect(page.getByRole('banner').getByRole('button', { name: 'Masuk', exact: true })).toBeVisible()
    expect(await cookieNamed(context, SESSION_COOKIE)).toBeUndefined()
    expect(server!.query((db) => (db.prepare('SELECT count(*) AS n FROM sessions').get() as { n: number }).n)).toBe(0)

    // glewlwyd's session is over too: signing in again asks for the password.
    await page.getByRole('banner').getByRole('button', { name: 'Masuk', exact: true }).click()
    await page.waitForURL(isGlewlwyd)
    await expect(page.getByPlaceholder('Your password')).toBeVisible()
  })
})
