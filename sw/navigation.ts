import { appRouteRegExps } from '../src/shared/app-routes'
import { serverPathRegExps } from '../src/shared/app-routes'
import { navigationHandling } from './navigation-handling'
import { createHandlerBoundToURL, PrecacheFallbackPlugin } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { NetworkOnly } from 'workbox-strategies'

export interface NavigationOptions {
  /** The precached app shell. Default '/index.html'. */
  shellUrl?: string
  /** Paths the client router renders. Default `appRouteRegExps` from the shared contract. */
  allowlist?: readonly RegExp[]
  /** Paths that belong to the server and never get the shell. Default /api and /idp. */
  denylist?: readonly RegExp[]
}

/** Serves navigations as `navigationHandling` decides. */
export function registerNavigation({
  shellUrl = '/index.html',
  allowlist = appRouteRegExps,
  denylist = serverPathRegExps,
}: NavigationOptions = {}): void {
  const handling = ({ request, url }: { request: Request; url: URL }) =>
    request.mode === 'navigate' && url.origin === self.location.origin ? navigationHandling(url.pathname, allowlist, denylist) : null
  registerRoute((options) => handling(options) === 'shell', createHandlerBoundToURL(shellUrl))
  registerRoute(
    (options) => handling(options) === 'network',
    new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: shellUrl })] }),
  )
}
