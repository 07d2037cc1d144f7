import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api/api-error'
import { reportError, setErrorReporter } from '@/lib/errors/error-reporter'
import { earlyQueue, noteScreen, resetEarlyTelemetry } from '@/lib/telemetry/early'
import { ERROR_FLUSH_MS, startTelemetry, VIEWS_STORAGE_KEY, type TelemetryDeps } from '@/lib/telemetry/telemetry'
import { screenPattern } from '@/shared/screen'

// Decision 027, the page's side: views counted by pattern and kept while offline, Do Not Track and
// Global Privacy Control honoured, errors reported except HTTP 401 and 404 (and calls with no answer).

const NOW = Date.parse('2026-03-02T03:00:00Z')

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    items,
  }
}

interface Posted {
  path: string
  body: { views?: unknown[]; errors?: Record<string, unknown>[] }
  keepalive: boolean
  headers: Record<string, string>
}

function harness(options: { doNotTrack?: string; globalPrivacyControl?: boolean; answer?: () => Response | Promise<Response> } = {}) {
  const storage = memoryStorage()
  const posted: Posted[] = []
  const nav = { onLine: true, doNotTrack: options.doNotTrack ?? null, globalPrivacyControl: options.globalPrivacyControl ?? false }
  const listeners = new Map<string, () => void>()
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://app.test').pathname
    if (path === '/api/telemetry/settings') return Response.json({ data: { sentry_dsn: null, environment: 'test', release: '0.1.0' } })
    posted.push({ path, body: JSON.parse(String(init?.body)), keepalive: init?.keepalive === true, headers: init?.headers as Record<string, string> })
    return options.answer ? options.answer() : new Response(JSON.stringify({ data: { accepted: 1, dropped: 0 } }), { status: 202 })
  })
  const deps: Partial<TelemetryDeps> = {
    fetch: fetchMock as unknown as typeof fetch,
    storage,
    navigator: nav,
    target: { addEventListener: (type: string, listener: () => void) => void listeners.set(type, listener) } as unknown as TelemetryDeps['target'],
    document: { visibilityState: 'visible' },
    now: () => NOW,
    apiBaseUrl: '/',
    loadSentry: () => Promise.reject(new Error('not in this test')),
  }
  return { storage, posted, nav, listeners, deps, fetchMock }
}

const apiError = (status: number) =>
  new ApiError(status, { type: 'about:blank', title: `HTTP ${status}`, status, detail: 'gagal', errors: [] }, { endpoint: 'POST /api/mentee' })

describe('telemetry on the page', () => {
  beforeEach(() => {
    resetEarlyTelemetry()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => {
    setErrorReporter(null)
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it("names screens by the router's pattern, not the filled URL", () => {
    expect(screenPattern('/learning/videos/$id')).toBe('/learning/videos/{id}')
    expect(screenPattern('/activity/')).toBe('/activity')
    expect(screenPattern('/growth-path/$slug/$id')).toBe('/growth-path/{slug}/{id}')
    expect(screenPattern('/')).toBe('/')
    expect(screenPattern('__root__')).toBe('*')
  })

  it('counts views seen before it loaded and after, per day and pattern, and sends them in one batch when the page hides', async () => {
    const h = harness()
    h.nav.onLine = false
    noteScreen('/learning/videos/{id}', NOW)
    const client = await startTelemetry(h.deps)
    noteScreen('/learning/videos/{id}', NOW)
    noteScreen('/', NOW)
    const counted = [
      { screen: '/learning/videos/{id}', day: '2026-03-02', count: 2 },
      { screen: '/', day: '2026-03-02', count: 1 },
    ]
    expect(client.storedViews()).toEqual(counted)
    // Hiding the page sends them with keepalive and the app's header, and takes them off the list.
    h.nav.onLine = true
    h.listeners.get('pagehide')!()
    await vi.waitFor(() => expect(h.posted).toHaveLength(1))
    expect(h.posted[0]).toMatchObject({ path: '/api/telemetry/views', keepalive: true, headers: { 'X-Requested-With': 'XMLHttpRequest' } })
    expect(h.posted[0]!.body.views).toEqual(counted)
    await vi.waitFor(() => expect(h.storage.items.has(VIEWS_STORAGE_KEY)).toBe(false))
  })

  it('keeps views while offline or when sending fails, and sends them once back online', async () => {
    let fail = true
    const h = harness({ answer: () => (fail ? Promise.reject(new TypeError('Failed to fetch')) : new Response('{}', { status: 202 })) })
    h.nav.onLine = false
    const client = await startTelemetry(h.deps)
    noteScreen('/mentor', NOW)
    await client.flush(false)
    expect(h.posted).toHaveLength(0)
    expect(JSON.parse(h.storage.items.get(VIEWS_STORAGE_KEY)!)).toEqual([{ screen: '/mentor', day: '2026-03-02', count: 1 }])
    // Online, but the request fails: still kept.
    h.nav.onLine = true
    await client.flush(false)
    expect(h.posted).toHaveLength(1)
    expect(client.storedViews()).toEqual([{ screen: '/mentor', day: '2026-03-02', count: 1 }])
    // A later visit's module finds them in storage and the 'online' event sends them.
    fail = false
    noteScreen('/mentor', NOW)
    h.listeners.get('online')!()
    await vi.waitFor(() => expect(h.posted).toHaveLength(2))
    expect(h.posted[1]!.body.views).toEqual([{ screen: '/mentor', day: '2026-03-02', count: 2 }])
    await vi.waitFor(() => expect(client.storedViews()).toEqual([]))
  })

  it.each([
    ['Do Not Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { globalPrivacyControl: true }],
  ])('counts no views under %s, and forgets views kept from before', async (_name, signals) => {
    const h = harness(signals)
    h.storage.setItem(VIEWS_STORAGE_KEY, JSON.stringify([{ screen: '/', day: '2026-03-02', count: 3 }]))
    noteScreen('/learning', NOW)
    const client = await startTelemetry(h.deps)
    noteScreen('/mentor', NOW)
    await client.flush(true)
    expect(h.posted.filter((p) => p.path === '/api/telemetry/views')).toEqual([])
    expect(h.storage.items.has(VIEWS_STORAGE_KEY)).toBe(false)
  })

  it('reports errors in a batch with the screen, status and endpoint pattern; never 401, 404 or a call without an answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] })
    const h = harness()
    noteScreen('/mentor/{id}/book-session', NOW)
    reportError(new TypeError('x is undefined'), { source: 'route' })
    expect(earlyQueue().errors).toHaveLength(1)
    await startTelemetry(h.deps)
    reportError(apiError(401), { source: 'mutation' })
    reportError(apiError(404), { source: 'query' })
    reportError(apiError(0), { source: 'query' })
    reportError(apiError(500), { source: 'mutation' })
    await vi.advanceTimersByTimeAsync(ERROR_FLUSH_MS)
    const errors = h.posted.filter((p) => p.path === '/api/telemetry/errors').flatMap((p) => p.body.errors!)
    expect(errors).toEqual([
      expect.objectContaining({ kind: 'render', source: 'route', name: 'TypeError', message: 'x is undefined', screen: '/mentor/{id}/book-session' }),
      expect.objectContaining({
        kind: 'api',
        source: 'mutation',
        name: 'ApiError',
        status: 500,
        endpoint: 'POST /api/mentee',
        screen: '/mentor/{id}/book-session',
      }),
    ])
  })

  it('sends one report of an error repeated in a loop, not one per repeat', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] })
    const h = harness()
    await startTelemetry(h.deps)
    for (let i = 0; i < 100; i++) reportError(new Error('loop'), { source: 'window' })
    await vi.advanceTimersByTimeAsync(ERROR_FLUSH_MS)
    expect(h.posted.flatMap((p) => p.body.errors ?? [])).toHaveLength(1)
  })
})
