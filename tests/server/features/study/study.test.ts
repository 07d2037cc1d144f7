import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { studyApi } from '../../../../src/contract/study'
import type { AppConfig } from '../../../../server/config'
import { jakartaDay } from '../../../../src/shared/dates'
import { signIn, type Browser } from '../../helpers/oidc-flow'
import { expectProblem } from '../../helpers/problem'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'

// Budi's only seeded history is two attended in-class events in the category Pengembangan Diri:
// 7 days ago (6 h, topic Public Speaking) and 20 days ago (1.5 h, topic Manajemen Waktu).
const SEEDED_S = 6 * 3600 + 1.5 * 3600

describeOnEngines('study data', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let budi: Browser
  let sari: Browser
  let video: { id: number; duration_s: number; category_id: number }
  /** Seconds of the video Budi watched today (half of it: the demo clips last 24–36 s). */
  let watched: number

  const get = async (as: Browser, url: string) => {
    const res = await as.request({ method: 'GET', url })
    expect(res.statusCode).toBe(200)
    return res.json()
  }

  beforeAll(async () => {
    ({ test, config, app } = await openTestApp(target))
    budi = (await signIn(app, config, 'budi.santoso')).browser
    sari = (await signIn(app, config, 'sari.wulandari')).browser
    video = await test.database.db
      .selectFrom('videos')
      .select(['id', 'duration_s', 'category_id'])
      .where('slug', '=', 'membaca-laporan-keuangan-untuk-non-keuangan')
      .executeTakeFirstOrThrow()
    // Progress moving forward is what counts as learning time: half the clip today, and a replay adds nothing.
    watched = Math.floor(video.duration_s / 2)
    for (const position of [Math.floor(watched / 3), watched, Math.floor((watched * 2) / 3)]) {
      const res = await budi.send({ method: 'POST', url: `/api/v2/users/courses/videos/${video.id}/watches`, payload: { position_s: position, duration_s: video.duration_s } })
      expect(res.statusCode).toBe(200)
    }
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('counts seconds per day over the period, with totals per kind (v2 and v1)', async () => {
    const week = studyApi.statistics.response.parse(await get(budi, '/api/v2/users/courses/study-statistics')).data
    expect(week.days).toHaveLength(7)
    expect(week.days.at(-1)).toEqual({ date: jakartaDay(new Date()), seconds: watched })
    expect(week.by_kind).toEqual({ video: watched, package: 0, inclass: 0 })
    const month = studyApi.v1Statistic.response.parse(await get(budi, '/api/user/study-statistic?days=30')).data
    expect(month.total_s).toBe(watched + SEEDED_S)
    expect(month.by_kind.inclass).toBe(SEEDED_S)
    expectProblem(await budi.request({ method: 'GET', url: '/api/v2/users/courses/study-statistics?days=0' }), 400)
    expectProblem(await app.inject({ method: 'GET', url: '/api/v2/users/courses/study-statistics' }), 401)
  })

  it('marks the days of a month with activity, and validates year and month', async () => {
    const today = jakartaDay(new Date())
    const [year, month] = today.split('-').map(Number) as [number, number]
    const calendar = studyApi.calendars.response.parse(await get(budi, `/api/v2/users/courses/study-calendars?year=${year}&month=${month}`)).data
    expect(calendar.days).toContainEqual({ date: today, seconds: watched, activities: 2 })
    expect(calendar.days.every((d) => d.date.startsWith(today.slice(0, 7)))).toBe(true)
    const v1 = studyApi.v1Calendar.response.parse(await get(budi, `/api/user/study-calendar?year=${year}&month=${month}`)).data
    expect(v1).toEqual(calendar)
    expect(studyApi.calendars.response.parse(await get(sari, `/api/v2/users/courses/study-calendars?year=${year}&month=${month}`)).data.days.map((d) => d.date)).not.toContain(today)
    for (const query of ['year=2025&month=13', 'year=2025', 'month=2', 'year=abc&month=1']) {
      expectProblem(await budi.request({ method: 'GET', url: `/api/v2/users/courses/study-calendars?${query}` }), 400)
    }
  })

  it('ranks favourite categories and topics by time spent', async () => {
    const categories = studyApi.favoriteCategories.response.parse(await get(budi, '/api/v2/users/courses/favorite-categories')).data
    expect(categories.map((c) => [c.category.slug, c.seconds])).toEqual([
      ['pengembangan-diri', SEEDED_S],
      ['keuangan', watched],
    ])
    expect(categories[0]!.share).toBeCloseTo(SEEDED_S / (SEEDED_S + watched), 2)
    const topics = studyApi.v1FavoriteTopics.response.parse(await get(budi, '/api/me/favorite-topics?limit=2')).data
    expect(topics.map((t) => t.topic.slug)).toEqual(['public-speaking', 'manajemen-waktu'])
    expectProblem(await budi.request({ method: 'GET', url: '/api/me/favorite-topics?limit=99' }), 400)
  })

  it('places the user among all employees and lists the top 10 with names', async () => {
    const board = studyApi.rank.response.parse(await get(budi, '/api/v2/users/leaderboards/rank')).data
    expect(board.me).toMatchObject({ name: 'Budi Santoso', learning_s: watched + SEEDED_S, points: Math.floor((watched + SEEDED_S) / 60) })
    expect(board.top).toHaveLength(10)
    expect(board.top.map((e) => e.learning_s)).toEqual([...board.top.map((e) => e.learning_s)].sort((a, b) => b - a))
    expect(board.top[0]!.rank).toBe(1)
    expect(board.me.rank).toBe(board.top.filter((e) => e.learning_s > board.me.learning_s).length + 1)
    const employees = await test.database.db.selectFrom('employees').select('id').execute()
    expect(board.participants).toBe(employees.length)
    const theirs = studyApi.v1Leaderboard.response.parse(await get(sari, '/api/me/leaderboard')).data
    expect(theirs.me.name).toBe('Sari Wulandari')
    expect(theirs.me.learning_s).toBe(6 * 3600)
  })

  it('mixes the recent videos, packages and in-class events of the user only', async () => {
    const history = studyApi.v1History.response.parse(await get(budi, '/api/me/history?limit=10'))
    expect(history.data.map((h) => [h.kind, h.slug])).toEqual([
      ['video', 'membaca-laporan-keuangan-untuk-non-keuangan'],
      ['inclass', 'pelatihan-public-speaking'],
      ['inclass', 'webinar-manajemen-waktu'],
    ])
    expect(history.data[0]).toMatchObject({ progress_percent: Math.floor((watched * 100) / video.duration_s), completed: false })
    expect(history.data[1]).toMatchObject({ progress_percent: 100, completed: true })
    expect(history.meta.total).toBe(3)
    const theirs = studyApi.v1History.response.parse(await get(sari, '/api/me/history'))
    expect(theirs.data.map((h) => h.slug)).toEqual(['pelatihan-public-speaking'])
    expectProblem(await budi.request({ method: 'GET', url: '/api/me/history?limit=0' }), 400)
  })

  it('summarises progress, events, time, active days and the streak', async () => {
    const summary = studyApi.v1Summary.response.parse(await get(budi, '/api/me/statistics/summary')).data
    expect(summary).toMatchObject({ videos_started: 1, inclass_registered: 2, inclass_attended: 2, learning_s: watched + SEEDED_S, active_days: 3, streak_days: 1 })
    expectProblem(await app.inject({ method: 'GET', url: '/api/me/statistics/summary' }), 401)
  })
})
