import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { profileApi } from '../../../../src/contract/profile'
import type { AppConfig } from '../../../../server/config'
import { signIn, type Browser } from '../../helpers/oidc-flow'
import { expectProblem } from '../../helpers/problem'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'

describeOnEngines('public learning profiles', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let budi: Browser
  let sari: Browser
  const ids = { finishedVideo: 0, startedVideo: 0, package: 0, event: 0 }

  // A signed-in colleague reads Budi's profile (a visitor is refused: profile-privacy.test.ts).
  const get = (url: string) => sari.request({ method: 'GET', url })
  const watch = async (url: string, body: Record<string, unknown>) => {
    const res = await budi.send({ method: 'POST', url, payload: body, headers: { 'idempotency-key': randomUUID() } })
    expect(res.statusCode, res.body).toBe(200)
    // The feed orders by time: the next write comes a second later on the server's clock.
    vi.setSystemTime(Date.now() + 1000)
  }

  beforeAll(async () => {
    ({ test, config, app } = await openTestApp(target))
    budi = (await signIn(app, config, 'budi.santoso')).browser
    sari = (await signIn(app, config, 'sari.wulandari')).browser
    const db = test.database.db
    // Start from no learning at all, whatever the demo seed gives the two, so totals are exact.
    const budiId = (await db.selectFrom('employees').select('id').where('username', '=', 'budi.santoso').executeTakeFirstOrThrow()).id
    const sariId = (await db.selectFrom('employees').select('id').where('username', '=', 'sari.wulandari').executeTakeFirstOrThrow()).id
    for (const table of ['inclass_registrations', 'video_progress', 'package_progress', 'material_progress', 'learning_events'] as const) {
      await db.deleteFrom(table).where('employee_id', 'in', [budiId, sariId]).execute()
    }
    const videos = await db.selectFrom('videos').select(['id', 'duration_s']).orderBy('id').limit(2).execute()
    ids.finishedVideo = videos[0]!.id
    ids.startedVideo = videos[1]!.id
    const pkg = await db.selectFrom('course_packages').select('id').orderBy('id').executeTakeFirstOrThrow()
    ids.package = pkg.id
    const material = await db.selectFrom('course_materials').select('id').where('package_id', '=', pkg.id).orderBy('position').executeTakeFirstOrThrow()

    // Only the date is the test's: it moves on by a second between writes (see watch()).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    try {
      await watch(`/api/v2/users/courses/videos/${ids.startedVideo}/watches`, { position_s: Math.floor(videos[1]!.duration_s / 2), duration_s: videos[1]!.duration_s })
      await watch(`/api/v2/users/courses/packages/${ids.package}/watches`, { course_material_id: material.id, completed: true })
      await watch(`/api/v2/users/courses/videos/${ids.finishedVideo}/watches`, { position_s: videos[0]!.duration_s, duration_s: videos[0]!.duration_s })
    } finally {
      vi.useRealTimers()
    }

    // In-class registration goes straight to the table: this test is about reading it back.
    const category = await db.selectFrom('learning_categories').select('id').executeTakeFirstOrThrow()
    const event = await db
      .insertInto('inclass_events')
      .values({
        slug: 'uji-profil-kelas',
        title: 'Kelas Uji Profil',
        description: 'Kelas untuk pengujian.',
        category_id: category.id,
        instructor_id: null,
        unit_id: null,
        topic_id: null,
        profession_id: null,
        field_id: null,
        thumbnail_url: '/thumbnails/uji-profil-kelas.svg',
        starts_at: '2025-01-10T02:00:00.000Z',
        ends_at: '2025-01-10T04:00:00.000Z',
        place: 'Ruang Rapat Lt. 5',
        city: 'Jakarta',
        is_online: 0,
        seats_total: 20,
        published_at: '2025-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    ids.event = event.id
    await db.insertInto('learning_events').values({ employee_id: budiId, content_kind: 'inclass', content_id: event.id, day: '2025-01-10', seconds: 7200, created_at: '2025-01-10T04:00:00.000Z' }).execute()
    await db.insertInto('inclass_registrations').values({ event_id: event.id, employee_id: budiId, registered_at: '2025-01-02T00:00:00.000Z', attended_at: '2025-01-10T02:05:00.000Z' }).execute()
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('shows a colleague name, position, unit, join date and learning totals, without the e-mail', async () => {
    const res = await get('/api/v2/users/budi.santoso/profiles')
    expect(res.statusCode).toBe(200)
    const { data } = profileApi.profile.response.parse(res.json())
    expect(data).toMatchObject({ username: 'budi.santoso', name: 'Budi Santoso', position: 'Manajer Pengembangan SDM', joined_at: '2016-03-01' })
    expect(data.unit).toEqual(expect.any(String))
    expect(data.stats).toMatchObject({ videos_completed: 1, packages_completed: 0, inclass_joined: 1 })
    const logged = await test.database.db
      .selectFrom('learning_events')
      .innerJoin('employees', 'employees.id', 'learning_events.employee_id')
      .select('seconds')
      .where('username', '=', 'budi.santoso')
      .execute()
    expect(data.stats?.learning_time_s).toBe(logged.reduce((sum, r) => sum + r.seconds, 0))
    expect(data.stats?.learning_time_s).toBeGreaterThanOrEqual(7200)
    expect(data.is_owner).toBe(false)
    expect(res.body).not.toMatch(/@|email|password|oidc/)

    const sariProfile = profileApi.profile.response.parse((await get('/api/v2/users/sari.wulandari/profiles')).json()).data
    expect(sariProfile.stats).toEqual({ videos_completed: 0, packages_completed: 0, inclass_joined: 0, learning_time_s: 0 })
  })

  it('answers 404 for an unknown username and 400 for one that cannot be a username', async () => {
    expectProblem(await get('/api/v2/users/tidak.ada/profiles'), 404)
    expectProblem(await get('/api/v2/users/tidak.ada/activities'), 404)
    expectProblem(await get('/api/v2/courses/video/users/tidak.ada/activities'), 404)
    expectProblem(await get('/api/v2/users/bukan%20nama/profiles'), 400)
  })

  it('lists recent learning activity of every kind, newest first, paginated; nobody else’s', async () => {
    const feed = profileApi.feed.response.parse((await get('/api/v2/users/budi.santoso/activities?limit=10')).json())
    expect(feed.meta.total).toBe(4)
    expect(feed.data.map((f) => [f.kind, f.action, f.course.id])).toEqual([
      ['video', 'completed', ids.finishedVideo],
      ['package', 'started', ids.package],
      ['video', 'started', ids.startedVideo],
      ['inclass', 'attended', ids.event],
    ])
    const second = profileApi.feed.response.parse((await get('/api/v2/users/budi.santoso/activities?limit=3&page=2')).json())
    expect(second.data.map((f) => f.kind)).toEqual(['inclass'])
    expect(second.meta).toEqual({ page: 2, limit: 3, total: 4, total_pages: 2 })
    expect(profileApi.feed.response.parse((await get('/api/v2/users/sari.wulandari/activities')).json()).data).toEqual([])
    expectProblem(await get('/api/v2/users/budi.santoso/activities?page=0'), 400)
  })

  it('lists one kind of course with status and progress', async () => {
    const videos = profileApi.courseActivities.response.parse((await get('/api/v2/courses/video/users/budi.santoso/activities')).json())
    expect(videos.data.map((v) => [v.course.id, v.status, v.progress_percent === 100])).toEqual([
      [ids.finishedVideo, 'completed', true],
      [ids.startedVideo, 'in_progress', false],
    ])
    const packages = profileApi.courseActivities.response.parse((await get('/api/v2/courses/package/users/budi.santoso/activities')).json())
    expect(packages.data).toHaveLength(1)
    expect(packages.data[0]).toMatchObject({ kind: 'package', status: 'in_progress', completed_at: null })
    expect(packages.data[0]!.progress_percent).toBeGreaterThan(0)
    expect(packages.data[0]!.progress_percent).toBeLessThan(100)
    const inclass = profileApi.courseActivities.response.parse((await get('/api/v2/courses/inclass/users/budi.santoso/activities')).json())
    expect(inclass.data).toEqual([
      expect.objectContaining({ kind: 'inclass', status: 'attended', progress_percent: 100, completed_at: '2025-01-10T02:05:00.000Z' }),
    ])
    const sariVideos = profileApi.courseActivities.response.parse((await sari.request({ method: 'GET', url: '/api/v2/courses/video/users/sari.wulandari/activities' })).json())
    expect(sariVideos.meta.total).toBe(0)
    expectProblem(await get('/api/v2/courses/webinar/users/budi.santoso/activities'), 400)
  })
})
