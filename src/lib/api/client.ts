import type { CallInput, Endpoint, ResponseOf } from '@/contract/endpoint'
import { safeParse } from 'zod/mini'
import { requestPath } from '@/contract/endpoint'
import { CACHE_USER_HEADER, STORED_AT_HEADER } from '@/shared/offline-paths'
import { clientProblemTypes, REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '@/shared/wire'
import { readUserId } from '@/lib/auth/user-id-cookie'
import { noteApiAnswer } from '@/lib/offline/freshness'
import { appConfig } from '@/lib/config'
import { ApiError, networkProblem, toProblem } from './api-error'

export type CallOptions<E extends Endpoint> = CallInput<E> & {
  signal?: AbortSignal
  /** Extra request headers for one call, e.g. the external API's `X-External-Request` key. */
  headers?: Record<string, string>
}

export interface ApiClientDeps {
  fetch?: typeof fetch
  baseUrl?: string
}

/** `/` + `/api/x` → `/api/x`; `https://h/v1/` + `/api/x` → `https://h/v1/api/x`. */
export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}

/**
 * Calls one endpoint of the contract and returns its parsed answer. Cookies ride along (the session
 * lives in an HttpOnly cookie, decision 2) and state-changing calls carry `X-Requested-With`, which
 * the server requires as its CSRF check.
 */
export async function callApi<E extends Endpoint>(endpoint: E, options: CallOptions<E>, deps: ApiClientDeps = {}): Promise<ResponseOf<E>> {
  const doFetch = deps.fetch ?? globalThis.fetch.bind(globalThis)
  const {
    params,
    query,
    body,
    signal,
    headers: extra,
  } = options as { params?: Record<string, unknown>; query?: unknown; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> }
  const called = `${endpoint.method} ${endpoint.path}`
  const url = joinUrl(deps.baseUrl ?? appConfig.apiBaseUrl, requestPath(endpoint, { params, query }))

  const headers: Record<string, string> = { Accept: 'application/json', ...extra }
  // A list that remembers searches carries it too: the server records a search only when the app sent it.
  if (endpoint.method !== 'GET' || endpoint.writes || endpoint.recordsSearch) headers[REQUESTED_WITH_HEADER] = REQUESTED_WITH_VALUE
  // Whose answer this is, for the service worker's per-user copy (src/shared/offline-paths.ts).
  const userId = endpoint.method === 'GET' && typeof document !== 'undefined' ? readUserId() : null
  if (userId !== null) headers[CACHE_USER_HEADER] = String(userId)
  if (body !== undefined) headers['Content-Type'] = 'application/json'

  let response: Response
  try {
    response = await doFetch(url, {
      method: endpoint.method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    })
  } catch (cause) {
    if (signal?.aborted) throw cause
    throw new ApiError(0, networkProblem(cause instanceof Error ? cause.message : String(cause)), { cause, endpoint: called })
  }

  if (endpoint.method === 'GET' && response.ok) {
    // The worker's stored copy says when the network gave it; the freshness mark shows that time.
    const storedAt = Number(response.headers?.get(STORED_AT_HEADER) ?? Number.NaN)
    noteApiAnswer(Number.isFinite(storedAt) && storedAt > 0 ? storedAt : null)
  }
  const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined)
  if (!response.ok) throw new ApiError(response.status, toProblem(response.status, response.statusText, payload), { endpoint: called })
  if (response.status === 204) return undefined as ResponseOf<E>

  const parsed = safeParse(endpoint.response, payload)
  if (!parsed.success) {
    throw new ApiError(
      response.status,
      { type: clientProblemTypes.invalidResponse, title: 'Invalid response', status: response.status, detail: parsed.error.message, errors: [] },
      { cause: parsed.error, endpoint: called },
    )
  }
  return parsed.data as ResponseOf<E>
}
