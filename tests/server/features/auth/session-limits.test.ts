import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { problemTypes } from '../../../../src/contract/problem'
import { loadConfig, ConfigError, type AppConfig } from '../../../../server/config'
import { sessionCookieName, sessionRowOf, signIn, type Browser } from '../../helpers/oidc-flow'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'

const DAY = 24 * 60 * 60 * 1000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString()

describe('session limit settings', () => {
  it('default to 7 idle days and 30 days at most, accept fractions, and refuse an idle limit above the absolute one', () => {
    expect(loadConfig({}).session).toEqual({ idleMs: 7 * DAY, maxMs: 30 * DAY })
    expect(loadConfig({ SESSION_IDLE_DAYS: '0.5', SESSION_MAX_DAYS: '1' }).session).toEqual({ idleMs: DAY / 2, maxMs: DAY })
    expect(() => loadConfig({ SESSION_IDLE_DAYS: '10', SESSION_MAX_DAYS: '5' })).toThrow(ConfigError)
    expect(() => loadConfig({ SESSION_IDLE_DAYS: '0' })).toThrow(/SESSION_IDLE_DAYS/)
  })
})

describeOnEngines('idle and absolute session limits', (target) => {
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

  const setRow = async (b: Browser, values: { last_used_at?: string; created_at?: string }) => {
    const row = await sessionRowOf(test.database, b, config)
    await test.database.db.updateTable('sessions').set(values).where('id_hash', '=', row.id_hash).execute()
    return row
  }

  const expectEnded = async (b: Browser, idHash: string) => {
    const res = await b.request({ method: 'GET', url: '/api/platform/user/info' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ type: problemTypes.sessionExpired, status: 401 })
    // The cookie is cleared and the row is gone: nothing is left to refresh.
    expect(b.jar.get(sessionCookieName(config))).toBeUndefined()
    expect(await test.database.db.selectFrom('sessions').select('id_hash').where('id_hash', '=', idHash).executeTakeFirst()).toBeUndefined()
  }

  it('a session ends at the absolute limit at the latest, whatever the refresh token allows', async () => {
    const b = await signIn(app, config, 'budi.santoso')
    const row = await sessionRowOf(test.database, b.browser, config)
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBeLessThanOrEqual(30 * DAY)
    const res = await b.browser.request({ method: 'GET', url: '/api/platform/auth/session' })
    expect(res.statusCode).toBe(200)
  })

  it('a session used within the idle limit goes on, and its use is recorded', async () => {
    const { browser: b } = await signIn(app, config, 'sari.wulandari')
    await setRow(b, { last_used_at: daysAgo(6.9) })
    expect((await b.request({ method: 'GET', url: '/api/platform/user/info' })).statusCode).toBe(200)
    expect(Date.now() - Date.parse((await sessionRowOf(test.database, b, config)).last_used_at)).toBeLessThan(60_000)
  })

  it('a session unused for longer than the idle limit answers 401 and ends, even with its access token still fresh', async () => {
    const { browser: b } = await signIn(app, config, 'andi.pratama')
    const row = await setRow(b, { last_used_at: daysAgo(7.1) })
    await expectEnded(b, row.id_hash)
  })

  it('a session used every day still ends at the absolute limit', async () => {
    const { browser: b } = await signIn(app, config, 'dewi.anggraini')
    const row = await setRow(b, { created_at: daysAgo(30.1), last_used_at: daysAgo(0.01) })
    await expectEnded(b, row.id_hash)
  })

  it('an idle session’s access token answers 401 on Bearer too', async () => {
    const { browser: b } = await signIn(app, config, 'rizky.ramadhan')
    const { access_token } = await setRow(b, { last_used_at: daysAgo(8) })
    const res = await app.inject({ method: 'GET', url: '/api/platform/user/info', headers: { authorization: `Bearer ${access_token}` } })
    expect(res.statusCode).toBe(401)
  })
})
