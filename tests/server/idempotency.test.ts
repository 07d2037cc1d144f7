import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { problemTypes } from '../../src/contract/problem'
import { progressApi } from '../../src/contract/learning-progress'
import type { AppConfig } from '../../server/config'
import { signIn, type Browser } from './helpers/oidc-flow'
import { expectProblem } from './helpers/problem'
import { buildTestApp, openTestApp, testConfig } from './helpers/test-app'
import { openTestDatabase, describeOnEngines, type TestDatabase } from './helpers/test-database'

async function videoIdOf(test: TestDatabase, slug: string): Promise<number> {
  return (await test.database.db.selectFrom('videos').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id
}

describeOnEngines('Idempotency-Key', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let b: Browser
  let videoId: number
  let otherVideoId: number

  const watch = (id: number, body: Record<string, unknown>, key?: string, as = b) =>
    as.send({ method: 'POST', url: `/api/v2/users/courses/videos/${id}/watches`, payload: body, headers: key ? { 'idempotency-key': key } : {} })

  beforeAll(async () => {
    ({ test, config, app } = await openTestApp(target))
    b = (await signIn(app, config, 'budi.santoso')).browser
    videoId = await videoIdOf(test, 'dasar-kepemimpinan-situasional')
    otherVideoId = await videoIdOf(test, 'keamanan-siber-di-tempat-kerja')
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('replays the first answer for the same key and does not write again', async () => {
    const key = randomUUID()
    const first = await watch(videoId, { position_s: 100, duration_s: 540 }, key)
    expect(first.statusCode).toBe(200)
    expect(first.headers['idempotent-replayed']).toBeUndefined()
    expect(progressApi.watchVideo.response.parse(first.json()).data.position_s).toBe(100)

    // A later write moves on; replaying the first key must answer as then, not run again.
    expect((await watch(videoId, { position_s: 200, duration_s: 540 }, randomUUID())).statusCode).toBe(200)
    const replay = await watch(videoId, { duration_s: 540, position_s: 100 }, key)
    expect(replay.statusCode).toBe(200)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.json()).toEqual(first.json())

    const stored = await test.database.db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).execute()
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ status: 'done', response_status: 200 })
    expect(Date.parse(stored[0]!.expires_at) - Date.now()).toBeGreaterThanOrEqual(7 * 24 * 3600 * 1000)
  })

  it('answers 422 for the same key with another body or another endpoint', async () => {
    const key = randomUUID()
    expect((await watch(videoId, { position_s: 10, duration_s: 540 }, key)).statusCode).toBe(200)
    expectProblem(await watch(videoId, { position_s: 11, duration_s: 540 }, key), 422)
    expectProblem(await watch(otherVideoId, { position_s: 10, duration_s: 540 }, key), 422)
  })

  it('runs concurrent requests with one key exactly once', async () => {
    const key = randomUUID()
    const answers = await Promise.all(Array.from({ length: 6 }, () => watch(otherVideoId, { position_s: 42, duration_s: 600 }, key)))
    const ran = answers.filter((res) => res.statusCode === 200 && res.headers['idempotent-replayed'] === undefined)
    expect(ran).toHaveLength(1)
    for (const res of answers) {
      if (res.statusCode === 409) expectProblem(res, 409)
      else {
        expect(res.statusCode).toBe(200)
        expect(res.json()).toEqual(ran[0]!.json())
      }
    }
    // A later retry (the outbox's) gets the stored answer.
    const retry = await watch(otherVideoId, { position_s: 42, duration_s: 600 }, key)
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect(retry.json()).toEqual(ran[0]!.json())
  })

  it('answers 409 while the key is still being processed', async () => {
    const key = randomUUID()
    const user = await test.database.db.selectFrom('employees').select('id').where('username', '=', 'budi.santoso').executeTakeFirstOrThrow()
    const now = new Date()
    await test.database.db
      .insertInto('idempotency_keys')
      .values({
        employee_id: user.id,
        key,
        method: 'POST',
        path: `/api/v2/users/courses/videos/${videoId}/watches`,
        request_hash: 'x',
        status: 'processing',
        response_status: null,
        response_body: null,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 86_400_000).toISOString(),
      })
      .execute()
    const res = await watch(videoId, { position_s: 5, duration_s: 540 }, key)
    // Its own type and a Retry-After: the client's retry overtook the first try and should come back.
    expect(expectProblem(res, 409).type).toBe(problemTypes.idempotencyInProgress)
    expect(res.headers['retry-after']).toBe('1')
  })

  it('takes over a key left processing by a request that died, and reuses an expired key', async () => {
    const user = await test.database.db.selectFrom('employees').select('id').where('username', '=', 'budi.santoso').executeTakeFirstOrThrow()
    const stale = { employee_id: user.id, method: 'POST', path: '/x', request_hash: 'x', response_status: null, response_body: null }
    const abandoned = randomUUID()
    const expired = randomUUID()
    await test.database.db
      .insertInto('idempotency_keys')
      .values([
        { ...stale, key: abandoned, status: 'processing', created_at: new Date(Date.now() - 5 * 60_000).toISOString(), expires_at: '2999-01-01T00:00:00.000Z' },
        { ...stale, key: expired, status: 'done', response_status: 200, response_body: '{}', created_at: '2000-01-01T00:00:00.000Z', expires_at: '2000-01-08T00:00:00.000Z' },
      ])
      .execute()
    for (const key of [abandoned, expired]) {
      const res = await watch(videoId, { position_s: 3, duration_s: 540 }, key)
      expect(res.statusCode).toBe(200)
      expect(res.headers['idempotent-replayed']).toBeUndefined()
      expect(res.json().data.video_id).toBe(videoId)
    }
  })

  it('replays a refusal (4xx) as it was answered', async () => {
    const key = randomUUID()
    const first = await watch(999_999, { position_s: 5, duration_s: 540 }, key)
    expectProblem(first, 404)
    const replay = await watch(999_999, { position_s: 5, duration_s: 540 }, key)
    expectProblem(replay, 404)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.json()).toEqual(first.json())
  })

  it('keeps keys per user: another user with the same key runs their own write', async () => {
    const key = randomUUID()
    const other = (await signIn(app, config, 'sari.wulandari')).browser
    expect((await watch(videoId, { position_s: 30, duration_s: 540 }, key)).statusCode).toBe(200)
    const theirs = await watch(videoId, { position_s: 31, duration_s: 540 }, key, other)
    expect(theirs.statusCode).toBe(200)
    expect(theirs.headers['idempotent-replayed']).toBeUndefined()
    expect(theirs.json().data.position_s).toBe(31)
  })

  it('refuses an outbox write queued by another user with 401 outbox-user-mismatch, writing nothing', async () => {
    const budi = await test.database.db.selectFrom('employees').select('id').where('username', '=', 'budi.santoso').executeTakeFirstOrThrow()
    const andi = (await signIn(app, config, 'andi.pratama')).browser
    const andiId = (await test.database.db.selectFrom('employees').select('id').where('username', '=', 'andi.pratama').executeTakeFirstOrThrow()).id
    const key = randomUUID()
    const send = (outboxUser: number) =>
      andi.send({
        method: 'POST',
        url: `/api/v2/users/courses/videos/${otherVideoId}/watches`,
        payload: { position_s: 77, duration_s: 600 },
        headers: { 'idempotency-key': key, 'x-outbox-user': String(outboxUser) },
      })

    const refused = expectProblem(await send(budi.id), 401)
    expect(refused.type).toBe(problemTypes.outboxUserMismatch)
    expect(refused.detail).toMatch(/pengguna lain/)
    const andiRows = () =>
      test.database.db.selectFrom('video_progress').select('position_s').where('employee_id', '=', andiId).where('video_id', '=', otherVideoId).execute()
    expect(await andiRows()).toEqual([])
    expect(await test.database.db.selectFrom('idempotency_keys').select('key').where('key', '=', key).execute()).toEqual([])

    // His own queued write goes through as usual, with the same key.
    const ok = await send(andiId)
    expect(ok.statusCode).toBe(200)
    expect(ok.headers['idempotent-replayed']).toBeUndefined()
    expect(await andiRows()).toEqual([{ position_s: 77 }])
  })

  it('runs a write without the header, and refuses a key that is not a UUID', async () => {
    expect((await watch(videoId, { position_s: 1, duration_s: 540 })).statusCode).toBe(200)
    const bad = expectProblem(await watch(videoId, { position_s: 1, duration_s: 540 }, 'not-a-uuid'), 400)
    expect(bad.errors[0]?.path).toBe('headers.idempotency-key')
  })

  it('requires the CSRF header on the write', async () => {
    const res = await b.request({
      method: 'POST',
      url: `/api/v2/users/courses/videos/${videoId}/watches`,
      payload: { position_s: 1, duration_s: 540 },
      headers: { 'idempotency-key': randomUUID() },
    })
    expect(expectProblem(res, 403).type).toBe(problemTypes.csrf)
  })

  it('housekeeping deletes expired keys', async () => {
    const key = randomUUID()
    await watch(videoId, { position_s: 2, duration_s: 540 }, key)
    await test.database.db.updateTable('idempotency_keys').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('key', '=', key).execute()
    const { deleteExpiredIdempotencyKeys } = await import('../../server/db/repositories/idempotency-repository')
    await deleteExpiredIdempotencyKeys(test.database.db, new Date().toISOString())
    expect(await test.database.db.selectFrom('idempotency_keys').select('key').where('key', '=', key).execute()).toEqual([])
  })
})

describe('TEST_FAIL_FIRST_WRITES', () => {
  let test: TestDatabase
  let app: FastifyInstance

  beforeAll(async () => {
    test = await openTestDatabase({ engine: 'sqlite' })
    app = await buildTestApp(test.database, test.dataDir, { env: { TEST_FAIL_FIRST_WRITES: '2' } })
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('answers the first N idempotent writes 503 before doing anything, then runs them', async () => {
    const b = (await signIn(app, testConfig(test.dataDir), 'budi.santoso')).browser
    const videoId = await videoIdOf(test, 'dasar-kepemimpinan-situasional')
    const key = randomUUID()
    const send = () =>
      b.send({ method: 'POST', url: `/api/v2/users/courses/videos/${videoId}/watches`, payload: { position_s: 9, duration_s: 540 }, headers: { 'idempotency-key': key } })
    expectProblem(await send(), 503)
    expectProblem(await send(), 503)
    // The seed gives other employees a history; budi's own row is what must not exist yet.
    const budiRows = () =>
      test.database.db.selectFrom('video_progress as vp').innerJoin('employees as e', 'e.id', 'vp.employee_id').select('vp.position_s').where('e.username', '=', 'budi.santoso').execute()
    expect(await budiRows()).toEqual([])
    const ok = await send()
    expect(ok.statusCode).toBe(200)
    expect(ok.headers['idempotent-replayed']).toBeUndefined()
  })
})
