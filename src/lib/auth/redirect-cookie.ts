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

/** Reads the saved route back (issue 3's `/login` uses it); null when absent or unreadable. */
export function readRedirectRoute(cookie: string = document.cookie): SavedRoute | null {
  const raw = cookie
    .split(/;\s*/)
    .find((part) => part.startsWith(`${REDIRECT_COOKIE}=`))
    ?.slice(REDIRECT_COOKIE.length + 1)
  if (!raw) return null
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw))
    if (parsed && typeof parsed === 'object' && typeof (parsed as SavedRoute).name === 'string') return parsed as SavedRoute
  } catch {
    // A cookie we cannot read is as good as none.
  }
  return null
}
