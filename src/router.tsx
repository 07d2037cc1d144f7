import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type ErrorComponentProps, type RouterHistory } from '@tanstack/react-router'
import { NotFoundPage } from '@/components/error-pages/not-found-page'
import { ServerErrorPage } from '@/components/error-pages/server-error-page'
import { createAuth, type Auth } from '@/lib/auth/auth'
import { MIN_DISPLAY_MS } from '@/lib/use-minimum-display'
import { routeTree } from './routeTree.gen'

function RouteError({ error }: ErrorComponentProps) {
  return <ServerErrorPage error={error} />
}

/**
 * `history` is the browser's unless given (tests pass a memory history); `auth` is made for this
 * query client unless given (tests pass one with fake dependencies).
 */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory, auth: Auth = createAuth({ queryClient })) {
  const router = createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient, auth },
    defaultPreload: 'intent',
    // Loaders read through the query cache, which decides freshness; the router need not cache too.
    defaultPreloadStaleTime: 0,
    // Spec section 9: a pending state, once shown, stays at least 200 ms.
    defaultPendingMinMs: MIN_DISPLAY_MS,
    // Out-in transitions between pages (src/styles/transitions.css), not onto the first page of a
    // load: there is nothing to fade from, and the fade-in kept the page's first content hidden
    // for its delay and duration, behind the work of capturing both states (issue 12). `types`
    // answering false skips the transition where the browser knows view-transition types
    // (Chromium); elsewhere the first page fades in as before.
    defaultViewTransition: { types: ({ fromLocation }) => (fromLocation ? [] : false) },
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteError,
  })
  // A 401 outside navigation (a query, a mutation) needs to know which route to come back to.
  auth.attachRouter(router)
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
