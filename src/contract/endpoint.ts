import type * as z from 'zod/v4/core'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * The API groups of spec section 7. Each keeps its path prefix, and the client takes one base URL
 * per group from configuration, so a group can later move to its own host (decision 1).
 */
export type ApiGroup = 'platform' | 'master' | 'mentor' | 'mentee' | 'helpCenter' | 'learning' | 'learningV2' | 'external' | 'system'

/**
 * Who may call an endpoint, enforced by the server (registerEndpoint): 'public' anyone, the same
 * answer for all; 'optional' anyone, and a signed-in caller's own data is added (progress,
 * `is_mine`; credentials that no longer work make the caller a visitor); 'user' signed in only.
 */
export type Access = 'public' | 'optional' | 'user'

export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends z.$ZodType | undefined = z.$ZodType | undefined,
  Q extends z.$ZodType | undefined = z.$ZodType | undefined,
  B extends z.$ZodType | undefined = z.$ZodType | undefined,
  R extends z.$ZodType = z.$ZodType,
> {
  method: M
  /** Full path with the spec's prefix; parameters are written `{name}` as in the spec. */
  path: string
  group: ApiGroup
  access: Access
  summary: string
  params?: P
  query?: Q
  body?: B
  /** Schema of the 200/201 JSON body. */
  response: R
  /** Status of a successful answer; 200 unless stated. */
  successStatus?: 200 | 201 | 202 | 204 | 303
  /**
   * A GET the spec defines that changes state (it records something). It is protected like a
   * write: the CSRF header is required (a link on another site must not trigger it), and there is
   * no HEAD twin that would run it too.
   */
  writes?: true
  /**
   * A list GET whose `q` a signed-in caller's search history remembers (the learning lists), only
   * when the app sends it: the client adds `X-Requested-With`, which no cross-site navigation,
   * link or image can carry, and the server records the search only then (decision 022). Without
   * the header the list still answers; it just remembers nothing.
   */
  recordsSearch?: true
  /**
   * A write the outbox queues and replays (decision 5): the server honours `Idempotency-Key` and
   * `X-Outbox-User` on it. Only for signed-in endpoints, since keys belong to a user.
   */
  outbox?: true
  /**
   * A GET the service worker keeps for offline reading (src/shared/offline-paths.ts must match
   * its path; tests/sw/offline-flags.test.ts checks both ways).
   */
  offline?: true
}

/** Identity function that keeps the literal types of a definition. */
export function endpoint<
  M extends HttpMethod,
  R extends z.$ZodType,
  P extends z.$ZodType | undefined = undefined,
  Q extends z.$ZodType | undefined = undefined,
  B extends z.$ZodType | undefined = undefined,
>(def: Endpoint<M, P, Q, B, R>): Endpoint<M, P, Q, B, R> {
  return def
}

/** Flags an endpoint a helper built (a list shared by v1 and v2) as one the worker keeps for offline reading. */
export function offlineReadable<E extends Endpoint>(def: E): E & { offline: true } {
  return { ...def, offline: true }
}

/** Flags a list a helper built as one whose search a signed-in caller's history remembers (`recordsSearch`). */
export function recordingSearch<E extends Endpoint>(def: E): E & { recordsSearch: true } {
  return { ...def, recordsSearch: true }
}

// `params?: P` makes E['params'] include undefined even when a schema is declared; strip it.
type Infer<T> = [NonNullable<T>] extends [never] ? undefined : NonNullable<T> extends z.$ZodType ? z.output<NonNullable<T>> : undefined
type Input<T> = [NonNullable<T>] extends [never] ? undefined : NonNullable<T> extends z.$ZodType ? z.input<NonNullable<T>> : undefined
/** True when the endpoint declares the schema (E['params'] etc. include undefined either way). */
type Declared<T> = [NonNullable<T>] extends [never] ? false : NonNullable<T> extends z.$ZodType ? true : false

export type ResponseOf<E extends Endpoint> = z.output<E['response']>
export type ParamsOf<E extends Endpoint> = Infer<E['params']>
export type QueryOf<E extends Endpoint> = Infer<E['query']>
export type BodyOf<E extends Endpoint> = Infer<E['body']>
/** What a caller passes: inputs before defaults and coercion are applied. */
export type CallInput<E extends Endpoint> = (Declared<E['params']> extends true ? { params: Input<E['params']> } : { params?: undefined }) &
  (Declared<E['query']> extends true ? { query?: Input<E['query']> } : { query?: undefined }) &
  (Declared<E['body']> extends true ? { body: Input<E['body']> } : { body?: undefined })

/** `/api/v2/courses/{id}` → `/api/v2/courses/:id` (the router syntax Fastify uses). */
export function toRouterPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1')
}

/** Fills `{name}` placeholders with URL-encoded values. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${name}" for ${path}`)
    return encodeURIComponent(String(value))
  })
}

/** `?key=value&…` for a call's query (arrays as repeated keys, undefined and null left out); '' when empty. */
export function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return ''
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

/**
 * The path and query a call of `endpoint` asks for, before the API's base URL: what the client
 * fetches (src/lib/api/client.ts) and what the server announces with a page (src/contract/page-data.ts).
 */
export function requestPath(endpoint: Pick<Endpoint, 'path'>, input: { params?: Record<string, unknown>; query?: unknown }): string {
  return fillPath(endpoint.path, input.params) + queryString(input.query)
}
