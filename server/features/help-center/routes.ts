import type { FastifyInstance } from 'fastify'
import { helpCenterApi } from '../../../src/contract/help-center'
import { ProblemError } from '../../http/problem-error'
import { viewerId } from '../../plugins/auth'
import { registerEndpoint } from '../../plugins/contract-routes'
import type { RouteDeps } from '../route-deps'
import { helpContent, listCategories, questionById, recordVote, relatesOf, searchQuestions, topicsOf } from './repository'
import { voterOf } from './rules'

const categoryNotFound = () => new ProblemError(404, { detail: 'Kategori bantuan tidak ditemukan.' })
const questionNotFound = () => new ProblemError(404, { detail: 'Pertanyaan tidak ditemukan.' })

/**
 * The help center (spec 7, "Help center"; issue 17). Every read is the same for every caller, so it
 * is kept serialized with its ETag until a write (server/http/shared-answers.ts); the vote is the
 * one write, counted once per signed-in user or, for a visitor, per device.
 */
export async function helpCenterRoutes(app: FastifyInstance, { db, database, answers }: RouteDeps) {
  registerEndpoint(app, helpCenterApi.categories, async (_input, request) =>
    answers.answer(helpCenterApi.categories, request, async () => ({ data: await listCategories(db) })),
  )

  registerEndpoint(app, helpCenterApi.topics, async ({ params }, request) =>
    answers.answer(helpCenterApi.topics, request, async () => {
      const topics = await topicsOf(db, params.id)
      if (!topics) throw categoryNotFound()
      return { data: topics }
    }),
  )

  registerEndpoint(app, helpCenterApi.search, async ({ query }, request) =>
    answers.answer(helpCenterApi.search, request, () => searchQuestions(db, database.engine, query.q)),
  )

  registerEndpoint(app, helpCenterApi.question, async ({ params }, request) =>
    answers.answer(helpCenterApi.question, request, async () => {
      const question = await questionById(db, params.id)
      if (!question) throw questionNotFound()
      return { data: question }
    }),
  )

  registerEndpoint(app, helpCenterApi.relates, async ({ params }, request) =>
    answers.answer(helpCenterApi.relates, request, async () => {
      const related = await relatesOf(db, params.id)
      if (!related) throw questionNotFound()
      return { data: related }
    }),
  )

  registerEndpoint(app, helpCenterApi.content, async (_input, request) =>
    answers.answer(helpCenterApi.content, request, async () => ({ data: await helpContent(db) })),
  )

  registerEndpoint(app, helpCenterApi.vote, async ({ params, body }, request) => {
    const vote = await recordVote(db, params.id, voterOf(viewerId(request), body.device_id), body.helpful, new Date().toISOString())
    if (!vote) throw questionNotFound()
    return { data: { question_id: params.id, helpful: body.helpful, counted: vote.counted } }
  })
}
