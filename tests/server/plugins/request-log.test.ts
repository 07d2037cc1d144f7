import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../../server/app'
import { SLOW_REQUEST_MS } from '../../../server/plugins/request-log'
import { testConfig } from '../helpers/test-app'
import { openTestDatabase, type TestDatabase } from '../helpers/test-database'

interface LogLine {
  level: number
  msg: string
  reqId?: string
  res?: { statusCode: number }
  responseTime?: number
}

/** The app as production runs it (logger on, per-request lines off), logging into `lines`. */
async function productionApp(test: TestDatabase, lines: LogLine[]): Promise<FastifyInstance> {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine)
      callback()
    },
  })
  const app = await buildApp({ config: testConfig(test.dataDir), database: test.database, logger: { level: 'info', stream }, logRequests: false })
  app.get('/api/test/boom', async () => {
    throw new Error('boom')
  })
  app.get('/api/test/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 20))
    return { ok: true }
  })
  await app.ready()
  return app
}

describe('request log in production', () => {
  let test: TestDatabase
  let app: FastifyInstance
  const lines: LogLine[] = []

  beforeAll(async () => {
    test = await openTestDatabase({ engine: 'sqlite' })
    app = await productionApp(test, lines)
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('writes no line for an ordinary answer', async () => {
    lines.length = 0
    expect((await app.inject({ method: 'GET', url: '/api/v2/courses/videos?limit=2' })).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    expect(lines).toEqual([])
  })

  it('logs a 5xx at warn with its request id and status, beside the error itself', async () => {
    lines.length = 0
    expect((await app.inject({ method: 'GET', url: '/api/test/boom' })).statusCode).toBe(500)
    const failed = lines.find((l) => l.msg === 'request failed')
    expect(failed).toMatchObject({ level: 40, res: { statusCode: 500 } })
    expect(failed?.reqId).toBeTruthy()
    const error = lines.find((l) => l.msg === 'unexpected error')
    expect(error).toMatchObject({ level: 50, reqId: failed?.reqId })
  })

  it('logs a slow answer at warn with its time', async () => {
    lines.length = 0
    expect((await app.inject({ method: 'GET', url: '/api/test/slow' })).statusCode).toBe(200)
    const slow = lines.find((l) => l.msg === 'slow request')
    expect(slow).toMatchObject({ level: 40, res: { statusCode: 200 } })
    expect(slow?.responseTime).toBeGreaterThanOrEqual(SLOW_REQUEST_MS)
  })
})
