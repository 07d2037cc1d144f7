import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { AppConfig } from '../../../../server/config'
import { outboxApi } from '../../../../src/contract/system-outbox'
import { signIn, type Browser } from '../../helpers/oidc-flow'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'

// What a caller sees of the catalogue answers kept in memory (server/http/shared-answers.ts): an
// ETag, 304 while nothing changed, a new answer and a new ETag after each write that changes it, and
// Cache-Control that never lets a shared cache keep a signed-in user's data.

interface Card {
  id: number
  kind: string
  participants: number
}

describeOnEngines('catalogue answers: ETag, 304, Cache-Control', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let budi: Browser
  let sari: Browser
  let videoId: number
  let packageId: number

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })
  const key = () => ({ 'idempotency-key': randomUUID() })
  /** The card of `kind` `id` in a (large enough) list answer. */
  const cardIn = (body: { data: Card[] }, kind: string, id: number) => body.data.find((c) => c.kind === kind && c.id === id)

  beforeAll(async () => {
    ({ test, config, app } = await openTestApp(target))
    budi = (await signIn(app, config, 'budi.santoso')).browser
    sari = (await signIn(app, config, 'sari.wulandari')).browser
    const db = test.database.db
    videoId = (await db.selectFrom('videos').select('id').orderBy('id').executeTakeFirstOrThrow()).id
    packageId = (await db.selectFrom('course_packages').select('id').orderBy('id').executeTakeFirstOrThrow()).id
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it.each([
    '/api/v2/courses/videos?limit=5',
    '/api/v2/courses?limit=5',
    '/api/v2/courses/packages?limit=5',
    '/api/course-package/show-all?limit=5',
    '/api/v2/catalogs',
    '/api/v2/channels',
    '/api/v2/users/channels/specials',
  ])('%s carries an ETag, answers 304 to it, and 200 with the body to another', async (url) => {
    const first = await get(url)
    expect(first.statusCode).toBe(200)
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^W\/".+"$/)
    expect(first.headers['cache-control']).toBe('no-cache')

    const again = await get(url, { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.etag).toBe(etag)

    const other = await get(url, { 'if-none-match': 'W/"something-else"' })
    expect(other.statusCode).toBe(200)
    expect(other.json()).toEqual(first.json())
  })

  it('a catalogue and its courses, a channel and the details answer 304 to their ETag too', async () => {
    const catalogId = (await get('/api/v2/catalogs')).json().data[0].id as number
    const channelId = (await get('/api/v2/channels')).json().data[0].id as number
    for (const url of [
      `/api/v2/catalogs/${catalogId}`,
      `/api/v2/catalogs/${catalogId}/courses`,
      `/api/v2/channels/${channelId}`,
      `/api/v2/courses/videos/${videoId}`,
      `/api/v2/courses/packages/${packageId}`,
    ]) {
      const first = await get(url)
      expect(first.statusCode, url).toBe(200)
      expect((await get(url, { 'if-none-match': first.headers.etag as string })).statusCode, url).toBe(304)
    }
  })

  it('an unknown id is still a 404 problem, never kept as an answer', async () => {
    for (const url of ['/api/v2/courses/videos/999999', '/api/v2/catalogs/999999', '/api/v2/courses/packages/999999']) {
      const res = await get(url, { 'if-none-match': '*' })
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/)
    }
  })

  it('bad input is still a 400 problem', async () => {
    const res = await get('/api/v2/courses/videos?limit=abc')
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/)
  })

  it('a progress write changes the video list and the video detail: new participants, new ETag, no 304 for the old one', async () => {
    const listUrl = '/api/v2/courses/videos?limit=100'
    const detailUrl = `/api/v2/courses/videos/${videoId}`
    const list = await get(listUrl)
    const detail = await get(detailUrl)
    const before = cardIn(list.json(), 'video', videoId)!.participants

    const watch = await sari.send({ method: 'POST', url: `/api/v2/users/courses/videos/${videoId}/watches`, payload: { position_s: 10, duration_s: 600 }, headers: key() })
    expect(watch.statusCode).toBe(200)

    const listAfter = await get(listUrl, { 'if-none-match': list.headers.etag as string })
    expect(listAfter.statusCode).toBe(200)
    expect(listAfter.headers.etag).not.toBe(list.headers.etag)
    expect(cardIn(listAfter.json(), 'video', videoId)!.participants).toBe(before + 1)
    const detailAfter = await get(detailUrl, { 'if-none-match': detail.headers.etag as string })
    expect(detailAfter.statusCode).toBe(200)
    expect(detailAfter.json().data.participants).toBe(detail.json().data.participants + 1)
  })

  it('a later progress write on a video keeps the shared answers: nothing they show changed (decision 044)', async () => {
    const listUrl = '/api/v2/courses/videos?limit=100'
    const detailUrl = `/api/v2/courses/videos/${videoId}`
    const first = await sari.send({ method: 'POST', url: `/api/v2/users/courses/videos/${videoId}/watches`, payload: { position_s: 30, duration_s: 600 }, headers: key() })
    expect(first.statusCode).toBe(200)
    const list = await get(listUrl)
    const detail = await get(detailUrl)
    const kept = app.sharedAnswers.size
    expect(kept).toBeGreaterThanOrEqual(2)

    // Sari's player writes again (her progress moves on): the same answers, still kept.
    const again = await sari.send({ method: 'POST', url: `/api/v2/users/courses/videos/${videoId}/watches`, payload: { position_s: 40, duration_s: 600 }, headers: key() })
    expect(again.statusCode).toBe(200)
    expect(again.json().data.position_s).toBe(40)
    expect(app.sharedAnswers.size).toBe(kept)
    expect((await get(listUrl, { 'if-none-match': list.headers.etag as string })).statusCode).toBe(304)
    expect((await get(detailUrl, { 'if-none-match': detail.headers.etag as string })).statusCode).toBe(304)
    expect((await get(listUrl)).json()).toEqual(list.json())

    // Budi's first watch of it is a new participant: everyone's list and the detail change.
    const budis = await budi.send({ method: 'POST', url: `/api/v2/users/courses/videos/${videoId}/watches`, payload: { position_s: 5, duration_s: 600 }, headers: key() })
    expect(budis.statusCode).toBe(200)
    const listAfter = await get(listUrl, { 'if-none-match': list.headers.etag as string })
    expect(listAfter.statusCode).toBe(200)
    expect(cardIn(listAfter.json(), 'video', videoId)!.participants).toBe(cardIn(list.json(), 'video', videoId)!.participants + 1)
    expect((await get(detailUrl)).json().data.participants).toBe(detail.json().data.participants + 1)
  })

  it("a package's first material progress is a new participant; later ones keep the shared answers, through the outbox's batch too", async () => {
    const db = test.database.db
    // A package nobody has started in the seed, and its first two materials.
    const started = db.selectFrom('package_progress').select('package_id')
    const pkg = (await db.selectFrom('course_packages').select('id').where('id', 'not in', started).orderBy('id', 'desc').executeTakeFirstOrThrow()).id
    const [one, two] = await db.selectFrom('course_materials').select('id').where('package_id', '=', pkg).orderBy('position').limit(2).execute()
    const listUrl = '/api/v2/courses/packages?limit=100'
    const participants = async () => cardIn((await get(listUrl)).json(), 'package', pkg)!.participants
    const before = await participants()
    const progress = (material: number, headers = key()) =>
      budi.send({ method: 'POST', url: `/api/v2/users/courses/packages/${pkg}/watches`, payload: { course_material_id: material, completed: true }, headers })

    expect((await progress(one!.id)).statusCode).toBe(200)
    expect(await participants()).toBe(before + 1)

    const list = await get(listUrl)
    const kept = app.sharedAnswers.size
    const next = await progress(two!.id)
    expect(next.statusCode).toBe(200)
    expect(next.json().data).toMatchObject({ material: { course_material_id: two!.id, completed: true }, package: expect.any(Object) })
    expect(next.json().data).not.toHaveProperty('started')
    expect(app.sharedAnswers.size).toBe(kept)
    expect((await get(listUrl, { 'if-none-match': list.headers.etag as string })).statusCode).toBe(304)

    // The outbox's batch carries a later write: kept as well.
    const budiId = (await db.selectFrom('employees').select('id').where('username', '=', 'budi.santoso').executeTakeFirstOrThrow()).id
    const batch = await budi.send({
      method: 'POST',
      url: outboxApi.batch.path,
      payload: {
        writes: [
          {
            method: 'POST',
            url: `/api/v2/users/courses/packages/${pkg}/watches`,
            body: { course_material_id: one!.id, position_s: 0 },
            idempotency_key: randomUUID(),
            user_id: budiId,
            resource: `package:${pkg}`,
          },
        ],
      },
    })
    expect(batch.statusCode).toBe(200)
    expect(batch.json().data).toEqual([{ status: 200 }])
    expect(app.sharedAnswers.size).toBe(kept)
    expect(await participants()).toBe(before + 1)
  })

  it('enrolling changes the package list and the mixed list', async () => {
    const packagesUrl = '/api/v2/courses/packages?limit=100'
    const mixedUrl = '/api/v2/courses?limit=100&kind=package'
    const packages = await get(packagesUrl)
    const mixed = await get(mixedUrl)
    const before = cardIn(packages.json(), 'package', packageId)!.participants

    expect((await budi.send({ method: 'POST', url: `/api/v2/users/courses/packages/${packageId}/register`, headers: key() })).statusCode).toBe(200)

    const packagesAfter = await get(packagesUrl, { 'if-none-match': packages.headers.etag as string })
    expect(packagesAfter.statusCode).toBe(200)
    expect(cardIn(packagesAfter.json(), 'package', packageId)!.participants).toBe(before + 1)
    const mixedAfter = await get(mixedUrl, { 'if-none-match': mixed.headers.etag as string })
    expect(mixedAfter.statusCode).toBe(200)
    expect(cardIn(mixedAfter.json(), 'package', packageId)!.participants).toBe(before + 1)
  })

  it('posting and deleting a comment each change the video detail (comment_count)', async () => {
    const url = `/api/v2/courses/videos/${videoId}`
    const count = async () => (await get(url)).json().data.comment_count as number
    const start = await count()
    const posted = await budi.send({ method: 'POST', url: `/api/v2/users/comments/courses/${videoId}`, payload: { text: 'Materi yang sangat membantu' } })
    expect(posted.statusCode).toBe(201)
    expect(await count()).toBe(start + 1)
    expect((await budi.send({ method: 'DELETE', url: `/api/v2/users/comments/${posted.json().data.id}` })).statusCode).toBe(200)
    expect(await count()).toBe(start)
  })

  it('a signed-in viewer gets the same list, marked private; their detail with their progress is never stored', async () => {
    const url = '/api/v2/courses/videos?limit=5'
    const visitor = await get(url)
    const signedIn = await budi.request({ method: 'GET', url })
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.json()).toEqual(visitor.json())
    expect(signedIn.headers['cache-control']).toBe('private, no-cache')
    expect(String(signedIn.headers.vary)).toMatch(/Cookie/)

    // Credentials that no longer work make a visitor, whose answer clears the cookie: private too.
    const expired = await get(url, { cookie: `${config.public.cookiePrefix}session=not-a-session` })
    expect(expired.statusCode).toBe(200)
    expect(expired.json()).toEqual(visitor.json())
    expect(expired.headers['cache-control']).toBe('private, no-cache')

    // Budi's own progress is in his detail: not stored by any cache, and not what a visitor gets.
    await budi.send({ method: 'POST', url: `/api/v2/users/courses/videos/${videoId}/watches`, payload: { position_s: 42, duration_s: 600 }, headers: key() })
    const mine = await budi.request({ method: 'GET', url: `/api/v2/courses/videos/${videoId}` })
    expect(mine.json().data.progress).toMatchObject({ position_s: 42 })
    expect(mine.headers['cache-control']).toBe('no-store')
    expect(mine.headers.etag).toBeUndefined()
    const theirs = await get(`/api/v2/courses/videos/${videoId}`)
    expect(theirs.json().data.progress).toBeNull()
    expect(theirs.headers['cache-control']).toBe('no-cache')
    expect(String(theirs.headers.vary)).toMatch(/Cookie/)
    // And the visitor's stored answer never reaches Budi.
    expect((await budi.request({ method: 'GET', url: `/api/v2/courses/videos/${videoId}` })).json().data.progress).toMatchObject({ position_s: 42 })
  })

  it('answers with a user\'s own data say no-store', async () => {
    for (const url of [
      '/api/v2/users/courses/videos/histories',
      '/api/v2/users/courses/summary-user-progress',
      '/api/v2/search/histories/top-three',
    ]) {
      const res = await budi.request({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['cache-control'], url).toBe('no-store')
      expect(res.headers.etag, url).toBeUndefined()
    }
  })
})
