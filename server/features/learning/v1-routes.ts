import type { FastifyInstance } from 'fastify'
import { learningV1Api } from '../../../src/contract/learning-v1'
import { listActiveBanners } from '../../db/repositories/banner-repository'
import { listCards } from '../../db/repositories/course-card-repository'
import { listNamed } from '../../db/repositories/master-repository'
import { recordSearch } from './search-history-repository'
import { recommendedVideos } from './video-repository'
import { currentUser, viewerId } from '../../plugins/auth'
import { registerEndpoint } from '../../plugins/contract-routes'
import { guardExternalRoutes } from '../../plugins/external-request'
import { specialChannelsWithCourses } from './catalog-routes'
import { paginated } from '../../http/pagination'
import type { RouteDeps } from '../route-deps'

/** Learning API v1 (/api), the external latest list and the platform's short learning lists. */
export async function learningV1Routes(app: FastifyInstance, { db, config }: RouteDeps) {
  const latest = (kinds: ('video' | 'package')[], limit: number) => listCards(db, { kinds, sort: 'newest', page: 1, limit }).then((r) => ({ data: r.items }))

  registerEndpoint(app, learningV1Api.categories, async () => ({ data: await listNamed(db, 'learning_categories') }))
  registerEndpoint(app, learningV1Api.professions, async () => ({ data: await listNamed(db, 'professions') }))
  registerEndpoint(app, learningV1Api.units, async () => ({ data: await listNamed(db, 'learning_units') }))
  registerEndpoint(app, learningV1Api.topics, async () => ({ data: await listNamed(db, 'topics') }))
  registerEndpoint(app, learningV1Api.fields, async () => ({ data: await listNamed(db, 'fields') }))
  registerEndpoint(app, learningV1Api.latest, async ({ query }) => latest(['video', 'package'], query.limit))
  registerEndpoint(app, learningV1Api.channelSpecials, async () => ({ data: await specialChannelsWithCourses(db) }))
  registerEndpoint(app, learningV1Api.banners, async () => ({ data: await listActiveBanners(db) }))
  registerEndpoint(app, learningV1Api.platformVideos, async ({ query }) => latest(['video'], query.limit))
  registerEndpoint(app, learningV1Api.platformCourses, async ({ query }) => latest(['package'], query.limit))

  registerEndpoint(
    app,
    learningV1Api.recommendation,
    async ({ query }, request) => ({ data: await recommendedVideos(db, currentUser(request).employeeId, query.limit) }),
  )

  registerEndpoint(app, learningV1Api.contents, async ({ query }, request) => {
    const viewer = viewerId(request)
    if (viewer !== null) await recordSearch(db, viewer, query.q, query.page, new Date().toISOString())
    const { page, limit, sort, ...filters } = query
    const result = await listCards(db, { filters, sort, page, limit })
    return paginated(result, { page, limit })
  })

  await app.register(async (external) => {
    guardExternalRoutes(external, config.public.externalApiKey)
    registerEndpoint(external, learningV1Api.externalLatest, async ({ query }) => latest(['video', 'package'], query.limit))
  })
}
