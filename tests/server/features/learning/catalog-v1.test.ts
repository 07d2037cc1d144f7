import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { learningV1Api } from '../../../../src/contract/learning-v1'
import type { AppConfig } from '../../../../server/config'
import { browser, signIn, type Browser } from '../../helpers/oidc-flow'
import { expectProblem } from '../../helpers/problem'
import { buildTestApp, testConfig } from '../../helpers/test-app'
import { openTestDatabase, describeOnEngines, type TestDatabase } from '../../helpers/test-database'

describeOnEngines('learning v1, external and platform lists', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let visitor: Browser
  let budi: Browser

  const get = async (as: Browser, url: string, headers: Record<string, string> = {}) => {
    const res = await as.request({ method: 'GET', url, headers })
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }

  beforeAll(async () => {
    test = await openTestDatabase(target)
    config = testConfig(test.dataDir, { EXTERNAL_API_KEY: 'kunci-eksternal-uji' })
    app = await buildTestApp(test.database, test.dataDir, { env: { EXTERNAL_API_KEY: 'kunci-eksternal-uji' } })
    visitor = browser(app)
    budi = (await signIn(app, config, 'budi.santoso')).browser
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('answers the master lists under /api', async () => {
    const names = async (path: string) => learningV1Api.categories.response.parse(await get(visitor, path)).data.map((i) => i.name)
    expect((await names('/api/category')).length).toBeGreaterThanOrEqual(8)
    expect(await names('/api/professions')).toContain('Petugas K3')
    expect(await names('/api/units')).toContain('Divisi HSE')
    expect(await names('/api/topics')).toContain('Kecerdasan Buatan')
    expect(await names('/api/fields')).toContain('Logistik')
  })

  it('pages the mixed contents list and answers the latest contents', async () => {
    const page = learningV1Api.contents.response.parse(await get(visitor, '/api/contents/v2?limit=5&sort=oldest'))
    expect(page.data).toHaveLength(5)
    expect(page.meta.total).toBeGreaterThanOrEqual(42)
    const dates = page.data.map((c) => c.published_at)
    expect(dates).toEqual([...dates].sort())
    expectProblem(await visitor.request({ method: 'GET', url: '/api/contents/v2?page=-1' }), 400)

    const latest = learningV1Api.latest.response.parse(await get(visitor, '/api/contents/latest?limit=4')).data
    expect(latest).toHaveLength(4)
    expect(latest[0]!.published_at >= latest[3]!.published_at).toBe(true)
    expectProblem(await visitor.request({ method: 'GET', url: '/api/contents/latest?limit=100' }), 400)
  })

  it('answers channel specials and banners', async () => {
    const specials = learningV1Api.channelSpecials.response.parse(await get(visitor, '/api/channel-specials')).data
    expect(specials).toHaveLength(2)
    expect(learningV1Api.banners.response.parse(await get(visitor, '/api/banners')).data.length).toBeGreaterThan(0)
  })

  it('recommends to signed-in users only', async () => {
    const videoId = (await test.database.db.selectFrom('videos').select(['id']).where('slug', '=', 'scrum-dalam-15-menit').executeTakeFirstOrThrow()).id
    expect((await budi.send({ method: 'POST', url: `/api/v2/users/courses/videos/${videoId}/watches`, payload: { position_s: 60, duration_s: 900 } })).statusCode).toBe(200)
    const picks = learningV1Api.recommendation.response.parse(await get(budi, '/api/user/recommendation?limit=3')).data
    expect(picks).toHaveLength(3)
    const db = test.database.db
    const watched = await db
      .selectFrom('video_progress as vp')
      .innerJoin('videos as v', 'v.id', 'vp.video_id')
      .innerJoin('employees as e', 'e.id', 'vp.employee_id')
      .select(['v.id', 'v.category_id'])
      .where('e.username', '=', 'budi.santoso')
      .execute()
    // A category Budi watched, and a video he has not started yet.
    expect(watched.map((w) => w.category_id)).toContain(picks[0]!.category?.id)
    expect(watched.map((w) => w.id)).not.toContain(picks[0]!.id)
    expectProblem(await visitor.request({ method: 'GET', url: '/api/user/recommendation' }), 401)
  })

  it('serves the external latest list only with the right X-External-Request key', async () => {
    const data = learningV1Api.externalLatest.response.parse(
      await get(visitor, '/api/external/contents/latest?limit=3', { 'x-external-request': 'kunci-eksternal-uji' }),
    ).data
    expect(data).toHaveLength(3)
    expectProblem(await visitor.request({ method: 'GET', url: '/api/external/contents/latest' }), 401)
    expectProblem(await visitor.request({ method: 'GET', url: '/api/external/contents/latest', headers: { 'x-external-request': 'salah' } }), 401)
    expectProblem(
      await visitor.request({ method: 'GET', url: '/api/external/contents/latest?limit=abc', headers: { 'x-external-request': 'kunci-eksternal-uji' } }),
      400,
    )
  })

  it('answers the platform’s latest videos and course packages', async () => {
    const videos = learningV1Api.platformVideos.response.parse(await get(visitor, '/api/platform/learning/video')).data
    expect(videos).toHaveLength(8)
    expect(videos.every((v) => v.kind === 'video')).toBe(true)
    const courses = learningV1Api.platformCourses.response.parse(await get(visitor, '/api/platform/learning/course?limit=2')).data
    expect(courses).toHaveLength(2)
    expect(courses.every((c) => c.kind === 'package')).toBe(true)
    expectProblem(await visitor.request({ method: 'GET', url: '/api/platform/learning/course?limit=0' }), 400)
  })
})
