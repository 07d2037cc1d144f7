import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { CANCEL_CUTOFF_HOURS, mentorApi, type MentorSession } from '../../../../src/contract/mentor'
import { notificationsApi } from '../../../../src/contract/notification'
import { fillPath } from '../../../../src/contract/endpoint'
import type { AppConfig } from '../../../../server/config'
import { isMeetingLink } from '../../../../server/features/mentor/rules'
import { jakartaWhen, tell } from '../../../../server/features/mentor/session-notices'
import type { Notifier } from '../../../../server/push/notifier'
import { signIn, type Browser } from '../../helpers/oidc-flow'
import { expectProblem } from '../../helpers/problem'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'

// Issue 15, after the booking: the two people of a session see it from their side, the mentor
// answers it, either side cancels it up to the cut-off, the mentee rates it once it took place, an
// accepted one comes as a calendar file, and each change tells the other side.

describe('session wording and rules', () => {
  it('writes an instant as Jakarta reads it', () => {
    expect(jakartaWhen('2026-11-26T03:00:00.000Z')).toBe('26 November 2026, 10.00 WIB')
    expect(jakartaWhen('2026-11-26T17:05:00.000Z')).toBe('27 November 2026, 00.05 WIB')
  })

  it('takes only an https address as a meeting link', () => {
    expect(isMeetingLink('https://meet.example.com/abc-def')).toBe(true)
    expect(isMeetingLink('http://meet.example.com/abc')).toBe(false)
    expect(isMeetingLink('meet.example.com/abc')).toBe(false)
    expect(isMeetingLink('javascript:alert(1)')).toBe(false)
    expect(isMeetingLink('https://meet.example.com/a b')).toBe(false)
  })

  it('never fails the write when a notification cannot be made: it is logged', async () => {
    const notifier = { notify: vi.fn().mockRejectedValue(new Error('database gone')) } as unknown as Notifier
    const log = { error: vi.fn() }
    await expect(tell(notifier, log as never, [1], { kind: 'mentor', title: 't', body: 'b', linkUrl: null, eventKey: 'k' })).resolves.toBeUndefined()
    expect(log.error).toHaveBeenCalledOnce()
  })
})

describeOnEngines('mentor sessions', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let budi: Browser
  let sari: Browser
  let putri: Browser
  const ids = new Map<string, number>()

  const employeeId = (username: string) => ids.get(username)!
  const mentorIdOf = async (username: string) =>
    (
      await test.database.db
        .selectFrom('mentors as m')
        .innerJoin('employees as e', 'e.id', 'm.employee_id')
        .select('m.id')
        .where('e.username', '=', username)
        .executeTakeFirstOrThrow()
    ).id
  const list = async (as: Browser, query: Record<string, string>) => {
    const res = await as.request({ method: 'GET', url: mentorApi.sessions.path, query })
    expect(res.statusCode, res.body).toBe(200)
    return { page: mentorApi.sessions.response.parse(res.json()), res }
  }
  const slotsOf = async (mentor: number) =>
    mentorApi.slots.response
      .parse((await budi.request({ method: 'GET', url: fillPath(mentorApi.slots.path, { id: mentor }), query: { days: '28' } })).json())
      .data.slots.map((s) => s.starts_at)
  const book = async (as: Browser, mentor: number, startsAt: string, topic: string, mode: 'online' | 'offline' = 'online') => {
    const res = await as.send({
      method: 'POST',
      url: mentorApi.book.path,
      payload: { mentor_id: mentor, starts_at: startsAt, topic, mode },
      headers: { 'idempotency-key': randomUUID() },
    })
    expect(res.statusCode, res.body).toBe(201)
    return mentorApi.book.response.parse(res.json()).data
  }
  const post = (as: Browser, path: string, id: number, payload: Record<string, unknown> = {}) =>
    as.send({ method: 'POST', url: fillPath(path, { id }), payload })
  const answer = (as: Browser, id: number, payload: Record<string, unknown>) => post(as, mentorApi.answer.path, id, payload)
  const cancel = (as: Browser, id: number, reason: string | null = null) => post(as, mentorApi.cancel.path, id, { reason })
  const rate = (as: Browser, id: number, rating: number, review: string | null = null) => post(as, mentorApi.rate.path, id, { rating, review })
  const calendar = (as: Browser, id: number) => as.request({ method: 'GET', url: fillPath(mentorApi.calendar.path, { id }) })
  const sessionOf = (res: { statusCode: number; body: string; json(): unknown }, status = 200): MentorSession => {
    expect(res.statusCode, res.body).toBe(status)
    return mentorApi.answer.response.parse(res.json()).data
  }
  const inbox = async (as: Browser) =>
    notificationsApi.list.response.parse((await as.request({ method: 'GET', url: notificationsApi.list.path, query: { limit: '50' } })).json()).data

  /** A session put straight into the table, `minutes` from now (negative: in the past), for times a booking cannot make. */
  let spread = 0
  const insertSession = async (mentor: string, mentee: string, minutes: number, status: string, extra: { location?: string; rating?: number } = {}) => {
    // Off the hour and a few seconds apart, so no two inserted sessions meet in a unique index.
    spread += 1
    const startsAt = new Date(Math.floor(Date.now() / 60_000) * 60_000 + minutes * 60_000 + 17 * 60_000 + spread * 1000).toISOString()
    const stamp = new Date().toISOString()
    const row = await test.database.db
      .insertInto('mentor_sessions')
      .values({
        mentor_id: await mentorIdOf(mentor),
        mentee_id: employeeId(mentee),
        starts_at: startsAt,
        ends_at: new Date(Date.parse(startsAt) + 3_600_000).toISOString(),
        topic: `Sesi uji ${spread}`,
        note: null,
        mode: 'online',
        status,
        location: extra.location ?? (status === 'accepted' ? 'https://meet.example.com/uji' : null),
        decline_reason: status === 'declined' ? 'Tidak sempat.' : null,
        rating: extra.rating ?? null,
        review: null,
        rated_at: extra.rating ? stamp : null,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  }

  beforeAll(async () => {
    ;({ test, config, app } = await openTestApp(target))
    for (const e of await test.database.db.selectFrom('employees').select(['id', 'username']).execute()) ids.set(e.username, e.id)
    budi = (await signIn(app, config, 'budi.santoso')).browser
    sari = (await signIn(app, config, 'sari.wulandari')).browser
    // Not a mentor, and in none of the sessions below.
    putri = (await signIn(app, config, 'putri.maharani')).browser
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('lists the caller’s sessions by side and time: upcoming (still to happen) soonest first, past and settled latest first, paged', async () => {
    const sariProfile = await mentorIdOf('sari.wulandari')
    const { page: upcoming, res } = await list(sari, { role: 'mentor', when: 'upcoming', limit: '50' })
    expect(res.headers['cache-control']).toBe('no-store')
    const starts = upcoming.data.map((s) => s.starts_at)
    expect(starts).toEqual([...starts].sort())
    expect(upcoming.data.every((s) => s.my_role === 'mentor' && s.mentor.id === sariProfile && Date.parse(s.ends_at) > Date.now())).toBe(true)
    // 'Akan datang' holds what will still take place (decision 049): her seeded declined request is not there.
    expect(upcoming.data.map((s) => s.status)).toContain('requested')
    expect(upcoming.data.every((s) => s.status === 'requested' || s.status === 'accepted')).toBe(true)
    const dewi = upcoming.data.find((s) => s.mentee.username === 'dewi.anggraini')!
    expect(dewi).toMatchObject({
      status: 'requested',
      mentor: { id: sariProfile, name: 'Sari Wulandari', initials: 'SW', username: 'sari.wulandari', position: 'Analis Data Senior' },
      mentee: { id: employeeId('dewi.anggraini'), name: 'Dewi Anggraini', initials: 'DA', position: 'Spesialis Pemasaran Digital' },
      location: null,
      cancelled_by: null,
    })
    expect(upcoming.meta.total).toBe(upcoming.data.length)

    const second = (await list(sari, { role: 'mentor', when: 'upcoming', limit: '1', page: '2' })).page
    expect(second.data.map((s) => s.id)).toEqual([upcoming.data[1]!.id])
    expect(second.meta).toEqual({ page: 2, limit: 1, total: upcoming.meta.total, total_pages: upcoming.meta.total })

    const past = (await list(sari, { role: 'mentor', when: 'past', limit: '50' })).page
    expect(past.data.length).toBeGreaterThan(0)
    const pastStarts = past.data.map((s) => s.starts_at)
    expect(pastStarts).toEqual([...pastStarts].sort().reverse())
    // The history: what is over, and what was settled without taking place (declined, cancelled), however far ahead.
    expect(past.data.every((s) => Date.parse(s.ends_at) <= Date.now() || s.status === 'declined' || s.status === 'cancelled')).toBe(true)
    const declined = past.data.find((s) => s.status === 'declined' && s.mentee.username === 'putri.maharani')!
    expect(Date.parse(declined.starts_at)).toBeGreaterThan(Date.now())
    expect(past.meta.total).toBe(past.data.length)

    // Budi as mentee: one upcoming, accepted, with its meeting link; one past, rated.
    const mine = (await list(budi, {})).page
    expect(mine.data).toHaveLength(1)
    expect(mine.data[0]).toMatchObject({ my_role: 'mentee', status: 'accepted', mentor: { name: 'Fajar Nugroho' }, mentee: { id: employeeId('budi.santoso') } })
    expect(mine.data[0]!.location).toMatch(/^https:\/\//)
    const minePast = (await list(budi, { when: 'past' })).page
    expect(minePast.data).toHaveLength(1)
    expect(minePast.data[0]).toMatchObject({ status: 'accepted', rating: 5, mentor: { name: 'Nur Aini' } })
    // The same on the mentee's side: a request declined and a session cancelled, both days ahead, are history.
    const declinedAhead = await insertSession('fajar.nugroho', 'budi.santoso', 2 * 24 * 60, 'declined')
    const cancelledAhead = await insertSession('fajar.nugroho', 'budi.santoso', 3 * 24 * 60, 'cancelled')
    expect((await list(budi, {})).page.data.map((s) => s.id)).toEqual([mine.data[0]!.id])
    const history = (await list(budi, { when: 'past' })).page
    expect(history.data.map((s) => s.id)).toEqual([cancelledAhead, declinedAhead, minePast.data[0]!.id])
    expect(history.meta.total).toBe(3)

    // A non-mentor's mentor side is an empty page.
    expect((await list(putri, { role: 'mentor' })).page).toEqual({ data: [], meta: { page: 1, limit: 12, total: 0, total_pages: 0 } })
  })

  it('lets only the session’s mentor answer: accept with where to meet, once; the mentee is told', async () => {
    const sariProfile = await mentorIdOf('sari.wulandari')
    const [slot] = await slotsOf(sariProfile)
    const booked = await book(budi, sariProfile, slot!, 'Membaca dasbor penjualan')
    expect(booked).toMatchObject({
      status: 'requested',
      my_role: 'mentee',
      location: null,
      mentor: { id: sariProfile },
      mentee: { id: employeeId('budi.santoso') },
    })

    // The mentor's inbox has the request, with who, what and when (Jakarta time).
    const request = (await inbox(sari)).find((n) => n.title === 'Permintaan sesi mentoring baru')!
    expect(request).toMatchObject({ kind: 'mentor', link_url: '/activity?tab=mentor', read_at: null })
    expect(request.body).toContain('Budi Santoso')
    expect(request.body).toContain('Membaca dasbor penjualan')
    expect(request.body).toContain(jakartaWhen(slot!))
    expect(request.body).toMatch(/\d{1,2} \w+ \d{4}, \d{2}\.00 WIB/)

    const link = 'https://meet.example.com/tumbuh-sari-budi'
    const own = expectProblem(await answer(budi, booked.id, { decision: 'accept', location: link }), 403)
    expect(own.detail).toMatch(/Hanya mentor/)
    expectProblem(await answer(putri, booked.id, { decision: 'accept', location: link }), 404)
    expectProblem(await answer(sari, 999_999, { decision: 'accept', location: link }), 404)
    for (const location of ['http://meet.example.com/x', 'ruang rapat 3']) {
      const bad = expectProblem(await answer(sari, booked.id, { decision: 'accept', location }), 400)
      expect(bad.errors.map((e) => e.path)).toEqual(['location'])
      expect(bad.detail).toMatch(/https:\/\//)
    }
    expectProblem(await answer(sari, booked.id, { decision: 'decline' }), 400)

    const accepted = sessionOf(await answer(sari, booked.id, { decision: 'accept', location: link }))
    expect(accepted).toMatchObject({ id: booked.id, status: 'accepted', location: link, my_role: 'mentor', decline_reason: null })
    const again = expectProblem(await answer(sari, booked.id, { decision: 'decline', reason: 'Berubah pikiran' }), 409)
    expect(again.detail).toBe('Sesi ini sudah dijawab.')
    expect((await list(budi, {})).page.data.find((s) => s.id === booked.id)).toMatchObject({ status: 'accepted', location: link, my_role: 'mentee' })

    const told = (await inbox(budi)).find((n) => n.title === 'Sesi mentoring diterima')!
    expect(told).toMatchObject({ kind: 'mentor', link_url: '/activity?tab=mentor' })
    expect(told.body).toContain('Sari Wulandari')
    expect(told.body).toContain(link)
  })

  it('takes two answers given at once once: one 200, one 409', async () => {
    const sariProfile = await mentorIdOf('sari.wulandari')
    const slot = (await slotsOf(sariProfile))[1]!
    const booked = await book(putri, sariProfile, slot, 'Dua jawaban sekaligus', 'offline')
    const answers = await Promise.all([
      answer(sari, booked.id, { decision: 'accept', location: 'Ruang Diskusi Lantai 3' }),
      answer(sari, booked.id, { decision: 'decline', reason: 'Jadwal bentrok' }),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    const row = await test.database.db
      .selectFrom('mentor_sessions')
      .select(['status', 'location', 'decline_reason'])
      .where('id', '=', booked.id)
      .executeTakeFirstOrThrow()
    expect(row.status === 'accepted' ? row.decline_reason : row.location).toBeNull()
  })

  it('declining frees the hour: it is offered again and can be booked; the mentee is told why', async () => {
    const sariProfile = await mentorIdOf('sari.wulandari')
    const slot = (await slotsOf(sariProfile))[2]!
    const booked = await book(budi, sariProfile, slot, 'Sesi yang akan ditolak')
    expect(await slotsOf(sariProfile)).not.toContain(slot)
    const declined = sessionOf(await answer(sari, booked.id, { decision: 'decline', reason: 'Saya sedang cuti minggu itu.' }))
    expect(declined).toMatchObject({ status: 'declined', decline_reason: 'Saya sedang cuti minggu itu.', location: null })
    expect(await slotsOf(sariProfile)).toContain(slot)
    expect((await book(putri, sariProfile, slot, 'Mengambil jam yang kosong')).starts_at).toBe(slot)

    const told = (await inbox(budi)).find((n) => n.title === 'Sesi mentoring ditolak')!
    expect(told.body).toContain('Saya sedang cuti minggu itu.')
    // A request that has started can no longer be answered.
    const started = await insertSession('sari.wulandari', 'budi.santoso', -30, 'requested')
    expect(expectProblem(await answer(sari, started, { decision: 'accept', location: 'https://meet.example.com/telat' }), 409).detail).toBe(
      'Sesi ini sudah lewat.',
    )
  })

  it('lets either side cancel: a request until it starts, an accepted session up to the cut-off; the other side is told', async () => {
    const sariProfile = await mentorIdOf('sari.wulandari')
    const slot = (await slotsOf(sariProfile))[0]!
    const booked = await book(budi, sariProfile, slot, 'Dibatalkan mentee')
    expectProblem(await cancel(putri, booked.id), 404)
    const byMentee = sessionOf(await cancel(budi, booked.id, 'Ada tugas luar kota.'))
    expect(byMentee).toMatchObject({ status: 'cancelled', cancelled_by: 'mentee', cancel_reason: 'Ada tugas luar kota.', my_role: 'mentee' })
    expect(await slotsOf(sariProfile)).toContain(slot)
    expect((await inbox(sari)).find((n) => n.title === 'Sesi mentoring dibatalkan')!.body).toContain('Ada tugas luar kota.')
    expect(expectProblem(await cancel(sari, booked.id), 409).detail).toBe('Sesi ini sudah dibatalkan.')

    // The mentor cancels an accepted session well before the cut-off.
    const accepted = await insertSession('sari.wulandari', 'budi.santoso', (CANCEL_CUTOFF_HOURS + 2) * 60, 'accepted')
    const byMentor = sessionOf(await cancel(sari, accepted))
    expect(byMentor).toMatchObject({ status: 'cancelled', cancelled_by: 'mentor', cancel_reason: null, my_role: 'mentor' })
    expect((await inbox(budi)).find((n) => n.title === 'Sesi mentoring dibatalkan')!.body).toContain('Sari Wulandari membatalkan')

    // Under the cut-off an accepted session stays; a request may still be withdrawn until it starts.
    const soon = await insertSession('sari.wulandari', 'budi.santoso', (CANCEL_CUTOFF_HOURS - 2) * 60, 'accepted')
    const refused = expectProblem(await cancel(budi, soon), 409)
    expect(refused.detail).toContain(`${CANCEL_CUTOFF_HOURS} jam sebelum mulai`)
    expectProblem(await cancel(sari, soon), 409)
    const requestSoon = await insertSession('sari.wulandari', 'budi.santoso', 60, 'requested')
    expect(sessionOf(await cancel(budi, requestSoon)).status).toBe('cancelled')
    const requestStarted = await insertSession('sari.wulandari', 'budi.santoso', -30, 'requested')
    expect(expectProblem(await cancel(budi, requestStarted), 409).detail).toMatch(/sudah dimulai/)
    const declined = await insertSession('sari.wulandari', 'budi.santoso', 3 * 24 * 60, 'declined')
    expect(expectProblem(await cancel(budi, declined), 409).detail).toMatch(/ditolak/)
    const untouched = await test.database.db.selectFrom('mentor_sessions').select('status').where('id', '=', soon).executeTakeFirstOrThrow()
    expect(untouched.status).toBe('accepted')
  })

  it('lets only the mentee rate, only after the session, only once; the rating shows in the mentor’s reviews', async () => {
    const sariProfile = await mentorIdOf('sari.wulandari')
    const detailOf = async () =>
      mentorApi.detail.response.parse((await putri.request({ method: 'GET', url: fillPath(mentorApi.detail.path, { id: sariProfile }) })).json()).data
    const before = await detailOf()
    const held = await insertSession('sari.wulandari', 'budi.santoso', -3 * 60, 'accepted')

    expect(expectProblem(await rate(sari, held, 5), 403).detail).toMatch(/mentee/)
    expectProblem(await rate(putri, held, 5), 404)
    const rated = sessionOf(await rate(budi, held, 2, 'Kurang persiapan, tetapi ada manfaatnya.'))
    expect(rated).toMatchObject({ rating: 2, review: 'Kurang persiapan, tetapi ada manfaatnya.', my_role: 'mentee' })
    expect(expectProblem(await rate(budi, held, 5), 409).detail).toBe('Sesi ini sudah Anda nilai.')

    const after = await detailOf()
    expect(after.rating_count).toBe(before.rating_count + 1)
    expect(after.rating).toBeLessThan(before.rating)
    expect(after.reviews[0]).toMatchObject({ rating: 2, review: 'Kurang persiapan, tetapi ada manfaatnya.', mentee: 'Budi Santoso' })
    expect((await inbox(sari)).find((n) => n.title === 'Sesi Anda mendapat penilaian')!.body).toContain('memberi nilai 2 dari 5')

    const upcoming = (await list(budi, {})).page.data.find((s) => s.status === 'accepted')!
    expect(expectProblem(await rate(budi, upcoming.id, 5), 409).detail).toBe('Sesi dapat dinilai setelah selesai.')
    const declined = await insertSession('sari.wulandari', 'budi.santoso', -5 * 60, 'declined')
    expect(expectProblem(await rate(budi, declined, 5), 409).detail).toMatch(/diterima mentor/)
  })

  it('gives an accepted session as a calendar file to both sides; not a request, not to others', async () => {
    const accepted = await insertSession('sari.wulandari', 'budi.santoso', 5 * 24 * 60, 'accepted', { location: 'https://meet.example.com/kalender' })
    const session = (await list(budi, { limit: '50' })).page.data.find((s) => s.id === accepted)!
    for (const as of [budi, sari]) {
      const res = await calendar(as, accepted)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8')
      expect(res.headers['content-disposition']).toBe(`attachment; filename="sesi-mentoring-${accepted}.ics"`)
      expect(res.headers['cache-control']).toBe('private, no-store')
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      // Long lines are folded (RFC 5545): unfold before reading.
      const ics = res.body.replace(/\r\n[ \t]/g, '')
      expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/)
      expect(ics).toContain('BEGIN:VEVENT')
      expect(ics).toContain(`SUMMARY:Sesi mentoring: ${session.topic}`)
      expect(ics).toContain('LOCATION:https://meet.example.com/kalender')
      expect(ics).toContain(`UID:mentor-session-${accepted}@`)
      expect(ics).toContain(`URL;VALUE=URI:${config.publicUrl}/activity?tab=mentor`)
      expect(ics).toContain('DESCRIPTION:Mentor: Sari Wulandari\\nMentee: Budi Santoso')
      expect(ics).not.toMatch(/@grup-nusantara|mailto:/i)
      const start = /DTSTART:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/.exec(ics)!
      expect(new Date(`${start[1]}-${start[2]}-${start[3]}T${start[4]}:${start[5]}:${start[6]}Z`).toISOString()).toBe(
        new Date(Math.floor(Date.parse(session.starts_at) / 1000) * 1000).toISOString(),
      )
    }
    const requested = await insertSession('sari.wulandari', 'budi.santoso', 6 * 24 * 60, 'requested')
    expect(expectProblem(await calendar(budi, requested), 409).detail).toMatch(/diterima/)
    expectProblem(await calendar(putri, accepted), 404)
    expectProblem(await calendar(budi, 999_999), 404)
  })
})
