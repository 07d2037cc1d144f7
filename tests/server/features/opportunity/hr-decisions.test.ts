import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { fillPath } from '../../../../src/contract/endpoint'
import { notificationsApi } from '../../../../src/contract/notification'
import { opportunityApi, type Applicant, type Application } from '../../../../src/contract/opportunity'
import { addDays, jakartaDay } from '../../../../src/shared/dates'
import type { AppConfig } from '../../../../server/config'
import { signIn, type Browser } from '../../helpers/oidc-flow'
import { expectProblem } from '../../helpers/problem'
import { openTestApp } from '../../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../../helpers/test-database'

// Issue 40, items 1 and 2 (decision 046): nobody decides on their own application (HR may apply to
// an opening of their unit; another HR of the unit decides), and HR puts a mistaken status change
// right with a correction: the latest HR change taken back, with a reason, recorded in the history
// (who, when) and told to the applicant.

const PDF = `cv.pdf,${Buffer.from('%PDF-1.4\n% CV uji\n').toString('base64')}`
const MOTIVATION = 'Saya ingin melamar karena pengalaman saya di unit ini cocok dengan lowongan tersebut.'
const DIGITAL = 'PT Nusantara Digital Solusi'
const HOLDING = 'PT Nusantara Holding Indonesia'
const NOT_HRS = 'Perubahan terakhir lamaran ini bukan perubahan status oleh HR: tidak ada yang dapat dikoreksi.'
const OWN = 'Anda tidak dapat memutuskan lamaran Anda sendiri; HR lain di unit ini yang memutuskannya.'

describeOnEngines('job opportunities: own applications and corrections', (target) => {
  let test: TestDatabase
  let app: FastifyInstance
  let config: AppConfig
  let andi: Browser
  let sari: Browser
  let lestari: Browser
  let bayu: Browser
  /** Intan Permata, given the hr role for this file: a second HR of the Digital unit. */
  let intan: Browser

  const db = () => test.database.db
  const applied = async (as: Browser, opportunityId: number): Promise<Application> => {
    const res = await as.send({
      method: 'POST',
      url: opportunityApi.apply.path,
      payload: { opportunity_id: opportunityId, motivation: MOTIVATION, cv: PDF },
      headers: { 'idempotency-key': randomUUID() },
    })
    expect(res.statusCode, res.body).toBe(201)
    return opportunityApi.apply.response.parse(res.json()).data
  }
  const move = (as: Browser, id: number, status: string) => as.send({ method: 'POST', url: fillPath(opportunityApi.setStatus.path, { id }), payload: { status } })
  const moved = async (as: Browser, id: number, status: string): Promise<Applicant> => {
    const res = await move(as, id, status)
    expect(res.statusCode, res.body).toBe(200)
    return opportunityApi.setStatus.response.parse(res.json()).data
  }
  const correct = (as: Browser, id: number, payload: Record<string, unknown>) =>
    as.send({ method: 'POST', url: fillPath(opportunityApi.correctStatus.path, { id }), payload })
  const corrected = async (as: Browser, id: number, from: string, note: string): Promise<Applicant> => {
    const res = await correct(as, id, { from, note })
    expect(res.statusCode, res.body).toBe(200)
    return opportunityApi.correctStatus.response.parse(res.json()).data
  }
  const applicantsAs = async (as: Browser, openingId: number) => {
    const res = await as.request({ method: 'GET', url: fillPath(opportunityApi.hrApplicants.path, { id: openingId }) })
    expect(res.statusCode, res.body).toBe(200)
    return opportunityApi.hrApplicants.response.parse(res.json()).data.applicants
  }
  const statusOf = async (id: number) =>
    (await db().selectFrom('opportunity_applications').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status
  const eventsOf = async (id: number) =>
    (await db().selectFrom('opportunity_application_events').select('status').where('application_id', '=', id).orderBy('id').execute()).map((e) => e.status)
  const inbox = async (as: Browser) =>
    notificationsApi.list.response.parse((await as.request({ method: 'GET', url: notificationsApi.list.path, query: { limit: '50' } })).json()).data
  let made = 0
  const makeOpening = async (unit: string) => {
    made += 1
    const any = await db().selectFrom('opportunities').select(['company_location_id', 'employee_status_id']).executeTakeFirstOrThrow()
    const unitId = (await db().selectFrom('business_units').select('id').where('name', '=', unit).executeTakeFirstOrThrow()).id
    const stamp = new Date().toISOString()
    const row = await db()
      .insertInto('opportunities')
      .values({
        slug: `lowongan-keputusan-${made}`,
        title: `Lowongan Keputusan ${made}`,
        business_unit_id: unitId,
        company_location_id: any.company_location_id,
        employee_status_id: any.employee_status_id,
        summary: 'Untuk pengujian.',
        description: '<strong>Uji</strong>',
        requirements: '<ul><li>Teliti</li></ul>',
        closing_day: addDays(jakartaDay(), 10),
        posted_by: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  }

  beforeAll(async () => {
    ;({ test, config, app } = await openTestApp(target))
    const intanId = (await db().selectFrom('employees').select('id').where('username', '=', 'intan.permata').executeTakeFirstOrThrow()).id
    await db().insertInto('employee_roles').values({ employee_id: intanId, role: 'hr' }).execute()
    andi = (await signIn(app, config, 'andi.pratama')).browser
    sari = (await signIn(app, config, 'sari.wulandari')).browser
    lestari = (await signIn(app, config, 'lestari.wibowo')).browser
    bayu = (await signIn(app, config, 'bayu.hidayat')).browser
    intan = (await signIn(app, config, 'intan.permata')).browser
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('lets HR apply to an opening of their own unit, but never move it themselves (403 at every step); another HR of the unit decides', async () => {
    const openingId = await makeOpening(DIGITAL)
    const own = await applied(bayu, openingId)
    for (const status of ['ditinjau', 'wawancara', 'diterima', 'tidak lolos']) {
      expect(expectProblem(await move(bayu, own.id, status), 403).detail, status).toBe(OWN)
    }
    expect(await statusOf(own.id)).toBe('terkirim')
    expect(await eventsOf(own.id)).toEqual(['terkirim'])

    // His list shows it as his own, with nothing to decide; Intan's shows it with the next moves.
    const inBayus = (await applicantsAs(bayu, openingId)).find((a) => a.id === own.id)!
    expect(inBayus).toMatchObject({ own: true, next_statuses: [], correctable: null })
    const inIntans = (await applicantsAs(intan, openingId)).find((a) => a.id === own.id)!
    expect(inIntans).toMatchObject({ own: false, next_statuses: ['ditinjau', 'tidak lolos'] })

    await moved(intan, own.id, 'ditinjau')
    await moved(intan, own.id, 'wawancara')
    expect(expectProblem(await move(bayu, own.id, 'diterima'), 403).detail).toBe(OWN)
    // Nor does he take back another HR's change on his own application.
    expect(expectProblem(await correct(bayu, own.id, { from: 'wawancara', note: 'Keliru.' }), 403).detail).toBe(OWN)
    const accepted = await moved(intan, own.id, 'diterima')
    expect(accepted.history.map((h) => [h.status, h.by])).toEqual([
      ['terkirim', null],
      ['ditinjau', 'Intan Permata'],
      ['wawancara', 'Intan Permata'],
      ['diterima', 'Intan Permata'],
    ])
  })

  it('shows HR the latest HR change they may correct, and corrects it: the status before it, the reason, who and when, told to the applicant', async () => {
    const openingId = await makeOpening(HOLDING)
    const application = await applied(andi, openingId)
    expect((await applicantsAs(lestari, openingId))[0]).toMatchObject({ own: false, correctable: null })
    await moved(lestari, application.id, 'ditinjau')
    await moved(lestari, application.id, 'wawancara')
    const accepted = await moved(lestari, application.id, 'diterima')
    expect(accepted).toMatchObject({ status: 'diterima', next_statuses: [], correctable: { from: 'diterima', to: 'wawancara' } })
    const before = (await inbox(andi)).length

    const back = await corrected(lestari, application.id, 'diterima', '  Salah pilih: wawancara kedua belum dilakukan.  ')
    expect(back).toMatchObject({ status: 'wawancara', next_statuses: ['diterima', 'tidak lolos'], correctable: null })
    expect(back.history.at(-1)).toEqual({
      status: 'wawancara',
      note: 'Salah pilih: wawancara kedua belum dilakukan.',
      at: expect.any(String),
      by: 'Lestari Wibowo',
      corrects: 'diterima',
    })
    expect(Date.now() - Date.parse(back.history.at(-1)!.at)).toBeLessThan(60_000)
    expect(await eventsOf(application.id)).toEqual(['terkirim', 'ditinjau', 'wawancara', 'diterima', 'wawancara'])

    // The applicant is told, once, and sees the correction in their own history.
    const told = (await inbox(andi)).slice(0, (await inbox(andi)).length - before)
    expect(told.map((n) => [n.title, n.body])).toEqual([
      [
        'Status lamaran Anda dikoreksi',
        `HR ${HOLDING} mengoreksi status lamaran Anda untuk “${accepted.opportunity.title}”: kini “wawancara”, bukan “diterima”. Catatan HR: Salah pilih: wawancara kedua belum dilakukan.`,
      ],
    ])
    const mine = opportunityApi.applications.response.parse((await andi.request({ method: 'GET', url: opportunityApi.applications.path })).json()).data
    expect(mine.find((a) => a.id === application.id)!.history.at(-1)).toMatchObject({ status: 'wawancara', corrects: 'diterima', by: 'Lestari Wibowo' })

    // HR moves on as usual afterwards; 'tidak lolos' is taken back the same way.
    await moved(lestari, application.id, 'tidak lolos')
    expect((await corrected(lestari, application.id, 'tidak lolos', 'Keliru orang.')).status).toBe('wawancara')
  })

  it('refuses a correction without a reason (400), of a change already corrected or made by the applicant, or of a stale status (409)', async () => {
    const application = await applied(andi, await makeOpening(HOLDING))
    const nothing = expectProblem(await correct(lestari, application.id, { from: 'ditinjau', note: 'Keliru.' }), 409)
    expect(nothing.detail).toBe(NOT_HRS)
    await moved(lestari, application.id, 'ditinjau')
    const noReason = expectProblem(await correct(lestari, application.id, { from: 'ditinjau', note: '   ' }), 400)
    expect(noReason.errors).toEqual([{ path: 'note', message: 'Tuliskan alasan koreksi' }])
    expectProblem(await correct(lestari, application.id, { from: 'ditinjau' }), 400)
    expectProblem(await correct(lestari, application.id, { from: 'terkirim', note: 'Keliru.' }), 400)
    const stale = expectProblem(await correct(lestari, application.id, { from: 'wawancara', note: 'Keliru.' }), 409)
    expect(stale.detail).toBe('Status lamaran ini sekarang “ditinjau”, bukan “wawancara”: muat ulang untuk melihat perubahan terakhir.')

    expect((await corrected(lestari, application.id, 'ditinjau', 'Belum waktunya ditinjau.')).status).toBe('terkirim')
    const twice = expectProblem(await correct(lestari, application.id, { from: 'terkirim', note: 'Lagi.' }), 400)
    expect(twice.errors[0]!.path).toBe('from')
    // A correction is not corrected again: HR moves on as usual instead.
    await moved(lestari, application.id, 'ditinjau')
    await corrected(lestari, application.id, 'ditinjau', 'Keliru lagi.')
    expect(await eventsOf(application.id)).toEqual(['terkirim', 'ditinjau', 'terkirim', 'ditinjau', 'terkirim'])
    expectProblem(await correct(lestari, 999_999, { from: 'ditinjau', note: 'Keliru.' }), 404)
  })

  it('refuses a correction of the latest change when it is a correction, or after the applicant withdrew', async () => {
    const application = await applied(sari, await makeOpening(HOLDING))
    await moved(lestari, application.id, 'ditinjau')
    await moved(lestari, application.id, 'wawancara')
    await corrected(lestari, application.id, 'wawancara', 'Belum waktunya.')
    const again = expectProblem(await correct(lestari, application.id, { from: 'ditinjau', note: 'Koreksi lagi.' }), 409)
    expect(again.detail).toBe('Perubahan terakhir lamaran ini sudah berupa koreksi; bila perlu, ubah statusnya seperti biasa.')
    expect(await statusOf(application.id)).toBe('ditinjau')

    // Taken back to 'terkirim', the applicant may withdraw it again; their change is not HR's to correct.
    const other = await applied(sari, await makeOpening(HOLDING))
    await moved(lestari, other.id, 'ditinjau')
    await corrected(lestari, other.id, 'ditinjau', 'Belum waktunya.')
    expect((await sari.send({ method: 'POST', url: fillPath(opportunityApi.withdraw.path, { id: other.id }) })).statusCode).toBe(200)
    expect(expectProblem(await correct(lestari, other.id, { from: 'ditinjau', note: 'Keliru.' }), 409).detail).toBe(NOT_HRS)
    expect(await eventsOf(other.id)).toEqual(['terkirim', 'ditinjau', 'terkirim', 'ditarik'])
  })

  it('lets only HR of the opening’s unit correct (403 to the applicant, another employee, HR of another unit) and changes nothing', async () => {
    const application = await applied(sari, await makeOpening(HOLDING))
    await moved(lestari, application.id, 'ditinjau')
    for (const [who, as] of [
      ['the applicant', sari],
      ['another employee', andi],
      ['HR of another unit', bayu],
    ] as const) {
      expect(expectProblem(await correct(as, application.id, { from: 'ditinjau', note: 'Keliru.' }), 403).detail, who).toBe(
        'Hanya HR unit ini yang dapat mengoreksi status lamaran.',
      )
    }
    expect(await eventsOf(application.id)).toEqual(['terkirim', 'ditinjau'])
  })

  it('corrects once when two corrections arrive together', async () => {
    const application = await applied(andi, await makeOpening(HOLDING))
    await moved(lestari, application.id, 'ditinjau')
    const answers = await Promise.all([
      correct(lestari, application.id, { from: 'ditinjau', note: 'Keliru.' }),
      correct(lestari, application.id, { from: 'ditinjau', note: 'Keliru.' }),
    ])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409])
    expect(await eventsOf(application.id)).toEqual(['terkirim', 'ditinjau', 'terkirim'])
  })
})
