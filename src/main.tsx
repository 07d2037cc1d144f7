import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { signedInAccount } from '@/components/layout/load-signed-in-account'
import { readUserId } from '@/lib/auth/user-id-cookie'
import { installChunkReloadGuard } from '@/lib/chunk-reload'
import { forgetDrafts } from '@/lib/drafts/draft-storage'
import { onUserChanged } from '@/lib/user-changed'
import { setupQueryPersistence } from '@/lib/query/persister'
import { createQueryClient } from '@/lib/query/query-client'
import { afterIdle, startIdleWork } from '@/lib/idle'
import { listenForInstallPrompt } from '@/lib/pwa/install-prompt'
import { installTelemetry } from '@/lib/telemetry/install'
import { areaRegistrations } from './areas'
import { createAppRouter } from './router'
import './styles/global.css'
import './styles/transitions.css'

installChunkReloadGuard()
// Forms' drafts (src/lib/drafts) are a user's: gone when the user changes, opened this visit or not.
onUserChanged(forgetDrafts)

const queryClient = createQueryClient()
// Mutation defaults first: whatever the restored cache or the first screen does finds them.
for (const register of areaRegistrations) register(queryClient)
// The persisted cache is restored before the first route loads, so loaders see it (offline too).
await setupQueryPersistence(queryClient)
const router = createAppRouter(queryClient)
// Uncaught errors are reported and each route change counts a screen view (decision 027); the
// reporting module itself loads when the page is idle.
installTelemetry(router)

// The browser's install offer may come early: it is kept from the start.
listenForInstallPrompt()
// Once the first screen is up and the page idle: the service worker (its registration waits for
// the load event anyway) and the writes queued in an earlier visit (browsers without Background
// Sync rely on this), each with its code.
afterIdle(() => void import('@/lib/pwa/register-sw').then((m) => m.registerServiceWorker()))
afterIdle(() => void import('@/lib/outbox/replay-triggers').then((m) => m.startOutboxReplay()))
// Writes delivered while their list is not on screen (by this page or the service worker) make
// its cached copy stale, so it refetches when shown (decision 047).
afterIdle(
  () =>
    void Promise.all([import('@/lib/outbox/delivery-refresh'), import('@/shared/outbox/outbox')])
      .then(([refresh, outbox]) => refresh.startDeliveryRefresh(queryClient, outbox.getOutbox()))
      .catch(() => undefined),
)

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing from index.html')

startIdleWork(
  new Promise((resolve) => {
    const unsubscribe = router.subscribe('onRendered', () => {
      unsubscribe()
      resolve()
    })
  }),
)

// The HTML already shows the page's frame, rendered at build time (src/prerender/entry.tsx). React
// replaces it in its first commit, so that commit must be the whole page: the first route's code
// and guards are settled before rendering (and, for a signed-in user, the header's account part),
// and the frame stays on screen meanwhile. Not awaited at the top level: the route chunks import
// modules of this chunk, and would wait for it to finish.
const signedIn = readUserId() !== null
// A signed-in user's first page is preloaded as a hovered link is: its guards pass without asking
// the server (they do for the load itself, right after), its code and its loaders' data are
// fetched at once, side by side with the token validation, whose two requests come one after the
// other. The page is still shown only once the validation has answered. Started before the load:
// once the load has begun, a preload of the same page waits for it.
// (`href` is the router's way to name a location as it stands; its types ask for a route's `to`.)
if (signedIn) void router.preloadRoute({ href: router.latestLocation.href } as Parameters<typeof router.preloadRoute>[0]).catch(() => undefined)
void Promise.all([router.load().catch(() => undefined), signedIn ? signedInAccount.load().catch(() => undefined) : undefined]).then(() => {
  const root = createRoot(container)
  // As a transition, React renders the first page in slices, yielding to the browser between
  // them (a phone's CPU spent one long task on it), and still commits it all at once.
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  )
})
// The first page's code is fetched while its guards ask the server (for a signed-in user, the
// preload above has asked for it already): the router only starts on it once they have answered.
// In a task of its own, so the guards' first request and the signed-in header's code are asked for
// first (HTTP/1.1 gives a page six connections). A chunk that fails here is tried again, and
// reported, when the router needs it.
setTimeout(() => {
  for (const route of router.getMatchedRoutes(router.latestLocation.pathname)[0]) void router.loadRouteChunk(route)?.catch(() => undefined)
}, 0)
