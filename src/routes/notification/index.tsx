import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { NotificationPage } from '@/features/notification/components/notification-page'
import { guards } from '@/lib/auth/guards'
import { searchOrNotFound } from '@/lib/route-params'

/** ?filter=unread for the unread ones only; any other value is the 404 page, like every search. */
const search = searchOrNotFound(z.object({ filter: z._default(z.enum(['all', 'unread']), 'all') }))
const guard = guards('learningAuthentication', 'validateToken')

/** /notification (spec route table): the signed-in user's notifications, from the header's bell. */
export const Route = createFileRoute('/notification/')({
  validateSearch: search.validateSearch,
  // 'all' is the default: the bell's /notification stays as it is in the address bar.
  search: { middlewares: [stripSearchParams({ filter: 'all' })] },
  beforeLoad: async (ctx) => {
    search.rejectInvalid(ctx)
    await guard(ctx)
  },
  component: function NotificationRoute() {
    const { filter } = Route.useSearch()
    return <NotificationPage filter={filter} />
  },
})
