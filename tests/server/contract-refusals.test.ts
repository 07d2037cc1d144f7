import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { allEndpoints } from '../../src/contract/index'
import { fillPath, type Endpoint } from '../../src/contract/endpoint'
import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '../../src/shared/wire'
import type { AppConfig } from '../../server/config'
import { exampleInputs, malformedInputs, type Inputs } from './helpers/contract-inputs'
import { browser, sessionCookieName, signIn, type Browser } from './helpers/oidc-flow'
import { expectProblem } from './helpers/problem'
import { openTestApp } from './helpers/test-app'
import { describeOnEngines, type TestDatabase } from './helpers/test-database'
import { notUserResources, OWNER, ownedResources } from './helpers/owned-resources'

// One test over the whole contract (src/contract): what every operation refuses.
// - A signed-in operation answers 401 without a session, whatever its input: the session is
//   checked before the input is read.
// - An operation that takes input answers 400 with a JSON problem naming the field, for each
//   kind of malformed value its schema allows (wrong type, too long or too large, missing, not
//   one of the allowed values), one field at a time on an otherwise valid example.
// - A user's resource answers 403 or 404 to another user, for read, change and delete, and is
//   still there afterwards (helpers/owned-resources.ts lists them; every signed-in operation with
//   a path parameter is either listed there or says why it is not a user's resource).
// New operations are covered the moment they enter the contract.

const key = (e: Endpoint) => `${e.method} ${e.path}`

/** Example inputs the schema alone cannot produce, keyed by `METHOD path`. */
const exampleOverrides: Record<string, Inputs> = {
  // Text or a file: the schema's refinement, which the derived example (required fields only) misses.
  'POST /api/platform/trx-growthpath-assignment': { body: { growth_path_id: 1, item_id: 1, text: 'Jawaban tugas saya' } },
  // Accepting needs where to meet (the schema's refinement).
  'POST /api/mentor/sessions/{id}/answer': { body: { decision: 'accept', location: 'https://meet.example.com/contoh' } },
  // A start time that passes the pattern and the calendar (the derived example is any string).
  'POST /api/mentee': { body: { mentor_id: 1, starts_at: '2030-01-07T03:00:00.000Z', topic: 'Membaca dasbor', mode: 'online' } },
  // A device id that passes the pattern (the derived example is any string).
  'POST /api/help-centers/questions/{id}/votes': { body: { helpful: true, device_id: 'perangkat-uji-0123456789' } },
  'POST /api/telemetry/errors': {
    body: {
      errors: [
        {
          kind: 'render',
          source: 'route',
          name: 'TypeError',
          message: 'x is undefined',
          screen: '/learning/videos/{id}',
          status: 500,
          endpoint: 'GET /api/v2/courses/{id}',
        },
      ],
    },
  },
  'POST /api/telemetry/views': { body: { views: [{ screen: '/learning/videos/{id}', day: '2030-01-07', count: 1 }] } },
  // A path and a UUID that pass their patterns (the derived examples are any strings).
  'POST /api/outbox/batch': {
    body: {
      writes: [
        {
          method: 'POST',
          url: '/api/v2/users/courses/videos/1/watches',
          body: { position_s: 10, duration_s: 600 },
          idempotency_key: '0b7c6f1e-3d2a-4c5b-9e8f-1a2b3c4d5e6f',
          user_id: 1,
          resource: 'video:1',
        },
      ],
    },
  },
  // A recording id that passes the pattern (the derived example is any string).
  'POST /api/telemetry/recordings': {
    body: {
      recording: 'rekaman-uji-0123456789',
      seq: 0,
      screen: '/help-center',
      events: [{ type: 4, timestamp: 1795143600000, data: { width: 360, height: 800 } }],
    },
  },
}

function request(endpoint: Endpoint, inputs: Inputs): InjectOptions {
  const query = inputs.query ? Object.fromEntries(Object.entries(inputs.query).map(([k, v]) => [k, String(v)])) : undefined
  return {
    method: endpoint.method,
    url: fillPath(endpoint.path, inputs.params),
    ...(query ? { query } : {}),
    ...(inputs.body !== undefined ? { payload: inputs.body } : {}),
  }
}

const endpoints = allEndpoints()
const withInput = endpoints.filter((e) => e.params || e.query || e.body)
const signedIn = endpoints.filter((e) => e.access === 'user')

it('derives a valid example input for every operation that takes input, from its schemas', () => {
  const invalid = withInput.flatMap((e) => exampleInputs(e, exampleOverrides[key(e)]).invalid.map((why) => `${key(e)}: ${why}`))
  expect(invalid, 'add an example to exampleOverrides for these').toEqual([])
})

describeOnEngines('refusals of every contract operation', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let visitor: Browser
  let budi: Browser

  beforeAll(async () => {
    ;({ test, config, app } = await openTestApp(target))
    visitor = browser(app)
    budi = (await signIn(app, config, OWNER)).browser
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('answers 401 to every signed-in operation called without a session, whatever the input', async () => {
    const wrong: string[] = []
    for (const endpoint of signedIn) {
      const { inputs } = exampleInputs(endpoint, exampleOverrides[key(endpoint)])
      const params = inputs.params && Object.fromEntries(Object.keys(inputs.params).map((name) => [name, 'bukan-angka']))
      const variants: [string, InjectOptions][] = [
        ['a valid input', request(endpoint, inputs)],
        ['no body', request(endpoint, { ...inputs, body: undefined })],
        [
          'malformed parameters and body',
          { ...request(endpoint, { ...inputs, params }), payload: '{"tidak lengkap', headers: { 'content-type': 'application/json' } },
        ],
      ]
      for (const [what, options] of variants) {
        const res = await visitor.send(options)
        if (res.statusCode !== 401) wrong.push(`${key(endpoint)} with ${what}: ${res.statusCode} ${res.body.slice(0, 120)}`)
        else expectProblem(res, 401)
      }
    }
    expect(wrong).toEqual([])
  })

  it('answers every access:optional operation as it answers a visitor when the credentials no longer work', async () => {
    const stale = { cookie: `${sessionCookieName(config)}=ungueltig`, authorization: 'Bearer kedaluwarsa' }
    const wrong: string[] = []
    for (const endpoint of endpoints.filter((e) => e.access === 'optional')) {
      const options = request(endpoint, exampleInputs(endpoint, exampleOverrides[key(endpoint)]).inputs)
      const asVisitor = await visitor.send(options)
      if (asVisitor.statusCode === 401) wrong.push(`${key(endpoint)}: 401 to a visitor`)
      for (const [what, headers] of Object.entries({
        'a stale session cookie': { cookie: stale.cookie },
        'an invalid Bearer token': { authorization: stale.authorization },
      })) {
        // As the app sends it: a write (the help center's vote) carries the CSRF header, as the visitor's did.
        const res = await app.inject({ ...options, headers: { [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE, ...headers } })
        if (res.statusCode !== asVisitor.statusCode || res.statusCode >= 500)
          wrong.push(`${key(endpoint)} with ${what}: ${res.statusCode}, a visitor gets ${asVisitor.statusCode}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('answers 400 with a problem naming the field to each malformed value of every operation’s input', async () => {
    const wrong: string[] = []
    let checked = 0
    for (const endpoint of withInput) {
      const { inputs } = exampleInputs(endpoint, exampleOverrides[key(endpoint)])
      for (const malformed of malformedInputs(endpoint, inputs)) {
        checked++
        const as = endpoint.access === 'user' ? budi : visitor
        const res = await as.send(request(endpoint, malformed.input))
        const what = `${key(endpoint)} ${malformed.part}.${malformed.field} ${malformed.kind}`
        if (res.statusCode !== 400) {
          wrong.push(`${what}: ${res.statusCode} ${res.body.slice(0, 120)}`)
          continue
        }
        const problem = expectProblem(res, 400)
        const named = problem.errors?.some((e) => e.path === malformed.errorPath || e.path.startsWith(`${malformed.errorPath}.`))
        if (!named) wrong.push(`${what}: the problem does not name ${malformed.errorPath}: ${JSON.stringify(problem.errors)}`)
      }
    }
    expect(wrong).toEqual([])
    // Guards against a generator that quietly produces nothing.
    expect(checked).toBeGreaterThan(withInput.length)
  })

  it('lists every signed-in operation with a path parameter as a user’s resource or says why it is not one', () => {
    const listed = new Set([...ownedResources.flatMap((r) => r.attempts.map((a) => a.endpoint)), ...Object.keys(notUserResources)])
    const unlisted = signedIn.filter((e) => e.params && !listed.has(key(e))).map(key)
    expect(unlisted, 'add them to helpers/owned-resources.ts').toEqual([])
    const unknown = [...listed].filter((k) => !endpoints.some((e) => key(e) === k))
    expect(unknown, 'no longer in the contract').toEqual([])
  })

  it.each(ownedResources.map((r) => [r.name, r] as const))('refuses another user %s and keeps it', async (_name, resource) => {
    const sari = (await signIn(app, config, 'sari.wulandari')).browser
    const owned = await resource.create({ owner: budi, other: sari, database: test.database })
    for (const attempt of resource.attempts) {
      const res = await sari.send(attempt.request(owned))
      expect([403, 404], `${attempt.kind}: ${attempt.endpoint} answered ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(res.statusCode)
      expectProblem(res, res.statusCode)
    }
    await resource.stillThere({ owner: budi, other: sari, database: test.database }, owned)
  })
})
