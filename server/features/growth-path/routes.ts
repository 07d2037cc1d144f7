import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Endpoint, ResponseOf } from '../../../src/contract/endpoint'
import { growthPathApi, type GrowthPathItemKind } from '../../../src/contract/growth-path'
import { registerEndpoint } from '../../plugins/contract-routes'
import { viewerId } from '../../plugins/auth'
import { paginated } from '../../http/pagination'
import { itemNotFound, pathNotFound } from './problems'
import type { RouteDeps } from '../route-deps'
import { inclassCardQuery, toInclassCard } from '../../db/repositories/inclass-card'
import { announcements, findPathBySlug, itemRef, itemsOf, listPaths, pathDetail, recommendations, reviews, suggestions, syllabus } from './repository'
import { doneItemIds, findTrx } from './trx-repository'
import { trxRoutes } from './trx-routes'

const materialKinds = new Set<GrowthPathItemKind>(['video', 'package', 'document', 'link'])

/** Growth paths (spec 7, "Growth path"): the catalogue reads here, the user's transaction in trx-routes.ts. */
export async function growthPathRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { db, answers } = deps
  /**
   * What a visitor is answered is the same for every visitor: kept serialized with its ETag until
   * the next write (server/http/shared-answers.ts). A signed-in caller's answer carries their own
   * progress, like and rating, so it is worked out for them.
   */
  const forVisitors = <E extends Endpoint>(endpoint: E, request: FastifyRequest, compute: () => Promise<ResponseOf<E>>) =>
    viewerId(request) === null ? answers.answer(endpoint, request, compute) : compute()
  const pathOf = async (slug: string) => (await findPathBySlug(db, slug)) ?? Promise.reject(pathNotFound())
  /** The items the caller did on this path; null for a visitor or a path not taken. */
  const doneBy = async (pathId: number, request: FastifyRequest) => {
    const viewer = viewerId(request)
    const trx = viewer === null ? undefined : await findTrx(db, pathId, viewer)
    return trx ? new Set(await doneItemIds(db, trx.id)) : null
  }

  registerEndpoint(app, growthPathApi.list, async ({ query }, request) =>
    forVisitors(growthPathApi.list, request, async () => paginated(await listPaths(db, query, viewerId(request)), query)),
  )

  registerEndpoint(app, growthPathApi.detail, async ({ params }, request) =>
    forVisitors(growthPathApi.detail, request, async () => {
      const detail = await pathDetail(db, params.slug, viewerId(request))
      if (!detail) throw pathNotFound()
      return { data: detail }
    }),
  )

  registerEndpoint(app, growthPathApi.item, async ({ params }, request) =>
    answers.answer(growthPathApi.item, request, async () => {
      const ref = await itemRef(db, params.id)
      if (!ref) throw itemNotFound()
      return { data: ref }
    }),
  )

  registerEndpoint(app, growthPathApi.silabus, async ({ query }, request) =>
    forVisitors(growthPathApi.silabus, request, async () => {
      const path = await pathOf(query.slug)
      return {
        data: await syllabus(db, path.id, await doneBy(path.id, request)),
      }
    }),
  )

  registerEndpoint(app, growthPathApi.material, async ({ query }, request) => {
    const path = await pathOf(query.slug)
    const modules = await syllabus(db, path.id, await doneBy(path.id, request))
    return {
      data: modules.flatMap((m) => m.items.filter((i) => materialKinds.has(i.kind)).map((i) => ({ ...i, module_title: m.title }))),
    }
  })

  registerEndpoint(app, growthPathApi.classes, async ({ query }, request) =>
    answers.answer(growthPathApi.classes, request, async () => {
      const path = await pathOf(query.slug)
      const items = (await itemsOf(db, path.id)).filter((i) => i.kind === 'class' && i.content_id !== null)
      if (items.length === 0) return { data: [] }
      const events = await inclassCardQuery(db)
        .where(
          'ev.id',
          'in',
          items.map((i) => i.content_id!),
        )
        .orderBy('ev.starts_at')
        .orderBy('ev.id')
        .execute()
      return {
        data: events.map((ev) => {
          const item = items.find((i) => i.content_id === ev.id)!
          return {
            ...toInclassCard(ev),
            item_id: item.id,
            module_title: item.module_title,
          }
        }),
      }
    }),
  )

  registerEndpoint(app, growthPathApi.announcements, async ({ query }, request) =>
    answers.answer(growthPathApi.announcements, request, async () => {
      const path = await pathOf(query.slug)
      return paginated(await announcements(db, path.id, query.page, query.limit), query)
    }),
  )

  registerEndpoint(app, growthPathApi.ratings, async ({ query }, request) => {
    const path = await pathOf(query.slug)
    return paginated(await reviews(db, path.id, viewerId(request), query.page, query.limit), query)
  })

  registerEndpoint(app, growthPathApi.suggestions, async ({ query }, request) => ({
    data: await suggestions(db, await pathOf(query.slug), query.limit, viewerId(request)),
  }))

  registerEndpoint(app, growthPathApi.recommendations, async ({ query }, request) => ({
    data: await recommendations(db, viewerId(request), query.limit),
  }))

  await trxRoutes(app, deps)
}
