import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { videosApi } from '../../../src/contract/learning-video'
import { quizApi } from '../../../src/contract/quiz'
import type { AppConfig } from '../../../server/config'
import { browser, signIn, type Browser } from '../helpers/oidc-flow'
import { openAttempt, quizIdOf } from '../helpers/quiz'
import { openTestApp } from '../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../helpers/test-database'

// Issue 41: an item gone from its content pack is archived — "out of catalogues and search, still
// there for those who have history". A video or quiz a pack archived (archived_at set, as the
// import does: tests/server/content/video.test.ts, quiz.test.ts) opens for a learner with history
// on it (progress or a comment; an attempt) and is unknown (404) to anyone else.

const VIDEO = 'membaca-laporan-keuangan-untuk-non-keuangan'
const QUIZ = 'kuis-keamanan-siber-di-tempat-kerja'

describeOnEngines('archived videos and quizzes', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let withHistory: Browser
  let without: Browser
  let visitor: Browser
  let videoId: number
  let title: string
  let quizId: number
  let sariId: number

  const get = (as: Browser, url: string) => as.request({ method: 'GET', url })
  const status = async (as: Browser, url: string) => (await get(as, url)).statusCode

  beforeAll(async () => {
    ;({ test, config, app } = await openTestApp(target))
    const db = test.database.db
    const budi = await signIn(app, config, 'budi.santoso')
    const sari = await signIn(app, config, 'sari.wulandari')
    withHistory = budi.browser
    without = sari.browser
    visitor = browser(app)
    sariId = sari.user.id
    ;({ id: videoId, title } = await db.selectFrom('videos').select(['id', 'title']).where('slug', '=', VIDEO).executeTakeFirstOrThrow())
    quizId = await quizIdOf(test.database, QUIZ)
    // Budi has watched some of the video and opened an attempt at the quiz; Sari has done neither.
    for (const table of ['video_progress', 'video_comments'] as const) await db.deleteFrom(table).where('video_id', '=', videoId).where('employee_id', '=', sari.user.id).execute()
    await db.deleteFrom('quiz_attempts').where('quiz_id', '=', quizId).where('employee_id', '=', sari.user.id).execute()
    await db.deleteFrom('video_progress').where('video_id', '=', videoId).where('employee_id', '=', budi.user.id).execute()
    await db.insertInto('video_progress').values({ employee_id: budi.user.id, video_id: videoId, position_s: 30, duration_s: 600, completed_at: null, updated_at: '2026-12-01T00:00:00.000Z' }).execute()
    await openAttempt(withHistory, quizId)
    await db.updateTable('videos').set({ archived_at: '2026-12-07T00:00:00.000Z' }).where('id', '=', videoId).execute()
    await db.updateTable('quizzes').set({ archived_at: '2026-12-07T00:00:00.000Z' }).where('id', '=', quizId).execute()
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('leaves the catalogue, the search and the recommendations for everyone', async () => {
    for (const as of [withHistory, without, visitor]) {
      const list = videosApi.list.response.parse((await get(as, '/api/v2/courses/videos?limit=100')).json()).data
      expect(list.map((v) => v.id)).not.toContain(videoId)
      const found = videosApi.list.response.parse((await get(as, `/api/v2/courses/videos?q=${encodeURIComponent(title)}`)).json()).data
      expect(found.map((v) => v.id)).not.toContain(videoId)
      const mixed = videosApi.courses.response.parse((await get(as, `/api/v2/courses?q=${encodeURIComponent(title)}`)).json()).data
      expect(mixed.map((v) => v.id)).not.toContain(videoId)
      const recommended = videosApi.recommendations.response.parse((await get(as, '/api/v2/courses/videos/recomendations?limit=24')).json()).data
      expect(recommended.map((v) => v.id)).not.toContain(videoId)
    }
  })

  it('opens the video, its comments and its place in the history for a learner who watched it', async () => {
    const detail = videosApi.detail.response.parse((await get(withHistory, `/api/v2/courses/videos/${videoId}`)).json()).data
    expect([detail.title, detail.progress?.position_s]).toEqual([title, 30])
    expect(await status(withHistory, `/api/v2/comments/courses/${videoId}`)).toBe(200)
    const history = (await get(withHistory, '/api/v2/users/courses/videos/histories?limit=50')).json() as { data: { video: { id: number } }[] }
    expect(history.data.map((h) => h.video.id)).toContain(videoId)
  })

  it('is unknown to a learner without history and to a visitor: the page, its comments, a new comment', async () => {
    for (const as of [without, visitor]) {
      expect(await status(as, `/api/v2/courses/videos/${videoId}`)).toBe(404)
      expect(await status(as, `/api/v2/comments/courses/${videoId}`)).toBe(404)
    }
    const comment = await without.send({ method: 'POST', url: `/api/v2/users/comments/courses/${videoId}`, payload: { text: 'Masih ada?' } })
    expect(comment.statusCode).toBe(404)
  })

  it('opens the archived quiz and its attempts for the learner who attempted it, and is unknown to anyone else', async () => {
    const quiz = quizApi.quiz.response.parse((await get(withHistory, `/api/quiz/${quizId}`)).json()).data
    expect(quiz.id).toBe(quizId)
    expect(await status(withHistory, `/api/v2/users/quizzes/${quizId}/history`)).toBe(200)
    expect(await status(withHistory, `/api/v2/users/quizzes/${quizId}`)).toBe(200)
    for (const url of [`/api/quiz/${quizId}`, `/api/v2/users/quizzes/${quizId}`, `/api/v2/users/quizzes/${quizId}/history`]) expect(await status(without, url), url).toBe(404)
    expect(await test.database.db.selectFrom('quiz_attempts').select('id').where('quiz_id', '=', quizId).where('employee_id', '=', sariId).execute()).toEqual([])
  })
})
