import { appRouteRegExps } from '../src/contract/app-routes'
import { createHandlerBoundToURL, PrecacheFallbackPlugin } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { NetworkOnly } from 'workbox-strategies'

export interface NavigationOptions {
  /** The precached app shell. Default '/index.html'. */
  shellUrl?: string
  /** Paths the client router renders. Default `appRouteRegExps` from the shared contract. */
  allowlist?: readonly RegExp[]
  /** Paths that belong to the server and never get the shell. Default /api and /idp. */
  denylist?: readonly RegExp[]
}

export const serverOnlyPaths: readonly RegExp[] = [/^\/api(\/|$)/, /^\/idp(\/|$)/]

/**
 * App routes get the precached shell at once, online or not. Any other navigation goes to the
 * network, so the server's real answer (a 404 status for an unknown path, the identity provider's
 * pages) reaches the browser; only when the network fails does the shell stand in, and the client
 * router then shows its own not-found or offline page.
 */
export function registerNavigation({
  shellUrl = '/index.html',
  allowlist = appRouteRegExps,
  denylist = serverOnlyPaths,
}: NavigationOptions = {}): void {
  registerRoute(new NavigationRoute(createHandlerBoundToURL(shellUrl), { allowlist: [...allowlist], denylist: [...denylist] }))
  registerRoute(
    ({ request, url }) =>
      request.mode === 'navigate' && url.origin === self.location.origin && !denylist.some((re) => re.test(url.pathname)),
    new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: shellUrl })] }),
  )
}
