import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { telemetryApi } from '../../../../src/contract/telemetry'
import { jakartaDay } from '../../../../src/shared/dates'
import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '../../../../src/shared/wire'
import { ConfigError } from '../../../../server/config'
import { buildTestApp, testConfig } from '../../helpers/test-app'
import { openTestDatabase, type TestDatabase } from '../../helpers/test-database'

// Decision 027: screen views forwarded from the server to Plausible, Umami or GA4 (Measurement
// Protocol) when ANALYTICS_PROVIDER is set, each checked against a local stand-in endpoint that
// records what it receives. The page's CSP does not change: the page talks only to us.

interface Received {
  path: string
  userAgent: string | undefined
  body: Record<string, unknown>
}

const cases = [
  {
    provider: 'plausible',
    env: { ANALYTICS_SITE_ID: 'tumbuh.example' },
    check: (received: Received[]) => {
      expect(received.map((r) => r.path)).toEqual(['/api/event', '/api/event', '/api/event'])
      expect(received.map((r) => r.body.url).sort()).toEqual([
        'http://localhost:3000/',
        'http://localhost:3000/learning/videos/{id}',
        'http://localhost:3000/learning/videos/{id}',
      ])
      expect(received.every((r) => r.body.domain === 'tumbuh.example' && r.body.name === 'pageview' && r.userAgent?.startsWith('Tumbuh-server'))).toBe(true)
    },
  },
  {
    provider: 'umami',
    env: { ANALYTICS_SITE_ID: '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b' },
    check: (received: Received[]) => {
      expect(received.map((r) => r.path)).toEqual(['/api/send', '/api/send', '/api/send'])
      expect(received.map((r) => (r.body.payload as { url: string }).url).sort()).toEqual(['/', '/learning/videos/{id}', '/learning/videos/{id}'])
      expect(received[0]!.body).toMatchObject({ type: 'event', payload: { website: '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b', hostname: 'localhost' } })
    },
  },
  {
    provider: 'ga4',
    env: { ANALYTICS_SITE_ID: 'G-UJI123', GA4_API_SECRET: 'rahasia-mp' },
    check: (received: Received[]) => {
      expect(received).toHaveLength(1)
      expect(received[0]!.path).toBe('/mp/collect?measurement_id=G-UJI123&api_secret=rahasia-mp')
      const events = received[0]!.body.events as { name: string; params: { page_location: string } }[]
      expect(events.map((e) => e.name)).toEqual(['page_view', 'page_view', 'page_view'])
      expect(events.map((e) => e.params.page_location).sort()).toEqual([
        'http://localhost:3000/',
        'http://localhost:3000/learning/videos/{id}',
        'http://localhost:3000/learning/videos/{id}',
      ])
    },
  },
] as const

describe.each(cases)('forwarding screen views to $provider', ({ provider, env, check }) => {
  let receiver: Server
  const received: Received[] = []
  let test: TestDatabase
  let app: FastifyInstance

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        received.push({
          path: request.url ?? '',
          userAgent: request.headers['user-agent'],
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
        })
        response.writeHead(202).end('ok')
      })
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    test = await openTestDatabase({ engine: 'sqlite' }, { seed: false })
    app = await buildTestApp(test.database, test.dataDir, {
      env: { ANALYTICS_PROVIDER: provider, ANALYTICS_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`, ...env },
    })
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
    await new Promise((resolve) => receiver?.close(resolve))
  })

  it('sends one event per view counted, by route pattern, and nothing for a screen that is not ours', async () => {
    const today = jakartaDay()
    const res = await app.inject({
      method: 'POST',
      url: telemetryApi.views.path,
      headers: { [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE },
      payload: {
        views: [
          { screen: '/learning/videos/{id}', day: today, count: 2 },
          { screen: '/', day: today, count: 1 },
          { screen: '/learning/videos/12', day: today, count: 4 },
        ],
      },
    })
    expect(res.json()).toEqual({ data: { accepted: 3, dropped: 4 } })
    // The page's CSP stays our own origin only.
    expect(res.headers['content-security-policy']).toContain("connect-src 'self';")
    await app.telemetry.settle()
    check(received)
  })
})

describe('forwarding configuration', () => {
  it('refuses a provider without what it needs, saying what to fill in', () => {
    expect(() => testConfig('/tmp/x', { ANALYTICS_PROVIDER: 'ga4', ANALYTICS_SITE_ID: 'G-UJI123' })).toThrow(ConfigError)
    expect(() => testConfig('/tmp/x', { ANALYTICS_PROVIDER: 'umami', ANALYTICS_SITE_ID: 'abc' })).toThrow(/ANALYTICS_URL/)
    expect(testConfig('/tmp/x', { ANALYTICS_PROVIDER: 'plausible', ANALYTICS_SITE_ID: 'tumbuh.example' }).telemetry.analytics).toEqual({
      provider: 'plausible',
      url: 'https://plausible.io',
      siteId: 'tumbuh.example',
      apiSecret: undefined,
    })
    expect(testConfig('/tmp/x').telemetry.analytics).toBeUndefined()
  })
})
