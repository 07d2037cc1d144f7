import { safeParse } from 'zod/mini'
import { authApi } from './auth'
import { requestPath, type Endpoint } from './endpoint'
import { catalogApi, catalogListQuery } from './learning-catalog'
import { videosApi } from './learning-video'
import { appRoutePatterns, type AppRoutePattern } from '../shared/app-routes'

/**
 * The data a page asks for first, by the page's path pattern (src/shared/app-routes.ts, `{param}`
 * notation): the answer its largest element waits for (the catalogue's first cards, the video's
 * poster). A signed-in first load announces it with the HTML, beside the page's code (decision
 * 040), so the answer is on its way before the page's scripts have run; the page's own call then
 * takes the browser's preloaded answer instead of asking again.
 *
 * Each entry must be the request the page's first query makes, to the byte: tests/src/contract/
 * page-data.test.ts runs the page's query against a stand-in fetch and compares. A request no
 * query takes would be fetched twice, so a page whose first request depends on its search
 * parameters is not listed (the server announces nothing for a URL with a query string).
 */
export const pageDataRequests: Readonly<Partial<Record<AppRoutePattern, (params: Readonly<Record<string, string>>) => string | undefined>>> = {
  '/learning/katalog': () => requestPath(catalogApi.catalogs, { query: { ...catalogListQuery, page: 1 } }),
  '/learning/videos/{id}': (params) => withParams(videosApi.detail, params),
}

/**
 * The request for `endpoint` with the page's path parameters read as the endpoint reads them
 * (`/learning/videos/050` asks for video 50, as the page does); undefined when they are not valid
 * for it, since the page then shows its not-found state without asking.
 */
function withParams(endpoint: Endpoint, params: Readonly<Record<string, string>>): string | undefined {
  if (!endpoint.params) return undefined
  const parsed = safeParse(endpoint.params, params)
  return parsed.success ? requestPath(endpoint, { params: parsed.data as Record<string, unknown> }) : undefined
}

/**
 * The token validation's two requests (spec sections 7 and 8: the learning validation, then the
 * general one), as `validateToken` in src/lib/auth/auth.ts makes them, in its order. A page whose
 * guards run it shows nothing until both have answered, one after the other, once its code has
 * run: a signed-in first load announces them with the HTML (decision 043), so both answers are
 * there when the guard asks, and the app still reads them in the spec's order.
 */
export const tokenValidationRequests: readonly string[] = [requestPath(authApi.learningValidation, {}), requestPath(authApi.session, {})]

/**
 * The pages open to visitors, whose guards do not validate the token (the others are for signed-in
 * users and run `validateToken`): tests/src/contract/token-validated-pages.test.ts opens every page
 * with the app's router and checks this list against what the guards do.
 */
const pagesWithoutTokenValidation: ReadonlySet<AppRoutePattern> = new Set([
  '/',
  '/login',
  '/growth-path',
  '/growth-path/{slug}',
  '/mentor',
  '/mentor/{id}',
  '/opportunity',
  '/opportunity/{id}',
  '/help-center',
])

/** The pages whose first load validates the token before it shows (and gets it announced). */
export const tokenValidatedPages: readonly AppRoutePattern[] = appRoutePatterns.filter((pattern) => !pagesWithoutTokenValidation.has(pattern))
