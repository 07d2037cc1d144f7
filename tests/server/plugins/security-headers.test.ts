import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, openTestApp } from '../helpers/test-app'
import { describeOnEngines, openTestDatabase, type TestDatabase } from '../helpers/test-database'

// The headers every answer carries, as @fastify/helmet set them per request before they were
// worked out once at start (server/plugins/security-headers.ts): the same names, the same values.
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;media-src 'self' blob:;" +
    "font-src 'self';connect-src 'self';worker-src 'self';manifest-src 'self';frame-ancestors 'none';object-src 'none';" +
    "base-uri 'self';form-action 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
}

describe('security headers', () => {
  let test: TestDatabase
  let app: FastifyInstance

  beforeAll(async () => {
    ({ test, app } = await openTestApp({ engine: 'sqlite' }))
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it.each([
    ['an API answer', '/api/v2/courses/videos?limit=1', 200],
    ['the health check', '/api/health', 200],
    ['a problem', '/api/nope', 404],
    ['a validation problem', '/api/v2/courses/videos?limit=abc', 400],
    ['an answer of the identity provider (not sent through Fastify)', '/idp/realms/master/.well-known/openid-configuration', 200],
  ])('%s carries all of them, unchanged', async (_what, url, status) => {
    const res = await app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(status)
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name], name).toBe(value)
  })

  it('sends no HSTS over plain http (decision 022)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.headers['strict-transport-security']).toBeUndefined()
  })

  it('a write refused by the CSRF check carries them too', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v2/users/comments/courses/1', payload: { text: 'hai semua' } })
    expect(res.statusCode).toBe(403)
    expect(res.headers['content-security-policy']).toBe(SECURITY_HEADERS['content-security-policy'])
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
  })
})

describeOnEngines('security headers behind HTTPS (PUBLIC_URL https://…)', (target) => {
  let test: TestDatabase
  let app: FastifyInstance

  beforeAll(async () => {
    test = await openTestDatabase(target)
    app = await buildTestApp(test.database, test.dataDir, { env: { PUBLIC_URL: 'https://tumbuh.example' } })
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it.each(['/api/health', '/idp/realms/master/.well-known/openid-configuration', '/api/nope'])('%s carries HSTS besides the others', async (url) => {
    const res = await app.inject({ method: 'GET', url })
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name], name).toBe(value)
  })
})
