import * as z from 'zod/mini'
import { dataOf } from './common'
import { endpoint } from './endpoint'

export const notificationsApi = {
  status: endpoint({
    method: 'GET',
    path: '/api/platform/notifications/status',
    group: 'platform',
    access: 'user',
    summary: 'Whether the signed-in user has unread notifications (read from data.data.unread_status)',
    response: dataOf(z.object({ unread_status: z.boolean() })),
  }),
}
