import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { inclassApi } from '../../../../src/contract/learning-inclass'
import type { AppConfig } from '../../../../server/config'
import { InclassRefusal, registerForInclass } from '../../../../server/features/learning/inclass-repository'
import { jakartaDay } from '../../../../src/shared/dates'
import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '../../../../src/shared/wire'
import { signIn, type Browser } from '../../helpers/oidc-flow'
import { expectProblem } from '../../helpers/problem'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'

describeOnEngines('in-class events', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let budi: Browser
  let sari: Browser
  const ids: Record<string, number> = {}

  const get = (url: string, as?: Browser) => (as ? as.request({ method: 'GET', url }) : app.inject({ method: 'GET', url }))
  const register = (as: Browser, id: number) => as.send({ method: 'POST', url: `/api/v2/users/courses/inclasses/${id}/register` })
  const cancel = (as: Browser, id: number) => as.send({ method: 'DELETE', url: `/api/v2/users/courses/inclasses/${id}/register` })
  /** Attendance is a GET that writes: the app sends it with the CSRF header, like a write. */
  const attend = (as: Browser | null, id: number) =>
    as ? as.send({ method: 'GET', url: `/api/v2/course/${id}/attend-event` }) : app.inject({ method: 'GET', url: `/api/v2/course/${id}/attend-event`, headers: { [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE } })

  beforeAll(async () => {
    ({ test, config, app } = await openTestApp(target))
    budi = (await signIn(app, config, 'budi.santoso')).browser
    sari = (await signIn(app, config, 'sari.wulandari')).browser
    for (const row of await test.database.db.selectFrom('inclass_events').select(['id', 'slug']).execute()) ids[row.slug] = row.id
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('seeds eight events: some today, some full, some past, in Jakarta, Surabaya and online', async () => {
    const all = inclassApi.list.response.parse((await get('/api/v2/courses/inclasses?limit=20')).json())
    expect(all.meta.total).toBe(8)
    expect(all.data.some((e) => e.seats_left === 0)).toBe(true)
    expect(all.data.some((e) => e.ends_at < new Date().toISOString())).toBe(true)
    expect(new Set(all.data.map((e) => e.city))).toEqual(new Set(['Jakarta', 'Surabaya', null]))
    expect(all.data.some((e) => e.is_online)).toBe(true)
    const today = inclassApi.today.response.parse((await get('/api/v2/courses/inclasses/today')).json())
    expect(today.data.map((e) => e.slug).sort()).toEqual(['kelas-k3-pekerjaan-di-ketinggian', 'lokakarya-negosiasi-bisnis', 'webinar-ai-untuk-produktivitas'])
    expect(today.data.every((e) => jakartaDay(e.starts_at) === jakartaDay(new Date()))).toBe(true)
  })

  it('filters by Jakarta calendar days and validates the range', async () => {
    const day = jakartaDay(new Date())
    const onlyToday = inclassApi.list.response.parse((await get(`/api/v2/courses/inclasses?from=${day}&to=${day}&sort=oldest`)).json())
    expect(onlyToday.meta.total).toBe(3)
    expect(onlyToday.data.map((e) => e.starts_at)).toEqual([...onlyToday.data.map((e) => e.starts_at)].sort())
    const fromToday = inclassApi.list.response.parse((await get(`/api/v2/courses/inclasses?from=${day}`)).json())
    expect(fromToday.meta.total).toBe(6)
    expect(inclassApi.list.response.parse((await get('/api/v2/courses/inclasses?q=excel')).json()).data.map((e) => e.slug)).toEqual(['bootcamp-analisis-data-excel'])
    expectProblem(await get('/api/v2/courses/inclasses?from=2025-02-30'), 400)
    expectProblem(await get('/api/v2/courses/inclasses?from=kemarin'), 400)
    const reversed = expectProblem(await get('/api/v2/courses/inclasses?from=2025-03-02&to=2025-03-01'), 400)
    expect(reversed.errors[0]?.path).toBe('query.to')
  })

  it('shows the detail with seats, place and instructor; registered only for a signed-in caller; 404 unknown', async () => {
    const visitor = inclassApi.detail.response.parse((await get(`/api/v2/courses/inclasses/${ids['coaching-clinic-untuk-atasan-baru']}`)).json()).data
    expect(visitor).toMatchObject({ seats_total: 25, seats_left: 23, is_registered: null, registration: null, city: 'Jakarta' })
    expect(visitor.instructor?.name).toBe('Rina Kartikasari')
    expect(visitor.description).toMatch(/GROW/)
    const past = inclassApi.detail.response.parse((await get(`/api/v2/courses/inclasses/${ids['pelatihan-public-speaking']}`, budi)).json()).data
    expect(past).toMatchObject({ is_registered: true, registration: { attended: true } })
    expectProblem(await get('/api/v2/courses/inclasses/999999'), 404)
  })

  it('registers once, refuses full (409 Kelas sudah penuh) and past events, and keeps registrations per user', async () => {
    const id = ids['coaching-clinic-untuk-atasan-baru']!
    const first = inclassApi.register.response.parse((await register(budi, id)).json()).data
    expect(first).toMatchObject({ event_id: id, attended: false })
    const again = inclassApi.register.response.parse((await register(budi, id)).json()).data
    expect(again.registered_at).toBe(first.registered_at)
    expect(inclassApi.detail.response.parse((await get(`/api/v2/courses/inclasses/${id}`, budi)).json()).data).toMatchObject({ is_registered: true, seats_left: 22 })
    expect(inclassApi.detail.response.parse((await get(`/api/v2/courses/inclasses/${id}`, sari)).json()).data.is_registered).toBe(false)

    const full = expectProblem(await register(sari, ids['bootcamp-analisis-data-excel']!), 409)
    expect(full).toMatchObject({ title: 'Kelas sudah penuh', detail: 'Kelas sudah penuh: semua kursi sudah terisi, jadi Anda tidak terdaftar.' })
    expectProblem(await register(sari, ids['webinar-manajemen-waktu']!), 409)
    expectProblem(await register(sari, 999_999), 404)
    expectProblem(await app.inject({ method: 'POST', url: `/api/v2/users/courses/inclasses/${id}/register`, headers: { 'x-requested-with': 'XMLHttpRequest' } }), 401)
  })

  it('never overbooks under concurrent registrations', async () => {
    const db = test.database.db
    const id = ids['seminar-esg-dan-keberlanjutan']!
    const event = await db.selectFrom('inclass_events').select(['seats_taken']).where('id', '=', id).executeTakeFirstOrThrow()
    await db.updateTable('inclass_events').set({ seats_total: event.seats_taken + 2 }).where('id', '=', id).execute()
    const employees = await db.selectFrom('employees').select('id').where('username', 'not in', ['made.wirawan', 'budi.santoso', 'sari.wulandari']).orderBy('id').limit(8).execute()
    const now = new Date().toISOString()
    const results = await Promise.allSettled(employees.map((e) => registerForInclass(db, e.id, id, now)))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2)
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    expect(refused.every((r) => r.reason instanceof InclassRefusal && r.reason.reason === 'full')).toBe(true)
    const count = await db.selectFrom('inclass_registrations').select((eb) => eb.fn.countAll<number>().as('n')).where('event_id', '=', id).executeTakeFirstOrThrow()
    const after = await db.selectFrom('inclass_events').select(['seats_taken', 'seats_total']).where('id', '=', id).executeTakeFirstOrThrow()
    expect(Number(count.n)).toBe(after.seats_total)
    expect(after.seats_taken).toBe(after.seats_total)
  })

  it('records attendance only for registered users on the day, once', async () => {
    const today = ids['lokakarya-negosiasi-bisnis']!
    const db = test.database.db
    const budiId = (await db.selectFrom('employees').select('id').where('username', '=', 'budi.santoso').executeTakeFirstOrThrow()).id
    await db.insertInto('inclass_registrations').values({ event_id: today, employee_id: budiId, registered_at: new Date(Date.now() - 86_400_000).toISOString(), attended_at: null }).execute()
    const attendedAt = async () => (await db.selectFrom('inclass_registrations').select('attended_at').where('event_id', '=', today).where('employee_id', '=', budiId).executeTakeFirstOrThrow()).attended_at
    // A GET that writes: a link or an image on another site (no X-Requested-With) records nothing, nor does HEAD.
    const crossSite = expectProblem(await get(`/api/v2/course/${today}/attend-event`, budi), 403)
    expect(crossSite.type).toBe('/problems/csrf')
    expect((await budi.request({ method: 'HEAD', url: `/api/v2/course/${today}/attend-event` })).statusCode).toBe(405)
    expect(await attendedAt()).toBeNull()
    const attended = inclassApi.attend.response.parse((await attend(budi, today)).json()).data
    expect(attended).toMatchObject({ event_id: today, attended: true })
    const again = inclassApi.attend.response.parse((await attend(budi, today)).json()).data
    expect(again.attended_at).toBe(attended.attended_at)
    const logged = await db.selectFrom('learning_events').select('seconds').where('employee_id', '=', budiId).where('content_kind', '=', 'inclass').where('content_id', '=', today).execute()
    expect(logged).toEqual([{ seconds: 3 * 3600 }])

    const notRegistered = expectProblem(await attend(sari, today), 403)
    expect(notRegistered.detail).toMatch(/belum terdaftar/)
    const notToday = expectProblem(await attend(budi, ids['coaching-clinic-untuk-atasan-baru']!), 409)
    expect(notToday.detail).toMatch(/hari kelas berlangsung/)
    expectProblem(await attend(budi, 999999), 404)
    expectProblem(await attend(null, today), 401)
  })

  it('cancels only one’s own registration, and not after the event started', async () => {
    const id = ids['coaching-clinic-untuk-atasan-baru']!
    expectProblem(await cancel(sari, id), 403)
    const cancelled = inclassApi.cancel.response.parse((await cancel(budi, id)).json()).data
    expect(cancelled).toEqual({ event_id: id, seats_left: 23 })
    expectProblem(await cancel(budi, id), 403)
    const started = expectProblem(await cancel(budi, ids['pelatihan-public-speaking']!), 409)
    expect(started.detail).toMatch(/setelah kelas dimulai/)
    expectProblem(await cancel(budi, 999_999), 404)
  })

  it('lists the user’s own registrations with attendance, latest first', async () => {
    const mine = inclassApi.histories.response.parse((await get('/api/v2/users/courses/inclasses/histories?limit=10', budi)).json())
    expect(mine.data.map((h) => h.event.slug)).toEqual(['lokakarya-negosiasi-bisnis', 'pelatihan-public-speaking', 'webinar-manajemen-waktu'])
    expect(mine.data.every((h) => h.attended)).toBe(true)
    const theirs = inclassApi.histories.response.parse((await get('/api/v2/users/courses/inclasses/histories', sari)).json())
    expect(theirs.data.map((h) => h.event.slug)).toEqual(['pelatihan-public-speaking'])
    expectProblem(await get('/api/v2/users/courses/inclasses/histories?page=0', budi), 400)
    expectProblem(await get('/api/v2/users/courses/inclasses/histories'), 401)
  })
})
