import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify'
import type { Kysely } from 'kysely'
import { notificationsApi } from '../../../src/contract/notification'
import { hasUnreadNotifications } from './repository'
import type { Database } from '../../db/schema'
import { currentUser } from '../../plugins/auth'
import { registerEndpoint } from '../../plugins/contract-routes'

export async function notificationRoutes(
  app: FastifyInstance,
  { db, requireUser }: { db: Kysely<Database>; requireUser: preHandlerAsyncHookHandler },
) {
  registerEndpoint(
    app,
    notificationsApi.status,
    async (_input, request) => ({
      data: { unread_status: await hasUnreadNotifications(db, currentUser(request).employeeId) },
    }),
    { authenticate: requireUser },
  )
}
