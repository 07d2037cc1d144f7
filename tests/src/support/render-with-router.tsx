import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'

// The router restores scroll positions after each navigation; jsdom has no layout to scroll.
window.scrollTo = () => undefined

/**
 * Renders `ui` as the page of a throwaway router at `path`, so Link, useRouterState and friends
 * work as in the app. Wait for the first findBy… before asserting: the router renders async.
 */
export function renderWithRouter(ui: () => ReactNode, { path = '/', queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }) } = {}) {
  const rootRoute = createRootRoute({ component: () => <>{ui()}</> })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) })
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...result, router, queryClient }
}
