import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { problemTypes } from '../../../../src/contract/problem'
import type { AppConfig } from '../../../../server/config'
import { authorizeToLoginPage, browser, forgeAccessToken, sessionRowOf, signIn, storeAccessToken, submitLogin } from '../../helpers/oidc-flow'
import { openTestApp } from '../../helpers/test-app'
import { DEMO_PASSWORD, describeOnEngines, type TestDatabase } from '../../helpers/test-database'

const now = () => Math.floor(Date.now() / 1000)

describeOnEngines('tokens, Bearer and CSRF', (target) => {
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

  const bearer = (token: string, url = '/api/platform/user/info') => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })

  const claimsFor = (overrides: Record<string, unknown> = {}) => ({
    iss: config.oidc.issuer,
    sub: 'budi.santoso',
    aud: config.oidc.clientId,
    client_id: config.oidc.clientId,
    jti: 'j'.repeat(21),
    iat: now(),
    exp: now() + 600,
    scope: 'openid profile email',
    ...overrides,
  })

  it('accepts the provider’s JWT access token as Bearer (RFC 9068: at+jwt, audience = client id)', async () => {
    const { browser: b } = await signIn(app, config, 'budi.santoso')
    const { access_token } = await sessionRowOf(test.database, b, config)
    const [header, payload] = access_token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()))
    expect(header).toMatchObject({ alg: 'RS256', typ: 'at+jwt' })
    expect(payload).toMatchObject({ iss: config.oidc.issuer, aud: config.oidc.clientId, sub: 'budi.santoso', client_id: config.oidc.clientId })
    expect(payload.exp - payload.iat).toBe(config.oidc.accessTokenTtl)

    const res = await bearer(access_token)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.name).toBe('Budi Santoso')
    expect((await bearer(access_token, '/api/sso-callback/v2')).json()).toMatchObject({ data: { valid: true } })
  })

  it.each([
    ['a wrong audience', () => forgeAccessToken(test.database, claimsFor({ aud: 'aplikasi-lain' }))],
    ['a bad signature', () => forgeAccessToken(test.database, claimsFor(), { foreignKey: true })],
    ['an expired token', () => forgeAccessToken(test.database, claimsFor({ iat: now() - 7200, exp: now() - 3600 }))],
    ['another issuer', () => forgeAccessToken(test.database, claimsFor({ iss: 'https://idp.example/realms/master' }))],
    ['an ID token (typ JWT)', () => forgeAccessToken(test.database, claimsFor(), { typ: 'JWT' })],
    ['garbage', async () => 'bukan.sebuah.jwt'],
  ])('refuses a Bearer JWT with %s: 401 invalid token', async (_name, make) => {
    const res = await bearer(await make())
    expect(res.statusCode).toBe(401)
    expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"')
    expect(res.json()).toMatchObject({ type: problemTypes.invalidToken, detail: 'Token tidak valid, silahkan login kembali' })
  })

  it('refuses even a well-signed token with the right claims when no live session holds it (decision 022)', async () => {
    const res = await bearer(await forgeAccessToken(test.database, claimsFor()))
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ type: problemTypes.invalidToken })
  })

  it('access tokens live minutes, not a day', () => {
    expect(config.oidc.accessTokenTtl).toBe(600)
  })

  it('after logout the session’s access token answers 401 on Bearer, for reads and writes alike', async () => {
    const { browser: b } = await signIn(app, config, 'rina.kartika')
    const { access_token } = await sessionRowOf(test.database, b, config)
    expect((await bearer(access_token)).statusCode).toBe(200)
    expect((await b.send({ method: 'POST', url: '/api/platform/auth/logout' })).statusCode).toBe(200)
    const read = await bearer(access_token)
    expect(read.statusCode).toBe(401)
    expect(read.json()).toMatchObject({ type: problemTypes.invalidToken })
    const write = await app.inject({
      method: 'POST',
      url: '/api/platform/notifications/read-all',
      headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
      payload: { up_to_id: 1 },
    })
    expect(write.statusCode).toBe(401)
  })

  it('a refresh retires the previous access token on the Bearer path too', async () => {
    const { browser: b } = await signIn(app, config, 'agus.setiawan')
    const before = await sessionRowOf(test.database, b, config)
    await test.database.db.updateTable('sessions').set({ access_expires_at: new Date().toISOString() }).where('id_hash', '=', before.id_hash).execute()
    expect((await b.request({ method: 'GET', url: '/api/platform/user/info' })).statusCode).toBe(200)
    const after = await sessionRowOf(test.database, b, config)
    expect((await bearer(before.access_token)).statusCode).toBe(401)
    expect((await bearer(after.access_token)).statusCode).toBe(200)
  })

  it('refreshes an access token about to expire and rotates the refresh token; the old one is then refused', async () => {
    const { browser: b } = await signIn(app, config, 'dewi.anggraini')
    const before = await sessionRowOf(test.database, b, config)
    await test.database.db
      .updateTable('sessions')
      .set({ access_expires_at: new Date(Date.now() + 30_000).toISOString() })
      .where('id_hash', '=', before.id_hash)
      .execute()

    expect((await b.request({ method: 'GET', url: '/api/platform/user/info' })).statusCode).toBe(200)
    const after = await sessionRowOf(test.database, b, config)
    expect(after.access_token).not.toBe(before.access_token)
    expect(after.refresh_token).toBeTruthy()
    expect(after.refresh_token).not.toBe(before.refresh_token)
    expect(Date.parse(after.access_expires_at)).toBeGreaterThan(Date.now() + (config.oidc.accessTokenTtl - 60) * 1000)
    expect(after.expires_at).toBe(before.expires_at)

    const secret = await test.database.db.selectFrom('app_secrets').select('value').where('name', '=', 'oidc_client_secret').executeTakeFirstOrThrow()
    const reuse = await app.inject({
      method: 'POST',
      url: '/idp/realms/master/protocol/openid-connect/token',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${config.oidc.clientId}:${secret.value}`).toString('base64')}`,
      },
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: before.refresh_token! }).toString(),
    })
    expect(reuse.statusCode).toBe(400)
    expect(reuse.json()).toMatchObject({ error: 'invalid_grant' })

    // Reusing a rotated token revokes the whole grant: the session cannot refresh any more and ends.
    await test.database.db.updateTable('sessions').set({ access_expires_at: new Date().toISOString() }).where('id_hash', '=', before.id_hash).execute()
    const ended = await b.request({ method: 'GET', url: '/api/platform/user/info' })
    expect(ended.statusCode).toBe(401)
    expect(ended.json().type).toBe(problemTypes.sessionExpired)
  })

  it('concurrent requests of one session share a single refresh', async () => {
    const { browser: b } = await signIn(app, config, 'fajar.nugroho')
    const before = await sessionRowOf(test.database, b, config)
    await test.database.db.updateTable('sessions').set({ access_expires_at: new Date().toISOString() }).where('id_hash', '=', before.id_hash).execute()
    const answers = await Promise.all(
      ['/api/platform/user/info', '/api/platform/notifications/status', '/api/platform/auth/session'].map((url) => b.request({ method: 'GET', url })),
    )
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200])
    expect((await b.request({ method: 'GET', url: '/api/platform/user/info' })).statusCode).toBe(200)
  })

  it('learning validation: valid with the user id, refreshes an expired token, 401 invalid-token for a broken one', async () => {
    const { browser: b, user } = await signIn(app, config, 'budi.santoso')
    const valid = await b.request({ method: 'GET', url: '/api/sso-callback/v2' })
    expect(valid.json()).toEqual({ data: { valid: true, id: user.id } })

    // A token whose own expiry passed while the row still thinks it is fresh: refreshed, then valid.
    const row = await sessionRowOf(test.database, b, config)
    const expired = await forgeAccessToken(test.database, claimsFor({ iat: now() - 7200, exp: now() - 3600 }))
    await storeAccessToken(test.database, config, row.id_hash, expired)
    expect((await b.request({ method: 'GET', url: '/api/sso-callback/v2' })).json()).toEqual({ data: { valid: true, id: user.id } })
    expect((await sessionRowOf(test.database, b, config)).access_token).not.toBe(expired)

    await storeAccessToken(test.database, config, (await sessionRowOf(test.database, b, config)).id_hash, 'rusak.rusak.rusak')
    const broken = await b.request({ method: 'GET', url: '/api/sso-callback/v2' })
    expect(broken.statusCode).toBe(401)
    expect(broken.json()).toMatchObject({ type: problemTypes.invalidToken, title: 'Token tidak valid', detail: 'Token tidak valid, silahkan login kembali' })
  })

  describe('CSRF', () => {
    it('refuses a state-changing call without X-Requested-With: 403 csrf, session untouched', async () => {
      const { browser: b } = await signIn(app, config, 'budi.santoso')
      const res = await b.request({ method: 'POST', url: '/api/platform/auth/logout' })
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({ type: problemTypes.csrf, status: 403 })
      expect((await b.request({ method: 'GET', url: '/api/platform/auth/session' })).statusCode).toBe(200)
    })

    it('is not fooled by a percent-encoded path that the router decodes to /api/…', async () => {
      const { browser: b } = await signIn(app, config, 'budi.santoso')
      for (const url of ['/%61pi/platform/auth/logout', '/%41pi/platform/auth/logout', '/api/platform/auth/%6Cogout']) {
        const res = await b.request({ method: 'POST', url })
        expect(res.statusCode, url).not.toBe(200)
        if (res.statusCode === 403) expect(res.json().type).toBe(problemTypes.csrf)
      }
      const encoded = await b.request({ method: 'POST', url: '/%61pi/platform/auth/logout' })
      expect(encoded.statusCode).toBe(403)
      expect(encoded.json().type).toBe(problemTypes.csrf)
      expect((await b.request({ method: 'GET', url: '/api/platform/auth/session' })).statusCode).toBe(200)
    })

    it('guards every state-changing call, also outside /api/, but not the identity provider’s own forms', async () => {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        const res = await app.inject({ method, url: '/apa-saja', cookies: { tumbuh_session: 'abc' } })
        expect(res.statusCode, method).toBe(403)
        expect(res.json().type).toBe(problemTypes.csrf)
      }
      // The login form posts without the header and still gets its page back (not a CSRF problem).
      const b = browser(app)
      const { interactionPath } = await authorizeToLoginPage(b, config)
      const login = await submitLogin(b, interactionPath, 'budi.santoso', DEMO_PASSWORD)
      expect(login.statusCode).toBe(303)
    })

    it('refuses a foreign Origin even with the header, accepts our own', async () => {
      const { browser: b } = await signIn(app, config, 'budi.santoso')
      const foreign = await b.send({ method: 'POST', url: '/api/platform/auth/logout', headers: { origin: 'https://jahat.example' } })
      expect(foreign.statusCode).toBe(403)
      expect(foreign.json().type).toBe(problemTypes.csrf)
      const own = await b.send({ method: 'POST', url: '/api/platform/auth/logout', headers: { origin: new URL(config.publicUrl).origin } })
      expect(own.statusCode).toBe(200)
    })

    it('guards sso-callback too (no sign-in forced on a victim by a cross-site form)', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/platform/auth/sso-callback',
        headers: { 'content-type': 'application/json' },
        payload: { code: 'x', code_verifier: 'v'.repeat(43), nonce: 'n'.repeat(16) },
      })
      expect(res.statusCode).toBe(403)
    })

    it('lets a Bearer call without cookies through without the header, but not one with cookies', async () => {
      const { browser: b } = await signIn(app, config, 'budi.santoso')
      const token = (await sessionRowOf(test.database, b, config)).access_token
      const plain = await app.inject({ method: 'POST', url: '/api/platform/auth/logout', headers: { authorization: `Bearer ${token}` } })
      expect(plain.statusCode).toBe(200)
      const withCookie = await browser(app).request({
        method: 'POST',
        url: '/api/platform/auth/logout',
        headers: { authorization: `Bearer ${token}`, cookie: 'tumbuh_session=abc' },
      })
      expect(withCookie.statusCode).toBe(403)
    })
  })
})
