import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mentorApi } from '../../../../src/contract/mentor'
import { fillPath } from '../../../../src/contract/endpoint'
import { addDays, jakartaDay, jakartaTime } from '../../../../src/shared/dates'
import type { AppConfig } from '../../../../server/config'
import { freeSlots, hasFreeSlot, isMentorHour, isoWeekday } from '../../../../server/features/mentor/rules'
import { browser, signIn, type Browser } from '../../helpers/oidc-flow'
import { expectProblem } from '../../helpers/problem'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'

// Issue 15, the server: mentors found, joined and booked. The rule no peer gets right: many people
// booking one hour at the same moment, exactly one gets it (the database decides), the others a
// 409 naming the next free hours.

describe('free hours', () => {
  const hours = [
    { weekday: 1, from_hour: 9, to_hour: 11 },
    { weekday: 7, from_hour: 20, to_hour: 24 },
  ]
  // Sunday 29 November 2026, 10.00 WIB.
  const now = new Date('2026-11-29T03:00:00.000Z')

  it('are the weekly hours on the hour in Jakarta, across a week boundary, minus days off, taken hours and the lead', () => {
    const slots = freeSlots({ hours, daysOff: new Set(['2026-12-07']), taken: new Set([jakartaTime('2026-11-30', 10)]), fromDay: '2026-11-29', days: 9, now })
    expect(slots.map((s) => s.starts_at)).toEqual([
      // Sunday evening (after the two-hour lead), into Monday's first hours in Jakarta = Sunday UTC.
      jakartaTime('2026-11-29', 20),
      jakartaTime('2026-11-29', 21),
      jakartaTime('2026-11-29', 22),
      jakartaTime('2026-11-29', 23),
      jakartaTime('2026-11-30', 9),
      // 10.00 on the 30th is taken; the 7th (Monday) is a day off.
      jakartaTime('2026-12-06', 20),
      jakartaTime('2026-12-06', 21),
      jakartaTime('2026-12-06', 22),
      jakartaTime('2026-12-06', 23),
    ])
    expect(slots[3]).toEqual({ starts_at: '2026-11-29T16:00:00.000Z', ends_at: '2026-11-29T17:00:00.000Z' })
    expect(isoWeekday('2026-11-29')).toBe(7)
  })

  it('are some when any hour is free (the cards\' "free this week"), none when every hour is off, taken or too soon', () => {
    expect(hasFreeSlot({ hours, daysOff: new Set(), taken: new Set(), fromDay: '2026-11-29', days: 7, now })).toBe(true)
    // Only Monday 30th 9.00 and 10.00 in the span of one day: both taken.
    const taken = new Set([jakartaTime('2026-11-30', 9), jakartaTime('2026-11-30', 10)])
    expect(hasFreeSlot({ hours, daysOff: new Set(), taken, fromDay: '2026-11-30', days: 1, now })).toBe(false)
    expect(hasFreeSlot({ hours, daysOff: new Set(['2026-11-30']), taken: new Set(), fromDay: '2026-11-30', days: 1, now })).toBe(false)
    // Sunday's evening hours, less than the lead from 22.30 WIB: none left that day.
    expect(hasFreeSlot({ hours, daysOff: new Set(), taken: new Set(), fromDay: '2026-11-29', days: 1, now: new Date('2026-11-29T15:30:00.000Z') })).toBe(false)
    expect(hasFreeSlot({ hours: [], daysOff: new Set(), taken: new Set(), fromDay: '2026-11-29', days: 7, now })).toBe(false)
  })

  it('take only a listed hour, on the hour', () => {
    expect(isMentorHour(jakartaTime('2026-11-30', 9), hours, new Set())).toBe(true)
    expect(isMentorHour(jakartaTime('2026-11-30', 11), hours, new Set())).toBe(false)
    expect(isMentorHour(jakartaTime('2026-11-30', 9, 30), hours, new Set())).toBe(false)
    expect(isMentorHour(jakartaTime('2026-11-30', 9), hours, new Set(['2026-11-30']))).toBe(false)
  })
})

describeOnEngines('mentors', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let visitor: Browser
  let budi: Browser

  const get = (as: Browser, url: string, query: Record<string, string> = {}) => as.request({ method: 'GET', url, query })
  const book = (as: Browser, payload: Record<string, unknown>) =>
    as.send({ method: 'POST', url: mentorApi.book.path, payload, headers: { 'idempotency-key': randomUUID() } })
  const mentorIdOf = async (username: string) =>
    (
      await test.database.db
        .selectFrom('mentors as m')
        .innerJoin('employees as e', 'e.id', 'm.employee_id')
        .select('m.id')
        .where('e.username', '=', username)
        .executeTakeFirstOrThrow()
    ).id
  const slotsOf = async (id: number) =>
    mentorApi.slots.response.parse((await get(visitor, fillPath(mentorApi.slots.path, { id }), { days: '28' })).json()).data.slots

  beforeAll(async () => {
    ;({ test, config, app } = await openTestApp(target))
    visitor = browser(app)
    budi = (await signIn(app, config, 'budi.santoso')).browser
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('lists fifteen demo mentors, most sought first, with search, expertise and unit filters', async () => {
    const all = mentorApi.list.response.parse((await get(visitor, mentorApi.list.path, { limit: '100' })).json())
    expect(all.meta.total).toBeGreaterThanOrEqual(15)
    const given = all.data.map((m) => m.sessions_given)
    expect(given).toEqual([...given].sort((a, b) => b - a))
    expect(new Set(all.data.map((m) => m.unit)).size).toBeGreaterThan(3)
    const second = mentorApi.list.response.parse((await get(visitor, mentorApi.list.path, { limit: '5', page: '2' })).json())
    expect(second.data.map((m) => m.id)).toEqual(all.data.slice(5, 10).map((m) => m.id))
    expect(second.meta.total).toBe(all.meta.total)
    const free = mentorApi.list.response.parse((await get(visitor, mentorApi.list.path, { available: 'true', limit: '100' })).json())
    expect(free.data.length).toBeGreaterThan(0)
    expect(free.data.every((m) => m.available_this_week)).toBe(true)
    const sari = all.data.find((m) => m.username === 'sari.wulandari')!
    expect(sari).toMatchObject({ name: 'Sari Wulandari', initials: 'SW', status: 'active' })
    expect(sari.expertise.map((s) => s.name)).toContain('Literasi Data')

    const found = mentorApi.list.response.parse((await get(visitor, mentorApi.list.path, { q: 'literasi data' })).json())
    expect(found.data.map((m) => m.username)).toContain('sari.wulandari')
    expect(found.data.every((m) => m.expertise.some((s) => s.name === 'Literasi Data') || /literasi data/i.test(m.name + m.headline))).toBe(true)
    const skill = sari.expertise.find((s) => s.name === 'Literasi Data')!
    const bySkill = mentorApi.list.response.parse((await get(visitor, mentorApi.list.path, { skill_id: String(skill.id), limit: '100' })).json())
    expect(bySkill.data.every((m) => m.expertise.some((s) => s.id === skill.id))).toBe(true)
    const popular = mentorApi.popular.response.parse((await get(visitor, mentorApi.popular.path, { limit: '3' })).json())
    expect(popular.data.map((m) => m.id)).toEqual(all.data.slice(0, 3).map((m) => m.id))
    expectProblem(await get(visitor, mentorApi.list.path, { available: 'ya' }), 400)
  })

  it('shows a mentor with reviews; a missing one is 404', async () => {
    const id = await mentorIdOf('nur.aini')
    const detail = mentorApi.detail.response.parse((await get(budi, fillPath(mentorApi.detail.path, { id }))).json()).data
    expect(detail).toMatchObject({ name: 'Nur Aini', is_me: false })
    expect(detail.reviews.length).toBeGreaterThan(0)
    expect(detail.reviews.some((r) => r.mentee === 'Budi Santoso' && r.rating === 5)).toBe(true)
    expect(detail.rating).toBeGreaterThan(0)
    const own = mentorApi.detail.response.parse((await get(budi, fillPath(mentorApi.detail.path, { id: await mentorIdOf('budi.santoso') }))).json()).data
    expect(own.is_me).toBe(true)
    expectProblem(await get(visitor, fillPath(mentorApi.detail.path, { id: 999_999 })), 404)
  })

  it('joins as a mentor and edits the profile; pausing closes the hours', async () => {
    const putri = (await signIn(app, config, 'putri.maharani')).browser
    const skills = await test.database.db.selectFrom('growth_path_skills').select('id').limit(2).execute()
    const profile = {
      headline: 'Akuntansi untuk rekan non-keuangan',
      bio: 'Saya membantu rekan memahami jurnal, laporan bulanan, dan cara membaca anggaran unit.',
      skill_ids: skills.map((s) => s.id),
      hours: [{ weekday: 3, from_hour: 9, to_hour: 12 }],
    }
    // Not a mentor yet: her own mentor profile is null (the join form starts empty).
    const before = await get(putri, mentorApi.mine.path)
    expect(before.statusCode, before.body).toBe(200)
    expect(mentorApi.mine.response.parse(before.json()).data).toBeNull()
    const joined = await putri.send({ method: 'POST', url: mentorApi.join.path, payload: profile })
    expect(joined.statusCode, joined.body).toBe(200)
    const detail = mentorApi.join.response.parse(joined.json()).data
    expect(detail).toMatchObject({ headline: profile.headline, is_me: true, status: 'active' })
    expect((await slotsOf(detail.id)).every((s) => isoWeekday(jakartaDay(s.starts_at)) === 3)).toBe(true)
    expect((await slotsOf(detail.id)).length).toBeGreaterThan(0)

    // Her own profile gives the form what it edits: the weekly hours and days off too.
    const withDayOff = await putri.send({ method: 'POST', url: mentorApi.join.path, payload: { ...profile, days_off: ['2030-01-02', '2030-01-01'] } })
    expect(withDayOff.statusCode, withDayOff.body).toBe(200)
    const mine = mentorApi.mine.response.parse((await get(putri, mentorApi.mine.path)).json()).data
    expect(mine).toMatchObject({ id: detail.id, headline: profile.headline, is_me: true, hours: profile.hours, days_off: ['2030-01-01', '2030-01-02'] })
    expect(mine!.expertise.map((s) => s.id).sort()).toEqual(skills.map((s) => s.id).sort())
    expectProblem(await get(visitor, mentorApi.mine.path), 401)

    const paused = await putri.send({ method: 'POST', url: mentorApi.join.path, payload: { ...profile, status: 'paused' } })
    expect(mentorApi.join.response.parse(paused.json()).data.status).toBe('paused')
    expect(await slotsOf(detail.id)).toEqual([])
    expect((await test.database.db.selectFrom('mentors').select('id').where('id', '=', detail.id).execute()).length).toBe(1)

    const bad = expectProblem(
      await putri.send({ method: 'POST', url: mentorApi.join.path, payload: { ...profile, hours: [{ weekday: 8, from_hour: 12, to_hour: 9 }] } }),
      400,
    )
    expect(bad.errors.map((e) => e.path)).toEqual(expect.arrayContaining(['hours.0.weekday']))
    expectProblem(await putri.send({ method: 'POST', url: mentorApi.join.path, payload: { ...profile, skill_ids: [999_999] } }), 400)
    expectProblem(await visitor.send({ method: 'POST', url: mentorApi.join.path, payload: profile }), 401)
  })

  it('books a free hour; a taken hour, an hour not offered, too soon, or one’s own is refused clearly', async () => {
    const mentor = await mentorIdOf('rina.kartika')
    const [first, second] = await slotsOf(mentor)
    const booked = await book(budi, { mentor_id: mentor, starts_at: first!.starts_at, topic: 'Sesi belajar tim', mode: 'online' })
    expect(booked.statusCode, booked.body).toBe(201)
    expect(mentorApi.book.response.parse(booked.json()).data).toMatchObject({
      status: 'requested',
      starts_at: first!.starts_at,
      mentee: { name: 'Budi Santoso' },
      mentor: { name: 'Rina Kartika' },
    })
    expect((await slotsOf(mentor)).map((s) => s.starts_at)).not.toContain(first!.starts_at)

    const sari = (await signIn(app, config, 'sari.wulandari')).browser
    const taken = expectProblem(await book(sari, { mentor_id: mentor, starts_at: first!.starts_at, topic: 'Juga ingin', mode: 'online' }), 409)
    expect(taken.detail).toMatch(/^Slot ini baru saja dipesan orang lain\. Slot kosong berikutnya: .+ WIB/)
    expect(taken.errors[0]?.path).toBe('starts_at')
    const later = new Date(Date.parse(second!.starts_at) + 30 * 60_000).toISOString()
    expectProblem(await book(sari, { mentor_id: mentor, starts_at: later, topic: 'Setengah jam', mode: 'online' }), 409)
    const soon = jakartaTime(jakartaDay(), new Date().getUTCHours() + 7 + 1)
    expectProblem(await book(sari, { mentor_id: mentor, starts_at: soon, topic: 'Mendadak', mode: 'online' }), 409)
    expectProblem(await book(budi, { mentor_id: await mentorIdOf('budi.santoso'), starts_at: first!.starts_at, topic: 'Diri sendiri', mode: 'online' }), 409)
    expectProblem(await book(budi, { mentor_id: 999_999, starts_at: first!.starts_at, topic: 'Tidak ada', mode: 'online' }), 404)
    expectProblem(await book(budi, { mentor_id: mentor, starts_at: 'besok', topic: 'x', mode: 'telepon' }), 400)
  })

  // Fifty sign-ins (each hashes the password) take most of it: on a loaded machine well over the default 20 s.
  it('fifty people booking one hour at the same moment: exactly one gets it, one row', { timeout: 90_000 }, async () => {
    const mentor = await mentorIdOf('hendra.gunawan')
    const slot = (await slotsOf(mentor))[0]!
    const db = test.database.db
    // Fifty mentees: the demo employees and more made for the test, each signed in.
    const stamp = new Date().toISOString()
    // The demo password's hash (it carries its salt), so the helper signs them in like anyone.
    const { password_hash } = await db.selectFrom('employees').select('password_hash').where('username', '=', 'budi.santoso').executeTakeFirstOrThrow()
    const extra = Array.from({ length: 50 }, (_, i) => ({
      username: `uji.pemesan${i}`,
      given_name: 'Uji',
      family_name: `Pemesan ${i}`,
      full_name: `Uji Pemesan ${i}`,
      email: `uji.pemesan${i}@grup-nusantara.example`,
      position: null,
      business_unit_id: null,
      employee_status_id: null,
      company_location_id: null,
      profile_image: null,
      bio: null,
      joined_at: null,
      password_hash,
      created_at: stamp,
      updated_at: stamp,
    }))
    await db.insertInto('employees').values(extra).execute()
    const people = await Promise.all(extra.map(async (e) => (await signIn(app, config, e.username)).browser))
    const answers = await Promise.all(people.map((p, i) => book(p, { mentor_id: mentor, starts_at: slot.starts_at, topic: `Pemesan ${i}`, mode: 'offline' })))
    const statuses = answers.map((a) => a.statusCode)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(49)
    const rows = await db.selectFrom('mentor_sessions').select('id').where('mentor_id', '=', mentor).where('starts_at', '=', slot.starts_at).execute()
    expect(rows).toHaveLength(1)
  })

  it('one mentee, two mentors, the same hour at once: one booking', async () => {
    const db = test.database.db
    // Two mentors with the same weekly hour.
    const [a, b] = [await mentorIdOf('made.wirawan'), await mentorIdOf('intan.permata')]
    const day = addDays(jakartaDay(), 3)
    const weekday = isoWeekday(day)
    await db
      .insertInto('mentor_hours')
      .values([a, b].map((mentor_id) => ({ mentor_id, weekday, from_hour: 19, to_hour: 20 })))
      .execute()
    const startsAt = jakartaTime(day, 19)
    const putri = (await signIn(app, config, 'putri.maharani')).browser
    const answers = await Promise.all([a, b].map((mentor_id) => book(putri, { mentor_id, starts_at: startsAt, topic: 'Dua sekaligus', mode: 'online' })))
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409])
    const refused = answers.find((r) => r.statusCode === 409)!
    expect(JSON.parse(refused.body).detail).toMatch(/^Anda sudah punya sesi lain pada jam itu\./)
  })
})
