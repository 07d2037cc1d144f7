import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { idParam } from '../../src/contract/common'
import { endpoint } from '../../src/contract/endpoint'
import { registerEndpoint } from '../../server/plugins/contract-routes'
import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '../../src/shared/wire'
import { ProblemError } from '../../server/http/problem-error'
import { expectProblem } from './helpers/problem'
import { buildTestApp } from './helpers/test-app'
import { openTestDatabase, type TestDatabase } from './helpers/test-database'

// Test-only endpoints: no real endpoint takes input yet.
const echo = endpoint({
  method: 'POST',
  path: '/api/test/echo/{id}',
  group: 'system',
  access: 'public',
  summary: 'Echo (test only)',
  params: idParam,
  query: z.object({ mode: z.enum(['ringkas', 'lengkap']).optional() }),
  body: z.object({ name: z.string().min(3), tags: z.array(z.string()).max(2).default([]) }),
  response: z.object({ id: z.number(), name: z.string(), tags: z.array(z.string()) }),
  successStatus: 201,
})
const boom = endpoint({ method: 'GET', path: '/api/test/boom', group: 'system', access: 'public', summary: 'Throws', response: z.object({}) })
const conflict = endpoint({ method: 'GET', path: '/api/test/conflict', group: 'system', access: 'public', summary: 'Conflict', response: z.object({}) })
const wrongShape = endpoint({
  method: 'GET',
  path: '/api/test/wrong-shape',
  group: 'system',
  access: 'public',
  summary: 'Answers a body that breaks its schema',
  response: z.object({ count: z.number() }),
})


describe('error answers', () => {
  let test: TestDatabase
  let app: FastifyInstance
  /** A state-changing call as the app makes it (with the CSRF header). */
  const send = (options: InjectOptions) =>
    app.inject({ ...options, headers: { [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE, ...options.headers } })

  beforeAll(async () => {
    test = await openTestDatabase({ engine: 'sqlite' }, { seed: false })
    app = await buildTestApp(test.database, test.dataDir, {
      register: (instance) => {
        registerEndpoint(instance, echo, ({ params, body }) => ({ id: params.id, name: body.name, tags: body.tags }))
        registerEndpoint(instance, boom, () => {
          throw new Error('koneksi ke db-internal.local:5432 gagal, password=rahasia')
        })
        registerEndpoint(instance, conflict, () => {
          throw new ProblemError(409, { detail: 'Anda sudah terdaftar di kelas ini.' })
        })
        registerEndpoint(instance, wrongShape, () => ({ count: 'banyak' }) as unknown as { count: number })
      },
    })
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('passes valid input through, coerced, with the endpoint success status', async () => {
    const res = await send({ method: 'POST', url: '/api/test/echo/7?mode=ringkas', payload: { name: 'Budi' } })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ id: 7, name: 'Budi', tags: [] })
  })

  it('answers an invalid body with a 400 validation problem naming each field', async () => {
    const res = await send({ method: 'POST', url: '/api/test/echo/7', payload: { name: 'Bu', tags: ['a', 'b', 'c'] } })
    const body = expectProblem(res, 400)
    expect(body.type).toBe('/problems/validation')
    expect(body.errors.map((e) => e.path).sort()).toEqual(['name', 'tags'])
    // Messages come from zod's Indonesian locale.
    expect(body.errors.find((e) => e.path === 'name')!.message).toMatch(/terlalu kecil|minimal|3/i)
  })

  it('prefixes path and query fields in validation errors', async () => {
    const params = expectProblem(await send({ method: 'POST', url: '/api/test/echo/abc', payload: { name: 'Budi' } }), 400)
    expect(params.errors.map((e) => e.path)).toEqual(['params.id'])
    const query = expectProblem(await send({ method: 'POST', url: '/api/test/echo/1?mode=semua', payload: { name: 'Budi' } }), 400)
    expect(query.errors.map((e) => e.path)).toEqual(['query.mode'])
  })

  it('answers an unexpected throw with a generic 500 that reveals nothing', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' })
    const body = expectProblem(res, 500)
    expect(body.detail).toBe('Maaf, terjadi kesalahan pada server. Silahkan coba lagi nanti.')
    expect(res.body).not.toMatch(/rahasia|db-internal|stack|at .*\.ts/)
  })

  it('answers a body that breaks the response schema with a 500, not the bad data', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/wrong-shape' })
    expectProblem(res, 500)
    expect(res.body).not.toContain('banyak')
  })

  it('passes an expected ProblemError through as is', async () => {
    const body = expectProblem(await app.inject({ method: 'GET', url: '/api/test/conflict' }), 409)
    expect(body.detail).toBe('Anda sudah terdaftar di kelas ini.')
  })

  it('answers unknown /api and /idp paths with a 404 problem', async () => {
    for (const url of ['/api/tidak-ada', '/api', '/idp/realms/master/x']) {
      const body = expectProblem(await app.inject({ method: 'GET', url }), 404)
      expect(body.title).toBe('Tidak ditemukan')
    }
    expectProblem(await send({ method: 'DELETE', url: '/api/tidak-ada' }), 404)
  })

  it('answers a wrong method on a known path with 405 and Allow', async () => {
    const res = await send({ method: 'DELETE', url: '/api/health' })
    expectProblem(res, 405)
    expect(String(res.headers.allow).split(', ')).toEqual(expect.arrayContaining(['GET', 'HEAD']))
  })

  it('maps malformed JSON to 400, a foreign content type to 415 and a huge body to 413', async () => {
    const malformed = await send({
      method: 'POST',
      url: '/api/test/echo/1',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    })
    expect(expectProblem(malformed, 400).detail).toBe('Isi permintaan bukan JSON yang valid.')
    expectProblem(
      await send({ method: 'POST', url: '/api/test/echo/1', headers: { 'content-type': 'text/csv' }, payload: 'a,b' }),
      415,
    )
    const huge = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) })
    expectProblem(
      await send({ method: 'POST', url: '/api/test/echo/1', headers: { 'content-type': 'application/json' }, payload: huge }),
      413,
    )
  })

  it('takes the sign-in check from the endpoint: an access:user endpoint answers a visitor 401 without running', async () => {
    let ran = false
    const mine = endpoint({ ...boom, path: '/api/test/mine', access: 'user' })
    const scoped = await buildTestApp(test.database, test.dataDir, {
      register: (instance) =>
        registerEndpoint(instance, mine, () => {
          ran = true
          return {}
        }),
    })
    try {
      expectProblem(await scoped.inject({ method: 'GET', url: '/api/test/mine' }), 401)
      expect(ran).toBe(false)
    } finally {
      await scoped.close()
    }
  })

  it('refuses at start an endpoint its app cannot serve as the contract says', () => {
    const bare = Fastify()
    expect(() => registerEndpoint(bare, endpoint({ ...boom, path: '/api/test/private', access: 'user' }), () => ({}))).toThrow(/registerAuth/)
    const publicOutbox = endpoint({ ...echo, path: '/api/test/public-outbox', outbox: true })
    expect(() => registerEndpoint(app, publicOutbox, () => ({ id: 1, name: 'x', tags: [] }))).toThrow(/outbox.*access "user"/)
    const userOutbox = endpoint({ ...echo, path: '/api/test/user-outbox', access: 'user', outbox: true })
    expect(() => registerEndpoint(bare, userOutbox, () => ({ id: 1, name: 'x', tags: [] }))).toThrow(/registerAuth/)
    const offlineWrite = endpoint({ ...echo, path: '/api/test/offline-write', offline: true })
    expect(() => registerEndpoint(app, offlineWrite, () => ({ id: 1, name: 'x', tags: [] }))).toThrow(/offline reading/)
  })
})
