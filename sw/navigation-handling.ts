// Kept free of Workbox imports (which touch `self` on load) so it can be tested in Node.
import { appRouteRegExps, serverPathRegExps } from '../src/shared/app-routes'

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
