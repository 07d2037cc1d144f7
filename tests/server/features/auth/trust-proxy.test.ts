import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../helpers/test-app'
import { openTestDatabase, type TestDatabase } from '../../helpers/test-database'

// The sign-in lockout keys on the client address: behind a proxy it must come from
// X-Forwarded-For (TRUST_PROXY hops), and without a proxy a client must not be able to forge it.
describe.each<{ env: Record<string, string>; from: string; expected: string }>([
  { env: { TRUST_PROXY: '0' }, from: '127.0.0.1', expected: '127.0.0.1' },
  { env: { TRUST_PROXY: '1' }, from: '127.0.0.1', expected: '203.0.113.9' },
  // Only the configured proxy's X-Forwarded-For counts (decision 022).
  { env: { TRUSTED_PROXIES: '10.0.0.5,fd00::/64' }, from: '10.0.0.5', expected: '203.0.113.9' },
  { env: { TRUSTED_PROXIES: '10.0.0.5,fd00::/64' }, from: 'fd00::7', expected: '203.0.113.9' },
  { env: { TRUSTED_PROXIES: '10.0.0.5,fd00::/64' }, from: '10.0.0.6', expected: '10.0.0.6' },
])('client address with $env from $from', ({ env, from, expected }) => {
  let db: TestDatabase
  let app: FastifyInstance

  beforeAll(async () => {
    db = await openTestDatabase({ engine: 'sqlite' }, { seed: false })
    app = await buildTestApp(db.database, db.dataDir, { env, register: (a) => a.get('/test/ip', async (request) => ({ ip: request.ip })) })
  })
  afterAll(async () => {
    await app.close()
    await db.cleanup()
  })

  it(`reads ${expected}`, async () => {
    const res = await app.inject({ url: '/test/ip', remoteAddress: from, headers: { 'x-forwarded-for': '203.0.113.9' } })
    expect(res.json()).toEqual({ ip: expected })
  })
})
