import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { fillPath } from '../../../../src/contract/endpoint'
import { helpCenterApi } from '../../../../src/contract/help-center'
import type { AppConfig } from '../../../../server/config'
import { demoHelpCategories as helpCategories } from '../../helpers/demo-content'
import { seed } from '../../../../server/db/seed/seed'
import { browser, signIn, type Browser } from '../../helpers/oidc-flow'
import { expectProblem } from '../../helpers/problem'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'

// Issue 17: the help center's reads (categories, a category's topics, a question, its related
// ones, the whole content with its version) and the vote, counted once per user or device.

const ALLOWED_TAGS = new Set(['h2', 'em', 'strong', 'u', 'ul', 'ol', 'li', 'br', 'span', 'a'])
const DEVICE = 'perangkat-uji-0123456789'

describeOnEngines('help center: content and votes', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let visitor: Browser

  const get = async (url: string) => {
    const res = await visitor.request({ method: 'GET', url })
    return res
  }
  const questionId = async (slug: string) =>
    (await test.database.db.selectFrom('help_questions').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id

  beforeAll(async () => {
    ;({ test, config, app } = await openTestApp(target))
    visitor = browser(app)
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('seeds at least 6 categories, 20 topics and 60 questions, answers with only the spec’s tags, every one with related questions', async () => {
    const db = test.database.db
    const [categories, topics, questions, relations] = await Promise.all([
      db.selectFrom('help_categories').selectAll().execute(),
      db.selectFrom('help_topics').selectAll().execute(),
      db.selectFrom('help_questions').selectAll().execute(),
      db.selectFrom('help_question_relations').selectAll().execute(),
    ])
    expect(categories.length).toBeGreaterThanOrEqual(6)
    expect(topics.length).toBeGreaterThanOrEqual(20)
    expect(questions.length).toBeGreaterThanOrEqual(60)
    const tags = questions.flatMap((q) => [...q.answer.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1]!.toLowerCase()))
    expect([...new Set(tags)].filter((tag) => !ALLOWED_TAGS.has(tag))).toEqual([])
    expect(new Set(relations.map((r) => r.question_id)).size).toBe(questions.length)
    expect(relations.every((r) => r.question_id !== r.related_id)).toBe(true)
    for (const slug of [
      'pasang-android',
      'pasang-iphone',
      'apa-yang-bisa-offline',
      'menunggu-dikirim',
      'aktifkan-notifikasi',
      'pesan-sesi-mentor',
      'batal-sesi-mentor',
      'cara-melamar',
      'format-cv',
    ]) {
      expect(
        questions.some((q) => q.slug === slug),
        slug,
      ).toBe(true)
    }
  })

  it('seeding again changes nothing', async () => {
    const before = (await get(helpCenterApi.content.path)).json()
    await seed(test.database)
    const after = await visitor.request({ method: 'GET', url: helpCenterApi.content.path })
    expect(after.json()).toEqual(before)
  })

  it('lists the categories in order with their topics and question counts, the same to everyone', async () => {
    const res = await get(helpCenterApi.categories.path)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['cache-control']).toBe('no-cache')
    const { data } = helpCenterApi.categories.response.parse(res.json())
    expect(data.map((c) => c.slug)).toEqual(helpCategories.map((c) => c.slug))
    expect(data[0]!.name).toBe('Akun & Masuk')
    for (const [i, category] of data.entries()) {
      expect(category.topics.map((t) => t.slug)).toEqual(helpCategories[i]!.topics.map((t) => t.slug))
      expect(category.question_count).toBe(helpCategories[i]!.topics.reduce((n, t) => n + t.questions.length, 0))
      expect(category.topics.every((t) => t.category_id === category.id && t.question_count > 0)).toBe(true)
    }
  })

  it('gives a category’s topics with their questions, and 404 for a missing one', async () => {
    const { data: categories } = helpCenterApi.categories.response.parse((await get(helpCenterApi.categories.path)).json())
    const mentor = categories.find((c) => c.slug === 'mentor')!
    const res = await get(fillPath(helpCenterApi.topics.path, { id: mentor.id }))
    expect(res.statusCode, res.body).toBe(200)
    const { data } = helpCenterApi.topics.response.parse(res.json())
    expect(data.map((t) => t.name)).toEqual(['Memesan sesi', 'Setelah memesan', 'Menjadi mentor'])
    expect(data[0]!.questions[0]).toMatchObject({ slug: 'pesan-sesi-mentor', title: 'Bagaimana cara memesan (booking) sesi mentor?', category_id: mentor.id })
    expect(data.every((t) => t.questions.length === t.question_count)).toBe(true)
    const missing = await get(fillPath(helpCenterApi.topics.path, { id: 99_999 }))
    expect(expectProblem(missing, 404).detail).toBe('Kategori bantuan tidak ditemukan.')
  })

  it('gives a question with its answer and related questions, the related ones alone, and 404s', async () => {
    const id = await questionId('batal-sesi-mentor')
    const res = await get(fillPath(helpCenterApi.question.path, { id }))
    expect(res.statusCode, res.body).toBe(200)
    const { data } = helpCenterApi.question.response.parse(res.json())
    expect(data.title).toBe('Bisakah saya membatalkan sesi mentor?')
    expect(data.answer).toContain('paling lambat 12 jam sebelum sesi dimulai')
    expect(data.answer).toContain('<strong>Batalkan</strong>')
    expect(data.related.map((r) => r.slug)).toEqual(['status-sesi-mentor', 'pesan-sesi-mentor'])
    const relates = await get(fillPath(helpCenterApi.relates.path, { id }))
    expect(helpCenterApi.relates.response.parse(relates.json()).data).toEqual(data.related)
    expectProblem(await get(fillPath(helpCenterApi.question.path, { id: 99_999 })), 404)
    expect(expectProblem(await get(fillPath(helpCenterApi.relates.path, { id: 99_999 })), 404).detail).toBe('Pertanyaan tidak ditemukan.')
  })

  it('exports the whole content with a version that follows the content', async () => {
    const res = await get(helpCenterApi.content.path)
    const { data } = helpCenterApi.content.response.parse(res.json())
    expect(data.version).toMatch(/^[\w-]{16}$/)
    expect(data.questions.length).toBe(helpCategories.flatMap((c) => c.topics.flatMap((t) => t.questions)).length)
    const byId = new Map(data.questions.map((q) => [q.id, q]))
    expect(data.questions.every((q) => q.related_ids.length > 0 && q.related_ids.every((r) => byId.has(r)))).toBe(true)
    await test.database.db.updateTable('help_questions').set({ title: 'Bagaimana cara masuk ke aplikasi Tumbuh?' }).where('slug', '=', 'cara-masuk').execute()
    // A write through the app empties the shared answers; the vote is one.
    await visitor.send({
      method: 'POST',
      url: fillPath(helpCenterApi.vote.path, { id: data.questions[0]!.id }),
      payload: { helpful: true, device_id: 'perangkat-versi-0123456789' },
    })
    const changed = helpCenterApi.content.response.parse((await get(helpCenterApi.content.path)).json()).data
    expect(changed.version).not.toBe(data.version)
    await seed(test.database)
  })

  it('counts a vote once per device for a visitor and once per user when signed in, and 404 for a missing question', async () => {
    const id = await questionId('pasang-iphone')
    const vote = (as: Browser, helpful: boolean, device = DEVICE) =>
      as.send({ method: 'POST', url: fillPath(helpCenterApi.vote.path, { id }), payload: { helpful, device_id: device } })
    const first = await vote(visitor, true)
    expect(first.statusCode, first.body).toBe(200)
    expect(helpCenterApi.vote.response.parse(first.json()).data).toEqual({ question_id: id, helpful: true, counted: true })
    expect(helpCenterApi.vote.response.parse((await vote(visitor, false)).json()).data.counted).toBe(false)
    expect(helpCenterApi.vote.response.parse((await vote(visitor, false, 'perangkat-lain-0123456789')).json()).data.counted).toBe(true)
    const budi = (await signIn(app, config, 'budi.santoso')).browser
    expect(helpCenterApi.vote.response.parse((await vote(budi, true, 'ponsel-budi-0123456789')).json()).data.counted).toBe(true)
    // Another device of the same user: still one vote.
    expect(helpCenterApi.vote.response.parse((await vote(budi, true, 'laptop-budi-0123456789')).json()).data.counted).toBe(false)
    const votes = await test.database.db.selectFrom('help_question_votes').selectAll().where('question_id', '=', id).execute()
    expect(votes.map((v) => [v.voter.slice(0, 2), v.helpful]).sort()).toEqual([
      ['d:', 0],
      ['d:', 1],
      ['u:', 1],
    ])
    expectProblem(
      await visitor.send({ method: 'POST', url: fillPath(helpCenterApi.vote.path, { id: 99_999 }), payload: { helpful: true, device_id: DEVICE } }),
      404,
    )
    expectProblem(await visitor.send({ method: 'POST', url: fillPath(helpCenterApi.vote.path, { id }), payload: { helpful: true, device_id: 'x' } }), 400)
  })
})
