import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet, useMatches, type ErrorComponentProps } from '@tanstack/react-router'
import { Suspense } from 'react'
import { NotFoundPage } from '@/components/error-pages/not-found-page'
import { ServerErrorPage } from '@/components/error-pages/server-error-page'
import { DefaultLayout } from '@/components/layout/default-layout'
import { EmptyLayout } from '@/components/layout/empty-layout'
import { RouteProgress } from '@/components/layout/route-progress'
import { Toaster } from '@/components/ui/toaster'
import { PersonalizationGate } from '@/features/personalization/components/personalization-gate'
import type { Auth } from '@/lib/auth/auth'
import { useIdle } from '@/lib/idle'
import { lazyOrNothing } from '@/lib/lazy-or-nothing'

// A new release can only be found by the service worker's registration, which starts once the page
// is idle: the prompt's code joins then.
// Offline before that code is on the device, nothing is shown rather than an error page (lazyOrNothing).
const UpdatePrompt = lazyOrNothing(() => import('@/components/pwa/update-prompt').then((m) => ({ default: m.UpdatePrompt })))

export type LayoutName = 'default' | 'empty'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The layout a page renders in; the deepest match that names one wins. Default: 'default'. */
    layout?: LayoutName
  }
}

export interface RouterContext {
  queryClient: QueryClient
  /** Sign-in, token validation and logout (src/lib/auth/auth.ts); the guards read it. */
  auth: Auth
}

function useLayoutName(): LayoutName {
  return useMatches({
    select: (matches) => matches.reduce<LayoutName>((layout, match) => match.staticData?.layout ?? layout, 'default'),
  })
}

function RootComponent() {
  const Layout = useLayoutName() === 'empty' ? EmptyLayout : DefaultLayout
  const idle = useIdle()
  return (
    <>
      <RouteProgress />
      <Layout>
        <Outlet />
      </Layout>
      {idle ? (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      ) : null}
      <PersonalizationGate />
      <Toaster />
    </>
  )
}

/** An error in the root itself has no layout around it to rely on. */
function RootError({ error }: ErrorComponentProps) {
  return (
    <EmptyLayout>
      <ServerErrorPage error={error} />
    </EmptyLayout>
  )
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: NotFoundPage,
  errorComponent: RootError,
})
