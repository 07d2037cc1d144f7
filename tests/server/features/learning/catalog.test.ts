import type { FastifyInstance } from 'fastify'
import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '../../../../src/shared/wire'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { catalogApi } from '../../../../src/contract/learning-catalog'
import type { AppConfig } from '../../../../server/config'
import { browser, signIn, type Browser } from '../../helpers/oidc-flow'
import { expectProblem } from '../../helpers/problem'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'

describeOnEngines('channels, catalogues and search', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let visitor: Browser
  let budi: Browser
  let budiId: number
  let sari: Browser
  let sariId: number

  const get = async (as: Browser, url: string) => {
    const res = await as.request({ method: 'GET', url })
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }

  /** A search as the app sends it (X-Requested-With: the lists remember only those). */
  const search = async (as: Browser, url: string) => {
    const res = await as.request({ method: 'GET', url, headers: { [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE } })
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }

  beforeAll(async () => {
    ({ test, config, app } = await openTestApp(target))
    visitor = browser(app)
    ;({ browser: budi, user: { id: budiId } } = await signIn(app, config, 'budi.santoso'))
    ;({ browser: sari, user: { id: sariId } } = await signIn(app, config, 'sari.wulandari'))
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('lists five channels, the two special ones first, each with 6–10 courses', async () => {
    const page = catalogApi.channels.response.parse(await get(visitor, '/api/v2/channels'))
    expect(page.meta.total).toBe(5)
    expect(page.data.map((c) => c.is_special)).toEqual([true, true, false, false, false])
    for (const channel of page.data) expect(channel.course_count).toBeGreaterThanOrEqual(6)
    expect(catalogApi.channels.response.parse(await get(visitor, '/api/v2/channels?limit=2&page=3')).data).toHaveLength(1)
    expectProblem(await visitor.request({ method: 'GET', url: '/api/v2/channels?limit=0' }), 400)
  })

  it('shows a channel with a page of its courses in the channel’s order', async () => {
    const first = catalogApi.channels.response.parse(await get(visitor, '/api/v2/channels')).data[0]!
    const detail = catalogApi.channel.response.parse(await get(visitor, `/api/v2/channels/${first.id}?limit=3`)).data
    expect(detail).toMatchObject({ id: first.id, name: 'Akademi Kepemimpinan Nusantara', is_special: true })
    expect(detail.courses.meta).toMatchObject({ page: 1, limit: 3, total: first.course_count })
    expect(detail.courses.data.map((c) => c.slug)).toEqual(['dasar-kepemimpinan-situasional', 'memimpin-rapat-yang-singkat-dan-bermakna', 'delegasi-tanpa-kehilangan-kendali'])
    const next = catalogApi.channel.response.parse(await get(visitor, `/api/v2/channels/${first.id}?limit=3&page=2`)).data
    expect(next.courses.data[0]!.slug).toBe('coaching-untuk-atasan-langsung')
    expectProblem(await visitor.request({ method: 'GET', url: '/api/v2/channels/999999' }), 404)
    expectProblem(await visitor.request({ method: 'GET', url: '/api/v2/channels/x' }), 400)
  })

  it('answers the special channels with their first courses', async () => {
    const specials = catalogApi.specials.response.parse(await get(visitor, '/api/v2/users/channels/specials')).data
    expect(specials.map((c) => c.slug)).toEqual(['akademi-kepemimpinan-nusantara', 'ruang-digital'])
    expect(specials.every((c) => c.is_special && c.courses.data.length >= 6)).toBe(true)
  })

  it('lists catalogues and their courses (videos and packages) with filters', async () => {
    const page = catalogApi.catalogs.response.parse(await get(visitor, '/api/v2/catalogs'))
    expect(page.meta.total).toBe(5)
    const newcomers = page.data.find((c) => c.slug === 'wajib-untuk-karyawan-baru')!
    expect(catalogApi.catalog.response.parse(await get(visitor, `/api/v2/catalogs/${newcomers.id}`)).data).toEqual(newcomers)
    const courses = catalogApi.catalogCourses.response.parse(await get(visitor, `/api/v2/catalogs/${newcomers.id}/courses?limit=50`))
    expect(courses.meta.total).toBe(newcomers.course_count)
    expect(new Set(courses.data.map((c) => c.kind))).toEqual(new Set(['video', 'package']))
    const searched = catalogApi.catalogCourses.response.parse(await get(visitor, `/api/v2/catalogs/${newcomers.id}/courses?q=konflik`))
    expect(searched.data.map((c) => c.slug)).toEqual(['mengenali-dan-melaporkan-konflik-kepentingan'])
    expectProblem(await visitor.request({ method: 'GET', url: '/api/v2/catalogs/999999' }), 404)
    expectProblem(await visitor.request({ method: 'GET', url: '/api/v2/catalogs/999999/courses' }), 404)
    expectProblem(await visitor.request({ method: 'GET', url: `/api/v2/catalogs/${newcomers.id}/courses?topic_id=-1` }), 400)
  })

  it('remembers signed-in searches: each user’s own top three; others see only keywords three different users searched', async () => {
    const top = async (as: Browser) => catalogApi.topKeywords.response.parse(await get(as, '/api/v2/search/histories/top-three')).data.keywords
    expect(await top(visitor)).toEqual([])
    for (const q of ['Excel', 'k3', 'K3 ', 'negosiasi', 'k3', 'excel', 'scrum']) await search(budi, `/api/v2/courses/videos?q=${encodeURIComponent(q)}`)
    await search(budi, '/api/v2/courses?q=scrum&page=2')
    expect(await top(budi)).toEqual(['k3', 'excel', 'scrum'])
    // One user's searches, however many, are nobody else's suggestion; a visitor's are not remembered.
    await search(visitor, '/api/v2/courses/videos?q=rahasia')
    expect(await top(visitor)).toEqual([])
    expect(await top(sari)).toEqual([])
    // Two users are not enough either; the third makes a keyword everyone's.
    const { browser: andi } = await signIn(app, config, 'andi.pratama')
    const { browser: putri } = await signIn(app, config, 'putri.maharani')
    for (let i = 0; i < 4; i++) await search(andi, '/api/v2/courses?q=pengunduran%20diri')
    await search(putri, '/api/v2/courses?q=Pengunduran%20Diri')
    await search(andi, '/api/v2/courses?q=k3')
    expect(await top(visitor)).toEqual([])
    await search(sari, '/api/v2/courses/videos?q=k3')
    expect(await top(visitor)).toEqual(['k3'])
    const { browser: dewi } = await signIn(app, config, 'dewi.anggraini')
    expect(await top(dewi)).toEqual(['k3'])
    // The own list stays the user's own, with what only they searched.
    expect(await top(andi)).toEqual(['pengunduran diri', 'k3'])
    expect(await top(putri)).toEqual(['pengunduran diri'])
    expect(await top(budi)).toEqual(['k3', 'excel', 'scrum'])
  })

  it('a cross-site GET navigation to a searching list answers but writes nothing (decision 022)', async () => {
    const rows = async () => Number((await test.database.db.selectFrom('search_histories').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
    const before = await rows()
    const catalogId = catalogApi.catalogs.response.parse(await get(visitor, '/api/v2/catalogs')).data[0]!.id
    const navigation = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', accept: 'text/html' }
    for (const url of [
      '/api/v2/courses?q=dicuri',
      '/api/v2/courses/videos?q=dicuri',
      `/api/v2/catalogs/${catalogId}/courses?q=dicuri`,
      '/api/v2/courses/packages?q=dicuri',
      '/api/course-package/show-all?q=dicuri',
      '/api/v2/courses/inclasses?q=dicuri',
    ]) {
      const res = await sari.request({ method: 'GET', url, headers: navigation })
      expect(res.statusCode, url).toBe(200)
      expect((await sari.request({ method: 'HEAD', url, headers: navigation })).statusCode, url).toBe(200)
    }
    expect(await rows()).toBe(before)
    // The app's own search of the same words is remembered.
    await search(sari, '/api/v2/courses/inclasses?q=dicuri')
    expect(await rows()).toBe(before + 1)
  })

  it('answers the learning units', async () => {
    const units = catalogApi.units.response.parse(await get(visitor, '/api/v2/units')).data
    expect(units.map((u) => u.name)).toContain('Divisi HSE')
  })

  it('answers the total learning time of the signed-in user, and a colleague’s only when their profile shares the learning section', async () => {
    const db = test.database.db
    const now = new Date().toISOString()
    await db.insertInto('learning_events').values([
      { employee_id: budiId, content_kind: 'video', content_id: 1, day: '2026-01-05', seconds: 300, created_at: now },
      { employee_id: budiId, content_kind: 'package', content_id: 1, day: '2026-01-06', seconds: 420, created_at: now },
    ]).execute()
    const before = catalogApi.totalDuration.response.parse(await get(sari, `/api/v2/total-learning-duration/${sariId}`)).data
    const mine = catalogApi.totalDuration.response.parse(await get(budi, `/api/v2/total-learning-duration/${budiId}`)).data
    expect(mine).toMatchObject({ user_id: budiId })
    expect(mine.total_s).toBeGreaterThanOrEqual(720)
    expect(before.user_id).toBe(sariId)
    // Budi shares his learning (the default): a colleague reads the same figure as he does.
    expect(catalogApi.totalDuration.response.parse(await get(sari, `/api/v2/total-learning-duration/${budiId}`)).data).toEqual(mine)
    await db.insertInto('profile_visibility').values({ employee_id: budiId, about_public: 1, learning_public: 0, growth_paths_public: 1, updated_at: now }).execute()
    expectProblem(await sari.request({ method: 'GET', url: `/api/v2/total-learning-duration/${budiId}` }), 403)
    expect(catalogApi.totalDuration.response.parse(await get(budi, `/api/v2/total-learning-duration/${budiId}`)).data).toEqual(mine)
    expectProblem(await sari.request({ method: 'GET', url: '/api/v2/total-learning-duration/999999' }), 403)
    await db.deleteFrom('profile_visibility').where('employee_id', '=', budiId).execute()
    expectProblem(await visitor.request({ method: 'GET', url: `/api/v2/total-learning-duration/${budiId}` }), 401)
    expectProblem(await budi.request({ method: 'GET', url: '/api/v2/total-learning-duration/abc' }), 400)
  })

  it('answers the active learning banners', async () => {
    const banners = catalogApi.banners.response.parse(await get(visitor, '/api/v2/banners')).data
    expect(banners.length).toBeGreaterThan(0)
  })
})
