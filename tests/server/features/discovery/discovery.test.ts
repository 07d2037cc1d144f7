import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { discoveryApi, type DiscoveryItem } from '../../../../src/contract/discovery'
import type { AppConfig } from '../../../../server/config'
import { signIn, type Browser } from '../../helpers/oidc-flow'
import { expectProblem } from '../../helpers/problem'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'

// Discovery (issue 18): colleagues' public records, filters, and one's saved list.

describeOnEngines('discovery', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let budi: Browser
  let sari: Browser

  const feed = async (as: Browser, query = '') => {
    const res = await as.request({ method: 'GET', url: `${discoveryApi.feed.path}${query}` })
    expect(res.statusCode, res.body).toBe(200)
    return discoveryApi.feed.response.parse(res.json())
  }
  const saved = async (as: Browser) => {
    const res = await as.request({ method: 'GET', url: `${discoveryApi.saved.path}?limit=100` })
    expect(res.statusCode, res.body).toBe(200)
    return discoveryApi.saved.response.parse(res.json())
  }
  const save = (as: Browser, id: number | string) => as.send({ method: 'PUT', url: `/api/v2/discovery/saved/${id}` })
  const unsave = (as: Browser, id: number | string) => as.send({ method: 'DELETE', url: `/api/v2/discovery/saved/${id}` })
  const byTitle = (items: DiscoveryItem[], title: string) => items.find((i) => i.title === title)

  beforeAll(async () => {
    ;({ test, config, app } = await openTestApp(target))
    budi = (await signIn(app, config, 'budi.santoso')).browser
    sari = (await signIn(app, config, 'sari.wulandari')).browser
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('asks a visitor to sign in for the feed, the saved list, saving and unsaving', async () => {
    const xhr = { 'x-requested-with': 'XMLHttpRequest' }
    expectProblem(await app.inject({ method: 'GET', url: discoveryApi.feed.path }), 401)
    expectProblem(await app.inject({ method: 'GET', url: discoveryApi.saved.path }), 401)
    expectProblem(await app.inject({ method: 'PUT', url: '/api/v2/discovery/saved/1', headers: xhr }), 401)
    expectProblem(await app.inject({ method: 'DELETE', url: '/api/v2/discovery/saved/1', headers: xhr }), 401)
  })

  it('shows colleagues’ public records with who they are, newest added first, never the caller’s own or a private one', async () => {
    const page = await feed(budi, '?limit=100')
    expect(page.meta.total).toBe(page.data.length)
    expect(page.data.every((i) => i.owner.username !== 'budi.santoso')).toBe(true)
    // Seeded colleagues: the most recently added first.
    expect(page.data[0]).toMatchObject({
      kind: 'book-reads',
      title: 'The Psychology of Money',
      detail: 'Morgan Housel',
      owner: { username: 'putri.maharani', name: 'Putri Maharani', unit: 'PT Nusantara Holding Indonesia' },
    })
    const added = page.data.map((i) => i.created_at)
    expect(added).toEqual([...added].sort().reverse())
    // Andi's private book is nobody's to see.
    expect(byTitle(page.data, 'Rencana Keuangan Keluarga')).toBeUndefined()
    // Sari's records, in one shape: a volunteer record's title is the organisation, its detail the role.
    expect(byTitle(page.data, 'Komunitas Data Bandung')).toMatchObject({
      kind: 'volunteers',
      detail: 'Koordinator Acara',
      owner: { username: 'sari.wulandari' },
    })
    expect(byTitle(page.data, 'Dasbor Operasional yang Dipakai Setiap Hari')).toMatchObject({
      kind: 'mentor-and-speakers',
      role: 'speaker',
      detail: 'Data Meetup Bandung #12 · Komunitas Data Bandung',
    })
    // Budi's own are in Sari's feed, not his.
    expect(byTitle((await feed(sari, '?limit=100')).data, 'Filosofi Teras')).toMatchObject({ owner: { username: 'budi.santoso' } })
    expect(byTitle(page.data, 'Filosofi Teras')).toBeUndefined()
    expect(JSON.stringify(page)).not.toMatch(/@|email|employee_id/)
  })

  it('filters by kind and business unit, paginates, and refuses bad filters with a 400 problem', async () => {
    const books = await feed(budi, '?kind=book-reads&limit=100')
    expect(books.data.length).toBeGreaterThan(2)
    expect(books.data.every((i) => i.kind === 'book-reads')).toBe(true)

    const units = (await budi.request({ method: 'GET', url: '/api/master/business-unit' })).json().data as { id: number; name: string }[]
    const digital = units.find((u) => u.name === 'PT Nusantara Digital Solusi')!
    const fromDigital = await feed(budi, `?unit=${digital.id}&limit=100`)
    expect(new Set(fromDigital.data.map((i) => i.owner.username))).toEqual(new Set(['sari.wulandari', 'andi.pratama', 'intan.permata']))
    const digitalBooks = await feed(budi, `?unit=${digital.id}&kind=book-reads`)
    expect(digitalBooks.data.map((i) => i.title).sort()).toEqual(["Don't Make Me Think", 'Clean Code', 'Storytelling with Data'].sort())

    const first = await feed(budi, '?limit=2')
    const second = await feed(budi, '?limit=2&page=2')
    const all = (await feed(budi, '?limit=100')).meta.total
    expect(first.meta).toEqual({ page: 1, limit: 2, total: all, total_pages: Math.ceil(all / 2) })
    expect(second.data[0]!.id).not.toBe(first.data[0]!.id)

    expect(expectProblem(await budi.request({ method: 'GET', url: `${discoveryApi.feed.path}?kind=hobbies` }), 400).errors.map((e) => e.path)).toContain(
      'query.kind',
    )
    expectProblem(await budi.request({ method: 'GET', url: `${discoveryApi.feed.path}?unit=abc` }), 400)
    expectProblem(await budi.request({ method: 'GET', url: `${discoveryApi.feed.path}?limit=101` }), 400)
  })

  it('saves an item once however often it is saved, shows it saved, and unsaves it', async () => {
    const book = byTitle((await feed(budi, '?kind=book-reads&limit=100')).data, 'Clean Code')!
    expect(book.saved).toBe(false)
    const once = await save(budi, book.id)
    expect(once.statusCode, once.body).toBe(200)
    const first = discoveryApi.save.response.parse(once.json()).data
    expect(first).toMatchObject({ id: book.id, saved: true })
    const twice = discoveryApi.save.response.parse((await save(budi, book.id)).json()).data
    expect(twice.saved_at).toBe(first.saved_at)

    const list = await saved(budi)
    expect(list.data.filter((i) => i.id === book.id)).toHaveLength(1)
    expect(list.data[0]).toMatchObject({ id: book.id, title: 'Clean Code', saved: true, saved_at: first.saved_at, owner: { username: 'andi.pratama' } })
    expect(byTitle((await feed(budi, '?kind=book-reads&limit=100')).data, 'Clean Code')?.saved).toBe(true)
    // Another employee's marks are their own.
    expect(byTitle((await feed(sari, '?kind=book-reads&limit=100')).data, 'Clean Code')?.saved).toBe(false)
    expect((await saved(sari)).data).toEqual([])

    expect(discoveryApi.unsave.response.parse((await unsave(budi, book.id)).json()).data).toEqual({ id: book.id, saved: false, saved_at: null })
    expect((await unsave(budi, book.id)).statusCode).toBe(200)
    expect((await saved(budi)).data.map((i) => i.id)).not.toContain(book.id)
  })

  it('refuses to save a private, unknown or own record (404 alike) and a malformed id (400)', async () => {
    const privateBook = await test.database.db.selectFrom('user_activities').select('id').where('visibility', '=', 'private').executeTakeFirstOrThrow()
    const own = (await budi.request({ method: 'GET', url: '/api/v2/users/activities/book-reads' })).json().data[0] as { id: number }
    const hidden = expectProblem(await save(budi, privateBook.id), 404)
    expect(expectProblem(await save(budi, 999999), 404).detail).toBe(hidden.detail)
    expectProblem(await save(budi, own.id), 404)
    expectProblem(await save(budi, 'abc'), 400)
    expectProblem(await unsave(budi, 'abc'), 400)
    expect((await saved(budi)).data).toEqual([])
  })

  it('drops a saved item when its owner makes it private or deletes it', async () => {
    const res = await sari.send({
      method: 'POST',
      url: '/api/v2/users/activities/watched-contents',
      payload: { title: 'Seri Statistik Bayesian', platform: 'YouTube', url: 'https://www.youtube.com/watch?v=bayes01', watched_at: '2024-11-01' },
    })
    const record = res.json().data as { id: number }
    const item = byTitle((await feed(budi, '?kind=watched-contents')).data, 'Seri Statistik Bayesian')!
    expect(item.id).toBe(record.id)
    expect((await save(budi, record.id)).statusCode).toBe(200)
    expect((await saved(budi)).data.map((i) => i.id)).toContain(record.id)

    const hide = await sari.send({
      method: 'PUT',
      url: `/api/v2/users/activities/watched-contents/${record.id}`,
      payload: {
        title: 'Seri Statistik Bayesian',
        platform: 'YouTube',
        url: 'https://www.youtube.com/watch?v=bayes01',
        watched_at: '2024-11-01',
        visibility: 'private',
      },
    })
    expect(hide.statusCode, hide.body).toBe(200)
    expect((await saved(budi)).data.map((i) => i.id)).not.toContain(record.id)
    expect(byTitle((await feed(budi, '?limit=100')).data, 'Seri Statistik Bayesian')).toBeUndefined()
    expectProblem(await save(budi, record.id), 404)

    expect((await sari.send({ method: 'DELETE', url: `/api/v2/users/activities/watched-contents/${record.id}` })).statusCode).toBe(200)
    const left = await test.database.db.selectFrom('discovery_saves').select('id').where('record_id', '=', record.id).execute()
    expect(left).toEqual([])
  })
})
