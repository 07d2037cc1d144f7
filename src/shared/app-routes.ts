/**
 * The paths the client router answers, in the spec's `{param}` notation. The server uses this list
 * to answer an unknown path with HTTP 404, and the service worker to decide which navigations the
 * offline shell may serve. A test keeps it equal to the router's own route tree: each issue that
 * registers a route adds it here too.
 */
export const appRoutePatterns = [
  '/',
  '/login',
  '/profile',
  '/profile/{id}',
  '/edit-profile/{id}',
  '/learning',
  '/learning/videos',
  '/learning/videos/{id}',
  '/learning/course',
  '/learning/course/{slug}',
  '/learning/inclass',
  '/learning/inclass/{id}',
  '/learning/channel',
  '/learning/channel/{id}',
  '/learning/katalog',
  '/learning/katalog/{id}',
  '/learning/quiz',
  '/learning/quiz-result',
  '/learning/quiz-result/{id}',
  '/activity',
  '/growth-path',
  '/growth-path/{slug}',
  '/growth-path/{slug}/{id}',
  '/notification',
  '/mentor',
  '/mentor/join',
  '/mentor/{id}',
  '/mentor/{id}/book-session',
  '/opportunity',
  '/opportunity/{id}',
  '/help-center',
  '/discovery',
] as const

export type AppRoutePattern = (typeof appRoutePatterns)[number]

const isBraceParam = (segment: string) => /^\{\w+\}$/.test(segment)

/**
 * Compiles a path pattern to a RegExp for a whole pathname (a trailing slash allowed): a segment
 * `isParam` accepts matches any one segment, every other one itself. Default params are the
 * contract's `{id}`; the server passes Fastify's `:id`.
 */
export function pathPatternRegExp(pattern: string, isParam: (segment: string) => boolean = isBraceParam): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (isParam(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return new RegExp(`^${source === '' ? '/' : source}/?$`)
}

/**
 * The parameters of `pathname` by the names in `pattern` (`{id}` in `/learning/videos/{id}`:
 * `{ id: '50' }` for `/learning/videos/50`), decoded; undefined when the path is not one of the
 * pattern's. A trailing slash is allowed, as pathPatternRegExp allows it.
 */
export function pathParams(pattern: string, pathname: string): Record<string, string> | undefined {
  const wanted = pattern.split('/')
  const given = (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname).split('/')
  if (wanted.length !== given.length) return undefined
  const params: Record<string, string> = {}
  for (const [i, segment] of wanted.entries()) {
    const value = given[i]!
    if (!isBraceParam(segment)) {
      if (segment !== value) return undefined
      continue
    }
    if (value === '') return undefined
    try {
      params[segment.slice(1, -1)] = decodeURIComponent(value)
    } catch {
      return undefined
    }
  }
  return params
}

export const appRouteRegExps: readonly RegExp[] = appRoutePatterns.map((pattern) => pathPatternRegExp(pattern))

/** True when `pathname` (no query, no hash) is a page of the app. */
export function isAppRoute(pathname: string): boolean {
  return appRouteRegExps.some((re) => re.test(pathname))
}

/**
 * Paths the server owns (the API, the embedded identity provider): never a page, never the HTML
 * shell. The server answers them itself, and the service worker leaves their navigations alone.
 */
export const serverPathRegExps: readonly RegExp[] = [/^\/api(\/|$)/, /^\/idp(\/|$)/]

/** True when `pathname` (no query, no hash) belongs to the server, not to the client router. */
export function isServerPath(pathname: string): boolean {
  return serverPathRegExps.some((re) => re.test(pathname))
}
