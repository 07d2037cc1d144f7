import type { FastifyInstance } from 'fastify'
import { notificationsApi } from '../../../src/contract/notification'
import { hasUnreadNotifications } from './repository'
import { currentUser } from '../../plugins/auth'
import { registerEndpoint } from '../../plugins/contract-routes'
import type { RouteDeps } from '../route-deps'

/** The bell's unread status: the signed-in user's own. */
export async function notificationRoutes(app: FastifyInstance, { db }: RouteDeps) {
  registerEndpoint(
    app,
    notificationsApi.status,
    async (_input, request) => ({
      data: { unread_status: await hasUnreadNotifications(db, currentUser(request).employeeId) },
    }),
  )
}
