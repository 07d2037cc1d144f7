import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppConfig } from '../../../../server/config'
import { addressGroup, LIMITS, retryAfter } from '../../../../server/idp/accounts'
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
    ;({ test, config, app } = await openTestApp(target))
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
      scopes_supported: ['openid', 'profile', 'email'],
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
    for (let i = 0; i < LIMITS.perSource; i++) {
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
    const past = new Date(Date.now() - LIMITS.windowMs - 1000).toISOString()
    await test.database.db.updateTable('sign_in_attempts').set({ created_at: past }).where('login_key', '=', 'andi.pratama').execute()
    const again = browser(app)
    expect((await obtainCode(again, config, 'andi.pratama')).code).toBeTruthy()
    expect(await test.database.db.selectFrom('sign_in_attempts').selectAll().where('login_key', '=', 'andi.pratama').execute()).toEqual([])
  })

  it('counts unknown names too', async () => {
    const b = browser(app)
    const { interactionPath } = await authorizeToLoginPage(b, config)
    for (let i = 0; i < LIMITS.perSource; i++) await submitLogin(b, interactionPath, 'Tidak.Ada', 'x')
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

  it('answers a missing account exactly as a real one, after the same tries: both spellings share one counter', async () => {
    const domain = 'grup-nusantara.example'
    /** Only the alert differs between two refusals (the form echoes the typed name). */
    const alertOf = (body: string) => /<p class="alert" role="alert" id="login-error">([^<]*)<\/p>/.exec(body)?.[1] ?? null
    const walk = async (ip: string, spellings: string[]) => {
      const b = browser(app)
      const { interactionPath } = await authorizeToLoginPage(b, config)
      const replies: { status: number; location: unknown; alert: string | null }[] = []
      for (const [i, login] of spellings.entries()) {
        const res = await loginFrom(b, interactionPath, ip, login, `salah-${i}`)
        replies.push({ status: res.statusCode, location: res.headers.location, alert: alertOf(res.body) })
      }
      return replies
    }
    const sequences = [
      // The walk: three as the username, two as the e-mail, then once more.
      (u: string) => [u, u, u, `${u}@${domain}`, `${u}@${domain}`, u],
      (u: string) => [`${u}@${domain}`, u.toUpperCase(), `${u}@lain.example`, u, ` ${u} `, `${u.toUpperCase()}@${domain}`],
    ]
    for (const [n, sequence] of sequences.entries()) {
      const real = await walk(`10.40.${n}.1`, sequence(n === 0 ? 'fajar.nugroho' : 'made.wirawan'))
      const missing = await walk(`10.40.${n}.2`, sequence(n === 0 ? 'fajar.nugraha' : 'made.wiranto'))
      expect(missing).toEqual(real)
      expect(real.slice(0, LIMITS.perSource).map((r) => r.alert)).toEqual(Array(LIMITS.perSource).fill(INVALID_TEXT))
      expect(real[LIMITS.perSource]).toEqual({ status: 200, location: undefined, alert: LOCKED_TEXT })
    }
  })

  it('cannot be beaten by guessing in parallel: of 12 concurrent wrong passwords at most 5 are checked', async () => {
    const b = browser(app)
    const { interactionPath } = await authorizeToLoginPage(b, config)
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => loginFrom(b, interactionPath, '10.1.0.1', 'rina.kartika', `tebakan-${i}`)))
    const bodies = answers.map((r) => r.body)
    expect(answers.every((r) => r.statusCode === 200)).toBe(true)
    expect(bodies.filter((body) => body.includes(INVALID_TEXT)).length).toBeLessThanOrEqual(LIMITS.perSource)
    expect(bodies.filter((body) => body.includes(LOCKED_TEXT)).length).toBeGreaterThanOrEqual(12 - LIMITS.perSource)
    // Guessing on one by one, no more than 5 passwords in all are ever checked in the window…
    // (concurrent attempts may refuse each other, so the burst may have checked fewer).
    let checked = bodies.filter((body) => body.includes(INVALID_TEXT)).length
    for (let i = 0; i < LIMITS.perSource; i++) {
      if ((await loginFrom(b, interactionPath, '10.1.0.1', 'rina.kartika', `lagi-${i}`)).body.includes(INVALID_TEXT)) checked += 1
    }
    expect(checked).toBe(LIMITS.perSource)
    // …and it is locked now, even for the right password.
    expect((await loginFrom(b, interactionPath, '10.1.0.1', 'rina.kartika', DEMO_PASSWORD)).body).toContain(LOCKED_TEXT)
  })

  it('locks the account for the guessing client only: the employee still signs in from elsewhere', async () => {
    const attacker = browser(app)
    const { interactionPath } = await authorizeToLoginPage(attacker, config)
    for (let i = 0; i < LIMITS.perSource; i++) {
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

  it('caps distributed guessing per account: 12 addresses × 5 guesses at once check at most 10 passwords, the right one among the last is refused', async () => {
    const b = browser(app)
    const { interactionPath } = await authorizeToLoginPage(b, config)
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => loginFrom(b, interactionPath, `10.4.${i % 12}.1`, 'intan.permata', `tebakan-${i}`)))
    const bodies = answers.map((r) => r.body)
    expect(bodies.filter((body) => body.includes(INVALID_TEXT)).length).toBeLessThanOrEqual(LIMITS.perAccount)
    expect(bodies.filter((body) => body.includes('Terlalu banyak percobaan masuk. Coba lagi dalam')).length).toBeGreaterThanOrEqual(60 - LIMITS.perAccount)
    // Guessing on one by one from new addresses, no more than 10 passwords in all are ever checked.
    let checked = bodies.filter((body) => body.includes(INVALID_TEXT)).length
    for (let i = 0; i < LIMITS.perAccount; i++) {
      if ((await loginFrom(b, interactionPath, `10.4.${50 + i}.1`, 'intan.permata', `lagi-${i}`)).body.includes(INVALID_TEXT)) checked += 1
    }
    expect(checked).toBe(LIMITS.perAccount)
    // The right password from yet another address is refused too, and the page says when to try again.
    const right = await loginFrom(b, interactionPath, '10.4.99.1', 'intan.permata', DEMO_PASSWORD)
    expect(right.statusCode).toBe(200)
    expect(right.body).toMatch(/Terlalu banyak percobaan masuk\. Coba lagi dalam (1[0-5]|[1-9]) menit\./)
  })

  it('a stranger’s failures do not lock the owner out: the owner’s known device signs in, and the window slides for everyone else', async () => {
    // The owner signed in on this phone before: it holds the device cookie.
    const owner = browser(app)
    await obtainCode(owner, config, 'aisyah.putri')
    expect(owner.jar.get(`${config.public.cookiePrefix}idp_device`)).toMatch(/^[\w-]{22}\.[\w-]{43}$/)
    // Signed out of the provider since (its session cookies gone), the device cookie kept.
    for (const name of [...owner.jar.cookies.keys()]) if (name.includes('idp_session')) owner.jar.cookies.delete(name)
    // A stranger fills the account-wide limit from many addresses.
    const stranger = browser(app)
    const attack = await authorizeToLoginPage(stranger, config)
    for (let i = 0; i < LIMITS.perAccount; i++) {
      expect((await loginFrom(stranger, attack.interactionPath, `10.5.${i}.1`, 'aisyah.putri', `salah-${i}`)).body).toContain(INVALID_TEXT)
    }
    expect((await loginFrom(stranger, attack.interactionPath, '10.5.50.1', 'aisyah.putri', DEMO_PASSWORD)).body).toContain('Terlalu banyak percobaan masuk.')
    // A new device of the owner's is held back like the stranger…
    const newPhone = browser(app)
    const fresh = await authorizeToLoginPage(newPhone, config)
    expect((await loginFrom(newPhone, fresh.interactionPath, '10.5.60.1', 'aisyah.putri', DEMO_PASSWORD)).body).toContain('Terlalu banyak percobaan masuk.')
    // …but the known one signs in at once, from any address.
    const own = await authorizeToLoginPage(owner, config)
    expect((await loginFrom(owner, own.interactionPath, '10.5.70.1', 'aisyah.putri', DEMO_PASSWORD)).statusCode).toBe(303)
    // A forged or another account's device cookie is no key: the stranger stays limited.
    stranger.jar.cookies.set(
      `${config.public.cookiePrefix}idp_device`,
      owner.jar.get(`${config.public.cookiePrefix}idp_device`)!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
    )
    expect((await loginFrom(stranger, attack.interactionPath, '10.5.80.1', 'aisyah.putri', DEMO_PASSWORD)).body).toContain('Terlalu banyak percobaan masuk.')
    // The window slides: once the failures are 15 minutes old, the new phone signs in.
    const past = new Date(Date.now() - LIMITS.windowMs - 1000).toISOString()
    await test.database.db.updateTable('sign_in_attempts').set({ created_at: past }).where('login_key', '=', 'aisyah.putri').execute()
    expect((await loginFrom(newPhone, fresh.interactionPath, '10.5.60.1', 'aisyah.putri', DEMO_PASSWORD)).statusCode).toBe(303)
  })

  it('limits one address over every account, IPv6 by its /64', async () => {
    const b = browser(app)
    const { interactionPath } = await authorizeToLoginPage(b, config)
    // At once: each of them sees fewer than 30 others, so all are checked (and fail).
    const spray = await Promise.all(
      Array.from({ length: LIMITS.perAddress }, (_, i) => loginFrom(b, interactionPath, `2001:db8:77:1::${(i + 1).toString(16)}`, `semprot.${i}`, 'salah')),
    )
    expect(spray.every((res) => res.body.includes(INVALID_TEXT))).toBe(true)
    // Another address in the same /64, another name: refused unchecked.
    expect((await loginFrom(b, interactionPath, '2001:db8:77:1:ffff::9', 'semprot.baru', 'salah')).body).toContain('Terlalu banyak percobaan masuk.')
    // The next /64 is another subscriber.
    expect((await loginFrom(b, interactionPath, '2001:db8:77:2::1', 'semprot.baru', 'salah')).body).toContain(INVALID_TEXT)
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

describe('guessing limit rules', () => {
  it('a window that slides: the next try is due when the oldest of the newest N failures is 15 minutes old', () => {
    // One clock for the whole test: each expectation reads `at` again, and a millisecond between two reads made it fail.
    const now = new Date()
    const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000)
    expect(retryAfter([at(0), at(1), at(2), at(3)], 5, now)).toBeNull()
    expect(retryAfter([at(0), at(1), at(2), at(3), at(4)], 5, now)?.getTime()).toBe(at(4).getTime() + LIMITS.windowMs)
    expect(retryAfter([at(0), at(5), at(10), at(15), at(20)], 5, now)).toBeNull()
    expect(retryAfter([at(1), at(2), at(3), at(4), at(14)], 5, now)?.getTime()).toBe(at(14).getTime() + LIMITS.windowMs)
  })

  it('groups IPv6 addresses by their /64 and reads IPv4-mapped ones as IPv4', () => {
    expect(addressGroup('203.0.113.9')).toBe('203.0.113.9')
    expect(addressGroup('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(addressGroup('2001:db8:77:1::1')).toBe('2001:db8:77:1::/64')
    expect(addressGroup('2001:0DB8:0077:0001:ffff:1:2:3')).toBe('2001:db8:77:1::/64')
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressGroup('::1')).toBe('0:0:0:0::/64')
  })
})
