import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { masterApi } from '../../../../src/contract/master'
import { problemSchema } from '../../../../src/contract/problem'
import { companyLocations, namedLists } from '../../../../server/features/master/seed'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'

const collator = new Intl.Collator('id', { sensitivity: 'base', numeric: true })

describeOnEngines('master lists', (target) => {
  let test: TestDatabase
  let app: FastifyInstance

  beforeAll(async () => {
    ({ test, app } = await openTestApp(target))
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
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
