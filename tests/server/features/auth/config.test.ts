import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { problemTypes } from '../../../../src/contract/problem'
import { authorize, browser, obtainCode, ssoCallback } from '../../helpers/oidc-flow'
import { buildTestApp, testConfig } from '../../helpers/test-app'
import { describeOnEngines, openTestDatabase, type TestDatabase } from '../../helpers/test-database'

describeOnEngines('behind HTTPS (PUBLIC_URL https://…)', (target) => {
  const env = { PUBLIC_URL: 'https://tumbuh.example' }
  let test: TestDatabase
  let app: FastifyInstance

  beforeAll(async () => {
    test = await openTestDatabase(target)
    app = await buildTestApp(test.database, test.dataDir, { env })
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('signs in in-process, marks the session and provider cookies Secure and names the session cookie __Host-', async () => {
    const config = testConfig(test.dataDir, env)
    expect(config.oidc.issuer).toBe('https://tumbuh.example/idp/realms/master')
    const b = browser(app)
    const started = await authorize(b, config)
    expect(String(started.setCookie)).toMatch(/tumbuh_idp_interaction=[^;]+;.*secure/i)
    const code = await obtainCode(b, config, 'budi.santoso')
    const res = await ssoCallback(b, { code: code.code, code_verifier: code.verifier, nonce: code.nonce, iss: code.iss })
    expect(res.statusCode).toBe(200)
    // __Host-: Secure, Path=/, no Domain (decision 022).
    const cookie = String(res.headers['set-cookie'])
    expect(cookie).toMatch(/^__Host-tumbuh_session=[\w-]+;/)
    expect(cookie).toMatch(/; Path=\/(;|$)/)
    expect(cookie).toMatch(/; Secure/)
    expect(cookie).not.toMatch(/Domain=/i)
    // The browser sends it back under that name, and the session answers.
    expect((await b.request({ method: 'GET', url: '/api/platform/auth/session' })).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: '/api/platform/auth/session', cookies: { tumbuh_session: b.jar.get('__Host-tumbuh_session')! } })).statusCode).toBe(401)
    const discovery = await app.inject({ method: 'GET', url: '/idp/realms/master/.well-known/openid-configuration' })
    expect(discovery.json().token_endpoint).toBe('https://tumbuh.example/idp/realms/master/protocol/openid-connect/token')
  })
})

describe('with an external identity provider (OIDC_ISSUER)', () => {
  let test: TestDatabase

  beforeAll(async () => {
    test = await openTestDatabase({ engine: 'sqlite' })
  })
  afterAll(() => test?.cleanup())

  it('serves no embedded provider and lets page script read the issuer’s discovery document', async () => {
    const app = await buildTestApp(test.database, test.dataDir, {
      env: { OIDC_ISSUER: 'https://keycloak.example/realms/master', OIDC_CLIENT_SECRET: 'rahasia-klien-keycloak' },
    })
    try {
      const res = await app.inject({ method: 'GET', url: '/idp/realms/master/.well-known/openid-configuration' })
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-security-policy']).toMatch(/connect-src 'self' https:\/\/keycloak\.example;/)
    } finally {
      await app.close()
    }
  })

  it('never talks plain http to a provider on another host: sign-in answers 503 instead', async () => {
    const app = await buildTestApp(test.database, test.dataDir, {
      env: { OIDC_ISSUER: 'http://idp.example/realms/master', OIDC_CLIENT_SECRET: 'rahasia-klien-keycloak' },
    })
    try {
      const b = browser(app)
      const res = await ssoCallback(b, { code: 'abc', code_verifier: 'v'.repeat(43), nonce: 'n'.repeat(16) })
      expect(res.statusCode).toBe(503)
      expect(res.json().type).toBe(problemTypes.unavailable)
      const out = await b.send({ method: 'POST', url: '/api/platform/auth/logout' })
      expect(out.json()).toEqual({ data: { end_session_url: null } })
    } finally {
      await app.close()
    }
  })
})
