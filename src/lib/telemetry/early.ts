import { NOT_FOUND_SCREEN } from '@/shared/screen'

// The part of error reporting and screen-view counting the start-up chunk holds (decision 027),
// kept as small as it can be: what the page meets before the reporting module (./telemetry.ts)
// loads when the page is idle waits here in two short lists, with the screen open at the time.

export interface ErrorContextLike {
  source: string
  [key: string]: unknown
}

/** Where reports go once the module has loaded. */
export interface TelemetrySink {
  error(error: unknown, context: ErrorContextLike, screen: string): void
  view(screen: string, at: number): void
}

const MAX_EARLY = 20
let early = { errors: [] as { error: unknown; context: ErrorContextLike; screen: string }[], views: [] as { screen: string; at: number }[] }
let sink: TelemetrySink | null = null
let onFirstError: (() => void) | null = null

/** Called once, at the first error met before the module has taken over (install.ts loads it then). */
export function whenFirstError(callback: () => void): void {
  onFirstError = callback
}
let screen = NOT_FOUND_SCREEN

/** The default reporter (src/lib/errors/error-reporter.ts): the console, and the module. */
export function queueError(error: unknown, context: ErrorContextLike): void {
  console.error(`[${context.source}]`, error, context)
  if (sink) return sink.error(error, context, screen)
  if (early.errors.length < MAX_EARLY) early.errors.push({ error, context, screen })
  const first = onFirstError
  onFirstError = null
  first?.()
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
  early = { errors: [], views: [] }
  for (const view of views) next.view(view.screen, view.at)
  for (const item of errors) next.error(item.error, item.context, item.screen)
}

/** What waits (tests). */
export function earlyQueue(): { errors: readonly unknown[]; views: readonly { screen: string; at: number }[] } {
  return early
}

/** Tests: back to before anything happened. */
export function resetEarlyTelemetry(): void {
  early = { errors: [], views: [] }
  sink = null
  onFirstError = null
  screen = NOT_FOUND_SCREEN
}
