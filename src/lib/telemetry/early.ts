import type { ClientError } from '@/contract/telemetry'
import { isApiError } from '@/lib/api/api-error'
import { isChunkLoadError } from '@/lib/chunk-reload'
import { NOT_FOUND_SCREEN } from '@/shared/screen'

// The part of error reporting and screen-view counting the start-up chunk holds (decision 027):
// what the page meets before the reporting module loads (after idle, or at the first error) waits
// here in two small lists, and the screen open now is remembered. Nothing here sends anything
// except on `pagehide` before the module has loaded (a chunk error reloads the page at once).

export interface ErrorContextLike {
  source: string
  [key: string]: unknown
}

/** Where reports go once the module has loaded. */
export interface TelemetrySink {
  error(report: ClientError): void
  view(screen: string, at: number): void
}

const MAX_EARLY = 20
const early = { errors: [] as ClientError[], views: [] as { screen: string; at: number }[] }
let sink: TelemetrySink | null = null
let screen = NOT_FOUND_SCREEN

export function currentScreen(): string {
  return screen
}

/**
 * What the page reports about an error: its kind, name, message, stack, the screen, and for a
 * failed call its status and endpoint pattern. Null when it is not worth a report: a call that got
 * no answer at all (offline is ordinary here; the outbox and the offline notice handle it).
 */
export function describeError(error: unknown, context: ErrorContextLike, release: string | undefined = __APP_VERSION__): ClientError | null {
  const err = error instanceof Error ? error : null
  const api = isApiError(error) ? error : null
  if (api?.isNetworkError) return null
  const kind: ClientError['kind'] = api
    ? 'api'
    : isChunkLoadError(error)
      ? 'chunk'
      : context.source === 'route'
        ? 'render'
        : context.source === 'window' || context.source === 'rejection'
          ? context.source
          : 'other'
  return {
    kind,
    source: context.source.slice(0, 60),
    name: (err?.name ?? typeof error).slice(0, 100),
    message: (err?.message ?? String(error)).slice(0, 1000),
    ...(err?.stack ? { stack: err.stack.slice(0, 8000) } : {}),
    screen,
    ...(api ? { status: api.status, ...(api.endpoint ? { endpoint: api.endpoint } : {}) } : {}),
    ...(release ? { release: release.slice(0, 40) } : {}),
  }
}

/** The default reporter (src/lib/errors/error-reporter.ts): the console, and the module's queue. */
export function queueError(error: unknown, context: ErrorContextLike): void {
  console.error(`[${context.source}]`, error, context)
  const report = describeError(error, context)
  if (!report) return
  if (sink) sink.error(report)
  else if (early.errors.length < MAX_EARLY) early.errors.push(report)
}

/** A route change: the screen's pattern, counted as a view. */
export function noteScreen(pattern: string, at: number = Date.now()): void {
  screen = pattern
  if (sink) sink.view(pattern, at)
  else if (early.views.length < MAX_EARLY * 5) early.views.push({ screen: pattern, at })
}

/** The module takes over: what waited is handed to it, in order. */
export function attachSink(next: TelemetrySink): void {
  sink = next
  const { errors, views } = early
  early.errors = []
  early.views = []
  for (const view of views) next.view(view.screen, view.at)
  for (const report of errors) next.error(report)
}

/** What waits (the pagehide fallback and tests). */
export function earlyQueue(): { errors: readonly ClientError[]; views: readonly { screen: string; at: number }[] } {
  return early
}

/** Tests: back to before anything happened. */
export function resetEarlyTelemetry(): void {
  early.errors = []
  early.views = []
  sink = null
  screen = NOT_FOUND_SCREEN
}
