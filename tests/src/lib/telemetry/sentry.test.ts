/// <reference types="node" />
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as Sentry from '@sentry/react'
import { startSentry } from '@/lib/telemetry/sentry'

// Decision 027, the page's side of Sentry: the described report goes to the DSN's envelope
// endpoint with its route pattern and status as tags, and a 401 or 404 never does. A local HTTP
// server stands in for Sentry.

describe('the page reports to Sentry when the server names a DSN', () => {
  let receiver: Server
  const bodies: string[] = []
  let dsn: string

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        bodies.push(`${request.url}\n${Buffer.concat(chunks).toString('utf8')}`)
        response.writeHead(200, { 'access-control-allow-origin': '*' }).end('{}')
      })
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    dsn = `http://kuncipublik@127.0.0.1:${(receiver.address() as AddressInfo).port}/9`
  })
  afterAll(async () => {
    await Sentry.close(1000)
    await new Promise((resolve) => receiver?.close(resolve))
  })

  it('sends a 500 with its screen, status and endpoint, and drops a 404', async () => {
    const capture = startSentry({ sentry_dsn: dsn, environment: 'test', release: '0.1.0' })
    capture({
      kind: 'api',
      source: 'mutation',
      name: 'ApiError',
      message: 'Gagal memesan',
      screen: '/mentor/{id}/book-session',
      status: 500,
      endpoint: 'POST /api/mentee',
    })
    capture({ kind: 'api', source: 'query', name: 'ApiError', message: 'Tidak ada', screen: '/mentor/{id}', status: 404, endpoint: 'GET /api/mentor/{id}' })
    await Sentry.flush(2000)
    expect(bodies.every((b) => b.startsWith('/api/9/envelope/'))).toBe(true)
    const all = bodies.join('\n')
    expect(all).toContain('Gagal memesan')
    expect(all).toContain('"screen":"/mentor/{id}/book-session"')
    expect(all).toContain('"endpoint":"POST /api/mentee"')
    expect(all).not.toContain('Tidak ada')
  })
})
