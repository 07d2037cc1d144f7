import type { FastifyInstance } from 'fastify'
import { mentorApi, type Slot } from '../../../src/contract/mentor'
import { currentUser, viewerId } from '../../plugins/auth'
import { registerEndpoint } from '../../plugins/contract-routes'
import { paginated } from '../../http/pagination'
import { ProblemError } from '../../http/problem-error'
import type { RouteDeps } from '../route-deps'
import { bookSession, BookingRefused, listMentors, mentorDetail, mentorSlots, myMentor, popularMentors, saveMentor } from './repository'
import { unknownSkillIds } from '../../db/repositories/master-repository'
import { requestedNotice, tell } from './session-notices'
import { sessionFor } from './session-repository'
import { sessionRoutes } from './session-routes'

const mentorNotFound = () => new ProblemError(404, { detail: 'Mentor tidak ditemukan.' })

const slotWords = new Intl.DateTimeFormat('id-ID', {
  timeZone: 'Asia/Jakarta',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
})
const nextFreeText = (slots: readonly Slot[]) =>
  slots.length === 0
    ? 'Belum ada slot kosong dalam empat minggu ke depan.'
    : `Slot kosong berikutnya: ${slots.map((s) => `${slotWords.format(new Date(s.starts_at)).replace(/(\d{2})[:.](\d{2})/, '$1.$2')} WIB`).join('; ')}.`

function refusalProblem(refusal: BookingRefused): ProblemError {
  const at = [{ path: 'starts_at', message: 'Pilih slot lain' }]
  switch (refusal.reason) {
    case 'no-mentor':
      return new ProblemError(404, { detail: 'Mentor tidak ditemukan.', errors: [{ path: 'mentor_id', message: 'Mentor tidak ditemukan' }] })
    case 'own':
      return new ProblemError(409, {
        detail: 'Anda tidak dapat memesan sesi dengan diri sendiri.',
        errors: [{ path: 'mentor_id', message: 'Pilih mentor lain' }],
      })
    case 'paused':
      return new ProblemError(409, { detail: 'Mentor ini sedang tidak menerima sesi baru.', errors: [{ path: 'mentor_id', message: 'Mentor sedang jeda' }] })
    case 'not-an-hour':
      return new ProblemError(409, { detail: `Waktu itu bukan jadwal mentor ini. ${nextFreeText(refusal.nextFree)}`, errors: at })
    case 'too-soon':
      return new ProblemError(409, { detail: `Sesi dipesan paling lambat dua jam sebelum dimulai. ${nextFreeText(refusal.nextFree)}`, errors: at })
    case 'slot-taken':
      return new ProblemError(409, { detail: `Slot ini baru saja dipesan orang lain. ${nextFreeText(refusal.nextFree)}`, errors: at })
    case 'mentee-busy':
      return new ProblemError(409, { detail: `Anda sudah punya sesi lain pada jam itu. ${nextFreeText(refusal.nextFree)}`, errors: at })
  }
}

/**
 * Mentors (spec 7, "Mentor and mentee"): finding one, joining as one, and booking a session; what
 * follows the booking (answer, cancel, rating, calendar) is in session-routes.ts.
 */
export async function mentorRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { db, answers, notifier } = deps
  // The public reads are the same for everyone who asks (a visitor's detail too): kept serialized
  // until the next write (server/http/shared-answers.ts), at most five seconds, so 'free this week'
  // and the free hours are never older than that.
  registerEndpoint(app, mentorApi.list, async ({ query }, request) =>
    answers.answer(mentorApi.list, request, async () => paginated(await listMentors(db, query, new Date()), query)),
  )

  registerEndpoint(app, mentorApi.popular, async ({ query }, request) =>
    answers.answer(mentorApi.popular, request, async () => ({ data: await popularMentors(db, query.limit, new Date()) })),
  )

  registerEndpoint(app, mentorApi.mine, async (_input, request) => ({ data: (await myMentor(db, currentUser(request).employeeId, new Date())) ?? null }))

  registerEndpoint(app, mentorApi.detail, async ({ params }, request) => {
    const detail = await mentorDetail(db, params.id, viewerId(request), new Date())
    if (!detail) throw mentorNotFound()
    return { data: detail }
  })

  registerEndpoint(app, mentorApi.slots, async ({ params, query }, request) =>
    answers.answer(mentorApi.slots, request, async () => {
      const slots = await mentorSlots(db, params.id, query.from, query.days, new Date())
      if (!slots) throw mentorNotFound()
      return { data: { time_zone: 'Asia/Jakarta' as const, slots } }
    }),
  )

  registerEndpoint(app, mentorApi.join, async ({ body }, request) => {
    const unknown = await unknownSkillIds(db, body.skill_ids)
    if (unknown.length > 0)
      throw new ProblemError(400, {
        detail: 'Ada keahlian yang tidak dikenal.',
        errors: [{ path: 'skill_ids', message: `Tidak dikenal: ${unknown.join(', ')}` }],
      })
    const { employeeId } = currentUser(request)
    const id = await saveMentor(db, employeeId, body, new Date().toISOString())
    return { data: (await mentorDetail(db, id, employeeId, new Date()))! }
  })

  registerEndpoint(app, mentorApi.book, async ({ body }, request) => {
    try {
      const menteeId = currentUser(request).employeeId
      const id = await bookSession(db, menteeId, body, new Date())
      const { session, mentorEmployeeId } = (await sessionFor(db, id, menteeId))!
      await tell(notifier, request.log, [mentorEmployeeId], requestedNotice(session))
      return { data: session }
    } catch (error) {
      if (error instanceof BookingRefused) throw refusalProblem(error)
      throw error
    }
  })

  await sessionRoutes(app, deps)
}
