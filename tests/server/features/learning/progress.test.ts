import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { progressApi } from '../../../../src/contract/learning-progress'
import type { AppConfig } from '../../../../server/config'
import { signIn, type Browser } from '../../helpers/oidc-flow'
import { expectProblem } from '../../helpers/problem'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'

describeOnEngines('learning progress', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let budi: Browser
  let sari: Browser
  let videoId: number
  let packageId: number
  let materials: { id: number; kind: string; duration_s: number }[]
  let otherPackageMaterialId: number

  const watchVideo = (as: Browser, id: number, body: Record<string, unknown>) =>
    as.send({ method: 'POST', url: `/api/v2/users/courses/videos/${id}/watches`, payload: body, headers: { 'idempotency-key': randomUUID() } })
  const watchPackage = (as: Browser, id: number, body: Record<string, unknown>) =>
    as.send({ method: 'POST', url: `/api/v2/users/courses/packages/${id}/watches`, payload: body, headers: { 'idempotency-key': randomUUID() } })
  const get = async (as: Browser, url: string) => {
    const res = await as.request({ method: 'GET', url })
    expect(res.statusCode).toBe(200)
    return res.json()
  }

  beforeAll(async () => {
    ({ test, config, app } = await openTestApp(target))
    budi = (await signIn(app, config, 'budi.santoso')).browser
    sari = (await signIn(app, config, 'sari.wulandari')).browser
    const db = test.database.db
    videoId = (await db.selectFrom('videos').select('id').where('slug', '=', 'membaca-laporan-keuangan-untuk-non-keuangan').executeTakeFirstOrThrow()).id
    packageId = (await db.selectFrom('course_packages').select('id').where('slug', '=', 'pemimpin-tim-pertama-kali').executeTakeFirstOrThrow()).id
    materials = await db.selectFrom('course_materials').select(['id', 'kind', 'duration_s']).where('package_id', '=', packageId).orderBy('position').execute()
    otherPackageMaterialId = (
      await db.selectFrom('course_materials').select('id').where('package_id', '!=', packageId).executeTakeFirstOrThrow()
    ).id
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('seeds Indonesian videos and packages with materials', async () => {
    const db = test.database.db
    expect((await db.selectFrom('videos').select('id').execute()).length).toBeGreaterThanOrEqual(6)
    expect(materials.length).toBeGreaterThanOrEqual(3)
  })

  it('never rewinds a video: a late, older position keeps the newer one; completion keeps its first time', async () => {
    expect((await watchVideo(budi, videoId, { position_s: 300, duration_s: 780 })).statusCode).toBe(200)
    const late = await watchVideo(budi, videoId, { position_s: 120, duration_s: 780 })
    expect(progressApi.watchVideo.response.parse(late.json()).data).toMatchObject({ position_s: 300, completed: false, completed_at: null })

    const done = progressApi.watchVideo.response.parse((await watchVideo(budi, videoId, { position_s: 700, duration_s: 780, completed: true })).json()).data
    expect(done.completed).toBe(true)
    const again = progressApi.watchVideo.response.parse((await watchVideo(budi, videoId, { position_s: 780, duration_s: 780, completed: true })).json()).data
    expect(again).toMatchObject({ position_s: 780, completed: true, completed_at: done.completed_at })
    const after = progressApi.watchVideo.response.parse((await watchVideo(budi, videoId, { position_s: 10, duration_s: 780 })).json()).data
    expect(after).toMatchObject({ position_s: 780, completed_at: done.completed_at })
  })

  it('refuses an unknown video (404) and a position beyond the duration (400)', async () => {
    expectProblem(await watchVideo(budi, 999_999, { position_s: 1, duration_s: 10 }), 404)
    const beyond = expectProblem(await watchVideo(budi, videoId, { position_s: 11, duration_s: 10 }), 400)
    expect(beyond.errors[0]?.path).toBe('position_s')
    expectProblem(await watchVideo(budi, videoId, { position_s: -1, duration_s: 10 }), 400)
  })

  it('lists only the signed-in user’s own video history', async () => {
    const mine = progressApi.videoHistories.response.parse(await get(budi, '/api/v2/users/courses/videos/histories?limit=5'))
    expect(mine.data.map((h) => h.video_id)).toEqual([videoId])
    expect(mine.data[0]!.video.slug).toBe('membaca-laporan-keuangan-untuk-non-keuangan')
    expect(mine.meta).toEqual({ page: 1, limit: 5, total: 1, total_pages: 1 })
    const theirs = progressApi.videoHistories.response.parse(await get(sari, '/api/v2/users/courses/videos/histories'))
    expect(theirs.data).toEqual([])
  })

  it('records package materials, resumes at the first unfinished one and completes the package once', async () => {
    const [first, second, ...rest] = materials
    // Half of the first video (a demo clip of 24–36 s), then an earlier moment.
    const half = Math.floor(first!.duration_s / 2)
    const started = await watchPackage(budi, packageId, { course_material_id: first!.id, position_s: half })
    const body = progressApi.watchPackage.response.parse(started.json()).data
    expect(body.material).toMatchObject({ course_material_id: first!.id, position_s: half, completed: false })
    expect(body.package).toMatchObject({ current_course_material_id: first!.id, completed_materials: 0, total_materials: materials.length, completed: false })

    const put = await budi.send({
      method: 'PUT',
      url: '/api/course-material-user/video/progress',
      payload: { course_material_id: first!.id, position_s: half - 5, duration_s: first!.duration_s },
    })
    expect(progressApi.materialVideoProgress.response.parse(put.json()).data.position_s).toBe(half)

    const completeFirst = await budi.send({ method: 'POST', url: '/api/course-material/user/progress', payload: { course_material_id: first!.id, completed: true } })
    expect(progressApi.completeMaterial.response.parse(completeFirst.json()).data).toMatchObject({ completed: true, position_s: half })
    let pkg = progressApi.packageHistories.response.parse(await get(budi, '/api/v2/users/courses/packages/histories')).data[0]!
    expect(pkg).toMatchObject({ package_id: packageId, current_course_material_id: second!.id, completed_materials: 1, completed: false })

    for (const material of [second!, ...rest]) {
      const res = await watchPackage(budi, packageId, { course_material_id: material.id, completed: true })
      expect(res.statusCode).toBe(200)
    }
    pkg = progressApi.packageHistories.response.parse(await get(budi, '/api/v2/users/courses/packages/histories')).data[0]!
    expect(pkg).toMatchObject({ completed: true, completed_materials: materials.length, package: { slug: 'pemimpin-tim-pertama-kali' } })
    const completedAt = pkg.completed_at

    // A late replay of an early write changes nothing.
    await watchPackage(budi, packageId, { course_material_id: first!.id, position_s: 5 })
    const again = progressApi.packageHistories.response.parse(await get(budi, '/api/v2/users/courses/packages/histories')).data[0]!
    expect(again).toMatchObject({ completed: true, completed_at: completedAt, current_course_material_id: materials.at(-1)!.id })
  })

  it('refuses a material of another package (404), a non-video material on the video endpoint and positions beyond its length (400)', async () => {
    expectProblem(await watchPackage(budi, packageId, { course_material_id: otherPackageMaterialId }), 404)
    expectProblem(await watchPackage(budi, packageId, { course_material_id: 999_999 }), 404)
    expectProblem(await watchPackage(budi, packageId, { course_material_id: materials[0]!.id, position_s: materials[0]!.duration_s + 1 }), 400)
    const article = materials.find((m) => m.kind === 'article')!
    expectProblem(
      await budi.send({ method: 'PUT', url: '/api/course-material-user/video/progress', payload: { course_material_id: article.id, position_s: 1, duration_s: 10 } }),
      400,
    )
    expectProblem(await budi.send({ method: 'POST', url: '/api/course-material/user/progress', payload: { course_material_id: 999_999, completed: true } }), 404)
  })

  it('summarises only the signed-in user’s progress', async () => {
    const mine = progressApi.summary.response.parse(await get(budi, '/api/v2/users/courses/summary-user-progress')).data
    expect(mine).toMatchObject({ videos_started: 1, videos_completed: 1, packages_started: 1, packages_completed: 1, materials_completed: materials.length })
    expect(mine.watched_s).toBeGreaterThanOrEqual(780)
    const theirs = progressApi.summary.response.parse(await get(sari, '/api/v2/users/courses/summary-user-progress')).data
    expect(theirs).toEqual({ videos_started: 0, videos_completed: 0, packages_started: 0, packages_completed: 0, materials_completed: 0, watched_s: 0 })
    expect(progressApi.packageHistories.response.parse(await get(sari, '/api/v2/users/courses/packages/histories')).data).toEqual([])
  })

  it('writes only for the signed-in user: another user’s write leaves budi’s progress as it was', async () => {
    const res = await watchVideo(sari, videoId, { position_s: 50, duration_s: 780 })
    expect(progressApi.watchVideo.response.parse(res.json()).data).toMatchObject({ position_s: 50, completed: false })
    const mine = progressApi.videoHistories.response.parse(await get(budi, '/api/v2/users/courses/videos/histories')).data
    expect(mine[0]).toMatchObject({ position_s: 780, completed: true })
  })

  it('refuses reads and writes without a session', async () => {
    expectProblem(await app.inject({ method: 'GET', url: '/api/v2/users/courses/videos/histories' }), 401)
    expectProblem(await app.inject({ method: 'GET', url: '/api/v2/users/courses/summary-user-progress' }), 401)
    expectProblem(
      await app.inject({
        method: 'POST',
        url: `/api/v2/users/courses/videos/${videoId}/watches`,
        payload: { position_s: 1, duration_s: 780 },
        headers: { 'x-requested-with': 'XMLHttpRequest' },
      }),
      401,
    )
  })
})
