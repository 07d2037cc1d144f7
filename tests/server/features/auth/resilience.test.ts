import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import type { KyselyPlugin } from 'kysely'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { problemTypes } from '../../../../src/contract/problem'
import { buildApp } from '../../../../server/app'
import { OidcClient, OidcError } from '../../../../server/auth/oidc-client'
import { SessionService } from '../../../../server/auth/sessions'
import type { AppConfig } from '../../../../server/config'
import { sessionRowOf, signIn } from '../../helpers/oidc-flow'
import { testConfig } from '../../helpers/test-app'
import { openTestDatabase, describeOnEngines, type TestDatabase } from '../../helpers/test-database'

/** Log lines the app writes, parsed. */
function logCapture() {
  const lines: { level: number; msg: string; err?: { message?: string } }[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  return { lines, logger: { level: 'info', stream } }
}

describeOnEngines('sign-in resilience', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  const log = logCapture()

  beforeAll(async () => {
    test = await openTestDatabase(target)
    config = testConfig(test.dataDir)
    app = await buildApp({ config, database: test.database, logger: log.logger })
    await app.ready()
  })
  afterEach(() => vi.restoreAllMocks())
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('an unreachable provider during a due refresh answers 503 and is logged', async () => {
    const { browser: b } = await signIn(app, config, 'budi.santoso')
    const row = await sessionRowOf(test.database, b, config)
    await test.database.db.updateTable('sessions').set({ access_expires_at: new Date().toISOString() }).where('id_hash', '=', row.id_hash).execute()
    vi.spyOn(OidcClient.prototype, 'refresh').mockRejectedValueOnce(new OidcError('unavailable', { cause: new Error('connect ECONNREFUSED sso') }))
    const res = await b.request({ method: 'GET', url: '/api/platform/user/info' })
    expect(res.statusCode).toBe(503)
    expect(res.json().detail).toBe('Layanan masuk sedang tidak tersedia. Silahkan coba lagi nanti.')
    expect(log.lines.some((l) => l.msg.includes('identity provider unreachable') && l.err?.message?.includes('ECONNREFUSED'))).toBe(true)
  })

  it('any other failure while resolving a session is a logged 500, not a 503', async () => {
    const { browser: b } = await signIn(app, config, 'sari.wulandari')
    vi.spyOn(SessionService.prototype, 'resolve').mockRejectedValueOnce(new Error('relation "sessions" hilang'))
    const res = await b.request({ method: 'GET', url: '/api/platform/user/info' })
    expect(res.statusCode).toBe(500)
    expect(res.json().type).toBe(problemTypes.internal)
    expect(res.body).not.toContain('hilang')
    expect(log.lines.some((l) => l.msg === 'unexpected error' && l.err?.message === 'relation "sessions" hilang')).toBe(true)
  })

  it('logout and a new sign-in do not wait for a slow provider to revoke the old refresh token', async () => {
    let release = () => {}
    const revoke = vi
      .spyOn(OidcClient.prototype, 'revoke')
      .mockImplementation(() => new Promise<void>((resolve) => (release = resolve)))
    try {
      const { browser: b } = await signIn(app, config, 'andi.pratama')
      const row = await sessionRowOf(test.database, b, config)
      // The revocation never settles before `release()` below, so any answer at all proves the
      // logout did not wait for it (a logout that waited would hang and time the test out).
      const out = await b.send({ method: 'POST', url: '/api/platform/auth/logout' })
      expect(out.statusCode).toBe(200)
      expect(revoke).toHaveBeenCalledWith(row.refresh_token)
      expect(await test.database.db.selectFrom('sessions').select('id_hash').where('id_hash', '=', row.id_hash).executeTakeFirst()).toBeUndefined()
    } finally {
      release()
    }
  })

  it('logs a revocation that failed', async () => {
    vi.spyOn(OidcClient.prototype, 'revoke').mockRejectedValueOnce(new OidcError('unavailable', { cause: new Error('timeout') }))
    const { browser: b } = await signIn(app, config, 'dewi.anggraini')
    expect((await b.send({ method: 'POST', url: '/api/platform/auth/logout' })).statusCode).toBe(200)
    await vi.waitFor(() => expect(log.lines.some((l) => l.msg === 'refresh token not revoked' && l.err?.message?.includes('timeout'))).toBe(true), { timeout: 5_000 })
  })
})

/**
 * Makes every DELETE take `ms` longer, so a sweep is surely still running when the app closes,
 * and counts the deletes started and still under way.
 */
function slowDeletes(ms: number): { plugin: KyselyPlugin; deletes: { started: number; running: number } } {
  const ids = new WeakSet<object>()
  const deletes = { started: 0, running: 0 }
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      if (args.node.kind === 'DeleteQueryNode') {
        ids.add(args.queryId)
        deletes.started++
        deletes.running++
      }
      return args.node
    },
    async transformResult(args) {
      if (ids.has(args.queryId)) {
        await new Promise((resolve) => setTimeout(resolve, ms))
        deletes.running--
      }
      return args.result
    },
  }
  return { plugin, deletes }
}

describe('housekeeping on close', () => {
  it('finishes its sweep before the app closes, so it never queries a closed database', async () => {
    const test = await openTestDatabase({ engine: 'sqlite' })
    const log = logCapture()
    try {
      const slow = slowDeletes(150)
      const database = { ...test.database, db: test.database.db.withPlugin(slow.plugin) }
      const app = await buildApp({ config: testConfig(test.dataDir), database, logger: log.logger })
      await app.ready()
      await vi.waitFor(() => expect(slow.deletes.started).toBeGreaterThan(0))
      await app.close()
      // Closing waited for the whole sweep: nothing of it is left to run against the closed database.
      expect(slow.deletes.running).toBe(0)
      await test.database.close()
      expect(log.lines.filter((l) => l.msg === 'housekeeping failed')).toEqual([])
    } finally {
      await test.cleanup()
    }
  })
})
