import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { videosApi } from '../../../../src/contract/learning-video'
import type { AppConfig } from '../../../../server/config'
import { browser, signIn, type Browser } from '../../helpers/oidc-flow'
import { expectProblem } from '../../helpers/problem'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'

describeOnEngines('learning videos', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let visitor: Browser
  let budi: Browser
  let sari: Browser
  let videoId: number

  const get = async (as: Browser, url: string) => {
    const res = await as.request({ method: 'GET', url })
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }

  beforeAll(async () => {
    ({ test, config, app } = await openTestApp(target))
    visitor = browser(app)
    budi = (await signIn(app, config, 'budi.santoso')).browser
    sari = (await signIn(app, config, 'sari.wulandari')).browser
    videoId = (await test.database.db.selectFrom('videos').select('id').where('slug', '=', 'mengenal-kecerdasan-buatan-generatif').executeTakeFirstOrThrow()).id
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('lists at least 40 seeded videos over at least 8 categories, newest first, with instructors', async () => {
    const page = videosApi.list.response.parse(await get(visitor, '/api/v2/courses/videos?limit=100'))
    expect(page.meta.total).toBeGreaterThanOrEqual(40)
    expect(new Set(page.data.map((v) => v.category?.id)).size).toBeGreaterThanOrEqual(8)
    expect(page.data.every((v) => v.kind === 'video' && v.instructor !== null)).toBe(true)
    const dates = page.data.map((v) => v.published_at)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(page.data[0]!.summary).not.toMatch(/</)
  })

  it('searches, filters, sorts and pages in the list', async () => {
    const found = videosApi.list.response.parse(await get(visitor, '/api/v2/courses/videos?q=KECERDASAN%20buatan'))
    expect(found.data.map((v) => v.slug)).toContain('mengenal-kecerdasan-buatan-generatif')
    const db = test.database.db
    const k3 = await db.selectFrom('learning_categories').select('id').where('slug', '=', 'k3-keselamatan-dan-kesehatan-kerja').executeTakeFirstOrThrow()
    const byCategory = videosApi.list.response.parse(await get(visitor, `/api/v2/courses/videos?category_id=${k3.id}&sort=title`))
    expect(byCategory.data.length).toBeGreaterThanOrEqual(3)
    expect(byCategory.data.every((v) => v.category?.id === k3.id)).toBe(true)
    const titles = byCategory.data.map((v) => v.title.toLowerCase())
    expect(titles).toEqual([...titles].sort())
    const popular = videosApi.list.response.parse(await get(visitor, '/api/v2/courses/videos?sort=popular&limit=5'))
    const counts = popular.data.map((v) => v.participants)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    const second = videosApi.list.response.parse(await get(visitor, '/api/v2/courses/videos?limit=10&page=2'))
    expect(second.meta).toMatchObject({ page: 2, limit: 10 })
    expect(second.data).toHaveLength(10)
    expect(videosApi.list.response.parse(await get(visitor, '/api/v2/courses/videos?q=tidak-ada-yang-cocok-100%25')).meta.total).toBe(0)
    expectProblem(await visitor.request({ method: 'GET', url: '/api/v2/courses/videos?sort=acak' }), 400)
    expectProblem(await visitor.request({ method: 'GET', url: '/api/v2/courses/videos?limit=500' }), 400)
  })

  it('mixes videos and packages in /courses, with an optional kind', async () => {
    const all = videosApi.courses.response.parse(await get(visitor, '/api/v2/courses?limit=100'))
    expect(new Set(all.data.map((c) => c.kind))).toEqual(new Set(['video', 'package']))
    const packages = videosApi.courses.response.parse(await get(visitor, '/api/v2/courses?kind=package'))
    expect(packages.data.length).toBeGreaterThanOrEqual(2)
    expect(packages.data.every((c) => c.kind === 'package' && c.duration_s > 0)).toBe(true)
    expectProblem(await visitor.request({ method: 'GET', url: '/api/v2/courses?kind=inclass' }), 400)
  })

  it('shows a video’s detail to visitors, and the caller’s own progress when signed in', async () => {
    const seen = videosApi.detail.response.parse(await get(visitor, `/api/v2/courses/videos/${videoId}`)).data
    expect(seen).toMatchObject({ id: videoId, kind: 'video', progress: null })
    expect(seen.description).toMatch(/<h2>/)
    expect(seen.video_url).toMatch(/^\/media\/pack\/[0-9a-f]{32}-standard\.webm$/)
    expect(seen.instructor?.name).toBe('Agus Setiawan')
    expect(seen.topic?.name).toBe('Kecerdasan Buatan')
    expect(seen.unit && seen.profession && seen.field && seen.category).toBeTruthy()

    const half = Math.floor(seen.duration_s / 2)
    const watch = await budi.send({ method: 'POST', url: `/api/v2/users/courses/videos/${videoId}/watches`, payload: { position_s: half, duration_s: seen.duration_s } })
    expect(watch.statusCode).toBe(200)
    const mine = videosApi.detail.response.parse(await get(budi, `/api/v2/courses/videos/${videoId}`)).data
    expect(mine.progress).toMatchObject({ position_s: half, completed: false })
    expect(mine.participants).toBe(seen.participants + 1)
    // Someone else's progress never shows.
    expect(videosApi.detail.response.parse(await get(sari, `/api/v2/courses/videos/${videoId}`)).data.progress).toBeNull()

    expectProblem(await visitor.request({ method: 'GET', url: '/api/v2/courses/videos/999999' }), 404)
    expectProblem(await visitor.request({ method: 'GET', url: '/api/v2/courses/videos/abc' }), 400)
  })

  it('recommends videos like this one (same category or topic first), never the video itself', async () => {
    const detail = videosApi.detail.response.parse(await get(visitor, `/api/v2/courses/videos/${videoId}`)).data
    const related = videosApi.related.response.parse(await get(visitor, `/api/v2/courses/videos/${videoId}/recomendations?limit=4`)).data
    expect(related).toHaveLength(4)
    expect(related.map((v) => v.id)).not.toContain(videoId)
    expect(related[0]!.category?.id).toBe(detail.category?.id)
    expectProblem(await visitor.request({ method: 'GET', url: '/api/v2/courses/videos/999999/recomendations' }), 404)
    expectProblem(await visitor.request({ method: 'GET', url: `/api/v2/courses/videos/${videoId}/recomendations?limit=0` }), 400)
  })

  it('recommends, for a signed-in user, videos in categories they watched first', async () => {
    const detail = videosApi.detail.response.parse(await get(budi, `/api/v2/courses/videos/${videoId}`)).data
    const forBudi = videosApi.recommendations.response.parse(await get(budi, '/api/v2/courses/videos/recomendations?limit=3')).data
    expect(forBudi[0]!.category?.id).toBe(detail.category?.id)
    expect(forBudi[0]!.id).not.toBe(videoId)
    const general = videosApi.recommendations.response.parse(await get(visitor, '/api/v2/courses/videos/recomendations')).data
    expect(general).toHaveLength(8)
    expectProblem(await visitor.request({ method: 'GET', url: '/api/v2/courses/videos/recomendations?limit=99' }), 400)
  })

  it('answers the instructor of a video, a package and (once it has one) an in-class event', async () => {
    const byVideo = videosApi.instructor.response.parse(await get(visitor, `/api/v2/courses/video/instructors/${videoId}`)).data
    expect(byVideo).toMatchObject({ name: 'Agus Setiawan', slug: 'agus-setiawan' })
    expect(byVideo.course_count).toBeGreaterThanOrEqual(3)
    const db = test.database.db
    const pkg = await db.selectFrom('course_packages').select('id').where('instructor_id', 'is not', null).executeTakeFirst()
    if (pkg) expect((await visitor.request({ method: 'GET', url: `/api/v2/courses/package/instructors/${pkg.id}` })).statusCode).toBe(200)
    expectProblem(await visitor.request({ method: 'GET', url: '/api/v2/courses/inclass/instructors/999999' }), 404)
    expectProblem(await visitor.request({ method: 'GET', url: '/api/v2/courses/podcast/instructors/1' }), 400)
  })
})
