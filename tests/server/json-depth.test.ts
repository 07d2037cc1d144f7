import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { allEndpoints } from '../../src/contract/index'
import { fillPath } from '../../src/contract/endpoint'
import { outboxApi } from '../../src/contract/system-outbox'
import type { AppConfig } from '../../server/config'
import { exampleInputs } from './helpers/contract-inputs'
import { signIn, type Browser } from './helpers/oidc-flow'
import { expectProblem } from './helpers/problem'
import { openTestApp } from './helpers/test-app'
import { jsonDepth, MAX_JSON_DEPTH } from '../../server/plugins/json-body'
import { describeOnEngines, type TestDatabase } from './helpers/test-database'

// Issue 40 item 13: a JSON body nested thousands deep used to reach code that walks it
// recursively (the Idempotency-Key's hash of the body) and answered 500. Every JSON body now has
// a depth limit, checked before it is parsed: deeper is the caller's 400 problem, on every route.

const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`

describeOnEngines('a JSON body nested too deep', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let budi: Browser
  let budiId: number

  const sendRaw = (method: string, url: string, payload: string, headers: Record<string, string> = {}) =>
    budi.send({ method: method as 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } })

  beforeAll(async () => {
    ;({ test, config, app } = await openTestApp(target))
    budi = (await signIn(app, config, 'budi.santoso')).browser
    budiId = (await test.database.db.selectFrom('employees').select('id').where('username', '=', 'budi.santoso').executeTakeFirstOrThrow()).id
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('is a 400 problem naming the limit on the writes that take no body, with an Idempotency-Key', async () => {
    const writes = ['/api/platform/notifications/1/read', '/api/v2/users/courses/packages/1/register', '/api/v2/users/courses/inclasses/1/register', '/api/v2/discovery/saved/1']
    for (const url of writes) {
      for (const body of [deepArray(5000), deepObject(5000)]) {
        const res = await sendRaw(url.includes('saved') ? 'PUT' : 'POST', url, body, { 'idempotency-key': randomUUID() })
        expect(res.statusCode, `${url}: ${res.body}`).toBe(400)
        expect(expectProblem(res, 400).detail).toMatch(/tingkat/)
      }
    }
  })

  it('never answers 500 on any operation of the contract', async () => {
    const failures: string[] = []
    // Signing out last: before the fix it ended the session the other calls need. A GET's body is never read.
    const writes = allEndpoints().filter((e) => e.method !== 'GET')
    const signOutLast = [...writes.filter((e) => !e.path.endsWith('/logout')), ...writes.filter((e) => e.path.endsWith('/logout'))]
    for (const endpoint of signOutLast) {
      const { inputs } = exampleInputs(endpoint)
      const url = fillPath(endpoint.path, inputs.params)
      const res = await sendRaw(endpoint.method, url, deepArray(5000), endpoint.outbox ? { 'idempotency-key': randomUUID() } : {})
      if (res.statusCode !== 400) failures.push(`${endpoint.method} ${endpoint.path}: ${res.statusCode}`)
    }
    expect(failures).toEqual([])
  })

  it('is refused in an outbox batch, whose writes are inside its body', async () => {
    const write = (body: string) =>
      `{"method":"POST","url":"/api/platform/notifications/1/read","idempotency_key":"${randomUUID()}","user_id":${budiId},"resource":"n","body":${body}}`
    const deep = await sendRaw('POST', outboxApi.batch.path, `{"writes":[${write(deepArray(5000))}]}`)
    expect(deep.statusCode, deep.body).toBe(400)
    expect(expectProblem(deep, 400).detail).toMatch(/tingkat/)
    // Within the limit, the write's body goes on to the write (budi's notification), which answers as when sent alone.
    const within = await sendRaw('POST', outboxApi.batch.path, `{"writes":[${write(deepArray(MAX_JSON_DEPTH - 3))}]}`)
    expect(within.statusCode, within.body).toBe(200)
    expect(outboxApi.batch.response.parse(within.json()).data[0]?.status).toBe(200)
  })

  it('counts brackets inside strings as text, takes a body at the limit, and reads any other body as before', async () => {
    const cases: [string, number][] = [
      ['{"a":"[[[{{{"}', 1],
      [String.raw`{"a":"\"[[["}`, 1],
      [String.raw`{"a":"\\","b":[[1]]}`, 3],
      ['[{}, [], [[{"b": "]]]"}]]]', 4],
    ]
    for (const [text, depth] of cases) {
      expect(() => JSON.parse(text), text).not.toThrow()
      expect(jsonDepth(text), text).toBe(depth)
    }
    const res = await sendRaw('POST', '/api/platform/notifications/1/read', deepArray(MAX_JSON_DEPTH), { 'idempotency-key': randomUUID() })
    expect(res.statusCode, res.body).toBe(200)
    const over = await sendRaw('POST', '/api/platform/notifications/1/read', deepArray(MAX_JSON_DEPTH + 1), { 'idempotency-key': randomUUID() })
    expect(expectProblem(over, 400).errors).toEqual([{ path: 'body', message: `Data JSON bertingkat terlalu dalam (paling banyak ${MAX_JSON_DEPTH} tingkat).` }])
    // Everything else is Fastify's parser as before: broken or empty JSON, a poisoned prototype.
    expect(expectProblem(await sendRaw('POST', '/api/platform/notifications/1/read', '{"a":'), 400).detail).toBe('Isi permintaan bukan JSON yang valid.')
    expect(expectProblem(await sendRaw('POST', '/api/platform/notifications/1/read', ''), 400).detail).toBe('Isi permintaan kosong, padahal jenis kontennya JSON.')
    expectProblem(await sendRaw('POST', '/api/platform/notifications/1/read', '{"__proto__":{"x":1}}'), 400)
  })
})
