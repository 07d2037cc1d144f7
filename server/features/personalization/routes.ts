import type { FastifyInstance } from 'fastify'
import { personalizationApi } from '../../../src/contract/personalization'
import { listCards } from '../../db/repositories/course-card-repository'
import { paginated } from '../../http/pagination'
import { getInterests, hasInterests, interestErrors, interestRank, personalizedInclasses, saveInterests } from './repository'
import { currentUser } from '../../plugins/auth'
import { registerEndpoint } from '../../plugins/contract-routes'
import { ProblemError } from '../../http/problem-error'
import type { RouteDeps } from '../route-deps'

/** Personalization: the user's own interests (from the session) and the lists they rank. */
export async function personalizationRoutes(app: FastifyInstance, { db }: RouteDeps) {

  registerEndpoint(app, personalizationApi.status, async (_input, request) => ({ data: { hasPersonalizedContent: await hasInterests(db, currentUser(request).employeeId) } }))

  registerEndpoint(app, personalizationApi.interests, async (_input, request) => ({ data: await getInterests(db, currentUser(request).employeeId) }))

  registerEndpoint(
    app,
    personalizationApi.save,
    async ({ body }, request) => {
      const errors = await interestErrors(db, body)
      if (errors.length > 0) throw new ProblemError(400, { detail: 'Pilihan minat tidak valid.', errors })
      const saved = await saveInterests(db, currentUser(request).employeeId, body, new Date().toISOString())
      return { data: { ...saved, hasPersonalizedContent: true } }
    },
  )

  for (const [endpoint, kind] of [
    [personalizationApi.videos, 'video'],
    [personalizationApi.packages, 'package'],
  ] as const) {
    registerEndpoint(
      app,
      endpoint,
      async ({ query }, request) => {
        const rank = interestRank(await getInterests(db, currentUser(request).employeeId), 'c')
        return paginated(await listCards(db, { kinds: [kind], sort: 'newest', ...(rank ? { rankFirst: rank } : {}), page: query.page, limit: query.limit }), query)
      },
    )
  }

  registerEndpoint(
    app,
    personalizationApi.inclasses,
    async ({ query }, request) => {
      const interests = await getInterests(db, currentUser(request).employeeId)
      return paginated(await personalizedInclasses(db, interests, new Date().toISOString(), query.page, query.limit), query)
    },
  )
}
