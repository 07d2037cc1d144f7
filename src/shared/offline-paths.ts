// What the learning section can read offline, shared by the page (src/lib/offline/offline-content.ts,
// src/lib/api/client.ts) and the service worker (sw/metadata-cache.ts). No imports: the worker's
// bundle stays small and Node tests load it as is.

/**
 * API GETs whose answers the service worker keeps for offline reading: the catalogue, channels,
 * video and package lists and details (with their contents, recommendations and comments),
 * in-class events, growth paths, mentors, job opportunities, and the lists the filters and search need. Users' own learning
 * histories, quizzes and statistics are left out: they change with every write and are only shown online or from the
 * page's persisted query cache. Each rule matches endpoints the contract flags `offline: true` and
 * nothing else (tests/sw/offline-flags.test.ts checks both ways): a new offline read adds both.
 */
export const offlineReadablePaths: readonly RegExp[] = [
  /^\/api\/v2\/catalogs(?:\/\d+(?:\/courses)?)?$/,
  /^\/api\/v2\/channels(?:\/\d+)?$/,
  /^\/api\/v2\/users\/channels\/specials$/,
  /^\/api\/v2\/courses$/,
  /^\/api\/v2\/courses\/videos(?:\/\d+(?:\/recomendations)?|\/recomendations)?$/,
  /^\/api\/v2\/courses\/packages(?:\/\d+(?:\/contents)?)?$/,
  /^\/api\/v2\/courses\/inclasses(?:\/\d+|\/today)?$/,
  /^\/api\/v2\/comments\/courses\/\d+$/,
  /^\/api\/v2\/courses\/(?:video|package|inclass)\/instructors\/\d+$/,
  /^\/api\/v2\/search\/histories\/top-three$/,
  /^\/api\/(?:category|professions|units|topics|fields)$/,
  /^\/api\/v2\/units$/,
  /^\/api\/master\/(?:category\/course|growthpath-skill\/all)$/,
  // Growth paths: the catalogue, a path and its parts, and the user's own transactions (the
  // worker keeps them per user, so a learner follows a taken path offline).
  /^\/api\/platform\/growthpath(?:\/[a-z0-9-]+)?$/,
  /^\/api\/platform\/growthpath-(?:item\/\d+|silabus|material|class|announcement|suggestion|recommendation|user-trx|assignment|trx)$/,
  /^\/api\/platform\/user\/growthpath(?:-recommendation)?$/,
  // Mentors: the list, the most sought, the user's own mentor profile and a mentor's page; the
  // user's own sessions (kept per user like every answer here, so the mentor tab of /activity reads offline).
  /^\/api\/platform\/mentor(?:\/popular|\/me)?$/,
  /^\/api\/mentor\/\d+$/,
  /^\/api\/mentee\/sessions$/,
  // The inbox: read offline from the last list the worker kept for this user.
  /^\/api\/platform\/notifications$/,
  // Job opportunities: the list, an opening's page, and the user's own applications (kept per user,
  // so an applicant sees the status they last had offline). HR's screens are online only.
  /^\/api\/platform\/opportunity(?:\/[a-z0-9-]+)?$/,
  // The help center: categories, a category's topics, a question and its related ones, and the whole
  // content with its version (what the page searches offline). Search itself is online only.
  // Discovery: the colleagues' feed and the user's saved items (kept per user, like every answer here).
  /^\/api\/v2\/discovery\/(?:feed|saved)$/,
  /^\/api\/help-centers\/(?:content|categories(?:\/\d+\/topics)?|questions\/\d+(?:\/relates)?)$/,
]

export function isOfflineReadablePath(pathname: string): boolean {
  return offlineReadablePaths.some((re) => re.test(pathname))
}

/**
 * The page names the signed-in user on every API GET (from the readable user-id cookie, which the
 * worker cannot read). The worker keeps answers only for requests that carry it and files them
 * under that user: the name travels with the request itself, so no message can arrive late and
 * no answer of one user can land in, or be read from, another user's cache.
 */
export const CACHE_USER_HEADER = 'X-Cache-User'

/** Set by the worker on answers it stored: when the network gave them (epoch ms). */
export const STORED_AT_HEADER = 'X-Stored-At'

/** Issue 7's per-user convention: every cache with anything of a signed-in user is `<purpose>-u<id>`. */
export const USER_CACHE_NAME = /^(.+)-u(\d+)$/

export function learningMetadataCacheName(userId: number): string {
  return `learning-metadata-u${userId}`
}

/** The user a request names, or null (signed out, or a value that is not a user id). */
export function cacheUserOf(headers: Pick<Headers, 'get'>): number | null {
  const raw = headers.get(CACHE_USER_HEADER)
  if (raw === null || !/^\d{1,15}$/.test(raw)) return null
  const value = Number(raw)
  return Number.isSafeInteger(value) && value > 0 ? value : null
}

/** The per-user cache a metadata request's answer belongs in, or null: not kept at all. */
export function metadataCacheFor(request: { method: string; url: string; headers: Pick<Headers, 'get'> }, origin: string): string | null {
  if (request.method !== 'GET') return null
  const url = new URL(request.url)
  if (url.origin !== origin || !isOfflineReadablePath(url.pathname)) return null
  const userId = cacheUserOf(request.headers)
  return userId === null ? null : learningMetadataCacheName(userId)
}
