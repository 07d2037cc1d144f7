import type { FastifyInstance } from 'fastify'
import { studyApi } from '../../../src/contract/study'
import { paginated } from '../../http/pagination'
import { favourites, leaderboard, mixedHistory, studyCalendar, studyStatistics, studySummary } from './repository'
import { currentUser } from '../../plugins/auth'
import { registerEndpoint } from '../../plugins/contract-routes'
import type { RouteDeps } from '../route-deps'

/** Study data of /activity's learning tab, v2 and v1: only the signed-in user's own, from the session. */
export async function studyRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const me = (request: Parameters<typeof currentUser>[0]) => currentUser(request).employeeId

  for (const endpoint of [studyApi.statistics, studyApi.v1Statistic]) {
    registerEndpoint(app, endpoint, async ({ query }, request) => ({ data: await studyStatistics(db, me(request), query.days, new Date()) }))
  }
  for (const endpoint of [studyApi.calendars, studyApi.v1Calendar]) {
    registerEndpoint(app, endpoint, async ({ query }, request) => ({ data: await studyCalendar(db, me(request), query.year, query.month) }))
  }
  for (const endpoint of [studyApi.rank, studyApi.v1Leaderboard]) {
    registerEndpoint(app, endpoint, async (_input, request) => ({ data: await leaderboard(db, me(request)) }))
  }

  registerEndpoint(
    app,
    studyApi.favoriteCategories,
    async ({ query }, request) => ({
      data: (await favourites(db, me(request), 'category', query.limit)).map(({ item, ...rest }) => ({ category: item, ...rest })),
    }),
  )
  registerEndpoint(
    app,
    studyApi.v1FavoriteTopics,
    async ({ query }, request) => ({
      data: (await favourites(db, me(request), 'topic', query.limit)).map(({ item, ...rest }) => ({ topic: item, ...rest })),
    }),
  )

  registerEndpoint(
    app,
    studyApi.v1History,
    async ({ query }, request) => {
      return paginated(await mixedHistory(db, me(request), query.page, query.limit), query)
    },
  )
  registerEndpoint(app, studyApi.v1Summary, async (_input, request) => ({ data: await studySummary(db, me(request), new Date()) }))
}
