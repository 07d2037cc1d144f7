/**
 * Spec: before sign-in the current route (name, params, query) is saved in the `redirectUrl`
 * cookie, except for the routes named login or index; after sign-in `/login` restores it once.
 */
export const REDIRECT_COOKIE = 'redirectUrl'
export const REDIRECT_COOKIE_MAX_AGE_S = 10 * 60

export interface SavedRoute {
  /** The router's route id, e.g. `/mentor/$id` (the spec's route name). */
  name: string
  params: Record<string, string>
  query: Record<string, unknown>
  /** The full path with query, so the route can be restored even if its id changes. */
  href: string
}

/** Route ids (and the spec's names) of the pages a sign-in never returns to. */
const exemptRoutes = new Set(['/', '/login', 'index', 'login', '__root__'])

export function isRedirectExempt(name: string): boolean {
  return exemptRoutes.has(name)
}

/** What the router knows about where the user is (or is going): its matches and location. */
export interface RouteSnapshot {
  matches: ReadonlyArray<{ routeId: string; params?: unknown }>
  location: { href: string; search?: unknown }
}

/** The deepest matched route of `state`, in the shape the redirect cookie keeps. */
export function routeOf(state: RouteSnapshot): SavedRoute {
  const match = state.matches[state.matches.length - 1]
  return {
    name: match?.routeId ?? '__root__',
    // As the URL has them: a route's parse may have turned `{id}` into a number.
    params: Object.fromEntries(Object.entries((match?.params ?? {}) as Record<string, unknown>).map(([key, value]) => [key, String(value)])),
    query: (state.location.search ?? {}) as Record<string, unknown>,
    href: state.location.href,
  }
}

/**
 * The `document.cookie` assignment that saves `route`, or null when it must not be saved. Lax so
 * the cookie survives the top-level redirect back from the identity provider.
 */
export function buildRedirectCookie(route: SavedRoute, options: { secure?: boolean } = {}): string | null {
  if (isRedirectExempt(route.name)) return null
  const value = encodeURIComponent(JSON.stringify(route))
  return `${REDIRECT_COOKIE}=${value}; Path=/; Max-Age=${REDIRECT_COOKIE_MAX_AGE_S}; SameSite=Lax${options.secure ? '; Secure' : ''}`
}

export const clearRedirectCookie = `${REDIRECT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`

/**
 * Saves the route, or clears an older saved one when signing in from an exempt page, so a stale
 * destination from an abandoned attempt does not win over where the user is now.
 */
export function saveRedirectRoute(route: SavedRoute, doc: Document = document): void {
  const secure = doc.location?.protocol === 'https:'
  doc.cookie = buildRedirectCookie(route, { secure }) ?? clearRedirectCookie
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return !!value && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string')
}

/** The cookie as a SavedRoute, or null: page script or a sibling site may have written anything. */
function asSavedRoute(value: unknown): SavedRoute | null {
  if (!value || typeof value !== 'object') return null
  const { name, params, query, href } = value as Partial<SavedRoute>
  if (typeof name !== 'string' || typeof href !== 'string' || !isStringRecord(params)) return null
  if (!query || typeof query !== 'object' || Array.isArray(query)) return null
  return { name, params, query, href }
}

/** Reads the saved route back without consuming it; null when absent or unreadable. */
export function readRedirectRoute(cookie: string = document.cookie): SavedRoute | null {
  const raw = cookie
    .split(/;\s*/)
    .find((part) => part.startsWith(`${REDIRECT_COOKIE}=`))
    ?.slice(REDIRECT_COOKIE.length + 1)
  if (!raw) return null
  try {
    return asSavedRoute(JSON.parse(decodeURIComponent(raw)))
  } catch {
    // A cookie we cannot read is as good as none.
    return null
  }
}

/** The saved route, once: reading it clears the cookie, so a later sign-in does not return there. */
export function takeRedirectRoute(doc: Document = document): SavedRoute | null {
  const saved = readRedirectRoute(doc.cookie)
  doc.cookie = clearRedirectCookie
  return saved && !isRedirectExempt(saved.name) ? saved : null
}

/** Where navigating restores a saved route: by route id when the router still has it, else by href. */
export type RestoreTarget = { to: string; params: Record<string, string>; search: Record<string, unknown> } | { href: string }

/**
 * `href` as a path of `origin` (path, query, hash as the URL parser reads them), or null when it
 * leads anywhere else. The parser decides, not a prefix test: browsers read `/\host` and
 * `/<tab>/host` as `//host`, another site.
 */
export function sameOriginPath(href: string, origin: string): string | null {
  try {
    const url = new URL(href, origin)
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null
  } catch {
    return null
  }
}

const home = { href: '/' } as const

export function restoreTarget(
  saved: SavedRoute | null,
  routesById: Record<string, { fullPath: string } | undefined>,
  origin: string = window.location.origin,
): RestoreTarget {
  if (!saved) return home
  // The cookie is readable and writable by page script (and sibling sites): trust it only for a
  // destination on this origin, whichever way it is restored.
  const href = sameOriginPath(saved.href, origin)
  if (href === null) return home
  const route = Object.hasOwn(routesById, saved.name) ? routesById[saved.name] : undefined
  if (route) return { to: route.fullPath, params: saved.params, search: saved.query }
  return { href }
}
