import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { personalizationApi } from '../../../../src/contract/personalization'
import type { AppConfig } from '../../../../server/config'
import { signIn, type Browser } from '../../helpers/oidc-flow'
import { expectProblem } from '../../helpers/problem'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'

describeOnEngines('personalization', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  // Employees without seeded interests (budi and sari have theirs: server/features/personalization/seed.ts).
  let dewi: Browser
  let rizky: Browser
  let keuangan: number
  let keamanan: number

  const base = '/api/v2/users/personalized-content-users'
  const get = (as: Browser, url: string) => as.request({ method: 'GET', url })
  const save = (as: Browser, payload: Record<string, unknown>) => as.send({ method: 'POST', url: base, payload })

  beforeAll(async () => {
    ({ test, config, app } = await openTestApp(target))
    dewi = (await signIn(app, config, 'dewi.anggraini')).browser
    rizky = (await signIn(app, config, 'rizky.ramadhan')).browser
    const db = test.database.db
    keuangan = (await db.selectFrom('learning_categories').select('id').where('slug', '=', 'keuangan').executeTakeFirstOrThrow()).id
    keamanan = (await db.selectFrom('topics').select('id').where('slug', '=', 'keamanan-siber').executeTakeFirstOrThrow()).id
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('says a new user has no personalized content yet, and needs a session', async () => {
    const status = personalizationApi.status.response.parse((await get(dewi, `${base}/has-personalized-content`)).json())
    expect(status).toEqual({ data: { hasPersonalizedContent: false } })
    expectProblem(await app.inject({ method: 'GET', url: `${base}/has-personalized-content` }), 401)
  })

  it("the demo's established learners have their interests from the seed", async () => {
    const budi = (await signIn(app, config, 'budi.santoso')).browser
    expect(personalizationApi.status.response.parse((await get(budi, `${base}/has-personalized-content`)).json())).toEqual({ data: { hasPersonalizedContent: true } })
    expect(personalizationApi.interests.response.parse((await get(budi, base)).json()).data.category_ids.length).toBeGreaterThan(0)
  })

  it('falls back to the latest content while the user has no interests', async () => {
    const videos = personalizationApi.videos.response.parse((await get(dewi, `${base}/videos?limit=5`)).json())
    const dates = videos.data.map((v) => v.published_at)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(videos.data.every((v) => v.kind === 'video')).toBe(true)
  })

  it('refuses an empty choice and unknown ids with errors per field', async () => {
    const empty = expectProblem(await save(dewi, {}), 400)
    expect(empty.errors[0]?.message).toMatch(/minimal satu/)
    const unknown = expectProblem(await save(dewi, { category_ids: [keuangan, 999_999], topic_ids: [888_888] }), 400)
    expect(unknown.errors.map((e) => e.path).sort()).toEqual(['category_ids', 'topic_ids'])
    expectProblem(await save(dewi, { category_ids: ['satu'] }), 400)
    expect(personalizationApi.status.response.parse((await get(dewi, `${base}/has-personalized-content`)).json()).data.hasPersonalizedContent).toBe(false)
  })

  it('saves the interests (replacing earlier ones) for the signed-in user only', async () => {
    const first = personalizationApi.save.response.parse((await save(dewi, { category_ids: [keuangan, keuangan], topic_ids: [keamanan] })).json()).data
    expect(first).toMatchObject({ category_ids: [keuangan], topic_ids: [keamanan], profession_ids: [], hasPersonalizedContent: true })
    expect(personalizationApi.status.response.parse((await get(dewi, `${base}/has-personalized-content`)).json()).data.hasPersonalizedContent).toBe(true)
    expect(personalizationApi.status.response.parse((await get(rizky, `${base}/has-personalized-content`)).json()).data.hasPersonalizedContent).toBe(false)
    expect(personalizationApi.interests.response.parse((await get(rizky, base)).json()).data.category_ids).toEqual([])
    expect(personalizationApi.interests.response.parse((await get(dewi, base)).json()).data).toMatchObject({ category_ids: [keuangan], topic_ids: [keamanan] })
  })

  it('ranks videos, packages and upcoming in-class events by the interests', async () => {
    const videos = personalizationApi.videos.response.parse((await get(dewi, `${base}/videos?limit=3`)).json())
    expect(videos.data[0]!.category?.id).toBe(keuangan)
    const packages = personalizationApi.packages.response.parse((await get(dewi, `${base}/packages?limit=3`)).json())
    expect(packages.data.slice(0, 2).map((p) => p.slug).sort()).toEqual(['keamanan-siber-untuk-semua-karyawan', 'literasi-keuangan-untuk-manajer'])
    expect(packages.meta.total).toBe(10)
    const theirs = personalizationApi.packages.response.parse((await get(rizky, `${base}/packages?limit=3`)).json())
    // Sari chose nothing: hers stay the latest first.
    expect(theirs.data.map((p) => p.published_at)).toEqual(theirs.data.map((p) => p.published_at).sort().reverse())
    expect(theirs.data[0]!.slug).toBe('coaching-untuk-atasan')

    await save(dewi, { topic_ids: [(await test.database.db.selectFrom('topics').select('id').where('slug', '=', 'esg-dan-keberlanjutan').executeTakeFirstOrThrow()).id] })
    const events = personalizationApi.inclasses.response.parse((await get(dewi, `${base}/inclasses`)).json())
    expect(events.data[0]!.slug).toBe('seminar-esg-dan-keberlanjutan')
    const now = new Date().toISOString()
    expect(events.data.every((e) => e.ends_at >= now)).toBe(true)
    expectProblem(await get(dewi, `${base}/inclasses?limit=500`), 400)
    expectProblem(await app.inject({ method: 'GET', url: `${base}/videos` }), 401)
  })
})
