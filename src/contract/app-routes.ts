/**
 * The paths the client router answers, in the spec's `{param}` notation. The server uses this list
 * to answer an unknown path with HTTP 404, and the service worker to decide which navigations the
 * offline shell may serve. A test keeps it equal to the router's own route tree: each issue that
 * registers a route adds it here too.
 */
export const appRoutePatterns = ['/', '/login', '/profile'] as const

export type AppRoutePattern = (typeof appRoutePatterns)[number]

function toRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (/^\{\w+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return new RegExp(`^${source === '' ? '/' : source}/?$`)
}

export const appRouteRegExps: readonly RegExp[] = appRoutePatterns.map(toRegExp)

/** True when `pathname` (no query, no hash) is a page of the app. */
export function isAppRoute(pathname: string): boolean {
  return appRouteRegExps.some((re) => re.test(pathname))
}
