import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { endpoint } from '../../../../src/contract/endpoint'
import { telemetryApi } from '../../../../src/contract/telemetry'
import { registerEndpoint } from '../../../../server/plugins/contract-routes'
import { listErrorGroups } from '../../../../server/features/telemetry/repository'
import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '../../../../src/shared/wire'
import { buildTestApp } from '../../helpers/test-app'
import { openTestDatabase, type TestDatabase } from '../../helpers/test-database'

// Decision 027: with SENTRY_DSN set, errors go to Sentry (the official SDK) instead of the
// database, and the page's CSP allows the DSN's origin. A tiny local HTTP server stands in for
// Sentry's envelope endpoint: nothing reaches the internet.

const boom = endpoint({
  method: 'GET',
  path: '/api/test/sentry-boom/{id}',
  group: 'system',
  access: 'public',
  summary: 'Throws',
  params: z.object({ id: z.string() }),
  response: z.object({}),
})

/** Sentry's envelope: one JSON header line, then item header and payload lines. */
function eventsOf(body: Buffer): Record<string, unknown>[] {
  const text = (body[0] === 0x1f ? gunzipSync(body) : body).toString('utf8')
  const lines = text.split('\n').filter(Boolean)
  const events: Record<string, unknown>[] = []
  for (let i = 1; i + 1 < lines.length; i += 2) {
    const header = JSON.parse(lines[i]!) as { type?: string }
    if (header.type === 'event') events.push(JSON.parse(lines[i + 1]!) as Record<string, unknown>)
  }
  return events
}

describe('error reporting to Sentry when SENTRY_DSN is set', () => {
  let receiver: Server
  const received: { path: string; events: Record<string, unknown>[] }[] = []
  let origin: string
  let test: TestDatabase
  let app: FastifyInstance

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        received.push({ path: request.url ?? '', events: eventsOf(Buffer.concat(chunks)) })
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
      })
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
    test = await openTestDatabase({ engine: 'sqlite' }, { seed: false })
    app = await buildTestApp(test.database, test.dataDir, {
      env: { SENTRY_DSN: `${origin.replace('//', '//kuncipublik@')}/7` },
      register: (instance) =>
        registerEndpoint(instance, boom, () => {
          throw new Error('tidak terhubung ke layanan pembayaran')
        }),
    })
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
    await new Promise((resolve) => receiver?.close(resolve))
  })

  it("allows the DSN's origin in the page's connect-src, and tells the page the DSN", async () => {
    const res = await app.inject({ method: 'GET', url: telemetryApi.settings.path })
    expect(res.headers['content-security-policy']).toMatch(new RegExp(`connect-src 'self' ${origin.replace(/\./g, '\\.')}(;|$)`))
    expect(res.json().data.sentry_dsn).toBe(`${origin.replace('//', '//kuncipublik@')}/7`)
  })

  it("sends the server's 500 and a page's report to Sentry with their route patterns, and stores none of them", async () => {
    expect((await app.inject({ method: 'GET', url: '/api/test/sentry-boom/42?email=ani@contoh.co.id' })).statusCode).toBe(500)
    const page = await app.inject({
      method: 'POST',
      url: telemetryApi.errors.path,
      headers: { [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE },
      payload: {
        errors: [
          {
            kind: 'api',
            source: 'mutation',
            name: 'ApiError',
            message: 'Gagal menyimpan',
            screen: '/mentor/{id}/book-session',
            status: 503,
            endpoint: 'POST /api/mentee',
          },
        ],
      },
    })
    expect(page.statusCode).toBe(202)
    await app.telemetry.settle()
    await app.close()

    expect(received.every((r) => r.path.startsWith('/api/7/envelope/'))).toBe(true)
    const events = received.flatMap((r) => r.events)
    const server = events.find((e) => (e.tags as Record<string, string>)?.side === 'server')
    expect(server).toMatchObject({ tags: { screen: 'GET /api/test/sentry-boom/:id', status: '500', kind: 'exception' } })
    expect(JSON.stringify(server)).toContain('tidak terhubung ke layanan pembayaran')
    expect(JSON.stringify(events)).not.toContain('ani@contoh')
    const client = events.find((e) => (e.tags as Record<string, string>)?.side === 'client')
    expect(client).toMatchObject({ tags: { screen: '/mentor/{id}/book-session', status: '503', endpoint: 'POST /api/mentee' } })
    expect(await listErrorGroups(test.database.db, { limit: 10 })).toEqual([])
  })
})
