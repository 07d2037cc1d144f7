// Kept free of Workbox imports (which touch `self` on load) so it can be tested in Node.
import { appRouteRegExps, serverPathRegExps } from '../src/shared/app-routes'
import type { PageLinks } from '../src/shared/route-preloads'

/**
 * How a same-origin navigation to `pathname` is answered:
 * - 'shell': an app route; the precached shell at once, online or not;
 * - 'network': anything else the app might not know, so the server's real answer (a 404 status
 *   for an unknown path) reaches the browser; the shell stands in only when the network fails, and
 *   the client router then shows its own not-found page;
 * - 'server': /api and /idp, left to the browser untouched, never the shell.
 */
export function navigationHandling(
  pathname: string,
  allowlist: readonly RegExp[] = appRouteRegExps,
  denylist: readonly RegExp[] = serverPathRegExps,
): 'shell' | 'network' | 'server' {
  if (denylist.some((re) => re.test(pathname))) return 'server'
  return allowlist.some((re) => re.test(pathname)) ? 'shell' : 'network'
}

/**
 * The precached page `response` with the page's files announced in a `Link` header, as the server
 * announces them on a signed-in first load (decision 038): the browser asks for the page's code
 * while it reads the HTML, instead of once the start-up scripts have run and asked for it
 * (decision 041). `response` itself when there is nothing to announce.
 */
export function withPageLinks(response: Response, links: PageLinks | undefined): Response {
  if (!links || !response.ok) return response
  const headers = new Headers(response.headers)
  headers.set('link', [...links.start, ...links.page].join(', '))
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
