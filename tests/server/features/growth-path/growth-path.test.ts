import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { growthPathApi } from '../../../../src/contract/growth-path'
import { growthPathTrxApi } from '../../../../src/contract/growth-path-trx'
import type { AppConfig } from '../../../../server/config'
import { browser, signIn, type Browser } from '../../helpers/oidc-flow'
import { expectProblem } from '../../helpers/problem'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'
import { insertTestPath, PDF } from '../../helpers/growth-path'

describeOnEngines('growth paths', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let visitor: Browser
  let budi: Browser
  let sari: Browser
  let ids: Awaited<ReturnType<typeof insertTestPath>>

  const get = (as: Browser, url: string, query: Record<string, string> = {}) => as.request({ method: 'GET', url, query })
  const post = (as: Browser, url: string, payload: Record<string, unknown>, key: string = randomUUID()) =>
    as.send({ method: 'POST', url, payload, headers: { 'idempotency-key': key } })
  const ok = <T>(res: { statusCode: number; body: string }, schema: { parse(v: unknown): T }, status = 200): T => {
    expect(res.statusCode, res.body.slice(0, 300)).toBe(status)
    return schema.parse(JSON.parse(res.body))
  }
  const take = (as: Browser) => post(as, growthPathTrxApi.take.path, { growth_path_id: ids.path })
  const done = (as: Browser, itemId: number) => post(as, growthPathTrxApi.progress.path, { growth_path_id: ids.path, item_id: itemId })
  const finish = (as: Browser) => post(as, growthPathTrxApi.finish.path, { growth_path_id: ids.path })

  beforeAll(async () => {
    ;({ test, config, app } = await openTestApp(target))
    ids = await insertTestPath(test.database)
    visitor = browser(app)
    budi = (await signIn(app, config, 'budi.santoso')).browser
    sari = (await signIn(app, config, 'sari.wulandari')).browser
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('lists paths for anyone with search, filters, sorting and paging', async () => {
    const all = ok(await get(visitor, growthPathApi.list.path, { limit: '100' }), growthPathApi.list.response)
    const mine = all.data.find((p) => p.slug === 'jalur-uji')!
    expect(mine).toMatchObject({ title: 'Jalur Uji Coba', level: 'pemula', modules: 2, my: null, rating: 0, likes: 0 })
    expect(mine.skills).toHaveLength(1)
    const found = ok(await get(visitor, growthPathApi.list.path, { q: 'UJI COBA' }), growthPathApi.list.response)
    expect(found.data.map((p) => p.slug)).toEqual(['jalur-uji'])
    const byCategory = ok(await get(visitor, growthPathApi.list.path, { category_id: String(mine.category!.id), limit: '100' }), growthPathApi.list.response)
    expect(byCategory.data.every((p) => p.category?.id === mine.category!.id)).toBe(true)
    const bySkill = ok(await get(visitor, growthPathApi.list.path, { skill_id: String(mine.skills[0]!.id), limit: '100' }), growthPathApi.list.response)
    expect(bySkill.data.every((p) => p.skills.some((s) => s.id === mine.skills[0]!.id))).toBe(true)
    const titles = ok(await get(visitor, growthPathApi.list.path, { sort: 'title', limit: '100' }), growthPathApi.list.response).data.map((p) => p.title.toLowerCase())
    expect(titles).toEqual([...titles].sort())
    const page = ok(await get(visitor, growthPathApi.list.path, { limit: '1', page: '2' }), growthPathApi.list.response)
    expect(page.meta).toMatchObject({ page: 2, limit: 1, total: all.meta.total })
    expectProblem(await get(visitor, growthPathApi.list.path, { level: 'ahli' }), 400)
  })

  it('shows a path, its syllabus, materials, classes and announcements; an unknown slug is 404', async () => {
    const detail = ok(await get(visitor, '/api/platform/growthpath/jalur-uji'), growthPathApi.detail.response).data
    expect(detail).toMatchObject({ description: '<p>Deskripsi <strong>uji</strong>.</p>', outcomes: ['Memahami dasar uji'], liked: null, my_rating: null })
    expect(detail.owner).toMatchObject({ name: 'Andi Pratama', initials: 'AP' })
    const silabus = ok(await get(visitor, growthPathApi.silabus.path, { slug: 'jalur-uji' }), growthPathApi.silabus.response).data
    expect(silabus.map((m) => m.title)).toEqual(['Modul Satu', 'Modul Dua'])
    expect(silabus[0]!.items.map((i) => [i.kind, i.required, i.done])).toEqual([['video', true, null], ['link', false, null]])
    const materials = ok(await get(visitor, growthPathApi.material.path, { slug: 'jalur-uji' }), growthPathApi.material.response).data
    expect(materials.map((m) => m.kind)).toEqual(['video', 'link'])
    const classes = ok(await get(visitor, growthPathApi.classes.path, { slug: 'jalur-uji' }), growthPathApi.classes.response).data
    expect(classes.map((c) => [c.id, c.item_id])).toEqual([[ids.eventId, ids.klass]])
    const news = ok(await get(visitor, growthPathApi.announcements.path, { slug: 'jalur-uji' }), growthPathApi.announcements.response)
    expect(news.data.map((a) => a.title)).toEqual(['Selamat datang'])
    expectProblem(await get(visitor, '/api/platform/growthpath/tidak-ada'), 404)
    expectProblem(await get(visitor, growthPathApi.silabus.path, { slug: 'tidak-ada' }), 404)
    expectProblem(await get(visitor, growthPathApi.silabus.path, { slug: 'Bukan Slug' }), 400)
  })

  it('tells which path and module an item belongs to, so a step URL works without its slug', async () => {
    const ref = ok(await get(visitor, `/api/platform/growthpath-item/${ids.klass}`), growthPathApi.item.response).data
    expect(ref).toEqual({ id: ids.klass, slug: 'jalur-uji', path_title: 'Jalur Uji Coba', module_title: 'Modul Dua', title: expect.stringMatching(/^Langkah class/) })
    expectProblem(await get(visitor, '/api/platform/growthpath-item/999999'), 404)
    expectProblem(await get(visitor, '/api/platform/growthpath-item/abc'), 400)
    // A slug is never only digits, so /growth-path/{number} can only mean an item.
    expectProblem(await get(visitor, growthPathApi.silabus.path, { slug: '12345' }), 400)
  })

  it('takes a path once, follows it forward only, and refuses progress on a path not taken', async () => {
    expectProblem(await done(sari, ids.video), 409)
    const taken = ok(await take(budi), growthPathTrxApi.take.response).data
    expect(taken).toMatchObject({ status: 'in_progress', done_items: 0, total_items: 3, percent: 0, assignments_left: 1, certificate_no: null })
    // Taking again (another device, another key) answers the same transaction.
    expect(ok(await take(budi), growthPathTrxApi.take.response).data.id).toBe(taken.id)
    const afterVideo = ok(await done(budi, ids.video), growthPathTrxApi.progress.response).data
    expect(afterVideo).toMatchObject({ done_items: 1, percent: 33, done_item_ids: [ids.video] })
    // Done twice is done once; an optional item is ticked but does not count.
    expect(ok(await done(budi, ids.video), growthPathTrxApi.progress.response).data.done_items).toBe(1)
    const afterLink = ok(await done(budi, ids.link), growthPathTrxApi.progress.response).data
    expect(afterLink).toMatchObject({ done_items: 1, done_item_ids: [ids.video, ids.link] })
    expectProblem(await done(budi, ids.assignment), 409)
    expectProblem(await done(budi, 999999), 404)

    const silabus = ok(await get(budi, growthPathApi.silabus.path, { slug: 'jalur-uji' }), growthPathApi.silabus.response).data
    expect(silabus.flatMap((m) => m.items.map((i) => i.done))).toEqual([true, true, false, false])
    const card = ok(await get(budi, growthPathApi.list.path, { q: 'uji coba' }), growthPathApi.list.response).data[0]!
    expect(card.my).toEqual({ status: 'in_progress', done_items: 1, total_items: 3, percent: 33 })
  })

  it('refuses to finish while anything required is left, then finishes once with a certificate number', async () => {
    const refused = expectProblem(await finish(budi), 409)
    expect(refused.detail).toBe('Growth path belum dapat diselesaikan: masih ada 2 materi wajib dan 1 tugas yang belum selesai.')
    ok(await done(budi, ids.klass), growthPathTrxApi.progress.response)
    expect(expectProblem(await finish(budi), 409).detail).toContain('1 tugas')

    const submitted = ok(await post(budi, growthPathTrxApi.submitAssignment.path, { growth_path_id: ids.path, item_id: ids.assignment, text: 'Rencana pengembangan saya.', file: PDF }), growthPathTrxApi.submitAssignment.response, 201).data
    expect(submitted).toMatchObject({ text: 'Rencana pengembangan saya.', file_name: 'tugas.pdf', status: 'submitted', file_url: `/api/platform/trx-growthpath-assignment/${submitted.id}/file` })
    const file = await budi.request({ method: 'GET', url: submitted.file_url! })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="tugas\.pdf"/)
    expect(file.headers['x-content-type-options']).toBe('nosniff')
    expect(file.body).toContain('%PDF-1.4')
    // Another user's file answers as if it did not exist; the path's mentor may read it.
    expectProblem(await sari.request({ method: 'GET', url: submitted.file_url! }), 404)
    const andi = (await signIn(app, config, 'andi.pratama')).browser
    expect((await andi.request({ method: 'GET', url: submitted.file_url! })).statusCode).toBe(200)

    const finished = ok(await finish(budi), growthPathTrxApi.finish.response).data
    expect(finished).toMatchObject({ status: 'finished', percent: 100, assignments_left: 0 })
    expect(finished.certificate_no).toMatch(/^GP-\d{4}-\d{6}$/)
    const again = ok(await finish(budi), growthPathTrxApi.finish.response).data
    expect([again.finished_at, again.certificate_no]).toEqual([finished.finished_at, finished.certificate_no])
  })

  it('checks assignment files by their content and refuses a non-assignment item', async () => {
    ok(await take(sari), growthPathTrxApi.take.response)
    const exe = `laporan.pdf,${Buffer.from('MZ\x90\x00 not a pdf').toString('base64')}`
    const refused = expectProblem(await post(sari, growthPathTrxApi.submitAssignment.path, { growth_path_id: ids.path, item_id: ids.assignment, file: exe }), 400)
    expect(refused.errors?.[0]?.path).toBe('file')
    expectProblem(await post(sari, growthPathTrxApi.submitAssignment.path, { growth_path_id: ids.path, item_id: ids.video, text: 'Jawaban' }), 409)
    expectProblem(await post(sari, growthPathTrxApi.submitAssignment.path, { growth_path_id: ids.path, item_id: ids.assignment }), 400)
    const assignments = ok(await get(sari, growthPathTrxApi.assignments.path, { slug: 'jalur-uji' }), growthPathTrxApi.assignments.response).data
    expect(assignments).toEqual([expect.objectContaining({ item_id: ids.assignment, submission: null })])
  })

  it('rates a taken path 1–5 (again replaces it), lists reviews, and likes idempotently', async () => {
    const sariRating = ok(await post(sari, growthPathTrxApi.rate.path, { growth_path_id: ids.path, rating: 3, review: 'Cukup' }), growthPathTrxApi.rate.response).data
    expect(sariRating).toMatchObject({ rating: 3, average: 3, count: 1 })
    const budiRating = ok(await post(budi, growthPathTrxApi.rate.path, { growth_path_id: ids.path, rating: 4 }), growthPathTrxApi.rate.response).data
    expect(budiRating).toMatchObject({ average: 3.5, count: 2 })
    expect(ok(await post(budi, growthPathTrxApi.rate.path, { growth_path_id: ids.path, rating: 5, review: '  Sangat membantu  ' }), growthPathTrxApi.rate.response).data).toMatchObject({ review: 'Sangat membantu', average: 4, count: 2 })
    expectProblem(await post(budi, growthPathTrxApi.rate.path, { growth_path_id: ids.path, rating: 6 }), 400)
    const dewi = (await signIn(app, config, 'dewi.anggraini')).browser
    expectProblem(await post(dewi, growthPathTrxApi.rate.path, { growth_path_id: ids.path, rating: 5 }), 409)

    const reviews = ok(await get(budi, growthPathApi.ratings.path, { slug: 'jalur-uji' }), growthPathApi.ratings.response)
    expect(reviews.data.map((r) => [r.author.name, r.rating, r.is_mine])).toEqual([['Budi Santoso', 5, true], ['Sari Wulandari', 3, false]])

    expect(ok(await post(dewi, growthPathTrxApi.like.path, { growth_path_id: ids.path, liked: true }), growthPathTrxApi.like.response).data).toEqual({ liked: true, likes: 1 })
    expect(ok(await post(dewi, growthPathTrxApi.like.path, { growth_path_id: ids.path, liked: true }), growthPathTrxApi.like.response).data).toEqual({ liked: true, likes: 1 })
    const detail = ok(await get(dewi, '/api/platform/growthpath/jalur-uji'), growthPathApi.detail.response).data
    expect(detail).toMatchObject({ liked: true, likes: 1, rating: 4, rating_count: 2, my_rating: null })
    expect(ok(await post(dewi, growthPathTrxApi.like.path, { growth_path_id: ids.path, liked: false }), growthPathTrxApi.like.response).data).toEqual({ liked: false, likes: 0 })
    expectProblem(await post(dewi, growthPathTrxApi.like.path, { growth_path_id: 999999, liked: true }), 404)
  })

  it("answers visitors from the shared answers (ETag, 304) until a write, and a signed-in caller with their own state", async () => {
    const url = '/api/platform/growthpath/jalur-uji'
    const first = await get(visitor, url)
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^W\/".+"$/)
    expect((await visitor.request({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(304)
    const likesBefore = ok(first, growthPathApi.detail.response).data.likes
    const intan = (await signIn(app, config, 'intan.permata')).browser
    ok(await post(intan, growthPathTrxApi.like.path, { growth_path_id: ids.path, liked: true }), growthPathTrxApi.like.response)
    const after = await visitor.request({ method: 'GET', url, headers: { 'if-none-match': etag } })
    expect(after.statusCode).toBe(200)
    expect(ok(after, growthPathApi.detail.response).data).toMatchObject({ likes: likesBefore + 1, liked: null })
    // Intan's own answer says she liked it; the visitors' copy never does.
    expect(ok(await get(intan, url), growthPathApi.detail.response).data.liked).toBe(true)
    expect(ok(await get(visitor, url), growthPathApi.detail.response).data.liked).toBeNull()
    ok(await post(intan, growthPathTrxApi.like.path, { growth_path_id: ids.path, liked: false }), growthPathTrxApi.like.response)
  })

  it('replays an outbox write with the same key once', async () => {
    const rizky = (await signIn(app, config, 'rizky.ramadhan')).browser
    ok(await take(rizky), growthPathTrxApi.take.response)
    const key = randomUUID()
    const first = await post(rizky, growthPathTrxApi.like.path, { growth_path_id: ids.path, liked: true }, key)
    ok(await post(rizky, growthPathTrxApi.like.path, { growth_path_id: ids.path, liked: false }), growthPathTrxApi.like.response)
    const replay = await post(rizky, growthPathTrxApi.like.path, { growth_path_id: ids.path, liked: true }, key)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.body).toBe(first.body)
    // The replay did not like it again.
    expect(ok(await get(rizky, '/api/platform/growthpath/jalur-uji'), growthPathApi.detail.response).data.liked).toBe(false)
  })

  it('lists the user’s own paths and transactions, and recommends paths not taken', async () => {
    const mine = ok(await get(budi, growthPathTrxApi.userPaths.path), growthPathTrxApi.userPaths.response).data
    expect(mine.finished.map((t) => t.path.slug)).toContain('jalur-uji')
    expect(mine.in_progress.map((t) => t.path.slug)).not.toContain('jalur-uji')
    const finishedPage = ok(await get(budi, growthPathTrxApi.trxList.path, { status: 'finished' }), growthPathTrxApi.trxList.response)
    expect(finishedPage.data.every((t) => t.status === 'finished')).toBe(true)
    const trx = ok(await get(budi, growthPathTrxApi.userTrx.path, { slug: 'jalur-uji' }), growthPathTrxApi.userTrx.response).data
    expect(trx?.status).toBe('finished')
    const dewi = (await signIn(app, config, 'dewi.anggraini')).browser
    expect(ok(await get(dewi, growthPathTrxApi.userTrx.path, { slug: 'jalur-uji' }), growthPathTrxApi.userTrx.response).data).toBeNull()
    const forBudi = ok(await get(budi, growthPathTrxApi.userRecommendations.path), growthPathTrxApi.userRecommendations.response).data
    expect(forBudi.every((p) => p.my === null)).toBe(true)
    const forVisitor = ok(await get(visitor, growthPathApi.recommendations.path, { limit: '3' }), growthPathApi.recommendations.response).data
    expect(forVisitor.length).toBeLessThanOrEqual(3)
    const suggested = ok(await get(visitor, growthPathApi.suggestions.path, { slug: 'jalur-uji' }), growthPathApi.suggestions.response).data
    expect(suggested.map((p) => p.slug)).not.toContain('jalur-uji')
  })
})
