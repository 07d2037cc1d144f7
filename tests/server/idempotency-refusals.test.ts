import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signIn, type Browser } from './helpers/oidc-flow'
import { expectProblem } from './helpers/problem'
import { buildTestApp, testConfig } from './helpers/test-app'
import { openTestDatabase, type TestDatabase } from './helpers/test-database'

// What a caller of an outbox write reads when the server refuses its Idempotency-Key, and that a
// key is one key whatever its letters' case (the outbox sends lower case; a UUID is hex either way).
describe('Idempotency-Key refusals and key case', () => {
  let test: TestDatabase
  let app: FastifyInstance
  let b: Browser
  let url: string

  beforeAll(async () => {
    test = await openTestDatabase({ engine: 'sqlite' })
    app = await buildTestApp(test.database, test.dataDir, { env: { TEST_FAIL_FIRST_WRITES: '1' } })
    b = (await signIn(app, testConfig(test.dataDir), 'budi.santoso')).browser
    const video = await test.database.db.selectFrom('videos').select('id').where('slug', '=', 'dasar-kepemimpinan-situasional').executeTakeFirstOrThrow()
    url = `/api/v2/users/courses/videos/${video.id}/watches`
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  const watch = (position: number, key: string) => b.send({ method: 'POST', url, payload: { position_s: position, duration_s: 540 }, headers: { 'idempotency-key': key } })

  it('says why: the chaos setting, a key that is no UUID, a key used for another request', async () => {
    const unavailable = expectProblem(await watch(1, randomUUID()), 503)
    expect(unavailable.detail).toBe('Layanan sedang tidak tersedia (uji coba). Silahkan coba lagi nanti.')

    const notUuid = expectProblem(await watch(1, 'kunci-saya'), 400)
    expect(notUuid.detail).toBe('Header Idempotency-Key harus berupa UUID.')
    expect(notUuid.errors).toEqual([{ path: 'headers.idempotency-key', message: 'Harus berupa UUID' }])

    const key = randomUUID()
    expect((await watch(20, key)).statusCode).toBe(200)
    const reused = expectProblem(await watch(21, key), 422)
    expect(reused.title).toBe('Kunci sudah dipakai')
    expect(reused.detail).toBe('Kunci Idempotency-Key ini sudah dipakai untuk permintaan lain.')
  })

  it('replays a write sent again with its key in other letters case', async () => {
    const key = randomUUID()
    const first = await watch(30, key.toUpperCase())
    expect(first.statusCode).toBe(200)
    const again = await watch(30, key)
    expect(again.statusCode).toBe(200)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json()).toEqual(first.json())
  })

  it('says a write with that key is still running, and when to come back', async () => {
    const key = randomUUID()
    const budi = await test.database.db.selectFrom('employees').select('id').where('username', '=', 'budi.santoso').executeTakeFirstOrThrow()
    const now = new Date()
    await test.database.db
      .insertInto('idempotency_keys')
      .values({
        employee_id: budi.id,
        key,
        method: 'POST',
        path: url,
        request_hash: 'x',
        status: 'processing',
        response_status: null,
        response_body: null,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 86_400_000).toISOString(),
      })
      .execute()
    const res = await watch(40, key)
    const running = expectProblem(res, 409)
    expect(running.title).toBe('Masih diproses')
    expect(running.detail).toBe('Permintaan dengan kunci yang sama masih diproses. Coba lagi sebentar lagi.')
    expect(res.headers['retry-after']).toBe('1')
  })
})

