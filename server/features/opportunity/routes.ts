import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  CV_MAX_BYTES,
  finalStatuses,
  isClosed,
  movableFrom,
  opportunityApi,
  applicationStatuses,
  type ApplicationStatus,
} from '../../../src/contract/opportunity'
import { findEmployeeById } from '../../db/repositories/employee-repository'
import { paginated } from '../../http/pagination'
import { ProblemError } from '../../http/problem-error'
import { currentUser, viewerId } from '../../plugins/auth'
import { registerEndpoint } from '../../plugins/contract-routes'
import type { RouteDeps } from '../route-deps'
import {
  applicantById,
  applicantsOf,
  applicationFor,
  applicationOwners,
  applicationsOf,
  hrOpening,
  moveApplication,
  OpportunityRefused,
  ownApplication,
  sendApplication,
  unitOpenings,
  withdrawApplication,
} from './application-repository'
import { correctApplication } from './application-corrections'
import { readCvFile, removeCvFile, storeCvFile } from './cv-files'
import { correctionNotice, statusNotice, tellApplicant } from './notices'
import { findOpening, listOpenings, openingDetail } from './repository'
import { managesUnit, todayOf } from './rules'

const openingNotFound = () => new ProblemError(404, { detail: 'Lowongan tidak ditemukan.' })
const applicationNotFound = () => new ProblemError(404, { detail: 'Lamaran tidak ditemukan.' })
const notHr = (what: string) => new ProblemError(403, { detail: `Hanya HR unit ini yang dapat ${what}.` })
const ownApplicationRefused = () =>
  new ProblemError(403, { detail: 'Anda tidak dapat memutuskan lamaran Anda sendiri; HR lain di unit ini yang memutuskannya.' })

const dayWords = new Intl.DateTimeFormat('id-ID', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' })
const dayText = (day: string) => dayWords.format(new Date(`${day}T00:00:00Z`))

/** Why HR's move is refused, in words: the status is final, or the move skips or goes back. */
function wrongMove(current: ApplicationStatus, to: ApplicationStatus): ProblemError {
  if (finalStatuses.includes(current)) return new ProblemError(409, { detail: `Lamaran ini sudah berstatus “${current}” dan tidak dapat diubah lagi.` })
  const next = applicationStatuses.find((s) => s !== 'tidak lolos' && movableFrom(s).includes(current))
  return new ProblemError(409, {
    detail: `Lamaran ini berstatus “${current}”: status hanya dapat maju satu tahap${next ? ` (berikutnya “${next}”)` : ''} atau menjadi “tidak lolos”, tidak menjadi “${to}”.`,
    errors: [{ path: 'status', message: 'Perubahan status tidak diizinkan' }],
  })
}

/** Why a correction is refused, in words (decision 046). */
function wrongCorrection(error: OpportunityRefused, from: ApplicationStatus): ProblemError {
  if (error.reason === 'not-hrs') return new ProblemError(409, { detail: 'Perubahan terakhir lamaran ini bukan perubahan status oleh HR: tidak ada yang dapat dikoreksi.' })
  if (error.reason === 'corrected')
    return new ProblemError(409, { detail: 'Perubahan terakhir lamaran ini sudah berupa koreksi; bila perlu, ubah statusnya seperti biasa.' })
  return new ProblemError(409, {
    detail: `Status lamaran ini sekarang “${error.current}”, bukan “${from}”: muat ulang untuk melihat perubahan terakhir.`,
    errors: [{ path: 'from', message: 'Status lamaran sudah berubah' }],
  })
}

/**
 * Job opportunities (spec 7, "Opportunity"; issue 16): the openings anyone reads, applying and the
 * applicant's own applications, and HR's side. HR is the `hr` role the identity provider's token
 * gave the caller, always together with the opening's business unit being the caller's own.
 */
export async function opportunityRoutes(app: FastifyInstance, { db, answers, notifier }: RouteDeps) {
  const today = () => todayOf(new Date())

  /** The signed-in caller with their roles and business unit (for HR's checks). */
  const callerOf = async (request: FastifyRequest) => {
    const user = currentUser(request)
    const employee = await findEmployeeById(db, user.employeeId)
    return { employeeId: user.employeeId, roles: user.roles, unitId: employee?.business_unit_id ?? null }
  }

  /**
   * The application HR may decide on: HR of the opening's unit, and never their own (decision 046:
   * HR may apply to an opening of their unit; another HR of the unit decides).
   */
  const decidable = async (request: FastifyRequest, id: number, what: string) => {
    const caller = await callerOf(request)
    if (!caller.roles.includes('hr')) throw notHr(what)
    const row = await applicationOwners(db, id)
    if (!row) throw applicationNotFound()
    if (!managesUnit(caller, row.business_unit_id)) throw notHr(what)
    if (row.employee_id === caller.employeeId) throw ownApplicationRefused()
    return { caller, row }
  }

  // A visitor's answer is the same for every visitor: kept serialized with its ETag until a write
  // (server/http/shared-answers.ts). A signed-in caller's carries their fit and status: their own.
  registerEndpoint(app, opportunityApi.list, async ({ query }, request) => {
    const viewer = viewerId(request)
    const compute = async () => paginated(await listOpenings(db, query, viewer, today()), query)
    return viewer === null ? answers.answer(opportunityApi.list, request, compute) : compute()
  })

  registerEndpoint(app, opportunityApi.detail, async ({ params }, request) => {
    const viewer = viewerId(request)
    const compute = async () => {
      const day = today()
      const detail = await openingDetail(db, params.slug, viewer, day)
      if (!detail) throw openingNotFound()
      return { data: { ...detail, my_application: viewer === null ? null : await applicationFor(db, viewer, detail.id, day) } }
    }
    return viewer === null ? answers.answer(opportunityApi.detail, request, compute) : compute()
  })

  registerEndpoint(
    app,
    opportunityApi.apply,
    async ({ body }, request) => {
      const employeeId = currentUser(request).employeeId
      const opening = await findOpening(db, body.opportunity_id)
      if (!opening)
        throw new ProblemError(404, { detail: 'Lowongan tidak ditemukan.', errors: [{ path: 'opportunity_id', message: 'Lowongan tidak ditemukan' }] })
      if (opening.archived_at !== null) throw new ProblemError(409, { detail: 'Lowongan ini sudah tidak dibuka.' })
      if (isClosed(opening.closing_day, today())) {
        throw new ProblemError(409, { detail: `Lowongan ini sudah ditutup: lamaran diterima sampai ${dayText(opening.closing_day)}.` })
      }
      // Checked and stored before the row: a refused application removes its file again.
      const cv = await storeCvFile(db, body.cv)
      let sent: Awaited<ReturnType<typeof sendApplication>>
      try {
        sent = await sendApplication(db, { opportunityId: opening.id, employeeId, motivation: body.motivation, cv, now: new Date().toISOString() })
      } catch (error) {
        await removeCvFile(db, cv.stored)
        if (error instanceof OpportunityRefused) throw new ProblemError(409, { detail: 'Anda sudah melamar lowongan ini.' })
        throw error
      }
      await removeCvFile(db, sent.replacedCv)
      return { data: (await ownApplication(db, sent.id, employeeId, today()))! }
    },
    // A 5 MB CV in base64 is about 6.7 MB of JSON.
    { bodyLimit: Math.ceil(CV_MAX_BYTES / 3) * 4 + 64 * 1024 },
  )

  registerEndpoint(app, opportunityApi.applications, async (_input, request) => ({ data: await applicationsOf(db, currentUser(request).employeeId, today()) }))

  registerEndpoint(app, opportunityApi.withdraw, async ({ params }, request) => {
    const employeeId = currentUser(request).employeeId
    try {
      await withdrawApplication(db, params.id, employeeId, new Date().toISOString())
    } catch (error) {
      if (!(error instanceof OpportunityRefused)) throw error
      if (error.reason === 'not-found') throw applicationNotFound()
      throw new ProblemError(409, { detail: `Lamaran hanya dapat ditarik selama masih berstatus “terkirim”; lamaran ini berstatus “${error.current}”.` })
    }
    return { data: (await ownApplication(db, params.id, employeeId, today()))! }
  })

  registerEndpoint(app, opportunityApi.cv, async ({ params }, request, reply) => {
    const notFound = new ProblemError(404, { detail: 'CV tidak ditemukan.' })
    const caller = await callerOf(request)
    // Another user's application answers as if it did not exist: ids say nothing about others.
    const row = await applicationOwners(db, params.id)
    if (!row || (row.employee_id !== caller.employeeId && !managesUnit(caller, row.business_unit_id))) throw notFound
    const file = await readCvFile(db, row.cv_stored, row.cv_kind)
    if (!file) throw notFound
    return reply
      .header('content-type', file.mime)
      .header('content-disposition', `attachment; filename="${row.cv_name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(row.cv_name)}`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.bytes)
  })

  registerEndpoint(app, opportunityApi.hrOpenings, async (_input, request) => {
    const caller = await callerOf(request)
    if (!caller.roles.includes('hr') || caller.unitId === null) throw new ProblemError(403, { detail: 'Hanya HR yang dapat melihat lowongan unitnya.' })
    return { data: await unitOpenings(db, caller.unitId, today()) }
  })

  registerEndpoint(app, opportunityApi.hrApplicants, async ({ params }, request) => {
    const caller = await callerOf(request)
    if (!caller.roles.includes('hr')) throw notHr('melihat pelamar lowongan ini')
    const day = today()
    const opening = await hrOpening(db, params.id, day)
    if (!opening) throw openingNotFound()
    if (!managesUnit(caller, opening.business_unit.id)) throw notHr('melihat pelamar lowongan ini')
    return { data: { opening, applicants: await applicantsOf(db, opening.id, day, caller.employeeId) } }
  })

  registerEndpoint(app, opportunityApi.setStatus, async ({ params, body }, request) => {
    const { caller, row } = await decidable(request, params.id, 'mengubah status lamaran')
    const note = body.note?.trim() || null
    let eventId: number
    try {
      eventId = await moveApplication(db, row.id, body.status, note, caller.employeeId, new Date().toISOString())
    } catch (error) {
      if (!(error instanceof OpportunityRefused)) throw error
      if (error.reason === 'not-found') throw applicationNotFound()
      throw wrongMove(error.current!, body.status)
    }
    const applicant = (await applicantById(db, row.id, today(), caller.employeeId))!
    await tellApplicant(
      notifier,
      request.log,
      row.employee_id,
      statusNotice({ eventId, status: body.status, note, opening: { slug: row.slug, title: row.title }, unit: applicant.opportunity.business_unit.name }),
    )
    return { data: applicant }
  })

  registerEndpoint(app, opportunityApi.correctStatus, async ({ params, body }, request) => {
    const { caller, row } = await decidable(request, params.id, 'mengoreksi status lamaran')
    let corrected: Awaited<ReturnType<typeof correctApplication>>
    try {
      corrected = await correctApplication(db, row.id, body.from, body.note, caller.employeeId, new Date().toISOString())
    } catch (error) {
      if (!(error instanceof OpportunityRefused)) throw error
      if (error.reason === 'not-found') throw applicationNotFound()
      throw wrongCorrection(error, body.from)
    }
    const applicant = (await applicantById(db, row.id, today(), caller.employeeId))!
    await tellApplicant(
      notifier,
      request.log,
      row.employee_id,
      correctionNotice({
        eventId: corrected.eventId,
        from: body.from,
        to: corrected.to,
        note: body.note,
        opening: { slug: row.slug, title: row.title },
        unit: applicant.opportunity.business_unit.name,
      }),
    )
    return { data: applicant }
  })
}
