import { appRouteRegExps } from '../src/shared/app-routes'
import { serverPathRegExps } from '../src/shared/app-routes'
import { pageLinksOf, ROUTE_PRELOADS_FILE, type PageLinks, type RoutePreloads } from '../src/shared/route-preloads'
import { navigationHandling, withPageLinks } from './navigation-handling'
import { createHandlerBoundToURL, matchPrecache, PrecacheFallbackPlugin } from 'workbox-precaching'
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
  /** The precached list of each page's files (src/shared/route-preloads.ts). Default '/route-preloads.json'. */
  preloadsUrl?: string
}

type LinksOf = (pathname: string) => PageLinks | undefined

/** Serves navigations as `navigationHandling` decides. */
export function registerNavigation({
  homeUrl = '/index.html',
  shellUrl = '/shell.html',
  allowlist = appRouteRegExps,
  denylist = serverPathRegExps,
  preloadsUrl = `/${ROUTE_PRELOADS_FILE}`,
}: NavigationOptions = {}): void {
  const handling = ({ request, url }: { request: Request; url: URL }) =>
    request.mode === 'navigate' && url.origin === self.location.origin ? navigationHandling(url.pathname, allowlist, denylist) : null
  const home = createHandlerBoundToURL(homeUrl)
  const shell = createHandlerBoundToURL(shellUrl)
  // Read once per worker start, beside the first page it serves; a failed read is tried again next time.
  let linksOf: Promise<LinksOf | undefined> | undefined
  const pageLinks = (pathname: string) => {
    linksOf ??= matchPrecache(preloadsUrl)
      .then(async (answer) => (answer ? pageLinksOf((await answer.json()) as RoutePreloads) : undefined))
      .catch(() => undefined)
      .then((found) => {
        if (!found) linksOf = undefined
        return found
      })
    return linksOf.then((of) => of?.(pathname))
  }
  registerRoute(
    (options) => handling(options) === 'shell',
    async (options) => {
      // `/` has its page in index.html already (as the server, which announces nothing for it).
      if (options.url.pathname === '/') return home(options)
      const [answer, links] = await Promise.all([shell(options), pageLinks(options.url.pathname)])
      return withPageLinks(answer, links)
    },
  )
  registerRoute((options) => handling(options) === 'network', new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: shellUrl })] }))
}
