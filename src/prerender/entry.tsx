import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { DefaultLayout } from '@/components/layout/default-layout'
import { Hero } from '@/features/home/components/hero'
import { PrerenderContext } from '@/lib/prerender'

/**
 * The static shell the build writes into the HTML (issue 12: first paint without waiting for
 * JavaScript): the real layout components, rendered once at build time with `PrerenderContext`
 * set, so the markup and class names are the app's own. `/` gets the header, the home hero and the
 * footer; every other page of the app gets the header and footer around an empty main area, which
 * the app fills when it takes over (src/main.tsx renders only once the first route is ready, so
 * the shell is replaced in one step). Run by scripts/lib/prerender-plugin.ts, never in the browser.
 */
export type ShellName = 'home' | 'shell'

const rootRoute = createRootRoute({
  component: () => (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  ),
})
const routeTree = rootRoute.addChildren([
  createRoute({ getParentRoute: () => rootRoute, path: '/', component: Hero }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: () => null,
  }),
])

const shellPaths: Record<ShellName, string> = { home: '/', shell: '/__shell' }

export async function renderShell(name: ShellName): Promise<string> {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [shellPaths[name]] }),
  })
  await router.load()
  return renderToString(
    <StrictMode>
      <PrerenderContext.Provider value>
        <RouterProvider router={router} />
      </PrerenderContext.Provider>
    </StrictMode>,
  )
}
