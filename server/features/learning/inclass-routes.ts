import type { FastifyInstance } from 'fastify'
import { inclassApi } from '../../../src/contract/learning-inclass'
import {
  attendInclass,
  cancelInclassRegistration,
  findInclassDetail,
  inclassHistories,
  InclassRefusal,
  listInclasses,
  registerForInclass,
  todayInclasses,
  type InclassRefusalReason,
} from './inclass-repository'
import { paginated } from '../../http/pagination'
import { sentByTheApp } from '../../plugins/csrf'
import { recordSearch } from './search-history-repository'
import { currentUser, viewerId } from '../../plugins/auth'
import { registerEndpoint } from '../../plugins/contract-routes'
import { ProblemError } from '../../http/problem-error'
import { problemTypes } from '../../../src/shared/wire'
import type { RouteDeps } from '../route-deps'

const inclassProblems: Record<InclassRefusalReason, () => ProblemError> = {
  'not-found': () => new ProblemError(404, { detail: 'Kelas tidak ditemukan.' }),
  // Typed, so a registration that arrives late from the outbox is shown for what it is (final).
  full: () =>
    new ProblemError(409, { type: problemTypes.inclassFull, title: 'Kelas sudah penuh', detail: 'Kelas sudah penuh: semua kursi sudah terisi, jadi Anda tidak terdaftar.' }),
  closed: () =>
    new ProblemError(409, { type: problemTypes.inclassClosed, title: 'Pendaftaran ditutup', detail: 'Pendaftaran sudah ditutup karena kelas sudah dimulai atau selesai.' }),
  'not-registered': () => new ProblemError(403, { title: 'Belum terdaftar', detail: 'Anda belum terdaftar di kelas ini.' }),
  'cancel-closed': () => new ProblemError(409, { type: problemTypes.inclassClosed, title: 'Tidak dapat dibatalkan', detail: 'Pendaftaran tidak dapat dibatalkan setelah kelas dimulai.' }),
  'not-today': () => new ProblemError(409, { title: 'Belum waktunya', detail: 'Kehadiran hanya dapat dicatat pada hari kelas berlangsung.' }),
}

/** The repository's answer, or the problem for its refusal. */
async function answered<T>(work: Promise<T>): Promise<{ data: T }> {
  try {
    return { data: await work }
  } catch (error) {
    throw error instanceof InclassRefusal ? inclassProblems[error.reason]() : error
  }
}

/**
 * In-class events. Lists and details are public (a signed-in caller also sees whether they are
 * registered); registration, cancellation, attendance and histories are the user's own.
 */
export async function inclassRoutes(app: FastifyInstance, { db }: RouteDeps) {
  registerEndpoint(app, inclassApi.list, async ({ query }, request) => {
    if (query.from && query.to && query.from > query.to) {
      throw new ProblemError(400, {
        detail: 'Tanggal akhir tidak boleh sebelum tanggal awal.',
        errors: [{ path: 'query.to', message: 'Harus sama dengan atau setelah tanggal awal' }],
      })
    }
    const viewer = viewerId(request)
    if (viewer !== null && sentByTheApp(request)) await recordSearch(db, viewer, query.q, query.page, new Date().toISOString())
    return paginated(await listInclasses(db, query), query)
  })

  registerEndpoint(app, inclassApi.detail, async ({ params }, request) => {
    const found = await findInclassDetail(db, params.id, viewerId(request))
    if (!found) throw inclassProblems['not-found']()
    return { data: found }
  })

  registerEndpoint(app, inclassApi.today, async ({ query }, _request, reply) => {
    // "Today" changes at midnight in Jakarta; a shared cache must not keep yesterday's list.
    reply.header('cache-control', 'no-cache')
    return paginated(await todayInclasses(db, new Date(), query.page, query.limit), query)
  })

  registerEndpoint(
    app,
    inclassApi.attend,
    ({ params }, request) => answered(attendInclass(db, currentUser(request).employeeId, params.id, new Date().toISOString())),
  )

  registerEndpoint(
    app,
    inclassApi.register,
    ({ params }, request) => answered(registerForInclass(db, currentUser(request).employeeId, params.id, new Date().toISOString())),
  )

  registerEndpoint(
    app,
    inclassApi.cancel,
    ({ params }, request) => answered(cancelInclassRegistration(db, currentUser(request).employeeId, params.id, new Date().toISOString())),
  )

  registerEndpoint(
    app,
    inclassApi.histories,
    async ({ query }, request) => {
      return paginated(await inclassHistories(db, currentUser(request).employeeId, query.page, query.limit), query)
    },
  )
}
