import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { fillPath } from '../../../../src/contract/endpoint'
import { opportunityApi, type Applicant, type Application } from '../../../../src/contract/opportunity'
import { notificationsApi } from '../../../../src/contract/notification'
import { addDays, jakartaDay } from '../../../../src/shared/dates'
import type { AppConfig } from '../../../../server/config'
import { statusNotice, tellApplicant } from '../../../../server/features/opportunity/notices'
import type { Notifier } from '../../../../server/push/notifier'
import { signIn, type Browser } from '../../helpers/oidc-flow'
import { expectProblem } from '../../helpers/problem'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'
import { storedFileNames } from '../../helpers/stored-files'

// Issue 16, writing: applying (once per person and opening, not after the closing day, the CV told
// apart by its content, replays answered with the first answer), withdrawing, the CV to whom it
// belongs, and HR's side (their unit's openings and applicants, status moves forward only, by HR of
// that unit only, each one told to the applicant).

const PDF = (name = 'cv-saya.pdf') => `${name},${Buffer.from('%PDF-1.4\n% CV uji\n').toString('base64')}`
const PNG = (name = 'cv-saya.pdf') => `${name},${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64')}`
const DOCX = `cv.docx,${Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....[Content_Types].xml....word/document.xml....')]).toString('base64')}`
const MOTIVATION = 'Saya ingin melamar karena pengalaman saya di unit ini cocok dengan lowongan tersebut.'

describe('what the applicant is told', () => {
  it('names the opening, the unit and HR’s note, links to the opening, once per change', () => {
    const notice = statusNotice({
      eventId: 41,
      status: 'wawancara',
      note: 'Siapkan portofolio.',
      opening: { slug: 'data-engineer', title: 'Data Engineer' },
      unit: 'PT Nusantara Digital Solusi',
    })
    expect(notice).toEqual({
      kind: 'opportunity',
      title: 'Anda diundang wawancara',
      body: 'Lamaran Anda untuk “Data Engineer” lolos ke tahap wawancara. HR PT Nusantara Digital Solusi akan menghubungi Anda untuk jadwalnya. Catatan HR: Siapkan portofolio.',
      linkUrl: '/opportunity/data-engineer',
      eventKey: 'opportunity-application:41',
    })
    expect(statusNotice({ eventId: 42, status: 'tidak lolos', note: null, opening: { slug: 'x-y', title: 'X' }, unit: 'U' }).body).toBe(
      'Lamaran Anda untuk “X” belum lolos kali ini. Terima kasih atas minat Anda; lowongan lain menunggu.',
    )
  })

  it('never fails the change when the notification cannot be made: it is logged', async () => {
    const notifier = { notify: vi.fn().mockRejectedValue(new Error('database gone')) } as unknown as Notifier
    const log = { error: vi.fn() }
    await expect(
      tellApplicant(notifier, log as never, 1, { kind: 'opportunity', title: 't', body: 'b', linkUrl: null, eventKey: 'k' }),
    ).resolves.toBeUndefined()
    expect(log.error).toHaveBeenCalledOnce()
  })
})

describeOnEngines('job opportunities: applying and HR', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let budi: Browser
  let sari: Browser
  let andi: Browser
  let lestari: Browser
  let bayu: Browser
  const ids = new Map<string, number>()

  const db = () => test.database.db
  const opening = async (slug: string) =>
    (await db().selectFrom('opportunities').select(['id', 'business_unit_id']).where('slug', '=', slug).executeTakeFirstOrThrow()).id
  const cvFiles = async () => (await storedFileNames(test.database, 'cv')).length
  const apply = (as: Browser, opportunityId: number, cv = PDF(), key: string = randomUUID()) =>
    as.send({
      method: 'POST',
      url: opportunityApi.apply.path,
      payload: { opportunity_id: opportunityId, motivation: MOTIVATION, cv },
      headers: { 'idempotency-key': key },
    })
  const applied = async (as: Browser, opportunityId: number, cv = PDF()): Promise<Application> => {
    const res = await apply(as, opportunityId, cv)
    expect(res.statusCode, res.body).toBe(201)
    return opportunityApi.apply.response.parse(res.json()).data
  }
  const withdraw = (as: Browser, id: number) => as.send({ method: 'POST', url: fillPath(opportunityApi.withdraw.path, { id }) })
  const move = (as: Browser, id: number, status: string, note?: string) =>
    as.send({ method: 'POST', url: fillPath(opportunityApi.setStatus.path, { id }), payload: note === undefined ? { status } : { status, note } })
  const moved = async (as: Browser, id: number, status: string, note?: string): Promise<Applicant> => {
    const res = await move(as, id, status, note)
    expect(res.statusCode, res.body).toBe(200)
    return opportunityApi.setStatus.response.parse(res.json()).data
  }
  const cv = (as: Browser, id: number) => as.request({ method: 'GET', url: fillPath(opportunityApi.cv.path, { id }) })
  const inbox = async (as: Browser) =>
    notificationsApi.list.response.parse((await as.request({ method: 'GET', url: notificationsApi.list.path, query: { limit: '50' } })).json()).data
  /** A fresh opening of the test's own, in a unit, closing `closesInDays` from today. */
  let made = 0
  const makeOpening = async (unit: string, closesInDays = 10) => {
    made += 1
    const any = await db().selectFrom('opportunities').select(['company_location_id', 'employee_status_id']).executeTakeFirstOrThrow()
    const unitId = (await db().selectFrom('business_units').select('id').where('name', '=', unit).executeTakeFirstOrThrow()).id
    const stamp = new Date().toISOString()
    const row = await db()
      .insertInto('opportunities')
      .values({
        slug: `lowongan-uji-${made}`,
        title: `Lowongan Uji ${made}`,
        business_unit_id: unitId,
        company_location_id: any.company_location_id,
        employee_status_id: any.employee_status_id,
        summary: 'Untuk pengujian.',
        description: '<strong>Uji</strong>',
        requirements: '<ul><li>Teliti</li></ul>',
        closing_day: addDays(jakartaDay(), closesInDays),
        posted_by: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  }
  const HOLDING = 'PT Nusantara Holding Indonesia'
  const DIGITAL = 'PT Nusantara Digital Solusi'

  beforeAll(async () => {
    ;({ test, config, app } = await openTestApp(target))
    for (const e of await db().selectFrom('employees').select(['id', 'username']).execute()) ids.set(e.username, e.id)
    budi = (await signIn(app, config, 'budi.santoso')).browser
    sari = (await signIn(app, config, 'sari.wulandari')).browser
    andi = (await signIn(app, config, 'andi.pratama')).browser
    lestari = (await signIn(app, config, 'lestari.wibowo')).browser
    bayu = (await signIn(app, config, 'bayu.hidayat')).browser
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('applies with a motivation and a PDF CV: 201, terkirim, stored under DATA_DIR, in the caller’s list newest first', async () => {
    const id = await makeOpening(DIGITAL)
    const files = await cvFiles()
    const application = await applied(andi, id, PDF('CV Andi "final".pdf'))
    expect(application).toMatchObject({ status: 'terkirim', motivation: MOTIVATION, can_withdraw: true, opportunity: { id, closed: false } })
    expect(application.cv).toMatchObject({ kind: 'pdf', name: 'CV Andi final.pdf', url: fillPath(opportunityApi.cv.path, { id: application.id }) })
    expect(application.history).toEqual([{ status: 'terkirim', note: null, at: expect.any(String), by: null }])
    expect(await cvFiles()).toBe(files + 1)
    const mine = await andi.request({ method: 'GET', url: opportunityApi.applications.path })
    expect(mine.headers['cache-control']).toBe('no-store')
    const list = opportunityApi.applications.response.parse(mine.json()).data
    expect(list[0]!.id).toBe(application.id)
    expect(list.map((a) => a.created_at)).toEqual([...list.map((a) => a.created_at)].sort().reverse())
    const card = opportunityApi.list.response
      .parse((await andi.request({ method: 'GET', url: opportunityApi.list.path, query: { limit: '100' } })).json())
      .data.find((o) => o.id === id)
    expect(card!.my_status).toBe('terkirim')
  })

  it('takes a Word CV, told by its content', async () => {
    const application = await applied(andi, await makeOpening(DIGITAL), DOCX)
    expect(application.cv).toMatchObject({ kind: 'docx', name: 'cv.docx' })
  })

  it('refuses a CV that is not a PDF or Word document, whatever its name says, and keeps no file', async () => {
    const id = await makeOpening(DIGITAL)
    const files = await cvFiles()
    const problem = expectProblem(await apply(andi, id, PNG('cv.pdf')), 400)
    expect(problem.errors).toEqual([{ path: 'cv', message: 'CV harus berupa berkas PDF atau dokumen Word (.docx).' }])
    expectProblem(await apply(andi, id, `cv.pdf,${Buffer.from('bukan pdf sama sekali').toString('base64')}`), 400)
    expect(await cvFiles()).toBe(files)
    expect(await db().selectFrom('opportunity_applications').select('id').where('opportunity_id', '=', id).execute()).toEqual([])
  })

  it('refuses a second application to the same opening (409) and keeps no file of it', async () => {
    const id = await makeOpening(DIGITAL)
    await applied(sari, id)
    const files = await cvFiles()
    const problem = expectProblem(await apply(sari, id), 409)
    expect(problem.detail).toBe('Anda sudah melamar lowongan ini.')
    expect(await cvFiles()).toBe(files)
  })

  it('answers a replay of the same Idempotency-Key with the first answer, and stores one application', async () => {
    const id = await makeOpening(DIGITAL)
    const key = randomUUID()
    const first = await apply(budi, id, PDF(), key)
    expect(first.statusCode).toBe(201)
    const replay = await apply(budi, id, PDF(), key)
    expect(replay.statusCode).toBe(201)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.json()).toEqual(first.json())
    expect(await db().selectFrom('opportunity_applications').select('id').where('opportunity_id', '=', id).execute()).toHaveLength(1)
  })

  it('refuses applying after the closing day (the closing day itself still open), and to an unknown opening', async () => {
    const closed = await makeOpening(DIGITAL, -1)
    expect(expectProblem(await apply(budi, closed), 409).detail).toMatch(/^Lowongan ini sudah ditutup/)
    const lastDay = await makeOpening(DIGITAL, 0)
    await applied(budi, lastDay)
    const unknown = expectProblem(await apply(budi, 999_999), 404)
    expect(unknown.errors[0]!.path).toBe('opportunity_id')
  })

  it('stores exactly one application of 20 sent at once by one user with different keys; the rest are 409', async () => {
    const id = await makeOpening(HOLDING)
    const files = await cvFiles()
    const answers = await Promise.all(Array.from({ length: 20 }, () => apply(andi, id)))
    const statuses = answers.map((res) => res.statusCode).sort()
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(19)
    for (const res of answers.filter((r) => r.statusCode === 409)) expect(res.json().detail).toBe('Anda sudah melamar lowongan ini.')
    const rows = await db()
      .selectFrom('opportunity_applications')
      .select('id')
      .where('opportunity_id', '=', id)
      .where('employee_id', '=', ids.get('andi.pratama')!)
      .execute()
    expect(rows).toHaveLength(1)
    expect(await db().selectFrom('opportunity_application_events').select('id').where('application_id', '=', rows[0]!.id).execute()).toHaveLength(1)
    expect(await cvFiles()).toBe(files + 1)
  })

  it('lets the applicant withdraw while terkirim, not afterwards, and apply again after withdrawing', async () => {
    const id = await makeOpening(HOLDING)
    const application = await applied(sari, id)
    expectProblem(await withdraw(budi, application.id), 404)
    const res = await withdraw(sari, application.id)
    expect(res.statusCode, res.body).toBe(200)
    const withdrawn = opportunityApi.withdraw.response.parse(res.json()).data
    expect(withdrawn).toMatchObject({ status: 'ditarik', can_withdraw: false })
    expect(withdrawn.history.map((h) => h.status)).toEqual(['terkirim', 'ditarik'])
    expect(expectProblem(await withdraw(sari, application.id), 409).detail).toMatch(/“ditarik”/)
    // Sent again in its place: the same application, terkirim, its history going on.
    const again = await applied(sari, id)
    expect(again).toMatchObject({ id: application.id, status: 'terkirim' })
    expect(again.history.map((h) => h.status)).toEqual(['terkirim', 'ditarik', 'terkirim'])
    await moved(lestari, again.id, 'ditinjau')
    expect(expectProblem(await withdraw(sari, again.id), 409).detail).toBe(
      'Lamaran hanya dapat ditarik selama masih berstatus “terkirim”; lamaran ini berstatus “ditinjau”.',
    )
    expectProblem(await withdraw(sari, 999_999), 404)
  })

  it('gives the CV as an attachment to the applicant and HR of the opening’s unit only', async () => {
    const application = await applied(sari, await makeOpening(HOLDING), PDF('CV Sari.pdf'))
    const own = await cv(sari, application.id)
    expect(own.statusCode).toBe(200)
    expect(own.headers['content-type']).toBe('application/pdf')
    expect(own.headers['content-disposition']).toMatch(/^attachment; filename="CV Sari.pdf"/)
    expect(own.headers['x-content-type-options']).toBe('nosniff')
    expect(own.body).toContain('%PDF-')
    expect((await cv(lestari, application.id)).statusCode).toBe(200)
    expectProblem(await cv(budi, application.id), 404)
    expectProblem(await cv(bayu, application.id), 404)
    expectProblem(await cv(sari, 999_999), 404)
  })

  it('shows HR their unit’s openings with the applicants per status, and refuses anyone else', async () => {
    const res = await lestari.request({ method: 'GET', url: opportunityApi.hrOpenings.path })
    expect(res.statusCode, res.body).toBe(200)
    const openings = opportunityApi.hrOpenings.response.parse(res.json()).data
    const holding = (await db().selectFrom('business_units').select('id').where('name', '=', HOLDING).executeTakeFirstOrThrow()).id
    expect(openings.length).toBeGreaterThanOrEqual(6)
    expect(openings.every((o) => o.business_unit.id === holding)).toBe(true)
    const firstClosed = openings.findIndex((o) => o.closed)
    expect(openings.slice(firstClosed).every((o) => o.closed)).toBe(true)
    const lead = openings.find((o) => o.slug === 'kepala-learning-and-development')!
    expect(lead.applicants).toBe(1)
    expect(lead.by_status.find((s) => s.status === 'wawancara')!.count).toBe(1)
    expect(lead.by_status.map((s) => s.status)).toEqual(['terkirim', 'ditinjau', 'wawancara', 'diterima', 'tidak lolos', 'ditarik'])
    expect(expectProblem(await sari.request({ method: 'GET', url: opportunityApi.hrOpenings.path }), 403).detail).toBe(
      'Hanya HR yang dapat melihat lowongan unitnya.',
    )
  })

  it('lists an opening’s applicants to HR of its unit with each one’s fit and next moves; 403 to others', async () => {
    const id = await opening('kepala-learning-and-development')
    const url = fillPath(opportunityApi.hrApplicants.path, { id })
    const res = await lestari.request({ method: 'GET', url })
    expect(res.statusCode, res.body).toBe(200)
    const { opening: shown, applicants } = opportunityApi.hrApplicants.response.parse(res.json()).data
    expect(shown.id).toBe(id)
    expect(applicants).toHaveLength(1)
    expect(applicants[0]).toMatchObject({
      status: 'wawancara',
      fit_percent: 75,
      next_statuses: ['diterima', 'tidak lolos'],
      applicant: { name: 'Budi Santoso', username: 'budi.santoso' },
    })
    // An application still 'terkirim' can be withdrawn by its applicant, never by HR who reads it here.
    const sent = await lestari.request({
      method: 'GET',
      url: fillPath(opportunityApi.hrApplicants.path, { id: await opening('spesialis-komunikasi-korporat') }),
    })
    expect(opportunityApi.hrApplicants.response.parse(sent.json()).data.applicants).toEqual([
      expect.objectContaining({ status: 'terkirim', can_withdraw: false }),
    ])
    expect(expectProblem(await bayu.request({ method: 'GET', url }), 403).detail).toBe('Hanya HR unit ini yang dapat melihat pelamar lowongan ini.')
    expectProblem(await budi.request({ method: 'GET', url }), 403)
    expectProblem(await lestari.request({ method: 'GET', url: fillPath(opportunityApi.hrApplicants.path, { id: 999_999 }) }), 404)
  })

  it('lets HR of the unit move an application forward one step at a time, and tells the applicant each time', async () => {
    const application = await applied(andi, await makeOpening(HOLDING))
    const unread = (await inbox(andi)).length
    const reviewed = await moved(lestari, application.id, 'ditinjau')
    expect(reviewed).toMatchObject({ status: 'ditinjau', next_statuses: ['wawancara', 'tidak lolos'] })
    const interview = await moved(lestari, application.id, 'wawancara', '  Wawancara hari Senin pukul 10.00 WIB.  ')
    expect(interview.history.at(-1)).toMatchObject({ status: 'wawancara', note: 'Wawancara hari Senin pukul 10.00 WIB.', by: 'Lestari Wibowo' })
    const accepted = await moved(lestari, application.id, 'diterima')
    expect(accepted).toMatchObject({ status: 'diterima', next_statuses: [] })
    expect(accepted.history.map((h) => h.status)).toEqual(['terkirim', 'ditinjau', 'wawancara', 'diterima'])

    const told = (await inbox(andi)).slice(0, (await inbox(andi)).length - unread)
    expect(told.map((n) => [n.kind, n.title])).toEqual([
      ['opportunity', 'Selamat, lamaran Anda diterima'],
      ['opportunity', 'Anda diundang wawancara'],
      ['opportunity', 'Lamaran Anda sedang ditinjau'],
    ])
    expect(told[1]!.body).toMatch(/Catatan HR: Wawancara hari Senin pukul 10\.00 WIB\.$/)
    const stored = await db()
      .selectFrom('notifications')
      .select(['link_url', 'event_key'])
      .where('employee_id', '=', ids.get('andi.pratama')!)
      .where('kind', '=', 'opportunity')
      .execute()
    expect(new Set(stored.map((n) => n.link_url))).toEqual(new Set([`/opportunity/${accepted.opportunity.slug}`]))
    expect(new Set(stored.map((n) => n.event_key)).size).toBe(3)
  })

  it('refuses a move backwards, a skipped step and any move from a final status (409), and an unknown status (400)', async () => {
    const application = await applied(andi, await makeOpening(HOLDING))
    expect(expectProblem(await move(lestari, application.id, 'wawancara'), 409).detail).toMatch(/berikutnya “ditinjau”/)
    await moved(lestari, application.id, 'ditinjau')
    await moved(lestari, application.id, 'wawancara')
    const back = expectProblem(await move(lestari, application.id, 'ditinjau'), 409)
    expect(back.detail).toBe(
      'Lamaran ini berstatus “wawancara”: status hanya dapat maju satu tahap (berikutnya “diterima”) atau menjadi “tidak lolos”, tidak menjadi “ditinjau”.',
    )
    await moved(lestari, application.id, 'tidak lolos', 'Posisi sudah terisi.')
    expect(expectProblem(await move(lestari, application.id, 'diterima'), 409).detail).toBe(
      'Lamaran ini sudah berstatus “tidak lolos” dan tidak dapat diubah lagi.',
    )
    expectProblem(await move(lestari, application.id, 'terkirim'), 400)
    expectProblem(await move(lestari, application.id, 'ditarik'), 400)
    expectProblem(await move(lestari, 999_999, 'ditinjau'), 404)
    const history = await db()
      .selectFrom('opportunity_application_events')
      .select('status')
      .where('application_id', '=', application.id)
      .orderBy('id')
      .execute()
    expect(history.map((h) => h.status)).toEqual(['terkirim', 'ditinjau', 'wawancara', 'tidak lolos'])
  })

  it('refuses a move by a signed-in non-HR (even the applicant) and by HR of another unit (403), and changes nothing', async () => {
    const application = await applied(sari, await makeOpening(HOLDING))
    for (const [who, as] of [
      ['the applicant', sari],
      ['another employee', budi],
      ['HR of another unit', bayu],
    ] as const) {
      const problem = expectProblem(await move(as, application.id, 'ditinjau'), 403)
      expect(problem.detail, who).toBe('Hanya HR unit ini yang dapat mengubah status lamaran.')
    }
    const row = await db().selectFrom('opportunity_applications').select('status').where('id', '=', application.id).executeTakeFirstOrThrow()
    expect(row.status).toBe('terkirim')
    // HR of the Digital unit moves Digital's applications.
    const digital = await applied(sari, await makeOpening(DIGITAL))
    expect((await moved(bayu, digital.id, 'ditinjau')).status).toBe('ditinjau')
    expectProblem(await move(lestari, digital.id, 'wawancara'), 403)
  })

  it('changes an application once when two moves arrive together', async () => {
    const application = await applied(budi, await makeOpening(HOLDING))
    const answers = await Promise.all([move(lestari, application.id, 'ditinjau'), move(lestari, application.id, 'ditinjau')])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const history = await db().selectFrom('opportunity_application_events').select('status').where('application_id', '=', application.id).execute()
    expect(history.map((h) => h.status)).toEqual(['terkirim', 'ditinjau'])
  })

  it('keeps another user’s applications out of the caller’s list', async () => {
    const mine = opportunityApi.applications.response.parse((await sari.request({ method: 'GET', url: opportunityApi.applications.path })).json()).data
    const sariId = ids.get('sari.wulandari')!
    const rows = await db().selectFrom('opportunity_applications').select('id').where('employee_id', '=', sariId).execute()
    expect(mine.map((a) => a.id).sort()).toEqual(rows.map((r) => r.id).sort())
  })
})
