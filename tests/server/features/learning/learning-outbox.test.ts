import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inclassApi } from '../../../../src/contract/learning-inclass'
import { packagesApi } from '../../../../src/contract/learning-package'
import { videosApi } from '../../../../src/contract/learning-video'
import { personalizationApi } from '../../../../src/contract/personalization'
import { classifyAnswer } from '../../../../src/shared/outbox/entry'
import { problemTypes } from '../../../../src/shared/wire'
import type { AppConfig } from '../../../../server/config'
import { signIn, type Browser } from '../../helpers/oidc-flow'
import { expectProblem } from '../../helpers/problem'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'

// Issue 20: the learning writes a learner makes on a flaky connection go through the outbox, so each
// may arrive twice with one Idempotency-Key (a retry after a lost answer). Each counts once; a
// registration that arrives after the class filled or started is refused for good.
describeOnEngines('learning writes replayed by the outbox', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let made: Browser
  let madeId: number
  let rina: Browser
  let hendra: Browser
  let packageId: number
  let videoId: number

  const db = () => test.database.db
  const write = (as: Browser, method: 'POST' | 'PATCH' | 'DELETE', url: string, key: string, payload?: unknown) =>
    as.send({
      method,
      url,
      headers: { 'idempotency-key': key },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    })
  /** Sends the same write twice with one key: the second is the first answer replayed. */
  const twice = async (as: Browser, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) => {
    const key = randomUUID()
    const first = await write(as, method, url, key, payload)
    const replay = await write(as, method, url, key, payload)
    expect(replay.statusCode).toBe(first.statusCode)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.json()).toEqual(first.json())
    return first
  }
  let madeEvents = 0
  /** An upcoming event of the test's own with `seats` seats, starting `startsInHours` from now. */
  const makeEvent = async (seats: number, startsInHours = 48) => {
    madeEvents += 1
    const any = await db().selectFrom('inclass_events').selectAll().executeTakeFirstOrThrow()
    const startsAt = new Date(Date.now() + startsInHours * 3_600_000)
    const row = await db()
      .insertInto('inclass_events')
      .values({
        slug: `kelas-uji-outbox-${madeEvents}`,
        title: `Kelas uji outbox ${madeEvents}`,
        description: '<p>Kelas uji.</p>',
        category_id: any.category_id,
        instructor_id: any.instructor_id,
        unit_id: null,
        topic_id: null,
        profession_id: null,
        field_id: null,
        thumbnail_url: any.thumbnail_url,
        starts_at: startsAt.toISOString(),
        ends_at: new Date(startsAt.getTime() + 2 * 3_600_000).toISOString(),
        place: 'Ruang Uji',
        city: 'Jakarta',
        is_online: 0,
        seats_total: seats,
        published_at: new Date(Date.now() - 86_400_000).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  }
  const registrations = async (eventId: number) => db().selectFrom('inclass_registrations').select('employee_id').where('event_id', '=', eventId).execute()
  const seatsTaken = async (eventId: number) =>
    (await db().selectFrom('inclass_events').select('seats_taken').where('id', '=', eventId).executeTakeFirstOrThrow()).seats_taken
  const registerPath = (id: number) => inclassApi.register.path.replace('{id}', String(id))

  beforeAll(async () => {
    ;({ test, config, app } = await openTestApp(target))
    ;({
      browser: made,
      user: { id: madeId },
    } = await signIn(app, config, 'made.wirawan'))
    rina = (await signIn(app, config, 'rina.kartika')).browser
    hendra = (await signIn(app, config, 'hendra.gunawan')).browser
    const enrolled = db().selectFrom('package_progress').select('package_id').where('employee_id', '=', madeId)
    packageId = (await db().selectFrom('course_packages').select('id').where('id', 'not in', enrolled).orderBy('id').executeTakeFirstOrThrow()).id
    videoId = (await db().selectFrom('videos').select('id').orderBy('id').executeTakeFirstOrThrow()).id
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  describe('each write replayed with the same key counts once', () => {
    it('enrolment in a course package (v2 and v1)', async () => {
      const first = await twice(made, 'POST', packagesApi.register.path.replace('{id}', String(packageId)))
      expect(first.statusCode).toBe(200)
      expect(packagesApi.register.response.parse(first.json()).data.package_id).toBe(packageId)
      await twice(made, 'POST', packagesApi.v1Enrol.path.replace('{id}', String(packageId)))
      expect(
        await db().selectFrom('package_progress').select('package_id').where('employee_id', '=', madeId).where('package_id', '=', packageId).execute(),
      ).toHaveLength(1)
    })

    it('registration for an in-class event and its cancellation: one seat taken, then given back once', async () => {
      const eventId = await makeEvent(5)
      const registered = await twice(made, 'POST', registerPath(eventId))
      expect(inclassApi.register.response.parse(registered.json()).data.event_id).toBe(eventId)
      expect(await registrations(eventId)).toEqual([{ employee_id: madeId }])
      expect(await seatsTaken(eventId)).toBe(1)
      await write(rina, 'POST', registerPath(eventId), randomUUID())
      expect(await seatsTaken(eventId)).toBe(2)
      const cancelled = await twice(made, 'DELETE', registerPath(eventId))
      expect(inclassApi.cancel.response.parse(cancelled.json()).data).toEqual({
        event_id: eventId,
        seats_left: 4,
      })
      // Rina's seat stays hers: the replayed cancellation gave back one seat, not two.
      expect(await registrations(eventId)).toEqual([
        {
          employee_id: (await db().selectFrom('employees').select('id').where('username', '=', 'rina.kartika').executeTakeFirstOrThrow()).id,
        },
      ])
      expect(await seatsTaken(eventId)).toBe(1)
    })

    it('a comment posted, edited and deleted', async () => {
      const count = async () =>
        (await db().selectFrom('video_comments').select('id').where('video_id', '=', videoId).where('employee_id', '=', madeId).execute()).length
      const posted = await twice(made, 'POST', videosApi.postComment.path.replace('{id}', String(videoId)), { text: 'Materinya jelas, terima kasih.' })
      expect(posted.statusCode).toBe(201)
      const comment = videosApi.postComment.response.parse(posted.json()).data
      expect(await count()).toBe(1)
      const edited = await twice(made, 'PATCH', videosApi.editComment.path.replace('{id}', String(comment.id)), { text: 'Materinya jelas sekali.' })
      expect(videosApi.editComment.response.parse(edited.json()).data).toMatchObject({
        id: comment.id,
        text: 'Materinya jelas sekali.',
        edited: true,
      })
      // The deletion replayed answers as it did the first time, not 404 for a comment now gone.
      const deleted = await twice(made, 'DELETE', videosApi.deleteComment.path.replace('{id}', String(comment.id)))
      expect(deleted.statusCode).toBe(200)
      expect(await count()).toBe(0)
    })

    it('the personalization interests', async () => {
      const categories = (await db().selectFrom('learning_categories').select('id').orderBy('id').limit(2).execute()).map((r) => r.id)
      const saved = await twice(made, 'POST', personalizationApi.save.path, {
        category_ids: categories,
      })
      expect(personalizationApi.save.response.parse(saved.json()).data).toMatchObject({
        category_ids: categories,
        hasPersonalizedContent: true,
      })
      const rows = await db().selectFrom('personal_interests').select('ref_id').where('employee_id', '=', madeId).where('kind', '=', 'category').execute()
      expect(rows.map((r) => r.ref_id).sort((a, b) => a - b)).toEqual(categories)
    })
  })

  it('refuses for good a registration that arrives after the class filled, and answers its replay the same', async () => {
    const eventId = await makeEvent(1)
    // Made offline: queued with its key, and meanwhile another user takes the last seat.
    const key = randomUUID()
    await write(hendra, 'POST', registerPath(eventId), randomUUID())
    const refused = await write(made, 'POST', registerPath(eventId), key)
    const problem = expectProblem(refused, 409)
    expect(problem).toMatchObject({
      type: problemTypes.inclassFull,
      title: 'Kelas sudah penuh',
    })
    // The outbox keeps it as refused (shown in the list and at the event), never retried.
    expect(classifyAnswer(refused.statusCode, problem.type)).toBe('failed')
    const again = await write(made, 'POST', registerPath(eventId), key)
    expect(again.statusCode).toBe(409)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(await seatsTaken(eventId)).toBe(1)
    expect((await registrations(eventId)).map((r) => r.employee_id)).not.toContain(madeId)
  })

  it('refuses for good a registration that arrives after the class started', async () => {
    const eventId = await makeEvent(10, -1)
    const problem = expectProblem(await write(made, 'POST', registerPath(eventId), randomUUID()), 409)
    expect(problem.type).toBe(problemTypes.inclassClosed)
    expect(classifyAnswer(409, problem.type)).toBe('failed')
  })
})
