import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allEndpoints } from '../../src/contract/index'
import { buildTestApp } from './helpers/test-app'
import { openTestDatabase, type TestDatabase } from './helpers/test-database'

interface OpenApiDoc {
  openapi: string
  info: { title: string; version: string }
  paths: Record<string, Record<string, { summary?: string; description?: string; tags?: string[]; responses: Record<string, unknown> }>>
}

describe('OpenAPI document', () => {
  let test: TestDatabase
  let app: FastifyInstance
  let doc: OpenApiDoc

  beforeAll(async () => {
    test = await openTestDatabase({ engine: 'sqlite' }, { seed: false })
    app = await buildTestApp(test.database, test.dataDir)
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    doc = res.json()
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('describes the product API', () => {
    expect(doc.openapi).toMatch(/^3\./)
    expect(doc.info.title).toBe('Tumbuh API')
  })

  it.each(allEndpoints().map((e) => [`${e.method} ${e.path}`, e] as const))('lists %s from the contract', (_name, endpoint) => {
    const operation = doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()]
    expect(operation).toBeDefined()
    expect(operation!.summary).toBe(endpoint.summary)
    expect(operation!.tags).toEqual([endpoint.group])
    expect(Object.keys(operation!.responses)).toContain(String(endpoint.successStatus ?? 200))
  })

  it('documents Idempotency-Key on the progress writes', () => {
    const writes = ['/api/v2/users/courses/videos/{id}/watches', '/api/v2/users/courses/packages/{id}/watches', '/api/course-material/user/progress']
    for (const path of writes) expect(doc.paths[path]?.post?.description).toMatch(/Idempotency-Key/)
    for (const path of writes) expect(doc.paths[path]?.post?.description).toMatch(/X-Outbox-User.*outbox-user-mismatch/)
    expect(doc.paths['/api/course-material-user/video/progress']?.put?.description).toMatch(/Idempotency-Key/)
    expect(doc.paths['/api/v2/users/courses/videos/histories']?.get?.description).toBeUndefined()
  })

  it('guards exactly the outbox writes of the contract with Idempotency-Key, and only for signed-in callers', () => {
    const guarded = (e: (typeof endpoints)[number]) => /Idempotency-Key/.test(doc.paths[e.path]?.[e.method.toLowerCase()]?.description ?? '')
    const endpoints = allEndpoints()
    expect(endpoints.filter((e) => e.outbox).length).toBeGreaterThanOrEqual(20)
    expect(endpoints.filter((e) => guarded(e) !== (e.outbox === true)).map((e) => `${e.method} ${e.path}`)).toEqual([])
    expect(endpoints.filter((e) => e.outbox && e.access !== 'user')).toEqual([])
  })

  it('lists nothing that is not in the contract', () => {
    const contractPaths = new Set(allEndpoints().map((e) => e.path))
    expect(Object.keys(doc.paths).filter((p) => !contractPaths.has(p))).toEqual([])
  })

  it('serves Swagger UI at /api/docs with scripts from our origin only', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.body).not.toMatch(/<script>(?!\s*<\/script>)|<script(?![^>]*\bsrc=)[^>]*>[^<\s]/)
    expect(res.headers['content-security-policy']).toContain("script-src 'self';")
  })
})
