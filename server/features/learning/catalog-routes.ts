import type { FastifyInstance } from 'fastify'
import { catalogApi } from '../../../src/contract/learning-catalog'
import { listActiveBanners } from '../../db/repositories/banner-repository'
import { channelCourses, findCatalog, findChannel, listCatalogs, listChannels, specialChannels } from './catalog-repository'
import { listCards } from '../../db/repositories/course-card-repository'
import { totalLearningTime } from '../../db/repositories/learning-time'
import { findEmployeeById } from '../../db/repositories/employee-repository'
import { canSeeSection } from '../../db/repositories/profile-visibility'
import { listNamed } from '../../db/repositories/master-repository'
import { sentByTheApp } from '../../plugins/csrf'
import { recordSearch, topKeywords } from './search-history-repository'
import { currentUser, viewerId } from '../../plugins/auth'
import { registerEndpoint } from '../../plugins/contract-routes'
import { ProblemError } from '../../http/problem-error'
import { paginated } from '../../http/pagination'
import { notFound } from './video-routes'
import type { RouteDeps } from '../route-deps'

/** How many courses a special channel shows on the home page. */
export const SPECIAL_CHANNEL_COURSES = 8

/** The special channels with their first courses (home page; v1 and v2 answer the same). */
export async function specialChannelsWithCourses(db: RouteDeps['db']) {
  const channels = await specialChannels(db)
  return Promise.all(
    channels.map(async (channel) => {
      const courses = await channelCourses(db, channel.id, 1, SPECIAL_CHANNEL_COURSES)
      return { ...channel, courses: paginated(courses, { page: 1, limit: SPECIAL_CHANNEL_COURSES }) }
    }),
  )
}

/** Channels, catalogues, search keywords, units, learning time and banners (learning API v2). */
export async function catalogRoutes(app: FastifyInstance, { db, answers }: RouteDeps) {
  // Channels and catalogues are the same for everyone: shared answers.
  registerEndpoint(app, catalogApi.channels, ({ query }, request) =>
    answers.answer(catalogApi.channels, request, async () => paginated(await listChannels(db, query.page, query.limit), query)),
  )

  registerEndpoint(app, catalogApi.channel, ({ params, query }, request) =>
    answers.answer(catalogApi.channel, request, async () => {
      const channel = await findChannel(db, params.id)
      if (!channel) throw notFound('Channel')
      const courses = await channelCourses(db, channel.id, query.page, query.limit)
      return { data: { ...channel, courses: paginated(courses, query) } }
    }),
  )

  registerEndpoint(app, catalogApi.specials, (_input, request) =>
    answers.answer(catalogApi.specials, request, async () => ({ data: await specialChannelsWithCourses(db) })),
  )

  registerEndpoint(app, catalogApi.catalogs, ({ query }, request) =>
    answers.answer(catalogApi.catalogs, request, async () => paginated(await listCatalogs(db, query.page, query.limit), query)),
  )

  registerEndpoint(app, catalogApi.catalog, ({ params }, request) =>
    answers.answer(catalogApi.catalog, request, async () => {
      const catalog = await findCatalog(db, params.id)
      if (!catalog) throw notFound('Katalog')
      return { data: catalog }
    }),
  )

  registerEndpoint(app, catalogApi.units, async () => ({ data: await listNamed(db, 'learning_units') }))

  registerEndpoint(app, catalogApi.banners, async () => ({ data: await listActiveBanners(db) }))

  // The same for everyone (a signed-in search is only remembered): a shared answer.
  registerEndpoint(app, catalogApi.catalogCourses, async ({ params, query }, request) => {
    const catalog = await findCatalog(db, params.id)
    if (!catalog) throw notFound('Katalog')
    const viewer = viewerId(request)
    if (viewer !== null && sentByTheApp(request)) await recordSearch(db, viewer, query.q, query.page, new Date().toISOString())
    return answers.answer(catalogApi.catalogCourses, request, async () => {
      const { page, limit, sort, ...filters } = query
      const result = await listCards(db, { collection: { table: 'catalog_items', ownerId: catalog.id }, filters, sort, page, limit })
      return paginated(result, { page, limit })
    })
  })

  registerEndpoint(app, catalogApi.topKeywords, async (_input, request) => ({
    data: { keywords: await topKeywords(db, viewerId(request)) },
  }))

  registerEndpoint(
    app,
    catalogApi.totalDuration,
    async ({ params }, request) => {
      const me = currentUser(request).employeeId
      // The profile's rule (its learning section): the owner, or a colleague when the owner shares it.
      // An unknown id answers like a hidden one: nothing tells which ids exist.
      const exists = params.id === me || (await findEmployeeById(db, params.id)) !== undefined
      if (!exists || !(await canSeeSection(db, me, params.id, 'learning'))) {
        throw new ProblemError(403, { detail: 'Pemilik profil ini tidak membagikan aktivitas belajarnya.' })
      }
      return { data: { user_id: params.id, total_s: await totalLearningTime(db, params.id) } }
    },
  )
}
