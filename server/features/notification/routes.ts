import type { FastifyInstance } from 'fastify'
import { notificationsApi } from '../../../src/contract/notification'
import { currentUser } from '../../plugins/auth'
import { registerEndpoint } from '../../plugins/contract-routes'
import { paginated } from '../../http/pagination'
import { ProblemError } from '../../http/problem-error'
import type { RouteDeps } from '../route-deps'
import { hasUnreadNotifications, listNotifications, markAllRead, markRead } from './repository'
import { scheduleNotificationEvents } from './scheduler'

/**
 * The signed-in user's inbox and the bell's unread status (spec 7, "Notifications"): their own only;
 * and the scheduler of the notifications time makes (a class tomorrow, an announcement).
 */
export async function notificationRoutes(app: FastifyInstance, { db, config }: RouteDeps) {
  scheduleNotificationEvents(app, db, config.notificationEventsIntervalMs)

  registerEndpoint(app, notificationsApi.list, async ({ query }, request) =>
    paginated(await listNotifications(db, currentUser(request).employeeId, query.filter, query.page, query.limit), query),
  )

  registerEndpoint(app, notificationsApi.status, async (_input, request) => ({
    data: { unread_status: await hasUnreadNotifications(db, currentUser(request).employeeId) },
  }))

  registerEndpoint(app, notificationsApi.read, async ({ params }, request) => {
    const { employeeId } = currentUser(request)
    const read = await markRead(db, employeeId, params.id, new Date().toISOString())
    if (!read) throw new ProblemError(404, { detail: 'Notifikasi tidak ditemukan.' })
    return { data: { ...read, unread_status: await hasUnreadNotifications(db, employeeId) } }
  })

  registerEndpoint(app, notificationsApi.readAll, async ({ body }, request) => {
    const { employeeId } = currentUser(request)
    const marked = await markAllRead(db, employeeId, body.up_to_id, new Date().toISOString())
    return { data: { marked, unread_status: await hasUnreadNotifications(db, employeeId) } }
  })
}
