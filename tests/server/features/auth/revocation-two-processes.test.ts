import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { problemTypes } from '../../../../src/contract/problem'
import type { AppConfig } from '../../../../server/config'
import { sessionHash, signIn, type Browser } from '../../helpers/oidc-flow'
import { buildTestApp, openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'

// Decisions 022 and 025, kept by decision 033: every signed-in request reads its session from the
// database (one query with its employee), never from a process's memory, so a logout or a revoked
// session at one process refuses the very next request at another.
describeOnEngines('a session ended at one process', (target) => {
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

  const feed = (app: FastifyInstance, cookie: string) => app.inject({ method: 'GET', url: '/api/v2/discovery/feed', headers: { cookie } })

  it('a logout at one process refuses the next request at the other', async () => {
    const { browser: b } = await signIn(first, config, 'budi.santoso')
    const cookie = b.jar.header()
    // Both processes have answered this session (and would have anything of it in memory).
    expect((await feed(first, cookie)).statusCode).toBe(200)
    expect((await feed(second, cookie)).statusCode).toBe(200)
    expect((await b.send({ method: 'POST', url: '/api/platform/auth/logout' })).statusCode).toBe(200)
    const next = await feed(second, cookie)
    expect(next.statusCode).toBe(401)
    expect(next.json().type).toBe(problemTypes.sessionExpired)
  })

  it('a session removed from the database (revoked) is refused at once by both processes', async () => {
    const { browser: b } = await signIn(second, config, 'sari.wulandari')
    const cookie = b.jar.header()
    expect((await feed(first, cookie)).statusCode).toBe(200)
    expect((await feed(second, cookie)).statusCode).toBe(200)
    await test.database.db
      .deleteFrom('sessions')
      .where('id_hash', '=', sessionHash(b as Browser, config))
      .execute()
    expect((await feed(first, cookie)).statusCode).toBe(401)
    expect((await feed(second, cookie)).statusCode).toBe(401)
  })
})
