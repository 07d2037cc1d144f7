import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { z } from 'zod'
import { endpoint } from '../../../../src/contract/endpoint'
import { telemetryApi, type ClientError } from '../../../../src/contract/telemetry'
import { addDays, jakartaDay } from '../../../../src/shared/dates'
import type { AppConfig } from '../../../../server/config'
import { registerEndpoint } from '../../../../server/plugins/contract-routes'
import { listErrorGroups, screenViewSummary } from '../../../../server/features/telemetry/repository'
import { errorGroupsText, screenSummaryText } from '../../../../server/features/telemetry/report-text'
import { browser, signIn, type Browser } from '../../helpers/oidc-flow'
import { expectProblem } from '../../helpers/problem'
import { buildTestApp, testConfig } from '../../helpers/test-app'
import { describeOnEngines, openTestDatabase, type TestDatabase } from '../../helpers/test-database'

// Issue 19, decision 027: the embedded error reporting and screen-view counting, through the API
// as the page uses it: errors grouped by fingerprint with a count and the reporter's user id,
// nothing of the URL but the route pattern, views per day and pattern without a user, the rate
// limit per client, and the server's own 5xx answers recorded by route.

const boom = endpoint({
  method: 'GET',
  path: '/api/test/telemetry-boom/{id}',
  group: 'system',
  access: 'public',
  summary: 'Throws',
  params: z.object({ id: z.string() }),
  response: z.object({}),
})

const renderError = (over: Partial<ClientError> = {}): ClientError => ({
  kind: 'render',
  source: 'route',
  name: 'TypeError',
  message: "Cannot read properties of undefined (reading 'title') in item 12",
  stack:
    'TypeError: Cannot read properties of undefined\n    at VideoPage (https://tumbuh.example/assets/video-Ab12.js?v=3:1:2345)\n    at renderWithHooks (https://tumbuh.example/assets/index-Cd34.js:9:100)',
  screen: '/learning/videos/{id}',
  release: '0.1.0',
  ...over,
})

describeOnEngines('telemetry: errors and screen views', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let budi: Browser
  let budiId: number

  beforeAll(async () => {
    test = await openTestDatabase(target)
    config = testConfig(test.dataDir)
    app = await buildTestApp(test.database, test.dataDir, {
      register: (instance) =>
        registerEndpoint(instance, boom, () => {
          throw new Error('tidak terhubung ke db-internal:5432 (password=rahasia)')
        }),
    })
    const signedIn = await signIn(app, config, 'budi.santoso')
    budi = signedIn.browser
    budiId = signedIn.user.id
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  const groups = () => listErrorGroups(test.database.db, { limit: 100 })

  it('records a client error once per fingerprint with a count, the signed-in user, and no URL or e-mail', async () => {
    const first = await budi.send({ method: 'POST', url: telemetryApi.errors.path, payload: { errors: [renderError()] } })
    expect(first.statusCode).toBe(202)
    expect(first.json()).toEqual({ data: { accepted: 1, dropped: 0 } })
    // The same error with another number in its message is the same group.
    const again = await budi.send({
      method: 'POST',
      url: telemetryApi.errors.path,
      payload: { errors: [renderError({ message: "Cannot read properties of undefined (reading 'title') in item 13" })] },
    })
    expect(again.json()).toEqual({ data: { accepted: 1, dropped: 0 } })
    const other = await browser(app).send({
      method: 'POST',
      url: telemetryApi.errors.path,
      payload: {
        errors: [
          renderError({
            kind: 'api',
            source: 'mutation',
            name: 'ApiError',
            message: 'Gagal untuk ani@contoh.co.id',
            status: 500,
            endpoint: 'POST /api/mentor/{id}/book',
            stack: undefined,
          }),
        ],
      },
    })
    expect(other.statusCode).toBe(202)

    const stored = await groups()
    const render = stored.filter((g) => g.kind === 'render')
    expect(render).toHaveLength(1)
    expect(render[0]).toMatchObject({ side: 'client', count: 2, screen: '/learning/videos/{id}', last_user_id: budiId, release: '0.1.0' })
    expect(render[0]!.stack).toContain('/assets/video-Ab12.js:1:2345')
    expect(render[0]!.stack).not.toMatch(/tumbuh\.example|\?v=3/)
    const api = stored.find((g) => g.kind === 'api')!
    expect(api).toMatchObject({ status: 500, endpoint: 'POST /api/mentor/{id}/book', last_user_id: null, message: 'Gagal untuk [email]' })
  })

  it('refuses a filled URL or a query string as the screen (400), and a call without the app’s header (403)', async () => {
    const filled = await budi.send({
      method: 'POST',
      url: telemetryApi.errors.path,
      payload: { errors: [renderError({ screen: '/learning/videos/12?q=rahasia' })] },
    })
    expect(expectProblem(filled, 400).errors.map((e) => e.path)).toContain('errors.0.screen')
    const forged = await budi.request({ method: 'POST', url: telemetryApi.views.path, payload: { views: [{ screen: '/', day: jakartaDay(), count: 1 }] } })
    expectProblem(forged, 403)
  })

  it('counts screen views per day and pattern, without a user; unknown screens and days older than 30 days are not counted', async () => {
    const today = jakartaDay()
    const visitor = browser(app)
    const res = await visitor.send({
      method: 'POST',
      url: telemetryApi.views.path,
      payload: {
        views: [
          { screen: '/learning/videos/{id}', day: today, count: 2 },
          { screen: '/learning/videos/12', day: today, count: 1 },
          { screen: '/', day: addDays(today, -40), count: 5 },
          { screen: '/', day: addDays(today, -1), count: 1 },
        ],
      },
    })
    expect(res.statusCode).toBe(202)
    expect(res.json()).toEqual({ data: { accepted: 3, dropped: 6 } })
    await budi.send({ method: 'POST', url: telemetryApi.views.path, payload: { views: [{ screen: '/learning/videos/{id}', day: today, count: 1 }] } })
    const summary = await screenViewSummary(test.database.db, addDays(today, -29), today)
    expect(summary).toEqual([
      { screen: '/learning/videos/{id}', views: 3, days: 1 },
      { screen: '/', views: 1, days: 1 },
    ])
    const columns = Object.keys((await test.database.db.selectFrom('screen_views').selectAll().executeTakeFirstOrThrow()) as object)
    expect(columns.sort()).toEqual(['count', 'day', 'screen'])
  })

  it('limits one client to 30 error reports a minute: past it the report answers 429 and is not recorded', async () => {
    const hasty = (await signIn(app, config, 'sari.wulandari')).browser
    const batch = (n: number) => ({
      errors: Array.from({ length: 10 }, (_, i) => renderError({ kind: 'window', source: 'window', message: `loop ${n}-${i} x` })),
    })
    for (let n = 0; n < 3; n++) expect((await hasty.send({ method: 'POST', url: telemetryApi.errors.path, payload: batch(n) })).statusCode).toBe(202)
    const over = await hasty.send({ method: 'POST', url: telemetryApi.errors.path, payload: batch(3) })
    expectProblem(over, 429)
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0)
    const window = (await groups()).filter((g) => g.kind === 'window')
    expect(window).toHaveLength(1)
    expect(window[0]!.count).toBe(30)
    // Another client is not held back by this one.
    expect((await budi.send({ method: 'POST', url: telemetryApi.errors.path, payload: { errors: [renderError({ kind: 'chunk' })] } })).statusCode).toBe(202)
  })

  it("records the server's own 500 by method and route pattern, never the filled URL", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/telemetry-boom/abc?email=ani@contoh.co.id' })
    expectProblem(res, 500)
    await app.telemetry.settle()
    const server = (await groups()).filter((g) => g.side === 'server')
    expect(server).toHaveLength(1)
    expect(server[0]).toMatchObject({ kind: 'exception', status: 500, screen: 'GET /api/test/telemetry-boom/:id', count: 1 })
    expect(server[0]!.message).not.toContain('rahasia')
    expect(JSON.stringify(server[0])).not.toContain('ani@contoh')
  })

  it('tells the page where to report (this server unless SENTRY_DSN is set) and that sessions are not recorded', async () => {
    const res = await app.inject({ method: 'GET', url: telemetryApi.settings.path })
    expect(res.json()).toEqual({ data: { sentry_dsn: null, environment: 'test', release: expect.any(String), session_recording: null } })
  })

  it('prints what npm run errors and npm run views show: each group with its count, and views by screen', async () => {
    const text = errorGroupsText(await listErrorGroups(test.database.db, { side: 'client', limit: 10 }))
    expect(text).toMatch(/^#\d+  2×  client\/render  \/learning\/videos\/\{id\}$/m)
    expect(text).toContain(`pengguna ${budiId}`)
    const today = jakartaDay()
    const views = screenSummaryText(await screenViewSummary(test.database.db, addDays(today, -29), today), addDays(today, -29), today)
    expect(views).toMatch(/^\/learning\/videos\/\{id\}\s+3\s+1$/m)
    expect(views).toContain(': 4\n')
  })

  it('a screen view or an error report leaves the catalogue answers kept in memory (decision 044)', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/v2/courses/videos?limit=5' })
    expect(list.statusCode).toBe(200)
    const kept = app.sharedAnswers.size
    expect(kept).toBeGreaterThan(0)
    const view = await budi.send({ method: 'POST', url: telemetryApi.views.path, payload: { views: [{ screen: '/', day: jakartaDay(), count: 1 }] } })
    expect(view.json()).toEqual({ data: { accepted: 1, dropped: 0 } })
    const report = await browser(app).send({ method: 'POST', url: telemetryApi.errors.path, payload: { errors: [renderError({ message: 'Tampilan gagal 44' })] } })
    expect(report.json()).toEqual({ data: { accepted: 1, dropped: 0 } })
    expect(app.sharedAnswers.size).toBe(kept)
    const again = await app.inject({ method: 'GET', url: '/api/v2/courses/videos?limit=5', headers: { 'if-none-match': list.headers.etag as string } })
    expect(again.statusCode).toBe(304)
  })
})
