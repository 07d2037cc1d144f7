import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRouteWithContext, createRouter, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createAuth, type Auth } from '@/lib/auth/auth'
import type { RouterContext } from '@/routes/__root'

// The router restores scroll positions after each navigation; jsdom has no layout to scroll.
window.scrollTo = () => undefined

interface RenderOptions {
  path?: string
  queryClient?: QueryClient
  /** The router context's auth; by default a real one over this query client. */
  auth?: Auth
}

/**
 * Renders `ui` as the page of a throwaway router at `path`, so Link, useRouterState and friends
 * work as in the app. Wait for the first findBy… before asserting: the router renders async.
 */
export function renderWithRouter(ui: () => ReactNode, options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const auth = options.auth ?? createAuth({ queryClient })
  const rootRoute = createRootRouteWithContext<RouterContext>()({ component: () => <>{ui()}</> })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [options.path ?? '/'] }), context: { queryClient, auth } })
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...result, router, queryClient, auth }
}
