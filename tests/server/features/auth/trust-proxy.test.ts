import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../helpers/test-app'
import { openTestDatabase, type TestDatabase } from '../../helpers/test-database'

// The sign-in lockout keys on the client address: behind a proxy it must come from
// X-Forwarded-For (TRUST_PROXY hops), and without a proxy a client must not be able to forge it.
describe.each([
  { trustProxy: '0', expected: '127.0.0.1' },
  { trustProxy: '1', expected: '203.0.113.9' },
])('client address with TRUST_PROXY=$trustProxy', ({ trustProxy, expected }) => {
  let db: TestDatabase
  let app: FastifyInstance

  beforeAll(async () => {
    db = await openTestDatabase({ engine: 'sqlite' }, { seed: false })
    app = await buildTestApp(db.database, db.dataDir, {
      env: { TRUST_PROXY: trustProxy },
      register: (a) => a.get('/test/ip', async (request) => ({ ip: request.ip })),
    })
  })
  afterAll(async () => {
    await app.close()
    await db.cleanup()
  })

  it(`reads ${expected}`, async () => {
    const res = await app.inject({ url: '/test/ip', headers: { 'x-forwarded-for': '203.0.113.9' } })
    expect(res.json()).toEqual({ ip: expected })
  })
})
