import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { announceToTakers, notifyDueEvents, remindClassesTomorrow, type Notify } from '../../../../server/features/notification/events'
import { insertNotifications } from '../../../../server/db/repositories/notification-writer'
import { buildTestApp } from '../../helpers/test-app'
import type { AppConfig } from '../../../../server/config'
import { insertTestPath } from '../../helpers/growth-path'
import { signIn } from '../../helpers/oidc-flow'
import { answerKey, openAttempt, perfectAnswers, quizIdOf, submit } from '../../helpers/quiz'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'

// Issue 14: the notifications events make. A class tomorrow reminds everyone registered, from
// 07.00 in Jakarta the day before; an announcement tells those who had taken the path; a graded
// quiz tells its taker. Each once per user and event, even when two runs (two processes) race.

describeOnEngines('notifications from events', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  const ids = { agus: 0, intan: 0, made: 0 }

  const notificationsOf = (employeeId: number, eventKey: string) =>
    test.database.db.selectFrom('notifications').select(['title', 'body', 'link_url', 'kind', 'read_at']).where('employee_id', '=', employeeId).where('event_key', '=', eventKey).execute()
  const employeeId = async (username: string) => (await test.database.db.selectFrom('employees').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id

  /** The inbox alone (the push is server/push's, tested in push.test.ts). */
  const inbox: Notify = async (employeeIds, notification, at) => (await insertNotifications(test.database.db, employeeIds, notification, at)).length

  beforeAll(async () => {
    ;({ test, config, app } = await openTestApp(target))
    ids.agus = await employeeId('agus.setiawan')
    ids.intan = await employeeId('intan.permata')
    ids.made = await employeeId('made.wirawan')
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('reminds everyone registered for a class tomorrow once, from 07.00 in Jakarta the day before', async () => {
    const db = test.database.db
    const category = await db.selectFrom('learning_categories').select('id').executeTakeFirstOrThrow()
    // 3 March 2031, 13.30 WIB: far from the seeded classes.
    const event = await db
      .insertInto('inclass_events')
      .values({
        slug: 'uji-pengingat-kelas',
        title: 'Kelas Uji Pengingat',
        description: 'Kelas untuk pengujian.',
        category_id: category.id,
        instructor_id: null,
        unit_id: null,
        topic_id: null,
        profession_id: null,
        field_id: null,
        thumbnail_url: '/thumbnails/uji.svg',
        starts_at: '2031-03-03T06:30:00.000Z',
        ends_at: '2031-03-03T08:30:00.000Z',
        place: 'Ruang Melati',
        city: 'Jakarta',
        is_online: 0,
        seats_total: 20,
        published_at: '2031-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    for (const id of [ids.agus, ids.intan]) await db.insertInto('inclass_registrations').values({ event_id: event.id, employee_id: id, registered_at: '2031-02-01T00:00:00.000Z', attended_at: null }).execute()
    const key = `class-tomorrow:${event.id}`

    // 06.59 WIB the day before: not yet. Two days before: not yet.
    expect(await remindClassesTomorrow(db, inbox, new Date('2031-03-01T23:59:00.000Z'))).toBe(0)
    expect(await remindClassesTomorrow(db, inbox, new Date('2031-03-01T05:00:00.000Z'))).toBe(0)
    expect(await notificationsOf(ids.agus, key)).toEqual([])

    // 08.00 WIB the day before, run twice at once (two processes): one each.
    const at = new Date('2031-03-02T01:00:00.000Z')
    const [first, second] = await Promise.all([notifyDueEvents(db, inbox, at), notifyDueEvents(db, inbox, at)])
    expect(first + second).toBeGreaterThanOrEqual(2)
    expect(await notificationsOf(ids.agus, key)).toEqual([
      { kind: 'class', title: 'Pengingat: kelas Anda besok', body: 'Kelas Uji Pengingat dimulai besok pukul 13.30 WIB di Ruang Melati.', link_url: `/learning/inclass/${event.id}`, read_at: null },
    ])
    expect(await notificationsOf(ids.intan, key)).toHaveLength(1)
    expect(await notificationsOf(ids.made, key)).toEqual([])
    // Later runs that day make nothing new.
    expect(await remindClassesTomorrow(db, inbox, new Date('2031-03-02T10:00:00.000Z'))).toBe(0)
    expect(await notificationsOf(ids.agus, key)).toHaveLength(1)
  })

  it('tells those who had taken a path of its new announcement once; not later takers, not old news', async () => {
    const db = test.database.db
    const path = await insertTestPath(test.database, 'jalur-pengumuman')
    const take = (employee: number, at: string) => db.insertInto('growth_path_trx').values({ growth_path_id: path.path, employee_id: employee, taken_at: at, updated_at: at }).execute()
    await take(ids.agus, '2031-01-01T00:00:00.000Z')
    await take(ids.made, '2031-05-01T00:00:00.000Z')
    const publish = (title: string, at: string) =>
      db.insertInto('growth_path_announcements').values({ growth_path_id: path.path, title, body: '<p>Isi.</p>', author_id: path.ownerId, published_at: at }).returning('id').executeTakeFirstOrThrow()
    const news = await publish('Jadwal coaching clinic', '2031-04-01T02:00:00.000Z')
    const old = await publish('Pengumuman lama', '2031-03-01T02:00:00.000Z')
    const now = new Date('2031-04-01T05:00:00.000Z')

    await Promise.all([announceToTakers(db, inbox, now), announceToTakers(db, inbox, now)])
    expect(await notificationsOf(ids.agus, `growth-path-announcement:${news.id}`)).toEqual([
      { kind: 'growth-path', title: 'Pengumuman baru: Jalur Uji Coba', body: 'Jadwal coaching clinic', link_url: '/growth-path/jalur-pengumuman', read_at: null },
    ])
    expect(await notificationsOf(ids.made, `growth-path-announcement:${news.id}`)).toEqual([])
    expect(await notificationsOf(ids.agus, `growth-path-announcement:${old.id}`)).toEqual([])
    // Not yet published: nothing.
    const later = await publish('Belum terbit', '2031-04-02T00:00:00.000Z')
    expect(await announceToTakers(db, inbox, now)).toBe(0)
    expect(await notificationsOf(ids.agus, `growth-path-announcement:${later.id}`)).toEqual([])
  })

  it('tells the taker of a graded quiz, once, with a link to the result', async () => {
    const putri = (await signIn(app, config, 'putri.maharani')).browser
    const quizId = await quizIdOf(test.database, 'kuis-keamanan-siber-di-tempat-kerja')
    const attempt = await openAttempt(putri, quizId)
    const key = randomUUID()
    const body = { quizUserDetailID: attempt.quizUserDetailID, answers: perfectAnswers(await answerKey(test.database, quizId)) }
    expect((await submit(putri, quizId, body, key)).statusCode).toBe(200)
    expect((await submit(putri, quizId, body, key)).statusCode).toBe(200)
    const rows = await notificationsOf(await employeeId('putri.maharani'), `quiz-graded:${attempt.quizUserDetailID}`)
    expect(rows).toEqual([
      {
        kind: 'quiz',
        title: 'Hasil kuis Anda sudah keluar',
        body: expect.stringMatching(/^Kuis “.+” sudah dinilai: skor 100, (lulus|jawaban esai menunggu penilaian)\.$/),
        link_url: `/learning/quiz-result/${quizId}?quizUserDetailID=${attempt.quizUserDetailID}`,
        read_at: null,
      },
    ])
  })

  it('runs by itself when the server is ready, when NOTIFICATION_EVENTS_INTERVAL_S is set', async () => {
    const db = test.database.db
    const path = await insertTestPath(test.database, 'jalur-penjadwal')
    const now = Date.now()
    await db.insertInto('growth_path_trx').values({ growth_path_id: path.path, employee_id: ids.intan, taken_at: new Date(now - 86_400_000).toISOString(), updated_at: new Date(now).toISOString() }).execute()
    const news = await db
      .insertInto('growth_path_announcements')
      .values({ growth_path_id: path.path, title: 'Dari penjadwal', body: '<p>Isi.</p>', author_id: path.ownerId, published_at: new Date(now - 60_000).toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow()
    const scheduled = await buildTestApp(test.database, test.dataDir, { env: { NOTIFICATION_EVENTS_INTERVAL_S: '3600' } })
    // Closing waits for the run under way.
    await scheduled.close()
    expect(await notificationsOf(ids.intan, `growth-path-announcement:${news.id}`)).toHaveLength(1)
  })
})
