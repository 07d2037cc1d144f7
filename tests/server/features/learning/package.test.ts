import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { packagesApi } from '../../../../src/contract/learning-package'
import type { AppConfig } from '../../../../server/config'
import { signIn, type Browser } from '../../helpers/oidc-flow'
import { expectProblem } from '../../helpers/problem'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'

describeOnEngines('course packages', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let budi: Browser
  let sari: Browser
  let packageId: number
  let materials: { id: number; kind: string }[]

  const get = (url: string, as?: Browser) => (as ? as.request({ method: 'GET', url }) : app.inject({ method: 'GET', url }))

  beforeAll(async () => {
    ({ test, config, app } = await openTestApp(target))
    budi = (await signIn(app, config, 'budi.santoso')).browser
    sari = (await signIn(app, config, 'sari.wulandari')).browser
    const db = test.database.db
    packageId = (await db.selectFrom('course_packages').select('id').where('slug', '=', 'coaching-untuk-atasan').executeTakeFirstOrThrow()).id
    materials = await db.selectFrom('course_materials').select(['id', 'kind']).where('package_id', '=', packageId).orderBy('position').execute()
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('seeds ten packages of 3–8 materials, in Indonesian, with video and article materials', async () => {
    const page = packagesApi.list.response.parse((await get('/api/v2/courses/packages?limit=20')).json())
    expect(page.meta.total).toBe(10)
    expect(page.data.map((p) => p.slug)).toEqual(expect.arrayContaining(['pemimpin-tim-pertama-kali', 'aman-dan-sehat-di-tempat-kerja', 'coaching-untuk-atasan']))
    for (const card of page.data) {
      expect(card.kind).toBe('package')
      expect(card.material_count).toBeGreaterThanOrEqual(3)
      expect(card.material_count).toBeLessThanOrEqual(8)
      expect(card.summary).not.toMatch(/</)
    }
    expect(materials.map((m) => m.kind)).toEqual(expect.arrayContaining(['video', 'article']))
  })

  it('lists with search, filters, sorting and paging in the v2, v1 and external paths', async () => {
    const found = packagesApi.list.response.parse((await get('/api/v2/courses/packages?q=KEUANGAN')).json())
    expect(found.data.map((p) => p.slug)).toEqual(['literasi-keuangan-untuk-manajer'])
    const category = found.data[0]!.category!.id
    const byCategory = packagesApi.list.response.parse((await get(`/api/v2/courses/packages?category_id=${category}`)).json())
    expect(byCategory.data.every((p) => p.category?.id === category)).toBe(true)
    const byTitle = packagesApi.list.response.parse((await get('/api/v2/courses/packages?sort=title&limit=3&page=2')).json())
    expect(byTitle.meta).toEqual({ page: 2, limit: 3, total: 10, total_pages: 4 })
    const titles = byTitle.data.map((p) => p.title)
    expect([...titles].sort((a, b) => a.localeCompare(b))).toEqual(titles)
    expect(packagesApi.v1ShowAll.response.parse((await get('/api/course-package/show-all?limit=2')).json()).meta.total).toBe(10)
    expectProblem(await get('/api/v2/courses/packages?limit=0'), 400)
    expectProblem(await get('/api/v2/courses/packages?sort=random'), 400)
  })

  it('finds the one package a plain slug names (/learning/course/{slug}); none for an unknown slug; 400 for a malformed one', async () => {
    const found = packagesApi.list.response.parse((await get('/api/v2/courses/packages?slug=coaching-untuk-atasan')).json())
    expect(found.data.map((p) => p.id)).toEqual([packageId])
    expect(found.data[0]!.slug).toBe('coaching-untuk-atasan')
    expect(packagesApi.list.response.parse((await get('/api/v2/courses/packages?slug=tidak-ada-paket-ini')).json()).meta.total).toBe(0)
    const malformed = expectProblem(await get('/api/v2/courses/packages?slug=Bukan%20Slug'), 400)
    expect(malformed.errors[0]!.path).toMatch(/slug/)
  })

  it('answers the external list only with the X-External-Request key', async () => {
    expectProblem(await get('/api/external/course-package/show-all'), 401)
    expectProblem(await app.inject({ method: 'GET', url: '/api/external/course-package/show-all', headers: { 'x-external-request': 'salah-kunci' } }), 401)
    const ok = await app.inject({ method: 'GET', url: '/api/external/course-package/show-all?limit=4', headers: { 'x-external-request': config.public.externalApiKey } })
    expect(packagesApi.externalShowAll.response.parse(ok.json()).data).toHaveLength(4)
  })

  it('shows a visitor the detail and contents without progress, and 404 for an unknown package', async () => {
    const detail = packagesApi.detail.response.parse((await get(`/api/v2/courses/packages/${packageId}`)).json()).data
    expect(detail).toMatchObject({ id: packageId, enrolled: null, progress: null, currentCourseMaterialID: materials[0]!.id, material_count: materials.length })
    expect(detail.description).toMatch(/<p>/)
    expect(detail.instructor?.name).toBe('Rina Kartikasari')
    const contents = packagesApi.contents.response.parse((await get(`/api/v2/courses/packages/${packageId}/contents`)).json()).data
    expect(contents.materials.map((m) => m.id)).toEqual(materials.map((m) => m.id))
    expect(contents.materials.filter((m) => m.is_current).map((m) => m.id)).toEqual([materials[0]!.id])
    expect(contents.materials.every((m) => m.progress === null)).toBe(true)
    const article = contents.materials.find((m) => m.kind === 'article')!
    expect(article.body).toMatch(/<p>/)
    expect(article.video_url).toBeNull()
    expect(packagesApi.v1Detail.response.parse((await get(`/api/course-package/v2/${packageId}`)).json()).data.id).toBe(packageId)
    expectProblem(await get('/api/v2/courses/packages/999999'), 404)
    expectProblem(await get('/api/v2/courses/packages/999999/contents'), 404)
    expectProblem(await get('/api/course-package/content/v2/999999'), 404)
    expectProblem(await get('/api/v2/courses/packages/abc'), 400)
  })

  it('enrols once, however often asked (v2 and v1), and shows the enrolment only to its owner', async () => {
    const first = await budi.send({ method: 'POST', url: `/api/v2/users/courses/packages/${packageId}/register` })
    expect(first.statusCode).toBe(200)
    const enrolment = packagesApi.register.response.parse(first.json()).data
    expect(enrolment).toMatchObject({ package_id: packageId, current_course_material_id: materials[0]!.id, completed_materials: 0, total_materials: materials.length })
    const again = packagesApi.v1Enrol.response.parse((await budi.send({ method: 'POST', url: `/api/course-package/enroll/${packageId}` })).json()).data
    expect(again.started_at).toBe(enrolment.started_at)
    const rows = await test.database.db.selectFrom('package_progress').selectAll().where('package_id', '=', packageId).execute()
    expect(rows.filter((r) => r.started_at === enrolment.started_at)).toHaveLength(1)

    const mine = packagesApi.detail.response.parse((await get(`/api/v2/courses/packages/${packageId}`, budi)).json()).data
    expect(mine).toMatchObject({ enrolled: true, progress: { package_id: packageId } })
    const theirs = packagesApi.detail.response.parse((await get(`/api/v2/courses/packages/${packageId}`, sari)).json()).data
    expect(theirs).toMatchObject({ enrolled: false, progress: null })

    expectProblem(await budi.send({ method: 'POST', url: '/api/v2/users/courses/packages/999999/register' }), 404)
    expectProblem(await app.inject({ method: 'POST', url: `/api/v2/users/courses/packages/${packageId}/register`, headers: { 'x-requested-with': 'XMLHttpRequest' } }), 401)
  })

  it('marks where the user resumes, shows their per-material progress, and honours currentCourseMaterialID', async () => {
    const [first, second] = materials
    const done = await budi.send({ method: 'POST', url: `/api/v2/users/courses/packages/${packageId}/watches`, payload: { course_material_id: first!.id, completed: true } })
    expect(done.statusCode).toBe(200)
    const contents = packagesApi.contents.response.parse((await get(`/api/v2/courses/packages/${packageId}/contents`, budi)).json()).data
    expect(contents.currentCourseMaterialID).toBe(second!.id)
    expect(contents.materials[0]!.progress).toMatchObject({ completed: true })
    expect(contents.materials[1]!.is_current).toBe(true)
    const detail = packagesApi.detail.response.parse((await get(`/api/v2/courses/packages/${packageId}`, budi)).json()).data
    expect(detail.currentCourseMaterialID).toBe(second!.id)
    expect(detail.progress?.completed_materials).toBe(1)

    const chosen = packagesApi.contents.response.parse((await get(`/api/v2/courses/packages/${packageId}/contents?currentCourseMaterialID=${first!.id}`, budi)).json()).data
    expect(chosen.materials.filter((m) => m.is_current).map((m) => m.id)).toEqual([first!.id])
    // Sari sees none of Budi's progress.
    const theirs = packagesApi.contents.response.parse((await get(`/api/v2/courses/packages/${packageId}/contents`, sari)).json()).data
    expect(theirs.materials.every((m) => m.progress === null)).toBe(true)
    expect(theirs.currentCourseMaterialID).toBe(first!.id)

    const other = await test.database.db.selectFrom('course_materials').select('id').where('package_id', '!=', packageId).executeTakeFirstOrThrow()
    const wrong = expectProblem(await get(`/api/v2/courses/packages/${packageId}/contents?currentCourseMaterialID=${other.id}`), 400)
    expect(wrong.errors[0]?.path).toBe('query.currentCourseMaterialID')
  })
})
