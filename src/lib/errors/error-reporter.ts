import { isApiError } from '@/lib/api/api-error'
import { queueError } from '@/lib/telemetry/early'

export interface ErrorContext {
  /** Where the error surfaced: 'query', 'mutation', 'route', 'chunk', … */
  source: string
  [key: string]: unknown
}

export type ErrorReporter = (error: unknown, context: ErrorContext) => void

/**
 * Until the reporting module (src/lib/telemetry/telemetry.ts) loads, errors go to the console and
 * wait in a short list it takes over (decision 027).
 */
const earlyReporter: ErrorReporter = queueError

let reporter: ErrorReporter = earlyReporter

/** Plugs in the reporting module; `null` restores the early reporter. */
export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next ?? earlyReporter
}

/**
 * The spec's reporting service ignores HTTP 401 and 404: a 401 is an expired session the app
 * handles by signing in again, and a 404 is a missing record the page already explains.
 */
export function shouldReport(error: unknown): boolean {
  return !(isApiError(error) && (error.status === 401 || error.status === 404))
}

export function reportError(error: unknown, context: ErrorContext): void {
  if (!shouldReport(error)) return
  try {
    reporter(error, context)
  } catch {
    // A broken reporter must never take the page down with it.
  }
}
