import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { chooseClientAuthMethod } from '../../../../server/auth/oidc-client'
import { problemTypes } from '../../../../src/contract/problem'
import { browser, sessionCookieName, ssoCallback, type Browser } from '../../helpers/oidc-flow'
import { buildTestApp, testConfig } from '../../helpers/test-app'
import { openTestDatabase, type TestDatabase } from '../../helpers/test-database'
import { TestProvider, type IdTokenFault, type TestProviderOptions } from '../../helpers/test-provider'

// An external OIDC_ISSUER as a company's provider answers (decision 023): the ID token checked as
// OpenID Connect Core asks, opaque access tokens, the client authentication from discovery.

const CLIENT_ID = 'tumbuh-go'
const CLIENT_SECRET = 'rahasia-klien-Tumbuh-2026_x'

let test: TestDatabase
let provider: TestProvider | undefined
let app: FastifyInstance | undefined

beforeAll(async () => {
  test = await openTestDatabase({ engine: 'sqlite' })
})
afterEach(async () => {
  await app?.close()
  await provider?.stop()
  app = undefined
  provider = undefined
})
afterAll(() => test?.cleanup())

async function start(options: Partial<TestProviderOptions> = {}, env: Record<string, string> = {}) {
  provider = await new TestProvider({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, ...options }).start()
  const settings = {
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: options.clientId ?? CLIENT_ID,
    OIDC_CLIENT_SECRET: options.clientSecret ?? CLIENT_SECRET,
    ...env,
  }
  app = await buildTestApp(test.database, test.dataDir, { env: settings })
  return { provider, app, config: testConfig(test.dataDir, settings) }
}

/** A fresh identity each time, so the linking rules never meet an earlier test's employee. */
function newPerson() {
  const id = randomBytes(4).toString('hex')
  return {
    sub: `sub-${id}`,
    claims: { preferred_username: `karyawan.${id}`, given_name: 'Karyawan', family_name: id, email: `karyawan.${id}@grup-nusantara.example` },
  }
}

/** The browser's side: a code from the provider for this person, posted with its nonce. */
async function signIn(b: Browser, person = newPerson(), fault?: IdTokenFault) {
  const nonce = randomBytes(16).toString('base64url')
  const code = provider!.issueCode({ nonce, sub: person.sub, claims: person.claims, ...(fault ? { fault } : {}) })
  return ssoCallback(b, { code, code_verifier: randomBytes(32).toString('base64url'), nonce })
}

describe('the ID token at sign-in', () => {
  it.each<[IdTokenFault, string]>([
    ['issuer', 'another issuer'],
    ['audience', 'another client'],
    ['nonce', 'a nonce this sign-in did not send'],
    ['expired', 'an expiry in the past'],
    ['signature', 'a key the provider does not publish'],
  ])('refuses the sign-in when it has %s (%s): no session, no employee', async (fault) => {
    const { app, config } = await start()
    const b = browser(app)
    const person = newPerson()
    const res = await signIn(b, person, fault)
    expect(res.statusCode, res.body).toBe(401)
    expect(res.json()).toMatchObject({
      status: 401,
      title: 'Masuk gagal',
      detail: 'Jawaban penyedia identitas tidak dapat diverifikasi. Silakan masuk kembali.',
    })
    expect(b.jar.get(sessionCookieName(config))).toBeUndefined()
    const created = await test.database.db.selectFrom('employees').select('id').where('username', '=', person.claims.preferred_username).executeTakeFirst()
    expect(created).toBeUndefined()
  })

  it('accepts a good one, links the employee by preferred_username and keeps the opaque access token for the session', async () => {
    const { app, provider } = await start()
    const b = browser(app)
    const person = newPerson()
    const res = await signIn(b, person)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ preferred_username: person.claims.preferred_username, given_name: 'Karyawan', email: person.claims.email })

    // The learning token check asks the provider's userinfo endpoint with the opaque token.
    const calls = provider.userinfoCalls.length
    const check = await b.request({ method: 'GET', url: '/api/sso-callback/v2' })
    expect(check.statusCode, check.body).toBe(200)
    expect(check.json().data).toMatchObject({ valid: true, id: res.json().data.id })
    expect(provider.userinfoCalls.length).toBe(calls + 1)
  })
})

describe('opaque access tokens (no OIDC_ACCESS_TOKEN_AUDIENCE)', () => {
  it('a session whose token the provider refuses is refreshed once; when the refresh is refused too, the token is invalid', async () => {
    const { app, provider } = await start()
    const b = browser(app)
    expect((await signIn(b)).statusCode).toBe(200)
    provider.revokeEverything()
    const check = await b.request({ method: 'GET', url: '/api/sso-callback/v2' })
    expect(check.statusCode).toBe(401)
    expect(check.json().type).toBe(problemTypes.invalidToken)
    // Tried: the userinfo endpoint, then a refresh.
    expect(provider.tokenRequests.at(-1)?.grantType).toBe('refresh_token')
  })

  it('an access token rejected by userinfo but refreshable keeps the session, with the new token', async () => {
    const { app, provider } = await start()
    const b = browser(app)
    expect((await signIn(b)).statusCode).toBe(200)
    // The access token alone ended at the provider (e.g. its lifetime was shorter than it said).
    provider.endAccessTokens()
    const check = await b.request({ method: 'GET', url: '/api/sso-callback/v2' })
    expect(check.statusCode, check.body).toBe(200)
    expect(provider.tokenRequests.at(-1)?.grantType).toBe('refresh_token')
    const again = await b.request({ method: 'GET', url: '/api/sso-callback/v2' })
    expect(again.statusCode).toBe(200)
  })

  it('takes the session’s current access token as a Bearer token, and nothing else', async () => {
    const { app, provider } = await start()
    const b = browser(app)
    expect((await signIn(b)).statusCode).toBe(200)
    const [current] = provider.liveAccessTokens()
    const ok = await app.inject({ method: 'GET', url: '/api/platform/auth/session', headers: { authorization: `Bearer ${current}` } })
    expect(ok.statusCode, ok.body).toBe(200)
    const stranger = await app.inject({
      method: 'GET',
      url: '/api/platform/auth/session',
      headers: { authorization: `Bearer ${randomBytes(24).toString('base64url')}` },
    })
    expect(stranger.statusCode).toBe(401)
    expect(stranger.json().type).toBe(problemTypes.invalidToken)
  })
})

describe('client authentication', () => {
  it.each([
    ['client_secret_basic', ['client_secret_basic', 'client_secret_post']],
    ['client_secret_post', ['client_secret_post']],
  ] as const)('uses %s when discovery offers %j, with the client id and secret exactly as configured', async (method, offered) => {
    const { app, provider } = await start({ authMethods: [...offered] })
    const res = await signIn(browser(app))
    expect(res.statusCode, res.body).toBe(200)
    // The provider does not form-decode Basic credentials (glewlwyd): `tumbuh-go` arrived as is.
    expect(provider.tokenRequests).toEqual([{ grantType: 'authorization_code', method, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET }])
  })

  it('uses client_secret_basic when discovery says nothing (its default)', async () => {
    const { app, provider } = await start({ authMethods: undefined })
    expect((await signIn(browser(app))).statusCode).toBe(200)
    expect(provider.tokenRequests[0]?.method).toBe('client_secret_basic')
  })

  it('follows OIDC_CLIENT_AUTH_METHOD over discovery', async () => {
    const { app, provider } = await start({ authMethods: ['client_secret_basic', 'client_secret_post'] }, { OIDC_CLIENT_AUTH_METHOD: 'client_secret_post' })
    expect((await signIn(browser(app))).statusCode).toBe(200)
    expect(provider.tokenRequests[0]?.method).toBe('client_secret_post')
  })

  it('sends an id or secret a form decoder would change by client_secret_post when offered', async () => {
    const secret = 'rahasia+dengan%tanda:khusus'
    const { app, provider } = await start({ clientSecret: secret, authMethods: ['client_secret_basic', 'client_secret_post'] })
    expect((await signIn(browser(app))).statusCode).toBe(200)
    expect(provider.tokenRequests[0]).toMatchObject({ method: 'client_secret_post', clientSecret: secret })
  })

  it('chooses as decision 023 says', () => {
    const plain = { clientId: 'tumbuh-go', clientSecret: 's3cr3t-_.~!*' }
    expect(chooseClientAuthMethod(undefined, plain)).toEqual({ method: 'client_secret_basic', formEncoded: false })
    expect(chooseClientAuthMethod(['client_secret_post'], plain)).toEqual({ method: 'client_secret_post', formEncoded: false })
    expect(chooseClientAuthMethod(['client_secret_basic', 'client_secret_post'], { clientId: 'urn:tumbuh', clientSecret: 'x' })).toEqual({
      method: 'client_secret_post',
      formEncoded: false,
    })
    // Only Basic offered: RFC 6749's form-encoding, the one reading that keeps ':' and '%' apart.
    expect(chooseClientAuthMethod(['client_secret_basic'], { clientId: 'urn:tumbuh', clientSecret: 'x' })).toEqual({
      method: 'client_secret_basic',
      formEncoded: true,
    })
    expect(chooseClientAuthMethod(['client_secret_post'], plain, 'client_secret_basic')).toEqual({ method: 'client_secret_basic', formEncoded: false })
  })
})

describe('settings', () => {
  it('names the employee by the claim OIDC_USERNAME_CLAIM chooses', async () => {
    const { app } = await start({}, { OIDC_USERNAME_CLAIM: 'email' })
    const person = newPerson()
    const res = await signIn(browser(app), person)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.preferred_username).toBe(person.claims.email)
  })

  it('logout ends the provider session where it offers end_session_endpoint, and signs out of the app where it does not', async () => {
    for (const endSession of [true, false]) {
      const { app, config } = await start({ endSession })
      const b = browser(app)
      expect((await signIn(b)).statusCode).toBe(200)
      const out = await b.send({ method: 'POST', url: '/api/platform/auth/logout' })
      expect(out.statusCode).toBe(200)
      expect(out.json().data.end_session_url).toBe(endSession ? '/api/platform/auth/end-session' : null)
      expect(b.jar.get(sessionCookieName(config))).toBeUndefined()
      expect((await b.request({ method: 'GET', url: '/api/platform/auth/session' })).statusCode).toBe(401)
      if (endSession) {
        const away = await b.request({ method: 'GET', url: '/api/platform/auth/end-session' })
        expect(away.statusCode).toBe(303)
        const location = new URL(away.headers.location as string)
        expect(`${location.origin}${location.pathname}`).toBe(`${provider!.issuer}/logout`)
        expect(location.searchParams.get('id_token_hint')).toMatch(/^ey/)
        expect(location.searchParams.get('post_logout_redirect_uri')).toBe(config.oidc.postLogoutRedirectUri)
      }
      await app.close()
      await provider!.stop()
    }
    app = undefined
    provider = undefined
  })
})
