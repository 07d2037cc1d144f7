import { appRouteRegExps } from '../src/shared/app-routes'
import { serverPathRegExps } from '../src/shared/app-routes'
import { navigationHandling } from './navigation-handling'
import { createHandlerBoundToURL, PrecacheFallbackPlugin } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { NetworkOnly } from 'workbox-strategies'

export interface NavigationOptions {
  /** The precached page for `/`, with the home frame prerendered. Default '/index.html'. */
  homeUrl?: string
  /** The precached page for every other path, with the shell prerendered. Default '/shell.html'. */
  shellUrl?: string
  /** Paths the client router renders. Default `appRouteRegExps` from the shared contract. */
  allowlist?: readonly RegExp[]
  /** Paths that belong to the server and never get the shell. Default /api and /idp. */
  denylist?: readonly RegExp[]
}

/** Serves navigations as `navigationHandling` decides. */
export function registerNavigation({
  homeUrl = '/index.html',
  shellUrl = '/shell.html',
  allowlist = appRouteRegExps,
  denylist = serverPathRegExps,
}: NavigationOptions = {}): void {
  const handling = ({ request, url }: { request: Request; url: URL }) =>
    request.mode === 'navigate' && url.origin === self.location.origin ? navigationHandling(url.pathname, allowlist, denylist) : null
  const home = createHandlerBoundToURL(homeUrl)
  const shell = createHandlerBoundToURL(shellUrl)
  registerRoute((options) => handling(options) === 'shell', (options) => (options.url.pathname === '/' ? home : shell)(options))
  registerRoute(
    (options) => handling(options) === 'network',
    new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: shellUrl })] }),
  )
}
