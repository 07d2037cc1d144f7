import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { discoveryApi } from '../../../../src/contract/discovery'
import { recordAutocomplete, recordKindApis, recordKinds, type RecordKind } from '../../../../src/contract/profile-record'
import type { AppConfig } from '../../../../server/config'
import { signIn, type Browser } from '../../helpers/oidc-flow'
import { expectProblem } from '../../helpers/problem'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'

// Each record's visibility (issue 18): private records are the owner's alone, in every answer
// another employee can get (public list, Discovery feed and saved list, autocomplete); and editing
// a record, the owner's only.

const url = (kind: RecordKind) => `/api/v2/users/activities/${kind}`
const SECRET = 'Buku Rahasia Sari Wulandari'
const secretBook = { title: SECRET, author: 'Penulis Tersembunyi', finished_at: '2024-05-05', review: 'Hanya untuk saya.', visibility: 'private' }
const training = { title: 'Pelatihan Negosiasi Bisnis', organizer: 'Prasetiya Mulya', start_date: '2024-03-04', end_date: '2024-03-06', certificate_url: null }

describeOnEngines('activity records’ visibility and editing', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let budi: Browser
  let sari: Browser

  const publicTitles = async (as: Browser, kind: RecordKind, username: string) => {
    const res = await as.request({ method: 'GET', url: `/api/v2/activities/${kind}/${username}?limit=100` })
    expect(res.statusCode, res.body).toBe(200)
    return (recordKindApis[kind].publicList.response.parse(res.json()).data as { title?: string; organization?: string }[]).map(
      (r) => r.title ?? r.organization,
    )
  }
  const feedTitles = async (as: Browser) => {
    const res = await as.request({ method: 'GET', url: `${discoveryApi.feed.path}?limit=100` })
    expect(res.statusCode, res.body).toBe(200)
    return discoveryApi.feed.response.parse(res.json()).data.map((i) => i.title)
  }
  const ownList = async (as: Browser, kind: RecordKind) => {
    const res = await as.request({ method: 'GET', url: `${url(kind)}?limit=100` })
    return recordKindApis[kind].list.response.parse(res.json()).data as { id: number; title?: string; visibility: string }[]
  }

  beforeAll(async () => {
    ;({ test, config, app } = await openTestApp(target))
    budi = (await signIn(app, config, 'budi.santoso')).browser
    sari = (await signIn(app, config, 'sari.wulandari')).browser
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('makes a record public when the visibility is left out, and keeps a private one for its owner alone', async () => {
    const plain = await sari.send({ method: 'POST', url: url('trainings'), payload: training })
    expect(plain.statusCode, plain.body).toBe(201)
    expect(plain.json().data.visibility).toBe('public')

    const res = await sari.send({ method: 'POST', url: url('book-reads'), payload: secretBook })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().data).toMatchObject({ title: SECRET, visibility: 'private' })

    // The owner's own list has it, flagged.
    expect((await ownList(sari, 'book-reads')).find((r) => r.title === SECRET)?.visibility).toBe('private')
    // No answer another employee can get holds it.
    expect(await publicTitles(budi, 'book-reads', 'sari.wulandari')).not.toContain(SECRET)
    expect(await publicTitles(budi, 'book-reads', 'sari.wulandari')).toContain('Storytelling with Data')
    expect(await feedTitles(budi)).not.toContain(SECRET)
    const suggest = (as: Browser) => as.request({ method: 'GET', url: `${recordAutocomplete.path}?query=rahasia&type=book-reads` })
    expect(recordAutocomplete.response.parse((await suggest(budi)).json()).data).toEqual([])
    expect(recordAutocomplete.response.parse((await suggest(sari)).json()).data).toEqual([{ field: 'title', value: SECRET }])
    // Not even the owner's public profile shows it to the owner: it is the public answer.
    expect(await publicTitles(sari, 'book-reads', 'sari.wulandari')).not.toContain(SECRET)
  })

  it('takes the visibility from a multipart book read too, and refuses an unknown one', async () => {
    const boundary = '----batas'
    const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
    const payload = `${field('title', 'Buku Multipart Pribadi')}${field('author', 'Penulis Uji')}${field('finished_at', '2024-01-02')}${field('visibility', 'private')}--${boundary}--\r\n`
    const res = await sari.send({ method: 'POST', url: url('book-reads'), payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().data.visibility).toBe('private')
    expect(await publicTitles(budi, 'book-reads', 'sari.wulandari')).not.toContain('Buku Multipart Pribadi')

    const bad = expectProblem(await sari.send({ method: 'POST', url: url('trainings'), payload: { ...training, visibility: 'teman' } }), 400)
    expect(bad.errors.map((e) => e.path)).toContain('visibility')
  })

  it('edits one’s own record (PUT), its fields and its visibility; public answers follow', async () => {
    const created = (
      await sari.send({ method: 'POST', url: url('volunteers'), payload: { organization: 'Bank Sampah Melati', role: 'Relawan', start_date: '2024-01-01' } })
    ).json().data
    expect(await publicTitles(budi, 'volunteers', 'sari.wulandari')).toContain('Bank Sampah Melati')

    const res = await sari.send({
      method: 'PUT',
      url: `${url('volunteers')}/${created.id}`,
      payload: {
        organization: 'Bank Sampah Melati Bersih',
        role: 'Koordinator',
        description: 'Setiap Minggu pagi.',
        start_date: '2024-01-01',
        end_date: '2024-12-31',
        visibility: 'private',
      },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(recordKindApis.volunteers.update.response.parse(res.json()).data).toMatchObject({
      id: created.id,
      organization: 'Bank Sampah Melati Bersih',
      role: 'Koordinator',
      end_date: '2024-12-31',
      visibility: 'private',
    })
    const titles = await publicTitles(budi, 'volunteers', 'sari.wulandari')
    expect(titles).not.toContain('Bank Sampah Melati')
    expect(titles).not.toContain('Bank Sampah Melati Bersih')
    expect(await feedTitles(budi)).not.toContain('Bank Sampah Melati Bersih')

    const back = await sari.send({
      method: 'PUT',
      url: `${url('volunteers')}/${created.id}`,
      payload: { organization: 'Bank Sampah Melati Bersih', role: 'Koordinator', start_date: '2024-01-01' },
    })
    expect(back.json().data).toMatchObject({ visibility: 'public', description: null, end_date: null })
    expect(await feedTitles(budi)).toContain('Bank Sampah Melati Bersih')
  })

  it('answers 404 to another user’s id, a wrong kind or an unknown id alike, 400 to bad input, 401 to a visitor', async () => {
    const budiTraining = (await ownList(budi, 'trainings'))[0]!
    const put = (as: Browser, kind: RecordKind, id: number | string, payload: object) => as.send({ method: 'PUT', url: `${url(kind)}/${id}`, payload })
    const other = expectProblem(await put(sari, 'trainings', budiTraining.id, training), 404)
    const unknown = expectProblem(await put(sari, 'trainings', 999999, training), 404)
    expect(other.detail).toBe(unknown.detail)
    expectProblem(await put(budi, 'book-reads', budiTraining.id, { title: 'X', author: 'Penulis', finished_at: '2024-01-01' }), 404)
    expect((await ownList(budi, 'trainings')).find((r) => r.id === budiTraining.id)?.title).toBe(budiTraining.title)

    const endBefore = expectProblem(await put(budi, 'trainings', budiTraining.id, { ...training, start_date: '2024-03-06', end_date: '2024-03-04' }), 400)
    expect(endBefore.errors.map((e) => e.path)).toContain('end_date')
    expectProblem(await put(budi, 'trainings', 'abc', training), 400)
    expectProblem(
      await app.inject({ method: 'PUT', url: `${url('trainings')}/${budiTraining.id}`, payload: training, headers: { 'x-requested-with': 'XMLHttpRequest' } }),
      401,
    )
  })

  it('asks a visitor to sign in for every public list and autocomplete', async () => {
    for (const kind of recordKinds) expectProblem(await app.inject({ method: 'GET', url: `/api/v2/activities/${kind}/budi.santoso` }), 401)
    expectProblem(await app.inject({ method: 'GET', url: `${recordAutocomplete.path}?query=ppm&type=trainings` }), 401)
  })
})
