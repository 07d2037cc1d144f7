import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { outboxApi, OUTBOX_BATCH_MAX_WRITES, type BatchInput } from '../../../../src/contract/system-outbox'
import { problemTypes } from '../../../../src/shared/wire'
import { outboxWrites } from '../../../../server/features/system/outbox-batch'
import { allEndpoints } from '../../../../src/contract'
import { browser, signIn, type Browser } from '../../helpers/oidc-flow'
import { expectProblem } from '../../helpers/problem'
import { buildTestApp, testConfig } from '../../helpers/test-app'
import { describeOnEngines, openTestDatabase, type TestDatabase } from '../../helpers/test-database'

// Issue 26: the outbox's batch endpoint. Each write in a batch is answered as it would be alone
// (the same guards, validation, ownership and exactly-once storage), in order, and a resource's
// later writes wait after one of its writes did not arrive.

type Write = BatchInput['writes'][number]

describeOnEngines('POST /api/outbox/batch', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let budi: Browser
  let andi: Browser
  let budiId: number
  let andiId: number
  let videos: number[]

  const db = () => test.database.db
  const batch = (as: Browser, writes: Write[]) => as.send({ method: 'POST', url: outboxApi.batch.path, payload: { writes } })
  const answersOf = (res: { statusCode: number; json(): unknown }) => {
    expect(res.statusCode).toBe(200)
    return outboxApi.batch.response.parse(res.json()).data
  }
  const watch = (video: number, position: number, userId = budiId): Write => ({
    method: 'POST',
    url: `/api/v2/users/courses/videos/${video}/watches`,
    body: { position_s: position, duration_s: 600 },
    idempotency_key: randomUUID(),
    user_id: userId,
    resource: `video:${video}`,
  })
  const comment = (video: number, text: string, userId = budiId): Write => ({
    method: 'POST',
    url: `/api/v2/users/comments/courses/${video}`,
    body: { text },
    idempotency_key: randomUUID(),
    user_id: userId,
    resource: `comments:${video}`,
  })
  const positionOf = async (employeeId: number, video: number) =>
    (await db().selectFrom('video_progress').select('position_s').where('employee_id', '=', employeeId).where('video_id', '=', video).executeTakeFirst())
      ?.position_s
  const commentsBy = async (employeeId: number, text: string) =>
    (await db().selectFrom('video_comments').select('id').where('employee_id', '=', employeeId).where('body', '=', text).execute()).length

  beforeAll(async () => {
    test = await openTestDatabase(target)
    // The first guarded write answers 503, as an overloaded server would: the retry case below.
    app = await buildTestApp(test.database, test.dataDir, { env: { TEST_FAIL_FIRST_WRITES: '1' } })
    const config = testConfig(test.dataDir)
    budi = (await signIn(app, config, 'budi.santoso')).browser
    andi = (await signIn(app, config, 'andi.pratama')).browser
    const idOf = async (username: string) => (await db().selectFrom('employees').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id
    budiId = await idOf('budi.santoso')
    andiId = await idOf('andi.pratama')
    videos = (await db().selectFrom('videos').select('id').orderBy('id').limit(4).execute()).map((v) => v.id)
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('a write that gets no answer it can keep (503) holds back its resource’s later writes; other resources go on', async () => {
    const [v0, v1] = videos as [number, number]
    const answers = answersOf(await batch(budi, [watch(v0, 30), watch(v0, 60), watch(v1, 45)]))
    expect(answers.map((a) => [a.status, a.skipped ?? false])).toEqual([
      [503, false],
      [0, true],
      [200, false],
    ])
    expect(answers[0]!.problem?.detail).toContain('Layanan sedang tidak tersedia')
    expect(await positionOf(budiId, v0)).toBeUndefined()
    expect(await positionOf(budiId, v1)).toBe(45)
  })

  it('delivers each write once: the same batch again changes nothing', async () => {
    const [v0, , v2] = videos as [number, number, number]
    const text = `Komentar lewat batch ${randomUUID()}`
    const writes = [watch(v2, 120), watch(v2, 240), comment(v0, text), watch(v0, 90)]
    expect(answersOf(await batch(budi, writes)).map((a) => a.status)).toEqual([200, 200, 201, 200])
    expect(await positionOf(budiId, v2)).toBe(240)
    expect(await commentsBy(budiId, text)).toBe(1)
    // The connection dropped before the answer: the outbox sends the same writes again.
    expect(answersOf(await batch(budi, writes)).map((a) => a.status)).toEqual([200, 200, 201, 200])
    expect(await commentsBy(budiId, text)).toBe(1)
    expect(await positionOf(budiId, v0)).toBe(90)
  })

  it('answers a refused write with its own problem, and the resource’s later writes still go (a refusal is final)', async () => {
    const [v1] = videos.slice(1) as [number]
    const text = `Sesudah penolakan ${randomUUID()}`
    const answers = answersOf(await batch(budi, [comment(v1, '   '), comment(v1, text)]))
    expect(answers[0]).toMatchObject({ status: 400, problem: { type: problemTypes.validation } })
    expect(answers[0]!.problem?.errors?.[0]?.message).toBe('Komentar tidak boleh kosong')
    expect(answers[1]!.status).toBe(201)
    expect(await commentsBy(budiId, text)).toBe(1)
  })

  it('keeps another user’s write waiting for its user (401 outbox-user-mismatch) and goes on with the rest', async () => {
    const [, , , v3] = videos as [number, number, number, number]
    const answers = answersOf(await batch(budi, [watch(v3, 10, andiId), watch(v3, 20, andiId), watch(v3, 30)]))
    expect(answers.map((a) => [a.status, a.skipped ?? false])).toEqual([
      [401, false],
      [0, true],
      [200, false],
    ])
    expect(answers[0]!.problem?.type).toBe(problemTypes.outboxUserMismatch)
    expect(await positionOf(andiId, v3)).toBeUndefined()
    expect(await positionOf(budiId, v3)).toBe(30)
  })

  it('checks ownership as alone: another user’s comment cannot be edited or deleted through a batch', async () => {
    const [v0] = videos as [number]
    const text = `Milik Andi ${randomUUID()}`
    expect(answersOf(await batch(andi, [comment(v0, text, andiId)]))[0]!.status).toBe(201)
    const own = await db().selectFrom('video_comments').select('id').where('body', '=', text).executeTakeFirstOrThrow()
    const edit: Write = {
      method: 'PATCH',
      url: `/api/v2/users/comments/${own.id}`,
      body: { text: 'diubah' },
      idempotency_key: randomUUID(),
      user_id: budiId,
      resource: `comment:${own.id}`,
    }
    const remove: Write = { ...edit, method: 'DELETE', body: undefined, idempotency_key: randomUUID() }
    const answers = answersOf(await batch(budi, [edit, remove]))
    for (const answer of answers) expect([403, 404]).toContain(answer.status)
    expect(await commentsBy(andiId, text)).toBe(1)
  })

  it('carries only the contract’s outbox writes: not the sign-in, not a read, not itself', async () => {
    const other = (method: Write['method'], url: string): Write => ({ method, url, body: {}, idempotency_key: randomUUID(), user_id: budiId, resource: url })
    const answers = answersOf(
      await batch(budi, [
        other('POST', '/api/platform/auth/sso-callback'),
        other('POST', outboxApi.batch.path),
        other('DELETE', '/api/platform/auth/session'),
        watch(videos[0]!, 300),
      ]),
    )
    expect(answers.slice(0, 3).map((a) => a.status)).toEqual([400, 400, 400])
    expect(answers[0]!.problem?.detail).toBe('Alamat ini bukan penulisan yang dapat dikirim lewat kotak keluar.')
    expect(answers[3]!.status).toBe(200)
  })

  it('refuses a visitor, a request without the app’s header, and a batch that breaks the contract, with problems', async () => {
    expectProblem(await browser(app).send({ method: 'POST', url: outboxApi.batch.path, payload: { writes: [watch(videos[0]!, 1)] } }), 401)
    expectProblem(await budi.request({ method: 'POST', url: outboxApi.batch.path, payload: { writes: [watch(videos[0]!, 1)] } }), 403)
    expectProblem(await batch(budi, []), 400)
    expectProblem(
      await batch(
        budi,
        Array.from({ length: OUTBOX_BATCH_MAX_WRITES + 1 }, () => watch(videos[0]!, 1)),
      ),
      400,
    )
    const bad = expectProblem(await batch(budi, [{ ...watch(videos[0]!, 1), url: 'https://jahat.example/api/x' }]), 400)
    expect(bad.errors?.[0]?.path).toContain('url')
    expectProblem(await batch(budi, [{ ...watch(videos[0]!, 1), url: '/api/v2/users/courses/videos/1/watches?x=1' }]), 400)
    expectProblem(await batch(budi, [{ ...watch(videos[0]!, 1), idempotency_key: 'bukan-uuid' }]), 400)
  })

  it('knows every outbox write of the contract by its filled path', () => {
    const isOutboxWrite = outboxWrites()
    const outbox = allEndpoints().filter((e) => e.outbox)
    expect(outbox.length).toBeGreaterThan(10)
    for (const e of outbox) expect(isOutboxWrite(e.method, e.path.replace(/\{[^}]+\}/g, '12'))).toBe(true)
    expect(isOutboxWrite('POST', '/api/v2/users/courses/videos/12/watches/extra')).toBe(false)
    expect(isOutboxWrite('GET', '/api/v2/users/courses/videos/12/watches')).toBe(false)
  })
})
