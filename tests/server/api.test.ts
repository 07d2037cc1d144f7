import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { masterApi } from '../../src/contract/master'
import { problemSchema } from '../../src/contract/problem'
import { healthSchema } from '../../src/contract/system'
import { banners as seededBanners } from '../../server/features/home/seed'
import { companyLocations, namedLists } from '../../server/features/master/seed'
import { buildTestApp } from './helpers/test-app'
import { openTestDatabase, testEngines, type TestDatabase } from './helpers/test-database'

const DAY = 24 * 60 * 60 * 1000
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString()
const collator = new Intl.Collator('id', { sensitivity: 'base', numeric: true })

describe.each(testEngines())('API on $engine', (target) => {
  let test: TestDatabase
  let app: FastifyInstance

  beforeAll(async () => {
    test = await openTestDatabase(target)
    app = await buildTestApp(test.database, test.dataDir)
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('GET /api/health reports ok with the engine and a latency', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    const body = healthSchema.parse(res.json())
    expect(body).toMatchObject({ status: 'ok', database: { engine: target.engine, status: 'ok' } })
    expect(body.database.latency_ms).toBeGreaterThanOrEqual(0)
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/)
  })

  it('GET /api/health answers 503 degraded when the database is gone', async () => {
    const broken = await openTestDatabase(target, { seed: false })
    const brokenApp = await buildTestApp(broken.database, broken.dataDir)
    try {
      await broken.database.close()
      const res = await brokenApp.inject({ method: 'GET', url: '/api/health' })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toMatchObject({ status: 'degraded', database: { engine: target.engine, status: 'error', latency_ms: null } })
    } finally {
      await brokenApp.close()
      await broken.cleanup()
    }
  })

  it('GET /api/platform/banner lists the seeded banners in display order', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/platform/banner' })
    expect(res.statusCode).toBe(200)
    const titles = (res.json().data as { title: string }[]).map((b) => b.title)
    expect(titles).toEqual([...seededBanners].sort((a, b) => a.sortOrder - b.sortOrder).map((b) => b.title))
    expect(res.json().data[0]).toEqual({
      id: expect.any(Number),
      title: seededBanners[0]!.title,
      subtitle: seededBanners[0]!.subtitle,
      image_url: '/banners/belajar-tanpa-batas.svg',
      link_url: '/learning',
      sort_order: 1,
    })
  })

  it('GET /api/platform/banner leaves out inactive, not yet started and ended banners', async () => {
    const base = { subtitle: null, image_url: '/banners/x.svg', link_url: null, created_at: iso(0), updated_at: iso(0) }
    await test.database.db
      .insertInto('banners')
      .values([
        { ...base, slug: 't-first', title: 'Tampil paling awal', sort_order: 0, active: 1, starts_at: iso(-DAY), ends_at: iso(DAY) },
        { ...base, slug: 't-inactive', title: 'Nonaktif', sort_order: 0, active: 0, starts_at: null, ends_at: null },
        { ...base, slug: 't-future', title: 'Belum mulai', sort_order: 0, active: 1, starts_at: iso(DAY), ends_at: null },
        { ...base, slug: 't-ended', title: 'Sudah berakhir', sort_order: 0, active: 1, starts_at: null, ends_at: iso(-DAY) },
      ])
      .execute()
    try {
      const res = await app.inject({ method: 'GET', url: '/api/platform/banner' })
      const titles = (res.json().data as { title: string }[]).map((b) => b.title)
      expect(titles[0]).toBe('Tampil paling awal')
      expect(titles).not.toContain('Nonaktif')
      expect(titles).not.toContain('Belum mulai')
      expect(titles).not.toContain('Sudah berakhir')
      expect(titles).toHaveLength(seededBanners.length + 1)
    } finally {
      await test.database.db.deleteFrom('banners').where('slug', 'like', 't-%').execute()
    }
  })

  const namedCases = [
    [masterApi.courseCategories, namedLists.learning_categories],
    [masterApi.growthPathCategories, namedLists.growth_path_categories],
    [masterApi.growthPathSkills, namedLists.growth_path_skills],
    [masterApi.employeeStatuses, namedLists.employee_statuses],
    [masterApi.businessUnits, namedLists.business_units],
  ] as const

  it.each(namedCases)('GET $path lists every entry ordered by name', async (endpoint, names) => {
    const res = await app.inject({ method: 'GET', url: endpoint.path })
    expect(res.statusCode).toBe(200)
    const data = res.json().data as { id: number; name: string; slug: string }[]
    expect(data.map((d) => d.name)).toEqual([...names].sort(collator.compare))
    for (const item of data) expect(Object.keys(item).sort()).toEqual(['id', 'name', 'slug'])
  })

  it('GET /api/master/category/course has the learning categories a user expects', async () => {
    const res = await app.inject({ method: 'GET', url: masterApi.courseCategories.path })
    const names = (res.json().data as { name: string }[]).map((d) => d.name)
    expect(names).toEqual(expect.arrayContaining(['Kepemimpinan', 'Komunikasi', 'Keuangan', 'Teknologi Informasi']))
    expect(names.indexOf('Kepemimpinan')).toBeLessThan(names.indexOf('Komunikasi'))
  })

  it('GET /api/master/company-location lists locations with their city', async () => {
    const res = await app.inject({ method: 'GET', url: masterApi.companyLocations.path })
    expect(res.statusCode).toBe(200)
    const data = res.json().data as { name: string; city: string; slug: string }[]
    expect(data.map((d) => d.name)).toEqual(companyLocations.map((l) => l.name).sort(collator.compare))
    expect(data).toContainEqual(expect.objectContaining({ name: 'Site Operasional Balikpapan', city: 'Balikpapan' }))
  })

  it('answers an unknown API path with a 404 problem', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/master/tidak-ada' })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/)
    expect(problemSchema.parse(res.json())).toMatchObject({ status: 404, title: 'Tidak ditemukan' })
  })
})
