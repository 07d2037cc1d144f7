import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { fillPath } from '../../../../src/contract/endpoint'
import { opportunityApi, type OpportunityCard } from '../../../../src/contract/opportunity'
import { jakartaDay } from '../../../../src/shared/dates'
import type { AppConfig } from '../../../../server/config'
import { browser, signIn, type Browser } from '../../helpers/oidc-flow'
import { expectProblem } from '../../helpers/problem'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'

// Issue 16, reading: the openings anyone browses (filters, sorts, open or closed), an opening's
// page, and what a signed-in caller adds: their fit (from finished growth paths and completed
// learning), what teaches the skills they miss, and their own application.

const ALLOWED_TAGS = new Set(['h2', 'em', 'strong', 'u', 'ul', 'ol', 'li', 'br', 'span', 'a'])

describeOnEngines('job opportunities: reading', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let visitor: Browser
  let budi: Browser
  let sari: Browser

  const list = async (as: Browser, query: Record<string, string> = {}) => {
    const res = await as.request({ method: 'GET', url: opportunityApi.list.path, query: { limit: '100', ...query } })
    expect(res.statusCode, res.body).toBe(200)
    return { page: opportunityApi.list.response.parse(res.json()), res }
  }
  const detail = async (as: Browser, slug: string) => {
    const res = await as.request({ method: 'GET', url: fillPath(opportunityApi.detail.path, { slug }) })
    expect(res.statusCode, res.body).toBe(200)
    return { data: opportunityApi.detail.response.parse(res.json()).data, res }
  }
  const rows = () => test.database.db.selectFrom('opportunities').selectAll().execute()
  const idOf = async (table: 'business_units' | 'company_locations' | 'employee_statuses', name: string) =>
    (await test.database.db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow()).id

  beforeAll(async () => {
    ;({ test, config, app } = await openTestApp(target))
    visitor = browser(app)
    budi = (await signIn(app, config, 'budi.santoso')).browser
    sari = (await signIn(app, config, 'sari.wulandari')).browser
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('seeds at least 25 openings over 6 business units and 8 locations, some closed and some closing this week', async () => {
    const all = await rows()
    const today = jakartaDay()
    expect(all.length).toBeGreaterThanOrEqual(25)
    expect(new Set(all.map((o) => o.business_unit_id)).size).toBeGreaterThanOrEqual(6)
    expect(new Set(all.map((o) => o.company_location_id)).size).toBeGreaterThanOrEqual(8)
    expect(all.filter((o) => o.closing_day < today).length).toBeGreaterThanOrEqual(3)
    const inAWeek = new Date(Date.parse(`${today}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10)
    expect(all.filter((o) => o.closing_day >= today && o.closing_day <= inAWeek).length).toBeGreaterThanOrEqual(3)
    // Only the spec's tags in the rich text (the client sanitizes it too).
    const tags = all.flatMap((o) => [...`${o.description}${o.requirements}`.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1]!.toLowerCase()))
    expect([...new Set(tags)].filter((tag) => !ALLOWED_TAGS.has(tag))).toEqual([])
    const skills = await test.database.db.selectFrom('opportunity_skills').select('opportunity_id').distinct().execute()
    expect(skills.length).toBe(all.length)
  })

  it('lists the open openings to a visitor, newest first, from the shared answers, without fit or status', async () => {
    const { page, res } = await list(visitor)
    const today = jakartaDay()
    const open = (await rows()).filter((o) => o.closing_day >= today)
    expect(page.meta.total).toBe(open.length)
    expect(page.data.every((o) => !o.closed && o.closes_in_days >= 0 && o.fit === null && o.my_status === null)).toBe(true)
    const posted = page.data.map((o) => o.posted_at)
    expect(posted).toEqual([...posted].sort().reverse())
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers.etag).toBeDefined()
    const again = await visitor.request({
      method: 'GET',
      url: opportunityApi.list.path,
      query: { limit: '100' },
      headers: { 'if-none-match': res.headers.etag as string },
    })
    expect(again.statusCode).toBe(304)
  })

  it('includes the closed ones with open=false, marked closed with the days since', async () => {
    const { page } = await list(visitor, { open: 'false' })
    expect(page.meta.total).toBe((await rows()).length)
    const closed = page.data.filter((o) => o.closed)
    expect(closed.length).toBeGreaterThanOrEqual(3)
    expect(closed.every((o) => o.closes_in_days < 0 && o.closing_day < jakartaDay())).toBe(true)
    expect(page.data.find((o) => o.slug === 'ux-researcher')).toMatchObject({ closed: false, closes_in_days: 1 })
    expect(page.data.find((o) => o.slug === 'insinyur-qa-otomasi')).toMatchObject({ closed: false, closes_in_days: 0 })
  })

  it('filters by business unit, location, employee status and words, together', async () => {
    const digital = await idOf('business_units', 'PT Nusantara Digital Solusi')
    const bandung = await idOf('company_locations', 'Kantor Cabang Bandung')
    const kontrak = await idOf('employee_statuses', 'Karyawan Kontrak')
    const byUnit = (await list(visitor, { business_unit_id: String(digital), open: 'false' })).page.data
    expect(byUnit.length).toBe(6)
    expect(byUnit.every((o) => o.business_unit.id === digital)).toBe(true)
    const byLocation = (await list(visitor, { company_location_id: String(bandung) })).page.data
    expect(byLocation.length).toBeGreaterThan(0)
    expect(byLocation.every((o) => o.company_location.id === bandung && o.company_location.city === 'Bandung')).toBe(true)
    const byStatus = (await list(visitor, { employee_status_id: String(kontrak), open: 'false' })).page.data
    expect(byStatus.length).toBeGreaterThan(0)
    expect(byStatus.every((o) => o.employee_status.name === 'Karyawan Kontrak')).toBe(true)
    const together = (
      await list(visitor, { business_unit_id: String(digital), company_location_id: String(bandung), employee_status_id: String(kontrak), open: 'false' })
    ).page.data
    expect(together.map((o) => o.slug)).toEqual(['insinyur-qa-otomasi'])
    const words = (await list(visitor, { q: 'DATA' })).page.data.map((o) => o.slug)
    expect(words).toContain('data-engineer')
    expect(words.every((slug) => slug !== 'kepala-toko-surabaya')).toBe(true)
    expect((await list(visitor, { q: '100%_tidak ada' })).page.meta.total).toBe(0)
  })

  it('sorts by closing day: the soonest to close first, and closed ones after the open ones', async () => {
    const days = (await list(visitor, { sort: 'closing' })).page.data.map((o) => o.closing_day)
    expect(days).toEqual([...days].sort())
    const all = (await list(visitor, { sort: 'closing', open: 'false' })).page.data
    const firstClosed = all.findIndex((o) => o.closed)
    expect(firstClosed).toBeGreaterThan(0)
    expect(all.slice(firstClosed).every((o) => o.closed)).toBe(true)
  })

  it('pages', async () => {
    const first = (await list(visitor, { limit: '5', page: '1' })).page
    const second = (await list(visitor, { limit: '5', page: '2' })).page
    expect(first.data).toHaveLength(5)
    expect(first.meta.total_pages).toBe(Math.ceil(first.meta.total / 5))
    expect(second.data.map((o) => o.id).filter((id) => first.data.some((o) => o.id === id))).toEqual([])
  })

  it('gives a signed-in caller their fit on every card (from the growth paths they finished) and their status, not shared', async () => {
    const { page, res } = await list(budi, { open: 'false' })
    expect(res.headers['cache-control']).toBe('no-store')
    const lead = page.data.find((o) => o.slug === 'kepala-learning-and-development')!
    // Budi finished "Komunikasi untuk Pemimpin": Komunikasi Efektif, Manajemen Pemangku Kepentingan, Berpikir Strategis.
    expect(lead.fit).toEqual({
      percent: 75,
      matched: lead.skills.filter((s) => s.name !== 'Kecerdasan Emosional'),
      missing: [expect.objectContaining({ name: 'Kecerdasan Emosional' })],
    })
    expect(lead.my_status).toBe('wawancara')
    expect(page.data.find((o) => o.slug === 'product-manager-platform-pembelajaran')!.my_status).toBe('terkirim')
    expect(page.data.filter((o) => o.my_status !== null)).toHaveLength(2)
    expect(page.data.every((o) => o.fit !== null)).toBe(true)
  })

  it('sorts by fit for a signed-in caller (best first, open ones only by default) and as latest for a visitor', async () => {
    const { page } = await list(budi, { sort: 'fit' })
    const percents = page.data.map((o) => o.fit!.percent)
    expect(percents).toEqual([...percents].sort((a, b) => b - a))
    expect(percents[0]).toBeGreaterThan(percents.at(-1)!)
    const paged = (await list(budi, { sort: 'fit', limit: '3', page: '2' })).page
    expect(paged.data.map((o) => o.id)).toEqual(page.data.slice(3, 6).map((o) => o.id))
    expect(paged.meta.total).toBe(page.meta.total)
    const asVisitor = (await list(visitor, { sort: 'fit' })).page.data.map((o) => o.id)
    expect(asVisitor).toEqual((await list(visitor)).page.data.map((o) => o.id))
  })

  it('counts completed learning through the categories that teach a skill', async () => {
    const before = (await detail(sari, 'magang-keuangan-korporat')).data.fit!
    expect(before.percent).toBe(0)
    const sariId = (await test.database.db.selectFrom('employees').select('id').where('username', '=', 'sari.wulandari').executeTakeFirstOrThrow()).id
    const finance = await test.database.db
      .selectFrom('course_packages as p')
      .innerJoin('learning_categories as c', 'c.id', 'p.category_id')
      .select('p.id')
      .where('c.name', '=', 'Keuangan')
      .executeTakeFirstOrThrow()
    const at = new Date().toISOString()
    await test.database.db
      .insertInto('package_progress')
      .values({ employee_id: sariId, package_id: finance.id, current_course_material_id: null, completed_at: at, started_at: at, updated_at: at })
      .execute()
    const after = (await detail(sari, 'magang-keuangan-korporat')).data.fit!
    expect(after.percent).toBe(50)
    expect(after.matched.map((s) => s.name)).toEqual(['Literasi Keuangan'])
    await test.database.db.deleteFrom('package_progress').where('employee_id', '=', sariId).execute()
  })

  it('shows an opening to a visitor: rich text, skills, who posted it, no fit and no application', async () => {
    const { data, res } = await detail(visitor, 'kepala-learning-and-development')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(data).toMatchObject({
      title: 'Kepala Learning & Development',
      fit: null,
      my_application: null,
      my_status: null,
      posted_by: { name: 'Lestari Wibowo', position: 'HR Business Partner' },
    })
    expect(data.description).toContain('<h2>')
    expect(data.requirements).toContain('<ul>')
    expect(data.skills.map((s) => s.name)).toEqual(['Berpikir Strategis', 'Manajemen Pemangku Kepentingan', 'Komunikasi Efektif', 'Kecerdasan Emosional'])
  })

  it('shows a signed-in caller their fit with the growth paths and packages that teach each missing skill, and their application with its history', async () => {
    const { data, res } = await detail(budi, 'kepala-learning-and-development')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(data.fit!.percent).toBe(75)
    const [missing] = data.fit!.missing
    expect(missing!.name).toBe('Kecerdasan Emosional')
    expect(missing!.growth_paths.length).toBeGreaterThan(0)
    const teaching = await test.database.db
      .selectFrom('growth_path_skill_links as sl')
      .innerJoin('growth_paths as gp', 'gp.id', 'sl.growth_path_id')
      .select('gp.slug')
      .where('sl.skill_id', '=', missing!.id)
      .execute()
    expect(missing!.growth_paths.every((p) => teaching.some((t) => t.slug === p.slug))).toBe(true)
    // Packages come from the categories that teach the skill (Pengembangan Diri, Sumber Daya Manusia).
    const packages = await test.database.db
      .selectFrom('course_packages as p')
      .innerJoin('learning_category_skills as cs', 'cs.category_id', 'p.category_id')
      .select('p.id')
      .where('cs.skill_id', '=', missing!.id)
      .execute()
    expect(missing!.packages.every((p) => packages.some((row) => row.id === p.id))).toBe(true)
    expect(missing!.packages.length).toBe(Math.min(3, packages.length))
    expect(data.my_application).toMatchObject({ status: 'wawancara', can_withdraw: false })
    expect(data.my_application!.history.map((h) => [h.status, h.by])).toEqual([
      ['terkirim', null],
      ['ditinjau', 'Lestari Wibowo'],
      ['wawancara', 'Lestari Wibowo'],
    ])
    expect(data.my_application!.history[2]!.note).toMatch(/Wawancara/)
  })

  it('answers 404 for an unknown opening', async () => {
    expectProblem(await visitor.request({ method: 'GET', url: fillPath(opportunityApi.detail.path, { slug: 'tidak-ada' }) }), 404)
    expectProblem(await budi.request({ method: 'GET', url: fillPath(opportunityApi.detail.path, { slug: 'tidak-ada' }) }), 404)
  })

  it('keeps the signed-in answer out of the visitors’ shared answer', async () => {
    await list(budi)
    const { page } = await list(visitor)
    expect(page.data.every((o: OpportunityCard) => o.fit === null && o.my_status === null)).toBe(true)
  })
})
