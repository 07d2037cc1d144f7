import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { authApi } from '../../../../src/contract/auth'
import { authEndSessionApi } from '../../../../src/contract/auth-end-session'
import { problemTypes } from '../../../../src/contract/problem'
import { profileUserApi } from '../../../../src/contract/profile-user'
import type { AppConfig } from '../../../../server/config'
import {
  authorize,
  authorizeToLoginPage,
  browser,
  obtainCode,
  pathOf,
  sessionCookieName,
  sessionRowOf,
  signIn,
  ssoCallback,
  submitLogin,
} from '../../helpers/oidc-flow'
import { expectProblem } from '../../helpers/problem'
import { buildTestApp, openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'


describeOnEngines('sign-in flow', (target) => {
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

  it('authorize with PKCE → login page → code at /login → sso-callback → a session for the user', async () => {
    const b = browser(app)
    const code = await obtainCode(b, config, 'budi.santoso')
    expect(code.iss).toBe(config.oidc.issuer)

    const res = await ssoCallback(b, { code: code.code, code_verifier: code.verifier, nonce: code.nonce, iss: code.iss })
    expect(res.statusCode).toBe(200)
    const body = authApi.ssoCallback.response.parse(res.json())
    expect(body.data).toMatchObject({
      preferred_username: 'budi.santoso',
      given_name: 'Budi',
      family_name: 'Santoso',
      email: 'budi.santoso@grup-nusantara.example',
    })

    const setCookie = String(res.headers['set-cookie'])
    expect(setCookie).toMatch(new RegExp(`^${sessionCookieName(config)}=[\\w-]{43};`))
    expect(setCookie).toMatch(/; HttpOnly/)
    expect(setCookie).toMatch(/; SameSite=Lax/)
    expect(setCookie).toMatch(/; Path=\//)
    expect(setCookie).toMatch(new RegExp(`; Max-Age=${config.oidc.refreshTokenTtl};`))
    expect(setCookie).not.toMatch(/Secure/) // http://localhost

    // Only a hash of the cookie is stored, with the tokens.
    const row = await sessionRowOf(test.database, b, config)
    expect(row.id_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(row.employee_id).toBe(body.data.id)
    expect(row.access_token.split('.')).toHaveLength(3)
    expect(row.refresh_token).toBeTruthy()
    expect(row.id_token).toBeTruthy()
    expect(Date.parse(row.access_expires_at) - Date.now()).toBeGreaterThan((config.oidc.accessTokenTtl - 60) * 1000)

    const session = await b.request({ method: 'GET', url: '/api/platform/auth/session' })
    expect(session.statusCode).toBe(200)
    expect(authApi.session.response.parse(session.json()).data).toMatchObject({ ...body.data, expires_at: row.expires_at })
    // The session answer's names are the employee's as of this request, read with the session itself (decision 041).
    await test.database.db
      .updateTable('employees')
      .set({ given_name: 'Budiman', email: 'budiman@grup-nusantara.example' })
      .where('id', '=', body.data.id)
      .execute()
    const renamed = await b.request({ method: 'GET', url: '/api/platform/auth/session' })
    expect(authApi.session.response.parse(renamed.json()).data).toEqual({
      ...body.data,
      given_name: 'Budiman',
      email: 'budiman@grup-nusantara.example',
      expires_at: row.expires_at,
    })
    await test.database.db.updateTable('employees').set({ given_name: body.data.given_name, email: body.data.email }).where('id', '=', body.data.id).execute()

    const info = await b.request({ method: 'GET', url: '/api/platform/user/info' })
    expect(profileUserApi.info.response.parse(info.json()).data).toEqual({
      name: 'Budi Santoso',
      email: 'budi.santoso@grup-nusantara.example',
      position: 'Manajer Pengembangan SDM',
      profile_image: null,
    })

    const status = await b.request({ method: 'GET', url: '/api/platform/notifications/status' })
    expect(status.json()).toEqual({ data: { unread_status: true } })

    const detail = await b.request({ method: 'GET', url: `/api/platform/user/${body.data.id}` })
    expect(detail.statusCode).toBe(200)
    expect(profileUserApi.detail.response.parse(detail.json()).data).toMatchObject({
      id: body.data.id,
      username: 'budi.santoso',
      full_name: 'Budi Santoso',
      business_unit: { name: 'PT Nusantara Holding Indonesia' },
      employee_status: { name: 'Karyawan Tetap' },
      company_location: { name: 'Kantor Pusat Jakarta' },
      joined_at: '2016-03-01',
    })
  })

  it('answers sari.wulandari, who has read everything, unread_status false', async () => {
    const { browser: b } = await signIn(app, config, 'sari.wulandari')
    const status = await b.request({ method: 'GET', url: '/api/platform/notifications/status' })
    expect(status.json()).toEqual({ data: { unread_status: false } })
  })

  it('refuses a missing or wrong PKCE verifier, a wrong nonce and a used code, never with a 500', async () => {
    const b = browser(app)
    const first = await obtainCode(b, config, 'budi.santoso')
    const missing = expectProblem(await ssoCallback(b, { code: first.code, nonce: first.nonce, iss: first.iss }), 400)
    expect(missing.type).toBe(problemTypes.validation)
    expect(missing.errors.map((e) => e.path)).toContain('code_verifier')

    const wrongVerifier = expectProblem(
      await ssoCallback(b, { code: first.code, code_verifier: 'x'.repeat(43), nonce: first.nonce, iss: first.iss }),
      400,
    )
    expect(wrongVerifier.detail).toMatch(/Kode masuk tidak valid/)
    expect(wrongVerifier.type).toBe(problemTypes.badRequest)

    const second = await obtainCode(b, config, 'budi.santoso')
    const wrongNonce = expectProblem(
      await ssoCallback(b, { code: second.code, code_verifier: second.verifier, nonce: 'n'.repeat(22), iss: second.iss }),
      401,
    )
    expect(wrongNonce.detail).toMatch(/penyedia identitas/)

    const third = await obtainCode(b, config, 'budi.santoso')
    const ok = await ssoCallback(b, { code: third.code, code_verifier: third.verifier, nonce: third.nonce, iss: third.iss })
    expect(ok.statusCode).toBe(200)
    expectProblem(await ssoCallback(b, { code: third.code, code_verifier: third.verifier, nonce: third.nonce, iss: third.iss }), 400)
    expectProblem(await ssoCallback(b, { code: 'bukan-kode', code_verifier: third.verifier, nonce: third.nonce, iss: third.iss }), 400)
    // This provider always names itself in the redirect (RFC 9207): a callback without `iss` is refused.
    const fourth = await obtainCode(b, config, 'budi.santoso')
    expectProblem(await ssoCallback(b, { code: fourth.code, code_verifier: fourth.verifier, nonce: fourth.nonce }), 401)
  })

  it('the provider refuses an authorization request without PKCE', async () => {
    const b = browser(app)
    const res = await b.request({
      method: 'GET',
      url: `/idp/realms/master/protocol/openid-connect/auth?${new URLSearchParams({
        client_id: config.oidc.clientId,
        redirect_uri: config.oidc.redirectUri,
        response_type: 'code',
        scope: 'openid profile email',
        state: 'abc',
        nonce: 'n'.repeat(20),
      })}`,
    })
    expect(res.statusCode).toBe(303)
    const back = new URL(res.headers.location as string)
    expect(back.pathname).toBe('/login')
    expect(back.searchParams.get('error')).toBe('invalid_request')
    expect(back.searchParams.get('code')).toBeNull()
  })

  it('one user can read neither another user’s detail nor an unknown one (the same 403: ids are not revealed), nor end their session', async () => {
    const budi = await signIn(app, config, 'budi.santoso')
    const sari = await signIn(app, config, 'sari.wulandari')

    const own = await budi.browser.request({ method: 'GET', url: `/api/platform/user/${budi.user.id}` })
    expect(own.statusCode).toBe(200)
    expect(own.json().data.username).toBe('budi.santoso')
    const foreign = expectProblem(await budi.browser.request({ method: 'GET', url: `/api/platform/user/${sari.user.id}` }), 403)
    expect(foreign.type).toBe(problemTypes.forbidden)
    const unknown = expectProblem(await budi.browser.request({ method: 'GET', url: '/api/platform/user/999999' }), 403)
    expect(unknown).toEqual(foreign)

    const out = await budi.browser.send({ method: 'POST', url: '/api/platform/auth/logout' })
    expect(out.statusCode).toBe(200)
    expect((await budi.browser.request({ method: 'GET', url: '/api/platform/auth/session' })).statusCode).toBe(401)
    const still = await sari.browser.request({ method: 'GET', url: '/api/platform/auth/session' })
    expect(still.statusCode).toBe(200)
    expect(still.json().data.preferred_username).toBe('sari.wulandari')
  })

  it('logout ends the session, clears the cookie and answers the end-session URL, which signs out of the provider', async () => {
    const { browser: b } = await signIn(app, config, 'budi.santoso')
    const cookieBefore = b.jar.get(sessionCookieName(config))!
    const row = await sessionRowOf(test.database, b, config)
    const storedRefreshToken = () =>
      test.database.db.selectFrom('oidc_models').select('id').where('model', '=', 'RefreshToken').where('id', '=', row.refresh_token!).executeTakeFirst()
    expect(await storedRefreshToken()).toBeDefined()

    const res = await b.send({ method: 'POST', url: '/api/platform/auth/logout' })
    expect(res.statusCode).toBe(200)
    expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`^${sessionCookieName(config)}=;.*Expires=Thu, 01 Jan 1970`))
    // The answer page script reads names only our own end-session path: no ID token, no name or e-mail (decision 022).
    expect(authApi.logout.response.parse(res.json()).data.end_session_url).toBe(authEndSessionApi.endSession.path)
    expect(res.body).not.toContain(row.id_token!.split('.')[1]!)
    expect(res.body).not.toMatch(/Budi|budi|eyJ/)
    // The ID token waits in an HttpOnly cookie for that path only, sealed; the redirect hands it to the provider.
    expect(String(res.headers['set-cookie'])).toMatch(/tumbuh_logout_hint=v1\.[\w-]+; Max-Age=120; Path=\/api\/platform\/auth\/end-session;.*HttpOnly; SameSite=Strict/)
    const redirect = await b.request({ method: 'GET', url: authEndSessionApi.endSession.path })
    expect(redirect.statusCode).toBe(303)
    expect(redirect.headers['cache-control']).toBe('no-store')
    expect(b.jar.get('tumbuh_logout_hint')).toBeUndefined()
    const url = new URL(redirect.headers.location as string)
    expect(`${url.origin}${url.pathname}`).toBe(`${config.oidc.issuer}/protocol/openid-connect/logout`)
    expect(url.searchParams.get('id_token_hint')).toBe(row.id_token)
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(config.oidc.postLogoutRedirectUri)
    expect(url.searchParams.get('client_id')).toBe(config.oidc.clientId)

    // Its refresh token is revoked at the provider, not just forgotten here (in the background:
    // the logout does not wait for the provider, so neither does this test before looking).
    await vi.waitFor(async () => expect(await storedRefreshToken()).toBeUndefined(), { timeout: 5_000 })
    const secret = await test.database.db.selectFrom('app_secrets').select('value').where('name', '=', 'oidc_client_secret').executeTakeFirstOrThrow()
    const refresh = await app.inject({
      method: 'POST',
      url: '/idp/realms/master/protocol/openid-connect/token',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${config.oidc.clientId}:${secret.value}`).toString('base64')}`,
      },
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: row.refresh_token! }).toString(),
    })
    expect(refresh.json()).toMatchObject({ error: 'invalid_grant' })

    const gone = await app.inject({ method: 'GET', url: '/api/platform/auth/session', cookies: { [sessionCookieName(config)]: cookieBefore } })
    expect(expectProblem(gone, 401).type).toBe(problemTypes.sessionExpired)
    expect(await test.database.db.selectFrom('sessions').select('id_hash').where('id_hash', '=', row.id_hash).executeTakeFirst()).toBeUndefined()

    // The end-session page submits itself (external script) and lands on post_logout_redirect_uri.
    const page = await b.request({ method: 'GET', url: pathOf(url.href) })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<script src="/idp/auto-submit.js" defer></script>')
    expect(page.body).toMatch(/<button[^>]+form="op.logoutForm"[^>]+name="logout"[^>]+value="yes"[^>]*>Keluar<\/button>/)
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)![1]!
    const action = pathOf(/<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(page.body)![1]!)
    const confirmed = await b.request({
      method: 'POST',
      url: action,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    })
    expect(confirmed.statusCode).toBe(303)
    expect(confirmed.headers.location).toBe(config.oidc.postLogoutRedirectUri)
    expect(b.jar.get(`${config.public.cookiePrefix}idp_session`)).toBeUndefined()

    // Signed out at the provider too: the next sign-in asks for the password again.
    const again = await authorizeToLoginPage(b, config)
    const login = await b.request({ method: 'GET', url: again.interactionPath })
    expect(login.body).toContain('Masuk ke Tumbuh')
  })

  it('logout without a session still answers; its end-session redirect carries no id_token_hint', async () => {
    const b = browser(app)
    const res = await b.send({ method: 'POST', url: '/api/platform/auth/logout' })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.end_session_url).toBe(authEndSessionApi.endSession.path)
    const redirect = await b.request({ method: 'GET', url: authEndSessionApi.endSession.path })
    expect(redirect.statusCode).toBe(303)
    const url = new URL(redirect.headers.location as string)
    expect(url.searchParams.has('id_token_hint')).toBe(false)
    expect(url.searchParams.get('client_id')).toBe(config.oidc.clientId)
  })

  it('the provider’s end-session page asks unless the app sends this session’s ID token: a cross-site link signs no one out (decision 022)', async () => {
    const endSession = `${pathOf(config.oidc.issuer)}/protocol/openid-connect/logout`
    const asks = (body: string) => {
      expect(body).not.toContain('auto-submit.js')
      expect(body).not.toContain('data-auto-submit')
      expect(body).toContain('Keluar dari Tumbuh di perangkat ini?')
      expect(body).toMatch(/<button[^>]+form="op.logoutForm"[^>]+value="yes"[^>]*>Keluar<\/button>/)
      expect(body).toContain('>Batal</a>')
    }
    const { browser: budi } = await signIn(app, config, 'budi.santoso')
    // Without a hint (another site's link): the page asks, and the provider session stays.
    const bare = await budi.request({ method: 'GET', url: `${endSession}?client_id=${config.oidc.clientId}` })
    expect(bare.statusCode).toBe(200)
    asks(bare.body)
    // With a valid ID token of another account: it asks too.
    const { browser: sari } = await signIn(app, config, 'sari.wulandari')
    const sariToken = (await sessionRowOf(test.database, sari, config)).id_token!
    asks((await budi.request({ method: 'GET', url: `${endSession}?id_token_hint=${sariToken}` })).body)
    // A forged hint is refused outright.
    const forged = await budi.request({ method: 'GET', url: `${endSession}?id_token_hint=${sariToken.slice(0, -4)}AAAA` })
    expect(forged.statusCode).toBe(400)
    // Still signed in at the provider: a new authorization goes straight back with a code.
    expect(pathOf((await authorize(budi, config)).location)).toMatch(/^\/login\?/)
    // With this session's own ID token (the app's logout), it signs out by itself.
    const own = (await sessionRowOf(test.database, budi, config)).id_token!
    const page = await budi.request({ method: 'GET', url: `${endSession}?id_token_hint=${own}` })
    expect(page.body).toContain('<script src="/idp/auto-submit.js" defer></script>')
    expect(page.body).toContain('data-auto-submit')
  })

  it('a signed-in call without a session is 401; an unknown or expired session is 401 session-expired', async () => {
    expect(expectProblem(await app.inject({ method: 'GET', url: '/api/platform/user/info' }), 401).type).toBe(problemTypes.unauthorized)
    const unknown = await app.inject({ method: 'GET', url: '/api/platform/user/info', cookies: { [sessionCookieName(config)]: 'x'.repeat(43) } })
    expect(expectProblem(unknown, 401).type).toBe(problemTypes.sessionExpired)

    const { browser: b } = await signIn(app, config, 'budi.santoso')
    const row = await sessionRowOf(test.database, b, config)
    await test.database.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id_hash', '=', row.id_hash).execute()
    const expired = await b.request({ method: 'GET', url: '/api/platform/notifications/status' })
    expect(expectProblem(expired, 401)).toMatchObject({ type: problemTypes.sessionExpired, detail: 'Sesi Anda telah berakhir. Silakan masuk kembali.' })
  })

  it('a session survives a rebuilt app on the same database, refresh included', async () => {
    const { browser: b } = await signIn(app, config, 'budi.santoso')
    const rebuilt = await buildTestApp(test.database, test.dataDir)
    try {
      const cookies = { [sessionCookieName(config)]: b.jar.get(sessionCookieName(config))! }
      expect((await rebuilt.inject({ method: 'GET', url: '/api/platform/auth/session', cookies })).statusCode).toBe(200)
      const row = await sessionRowOf(test.database, b, config)
      await test.database.db.updateTable('sessions').set({ access_expires_at: new Date().toISOString() }).where('id_hash', '=', row.id_hash).execute()
      const res = await rebuilt.inject({ method: 'GET', url: '/api/sso-callback/v2', cookies })
      expect(res.statusCode).toBe(200)
      expect((await sessionRowOf(test.database, b, config)).access_token).not.toBe(row.access_token)
    } finally {
      await rebuilt.close()
    }
  })

  it('wrong credentials on the login page give no code and no provider session', async () => {
    const b = browser(app)
    const started = await authorizeToLoginPage(b, config)
    const res = await submitLogin(b, started.interactionPath, 'budi.santoso', 'salah-sandi')
    expect(res.statusCode).toBe(200)
    expect(res.headers.location).toBeUndefined()
    expect(res.body).toContain('<p class="alert" role="alert" id="login-error">Nama pengguna atau kata sandi salah.</p>')
    expect(res.body).toContain('value="budi.santoso"')
    expect(b.jar.get(`${config.public.cookiePrefix}idp_session`)).toBeUndefined()
  })
})
