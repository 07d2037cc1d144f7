import type { FastifyInstance } from 'fastify'
import { CANCEL_CUTOFF_HOURS, mentorApi } from '../../../src/contract/mentor'
import { currentUser } from '../../plugins/auth'
import { registerEndpoint } from '../../plugins/contract-routes'
import { paginated } from '../../http/pagination'
import { ProblemError } from '../../http/problem-error'
import type { RouteDeps } from '../route-deps'
import { sessionCalendar } from './session-calendar'
import { acceptedNotice, cancelledNotice, declinedNotice, ratedNotice, tell } from './session-notices'
import { acceptedSession, answerSession, cancelSession, listSessions, rateSession, SessionRefused } from './session-repository'

type Action = 'answer' | 'cancel' | 'rate' | 'calendar'

/** The problem a refusal is answered with; a session of others is one that does not exist. */
function refusalProblem(reason: SessionRefused['reason'], action: Action): ProblemError {
  switch (reason) {
    case 'not-found':
      return new ProblemError(404, { detail: 'Sesi tidak ditemukan.' })
    case 'not-the-mentor':
      return new ProblemError(403, { detail: 'Hanya mentor sesi ini yang dapat menerima atau menolaknya. Anda dapat membatalkan permintaan Anda sendiri.' })
    case 'not-the-mentee':
      return new ProblemError(403, { detail: 'Hanya mentee sesi ini yang dapat memberi penilaian.' })
    case 'link-not-https':
      return new ProblemError(400, {
        detail: 'Sesi daring memerlukan tautan pertemuan yang diawali https://.',
        errors: [{ path: 'location', message: 'Tulis tautan pertemuan yang diawali https://' }],
      })
    case 'answered':
      return new ProblemError(409, { detail: 'Sesi ini sudah dijawab.' })
    case 'cancelled':
      return new ProblemError(409, { detail: 'Sesi ini sudah dibatalkan.' })
    case 'declined':
      return new ProblemError(409, { detail: 'Sesi ini sudah ditolak mentor, jadi tidak perlu dibatalkan.' })
    case 'started':
      return new ProblemError(409, {
        detail: action === 'cancel' ? 'Sesi ini sudah dimulai atau sudah lewat, jadi tidak dapat dibatalkan lagi.' : 'Sesi ini sudah lewat.',
      })
    case 'cancel-cutoff':
      return new ProblemError(409, {
        detail: `Sesi yang sudah diterima hanya dapat dibatalkan paling lambat ${CANCEL_CUTOFF_HOURS} jam sebelum mulai. Bila berhalangan, kabari pihak lain secara langsung.`,
      })
    case 'rated':
      return new ProblemError(409, { detail: 'Sesi ini sudah Anda nilai.' })
    case 'not-held':
      return new ProblemError(409, { detail: 'Hanya sesi yang diterima mentor dan sudah berlangsung yang dapat dinilai.' })
    case 'not-over':
      return new ProblemError(409, { detail: 'Sesi dapat dinilai setelah selesai.' })
    case 'not-accepted':
      return new ProblemError(409, { detail: 'Hanya sesi yang sudah diterima mentor yang dapat dimasukkan ke kalender.' })
  }
}

async function refusing<T>(action: Action, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw error instanceof SessionRefused ? refusalProblem(error.reason, action) : error
  }
}

/**
 * Sessions after the booking (issue 15): the caller's list on either side, the mentor's answer,
 * cancelling, the mentee's rating and the calendar file. Each change tells the other side.
 */
export async function sessionRoutes(app: FastifyInstance, { db, notifier, config }: RouteDeps) {
  registerEndpoint(app, mentorApi.sessions, async ({ query }, request) =>
    paginated(await listSessions(db, currentUser(request).employeeId, query, new Date()), query),
  )

  registerEndpoint(app, mentorApi.answer, async ({ params, body }, request) =>
    refusing('answer', async () => {
      const { session, menteeEmployeeId } = await answerSession(db, params.id, currentUser(request).employeeId, body, new Date())
      await tell(notifier, request.log, [menteeEmployeeId], session.status === 'accepted' ? acceptedNotice(session) : declinedNotice(session))
      return { data: session }
    }),
  )

  registerEndpoint(app, mentorApi.cancel, async ({ params, body }, request) =>
    refusing('cancel', async () => {
      const { session, mentorEmployeeId, menteeEmployeeId } = await cancelSession(db, params.id, currentUser(request).employeeId, body.reason, new Date())
      await tell(notifier, request.log, [session.my_role === 'mentor' ? menteeEmployeeId : mentorEmployeeId], cancelledNotice(session))
      return { data: session }
    }),
  )

  registerEndpoint(app, mentorApi.rate, async ({ params, body }, request) =>
    refusing('rate', async () => {
      const { session, mentorEmployeeId } = await rateSession(db, params.id, currentUser(request).employeeId, body, new Date())
      await tell(notifier, request.log, [mentorEmployeeId], ratedNotice(session))
      return { data: session }
    }),
  )

  registerEndpoint(app, mentorApi.calendar, async ({ params }, request, reply) =>
    refusing('calendar', async () => {
      const session = await acceptedSession(db, params.id, currentUser(request).employeeId)
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="sesi-mentoring-${session.id}.ics"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(sessionCalendar(session, config.publicUrl), 'utf8'))
    }),
  )
}
