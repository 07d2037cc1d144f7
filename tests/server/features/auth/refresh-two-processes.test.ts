import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { AppConfig } from '../../../../server/config'
import { sessionRowOf, signIn, type Browser } from '../../helpers/oidc-flow'
import { buildTestApp, openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'

// Decision 025: two server processes (here two apps on one database) asked at the same moment to
// refresh one session's access token refresh it once: the provider rotates refresh tokens and
// revokes the grant when one is used twice, which would sign the user out.
describeOnEngines('a session refreshed by two processes at once', (target) => {
  let test: TestDatabase
  let config: AppConfig
  let first: FastifyInstance
  let second: FastifyInstance

  beforeAll(async () => {
    ;({ test, config, app: first } = await openTestApp(target))
    second = await buildTestApp(test.database, test.dataDir)
  })
  afterAll(async () => {
    await first?.close()
    await second?.close()
    await test?.cleanup()
  })

  const info = (app: FastifyInstance, b: Browser) => app.inject({ method: 'GET', url: '/api/platform/user/info', headers: { cookie: b.jar.header() } })

  it('keeps the session: every request answered, one new token pair, the old refresh token spent once', async () => {
    const { browser: b } = await signIn(first, config, 'sari.wulandari')
    const tokens = new Set<string>()
    for (let round = 0; round < 3; round += 1) {
      const before = await sessionRowOf(test.database, b, config)
      await test.database.db
        .updateTable('sessions')
        .set({ access_expires_at: new Date(Date.now() + 20_000).toISOString() })
        .where('id_hash', '=', before.id_hash)
        .execute()
      const together = await Promise.all([first, second, first, second, first, second].map((app) => info(app, b)))
      expect(together.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200])
      const after = await sessionRowOf(test.database, b, config)
      expect(after.access_token).not.toBe(before.access_token)
      expect(after.refresh_token).not.toBe(before.refresh_token)
      expect(Date.parse(after.access_expires_at)).toBeGreaterThan(Date.now() + 60_000)
      tokens.add(after.access_token)
      expect((await info(second, b)).statusCode).toBe(200)
      expect((await info(first, b)).statusCode).toBe(200)
    }
    expect(tokens.size).toBe(3)
    // Nobody holds a refresh lease once it is done.
    expect(await test.database.db.selectFrom('leases').select('name').where('name', 'like', 'session-refresh:%').execute()).toEqual([])
  })
})
