import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { recordAutocomplete, recordKindApis, recordKinds, type RecordItem, type RecordKind } from '../../../../src/contract/profile-record'
import type { AppConfig } from '../../../../server/config'
import { signIn, type Browser } from '../../helpers/oidc-flow'
import { expectProblem } from '../../helpers/problem'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'

const url = (kind: RecordKind) => `/api/v2/users/activities/${kind}`

/** One valid body per kind. */
const valid: Record<RecordKind, Record<string, unknown>> = {
  trainings: {
    title: 'Pelatihan Negosiasi Bisnis',
    organizer: 'Prasetiya Mulya',
    start_date: '2024-03-04',
    end_date: '2024-03-06',
    certificate_url: 'https://sertifikat.example.id/negosiasi',
  },
  'mentor-and-speakers': { role: 'speaker', title: 'Kepemimpinan Tim Jarak Jauh', event: 'Forum Pemimpin Muda', organizer: 'Kantor Pusat', date: '2024-10-10' },
  'work-projects': {
    title: 'Migrasi Sistem Penggajian',
    role: 'Anggota Tim',
    description: 'Pemindahan data gaji 5.000 karyawan.',
    start_date: '2024-01-02',
    end_date: null,
  },
  volunteers: { organization: 'Palang Merah Indonesia', role: 'Relawan Donor Darah', start_date: '2023-06-01', end_date: '2023-06-30' },
  'watched-contents': { title: 'Dasar-dasar Manajemen Proyek', platform: 'YouTube', url: 'https://www.youtube.com/watch?v=proyek01', watched_at: '2024-12-01' },
  'book-reads': { title: 'Laskar Pelangi', author: 'Andrea Hirata', finished_at: '2024-05-05', review: 'Menginspirasi.' },
}

describeOnEngines('users’ activity records', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let budi: Browser
  let sari: Browser

  const create = (as: Browser, kind: RecordKind, body: Record<string, unknown>) => as.send({ method: 'POST', url: url(kind), payload: body })
  const list = async <K extends RecordKind>(as: Browser, kind: K, query = '') => {
    const res = await as.request({ method: 'GET', url: `${url(kind)}${query}` })
    expect(res.statusCode).toBe(200)
    // Parsed with the kind's own schema; the cast only names the type TypeScript cannot pick from a union.
    return recordKindApis[kind].list.response.parse(res.json()) as unknown as {
      data: RecordItem<K>[]
      meta: { page: number; limit: number; total: number; total_pages: number }
    }
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

  it('lists the seeded Indonesian records of the signed-in user only, newest first, paginated', async () => {
    const page = await list(budi, 'trainings', '?limit=1')
    expect(page.meta).toEqual({ page: 1, limit: 1, total: 2, total_pages: 2 })
    expect(page.data[0]).toMatchObject({ title: 'Coaching untuk Pemimpin', organizer: 'Lembaga Manajemen PPM', start_date: '2024-05-13' })
    const second = await list(budi, 'trainings', '?limit=1&page=2')
    expect(second.data[0]!.title).toBe('Certified Human Resources Professional (CHRP)')
    const theirs = await list(sari, 'trainings')
    expect(theirs.data.map((t) => t.title)).not.toContain('Coaching untuk Pemimpin')
    for (const kind of recordKinds) expect((await list(sari, kind)).meta.total).toBeGreaterThan(0)
  })

  it.each(recordKinds)('adds a %s record (201) that the list then shows', async (kind) => {
    const res = await create(sari, kind, valid[kind])
    expect(res.statusCode, res.body).toBe(201)
    const created = recordKindApis[kind].create.response.parse(res.json()).data
    const { end_date: _ignored, ...rest } = valid[kind]
    expect(created).toMatchObject(rest)
    expect((await list(sari, kind, '?limit=100')).data.map((r) => r.id)).toContain(created.id)
  })

  it('refuses invalid records with a 400 problem naming the field', async () => {
    const endBefore = expectProblem(await create(budi, 'trainings', { ...valid.trainings, start_date: '2024-03-06', end_date: '2024-03-04' }), 400)
    expect(endBefore.errors.map((e) => e.path)).toContain('end_date')
    expect(endBefore.errors[0]!.message).toMatch(/sebelum tanggal mulai/)

    const script = expectProblem(await create(budi, 'trainings', { ...valid.trainings, certificate_url: 'javascript:alert(1)' }), 400)
    expect(script.errors.map((e) => e.path)).toContain('certificate_url')
    expectProblem(await create(budi, 'watched-contents', { ...valid['watched-contents'], url: 'ftp://files.example.id/video' }), 400)

    const future = expectProblem(await create(budi, 'book-reads', { ...valid['book-reads'], finished_at: '2999-01-01' }), 400)
    expect(future.errors.map((e) => e.path)).toContain('finished_at')
    expectProblem(await create(budi, 'volunteers', { ...valid.volunteers, start_date: '2024-02-30' }), 400)
    expectProblem(await create(budi, 'work-projects', { ...valid['work-projects'], title: 'x'.repeat(201) }), 400)
    expectProblem(await create(budi, 'mentor-and-speakers', { ...valid['mentor-and-speakers'], role: 'penonton' }), 400)
    const missing = expectProblem(await create(budi, 'volunteers', { role: 'Relawan', start_date: '2024-01-01' }), 400)
    expect(missing.errors.map((e) => e.path)).toContain('organization')
    expectProblem(await budi.request({ method: 'GET', url: `${url('trainings')}?limit=101` }), 400)
  })

  it('asks for sign-in to list, add or delete records', async () => {
    expectProblem(await app.inject({ method: 'GET', url: url('trainings') }), 401)
    expectProblem(await app.inject({ method: 'POST', url: url('trainings'), payload: valid.trainings, headers: { 'x-requested-with': 'XMLHttpRequest' } }), 401)
    expectProblem(await app.inject({ method: 'DELETE', url: `${url('trainings')}/1`, headers: { 'x-requested-with': 'XMLHttpRequest' } }), 401)
  })

  it('deletes only one’s own record: another user’s id, a wrong kind or an unknown id are all 404', async () => {
    const budiRecord = (await list(budi, 'volunteers')).data[0]!
    const byOther = expectProblem(await sari.send({ method: 'DELETE', url: `${url('volunteers')}/${budiRecord.id}` }), 404)
    const unknown = expectProblem(await sari.send({ method: 'DELETE', url: `${url('volunteers')}/999999` }), 404)
    expect(byOther.detail).toBe(unknown.detail)
    expectProblem(await budi.send({ method: 'DELETE', url: `${url('trainings')}/${budiRecord.id}` }), 404)
    expect((await list(budi, 'volunteers')).data.map((r) => r.id)).toContain(budiRecord.id)
    expectProblem(await budi.send({ method: 'DELETE', url: `${url('volunteers')}/abc` }), 400)

    const res = await budi.send({ method: 'DELETE', url: `${url('volunteers')}/${budiRecord.id}` })
    expect(res.statusCode).toBe(200)
    expect(recordKindApis.volunteers.remove.response.parse(res.json()).data.id).toBe(budiRecord.id)
    expect((await list(budi, 'volunteers')).data.map((r) => r.id)).not.toContain(budiRecord.id)
    expectProblem(await budi.send({ method: 'DELETE', url: `${url('volunteers')}/${budiRecord.id}` }), 404)
  })

  it('shows a user’s records to signed-in colleagues by username, without private fields', async () => {
    expectProblem(await app.inject({ method: 'GET', url: '/api/v2/activities/book-reads/budi.santoso' }), 401)
    const res = await sari.request({ method: 'GET', url: '/api/v2/activities/book-reads/budi.santoso' })
    expect(res.statusCode).toBe(200)
    const page = recordKindApis['book-reads'].publicList.response.parse(res.json())
    expect(page.data.map((b) => b.title)).toEqual(['Filosofi Teras', 'Atomic Habits'])
    expect(res.body).not.toMatch(/@|employee_id|email/)
    expectProblem(await sari.request({ method: 'GET', url: '/api/v2/activities/book-reads/tidak.ada' }), 404)
    expectProblem(await sari.request({ method: 'GET', url: '/api/v2/activities/book-reads/bukan%20nama' }), 400)
    expectProblem(await sari.request({ method: 'GET', url: '/api/v2/activities/hobbies/budi.santoso' }), 404)
  })

  it('suggests distinct values of public records, most used first, at most 8', async () => {
    const get = (query: string) => budi.request({ method: 'GET', url: `/api/v2/activities/autocomplete?${query}` })
    const ppm = recordAutocomplete.response.parse((await get('query=ppm&type=trainings')).json()).data
    // Both demo users trained with PPM: one suggestion, not two.
    expect(ppm).toEqual([{ field: 'organizer', value: 'Lembaga Manajemen PPM' }])
    const youtube = recordAutocomplete.response.parse((await get('query=you&type=watched-contents')).json()).data
    expect(youtube[0]).toEqual({ field: 'platform', value: 'YouTube' })
    const everything = recordAutocomplete.response.parse((await get('query=a&type=trainings')).json()).data
    expect(everything.length).toBeLessThanOrEqual(8)
    expect(recordAutocomplete.response.parse((await get('query=%25&type=trainings')).json()).data).toEqual([])
    expectProblem(await get('query=&type=trainings'), 400)
    expectProblem(await get(`query=${'a'.repeat(101)}&type=trainings`), 400)
    expectProblem(await get('query=ppm&type=hobbies'), 400)
    expectProblem(await app.inject({ method: 'GET', url: '/api/v2/activities/autocomplete?query=ppm&type=trainings' }), 401)
  })
})
