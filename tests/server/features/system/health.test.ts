import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { healthSchema } from '../../../../src/contract/system'
import { buildTestApp, openTestApp } from '../../helpers/test-app'
import { openTestDatabase, describeOnEngines, type TestDatabase } from '../../helpers/test-database'

describeOnEngines('health', (target) => {
  let test: TestDatabase
  let app: FastifyInstance

  beforeAll(async () => {
    ({ test, app } = await openTestApp(target))
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('GET /api/health reports ok with the engine and a latency', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    const body = healthSchema.parse(res.json())
    expect(body).toMatchObject({ status: 'ok', database: { engine: target.engine, status: 'ok' } })
    expect(body.database.latency_ms).toBeGreaterThanOrEqual(0)
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/)
  })

  it('GET /api/health answers 503 degraded when the database is gone', async () => {
    const broken = await openTestDatabase(target, { seed: false })
    const brokenApp = await buildTestApp(broken.database, broken.dataDir)
    try {
      await broken.database.close()
      const res = await brokenApp.inject({ method: 'GET', url: '/api/health' })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toMatchObject({ status: 'degraded', database: { engine: target.engine, status: 'error', latency_ms: null } })
    } finally {
      await brokenApp.close()
      await broken.cleanup()
    }
  })
})
