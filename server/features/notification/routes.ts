import type { FastifyInstance } from 'fastify'
import { notificationsApi } from '../../../src/contract/notification'
import { currentUser } from '../../plugins/auth'
import { registerEndpoint } from '../../plugins/contract-routes'
import { paginated } from '../../http/pagination'
import { ProblemError } from '../../http/problem-error'
import type { RouteDeps } from '../route-deps'
import { hasUnreadNotifications, listNotifications, markAllRead, markRead, removeSubscription, saveSubscription } from './repository'
import { scheduleNotificationEvents } from './scheduler'

/**
 * The signed-in user's inbox and the bell's unread status (spec 7, "Notifications"): their own only;
 * and the scheduler of the notifications time makes (a class tomorrow, an announcement).
 */
export async function notificationRoutes(app: FastifyInstance, { db, config, notifier, push }: RouteDeps) {
  scheduleNotificationEvents(app, db, (ids, n, at) => notifier.notify(ids, n, at), config.notificationEventsIntervalMs)

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

  registerEndpoint(app, notificationsApi.pushKey, async () => ({ data: { public_key: (await push.keys()).publicKey } }))

  registerEndpoint(app, notificationsApi.subscribe, async ({ body }, request) => {
    if (!push.isAllowedEndpoint(body.endpoint)) {
      throw new ProblemError(400, { detail: 'Layanan notifikasi perangkat ini tidak dikenal.', errors: [{ path: 'endpoint', message: 'Bukan alamat layanan push yang dikenal' }] })
    }
    if (!(await saveSubscription(db, currentUser(request).employeeId, body, new Date().toISOString()))) {
      throw new ProblemError(409, {
        title: 'Perangkat sudah terdaftar',
        detail: 'Alamat notifikasi ini sudah terdaftar untuk pengguna lain dengan kunci perangkat yang berbeda.',
      })
    }
    return { data: { subscribed: true as const } }
  })

  registerEndpoint(app, notificationsApi.unsubscribe, async ({ body }, request) => ({
    data: { removed: await removeSubscription(db, currentUser(request).employeeId, body.endpoint) },
  }))
}
