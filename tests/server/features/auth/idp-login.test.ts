import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppConfig } from '../../../../server/config'
import { ACCOUNT_SLOWDOWN, accountDelayMs, isLockedOut, LOCKOUT } from '../../../../server/idp/accounts'
import { authorizeToLoginPage, browser, obtainCode, pathOf, submitLogin, type Browser } from '../../helpers/oidc-flow'
import { buildTestApp, openTestApp } from '../../helpers/test-app'
import { DEMO_PASSWORD, describeOnEngines, type TestDatabase } from '../../helpers/test-database'

/** Any <script> with content (an inline script), as opposed to <script src="…"></script>. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>|<script[^>]*>[^<\s]/i

describeOnEngines('embedded identity provider', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig

  beforeAll(async () => {
    ({ test, config, app } = await openTestApp(target))
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('publishes Keycloak-style endpoints at the issuer', async () => {
    const res = await app.inject({ method: 'GET', url: '/idp/realms/master/.well-known/openid-configuration' })
    expect(res.statusCode).toBe(200)
    const issuer = config.oidc.issuer
    expect(res.json()).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/protocol/openid-connect/auth`,
      token_endpoint: `${issuer}/protocol/openid-connect/token`,
      jwks_uri: `${issuer}/protocol/openid-connect/certs`,
      userinfo_endpoint: `${issuer}/protocol/openid-connect/userinfo`,
      end_session_endpoint: `${issuer}/protocol/openid-connect/logout`,
      revocation_endpoint: `${issuer}/protocol/openid-connect/revoke`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
      id_token_signing_alg_values_supported: ['RS256'],
    })
    const jwks = await app.inject({ method: 'GET', url: '/idp/realms/master/protocol/openid-connect/certs' })
    const [key] = jwks.json().keys
    expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' })
    expect(key.d).toBeUndefined()
  })

  it('keeps its signing key across restarts (stored in app_secrets)', async () => {
    const certs = async (instance: FastifyInstance) =>
      (await instance.inject({ method: 'GET', url: '/idp/realms/master/protocol/openid-connect/certs' })).json()
    const rebuilt = await buildTestApp(test.database, test.dataDir)
    try {
      expect(await certs(rebuilt)).toEqual(await certs(app))
    } finally {
      await rebuilt.close()
    }
  })

  it('shows the login page in Indonesian, in the product’s look, with no inline script', async () => {
    const b = browser(app)
    const { interactionPath } = await authorizeToLoginPage(b, config)
    const res = await b.request({ method: 'GET', url: interactionPath })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.headers['cache-control']).toBe('no-store')
    // So the browser's form post carries our Origin (under no-referrer it would say null).
    expect(res.headers['referrer-policy']).toBe('same-origin')
    expect(res.headers['content-security-policy']).toContain("script-src 'self';")
    expect(res.headers['content-security-policy']).toContain("form-action 'self'")
    const html = res.body
    expect(html).toContain('<html lang="id">')
    expect(html).toContain('<h1>Masuk ke Tumbuh</h1>')
    expect(html).toContain('<label for="username">Nama pengguna atau e-mail</label>')
    expect(html).toMatch(/<input id="username" name="username" type="text" autocomplete="username"/)
    expect(html).toContain('<label for="password">Kata sandi</label>')
    expect(html).toMatch(/<input id="password" name="password" type="password" autocomplete="current-password"/)
    expect(html).toContain('<button class="button" type="submit">Masuk</button>')
    expect(html).toContain(`<form method="post" action="${interactionPath}">`)
    expect(html).toContain('<link rel="stylesheet" href="/idp/idp.css">')
    expect(html).toContain('src="/brand/logo-mark.svg"')
    expect(html).not.toMatch(/<script/i)
    expect(html).not.toMatch(/\son[a-z]+=/i)
  })

  it('serves the pages’ stylesheet and script from public/idp', async () => {
    const css = await app.inject({ method: 'GET', url: '/idp/idp.css' })
    expect(css.statusCode).toBe(200)
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8')
    expect(css.body).toContain('#289f8e')
    const js = await app.inject({ method: 'GET', url: '/idp/auto-submit.js' })
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(js.body).toContain('data-auto-submit')
  })

  it('accepts the e-mail address as well as the username, in any case', async () => {
    const b = browser(app)
    const code = await obtainCode(b, config, 'Sari.Wulandari@grup-nusantara.example')
    expect(code.code).toBeTruthy()
  })

  it('a missing field re-renders the form with a message', async () => {
    const b = browser(app)
    const { interactionPath } = await authorizeToLoginPage(b, config)
    const res = await submitLogin(b, interactionPath, 'budi.santoso', '')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('role="alert"')
    expect(res.body).toContain('Isi nama pengguna atau e-mail dan kata sandi.')
  })

  it('locks a username after 5 failures in 15 minutes, even for the right password; e-mail shares the lock', async () => {
    const b = browser(app)
    const { interactionPath } = await authorizeToLoginPage(b, config)
    for (let i = 0; i < LOCKOUT.maxFailures; i++) {
      const failed = await submitLogin(b, interactionPath, i % 2 ? 'andi.pratama' : 'andi.pratama@grup-nusantara.example', `salah-${i}`)
      expect(failed.statusCode).toBe(200)
      expect(failed.headers.location).toBeUndefined()
      expect(failed.body).toContain('Nama pengguna atau kata sandi salah.')
    }
    const locked = await submitLogin(b, interactionPath, 'andi.pratama', DEMO_PASSWORD)
    expect(locked.statusCode).toBe(200)
    expect(locked.headers.location).toBeUndefined()
    expect(locked.body).toContain('<p class="alert" role="alert" id="login-error">Terlalu banyak percobaan masuk. Coba lagi dalam 15 menit.</p>')

    // Others are not affected.
    const other = await submitLogin(b, interactionPath, 'budi.santoso', DEMO_PASSWORD)
    expect(other.statusCode).toBe(303)

    // After 15 minutes the account opens again.
    const past = new Date(Date.now() - LOCKOUT.windowMs - 1000).toISOString()
    await test.database.db.updateTable('sign_in_attempts').set({ created_at: past }).where('login_key', '=', 'andi.pratama').execute()
    const again = browser(app)
    expect((await obtainCode(again, config, 'andi.pratama')).code).toBeTruthy()
    expect(await test.database.db.selectFrom('sign_in_attempts').selectAll().where('login_key', '=', 'andi.pratama').execute()).toEqual([])
  })

  it('counts unknown names too', async () => {
    const b = browser(app)
    const { interactionPath } = await authorizeToLoginPage(b, config)
    for (let i = 0; i < LOCKOUT.maxFailures; i++) await submitLogin(b, interactionPath, 'Tidak.Ada', 'x')
    expect((await submitLogin(b, interactionPath, 'tidak.ada', 'x')).body).toContain('Terlalu banyak percobaan masuk.')
  })

  /** A login post from the client address `ip`. */
  const loginFrom = (b: Browser, interactionPath: string, ip: string, username: string, password: string) =>
    b.request({
      method: 'POST',
      url: interactionPath,
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, password }).toString(),
    })
  const LOCKED_TEXT = 'Terlalu banyak percobaan masuk. Coba lagi dalam 15 menit.'
  const INVALID_TEXT = 'Nama pengguna atau kata sandi salah.'

  it('cannot be beaten by guessing in parallel: of 12 concurrent wrong passwords at most 5 are checked', async () => {
    const b = browser(app)
    const { interactionPath } = await authorizeToLoginPage(b, config)
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => loginFrom(b, interactionPath, '10.1.0.1', 'rina.kartika', `tebakan-${i}`)),
    )
    const bodies = answers.map((r) => r.body)
    expect(answers.every((r) => r.statusCode === 200)).toBe(true)
    expect(bodies.filter((body) => body.includes(INVALID_TEXT)).length).toBeLessThanOrEqual(LOCKOUT.maxFailures)
    expect(bodies.filter((body) => body.includes(LOCKED_TEXT)).length).toBeGreaterThanOrEqual(12 - LOCKOUT.maxFailures)
    // Locked now, even for the right password.
    expect((await loginFrom(b, interactionPath, '10.1.0.1', 'rina.kartika', DEMO_PASSWORD)).body).toContain(LOCKED_TEXT)
  })

  it('locks the account for the guessing client only: the employee still signs in from elsewhere', async () => {
    const attacker = browser(app)
    const { interactionPath } = await authorizeToLoginPage(attacker, config)
    for (let i = 0; i < LOCKOUT.maxFailures; i++) {
      expect((await loginFrom(attacker, interactionPath, '10.2.0.66', 'hendra.gunawan', `salah-${i}`)).body).toContain(INVALID_TEXT)
    }
    expect((await loginFrom(attacker, interactionPath, '10.2.0.66', 'hendra.gunawan', DEMO_PASSWORD)).body).toContain(LOCKED_TEXT)

    const owner = browser(app)
    const own = await authorizeToLoginPage(owner, config)
    const signedIn = await loginFrom(owner, own.interactionPath, '10.2.0.7', 'hendra.gunawan', DEMO_PASSWORD)
    expect(signedIn.statusCode).toBe(303)
    // The owner's success does not lift the stranger's lock.
    expect((await loginFrom(attacker, interactionPath, '10.2.0.66', 'hendra.gunawan', DEMO_PASSWORD)).body).toContain(LOCKED_TEXT)
  })

  it('slows down every client of an account that fails from many addresses', async () => {
    const b = browser(app)
    const { interactionPath } = await authorizeToLoginPage(b, config)
    const failures = ACCOUNT_SLOWDOWN.afterFailures + 1
    for (let i = 0; i < failures; i++) {
      expect((await loginFrom(b, interactionPath, `10.3.0.${i + 1}`, 'made.wirawan', 'salah')).body).toContain(INVALID_TEXT)
    }
    const started = Date.now()
    const res = await loginFrom(b, interactionPath, '10.3.1.1', 'made.wirawan', DEMO_PASSWORD)
    expect(res.statusCode).toBe(303)
    expect(Date.now() - started).toBeGreaterThanOrEqual(accountDelayMs(failures) - 50)
  })

  it('refuses a login post from another origin, and an unknown or foreign interaction', async () => {
    const b = browser(app)
    const { interactionPath } = await authorizeToLoginPage(b, config)
    const foreign = await b.request({
      method: 'POST',
      url: interactionPath,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://jahat.example' },
      payload: `username=budi.santoso&password=${DEMO_PASSWORD}`,
    })
    expect(foreign.statusCode).toBe(403)
    expect(foreign.headers.location).toBeUndefined()

    const stranger = await app.inject({ method: 'GET', url: interactionPath })
    expect(stranger.statusCode).toBe(400)
    expect(stranger.body).toContain('Halaman masuk ini sudah kedaluwarsa')
    expect(stranger.body).not.toMatch(INLINE_SCRIPT)
    const wrongUid = await b.request({ method: 'GET', url: '/idp/realms/master/interaction/bukan-uid' })
    expect(wrongUid.statusCode).toBe(400)
  })

  it('answers provider errors with its own Indonesian page, and unknown provider paths with a 404 problem', async () => {
    const res = await app.inject({ method: 'GET', url: '/idp/realms/master/protocol/openid-connect/auth?client_id=tidak-ada&response_type=code' })
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain('Proses masuk tidak dapat dilanjutkan')
    expect(res.body).not.toMatch(INLINE_SCRIPT)
    const missing = await app.inject({ method: 'GET', url: '/idp/realms/master/tidak-ada' })
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['content-type']).toMatch(/^application\/problem\+json/)
  })

  it('prefills login_hint', async () => {
    const b = browser(app)
    const hinted = await b.request({
      method: 'GET',
      url: `${pathOf(config.oidc.issuer)}/protocol/openid-connect/auth?${new URLSearchParams({
        client_id: config.oidc.clientId,
        redirect_uri: config.oidc.redirectUri,
        response_type: 'code',
        scope: 'openid',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
        login_hint: 'sari.wulandari',
      })}`,
    })
    const page = await b.request({ method: 'GET', url: pathOf(hinted.headers.location as string) })
    expect(page.body).toContain('value="sari.wulandari"')
  })
})

describe('lockout rule', () => {
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000)
  it('locks for 15 minutes after the 5th failure within 15 minutes', () => {
    expect(isLockedOut([at(0), at(1), at(2), at(3)], new Date())).toBe(false)
    expect(isLockedOut([at(0), at(1), at(2), at(3), at(4)], new Date())).toBe(true)
    expect(isLockedOut([at(14), at(15), at(16), at(17), at(18)], new Date())).toBe(true)
    expect(isLockedOut([at(16), at(17), at(18), at(19), at(20)], new Date())).toBe(false)
    expect(isLockedOut([at(0), at(5), at(10), at(15), at(20)], new Date())).toBe(false)
  })

  it('slows an account down from its 5th failure on, doubling up to a few seconds', () => {
    expect(accountDelayMs(0)).toBe(0)
    expect(accountDelayMs(4)).toBe(0)
    expect(accountDelayMs(5)).toBe(500)
    expect(accountDelayMs(6)).toBe(1000)
    expect(accountDelayMs(7)).toBe(2000)
    expect(accountDelayMs(8)).toBe(4000)
    expect(accountDelayMs(1000)).toBe(4000)
  })
})
