import { isApiError } from '@/lib/api/api-error'

export interface ErrorContext {
  /** Where the error surfaced: 'query', 'mutation', 'route', 'chunk', … */
  source: string
  [key: string]: unknown
}

export type ErrorReporter = (error: unknown, context: ErrorContext) => void

/** Until a reporting service is plugged in, errors go to the console. */
const consoleReporter: ErrorReporter = (error, context) => {
  console.error(`[${context.source}]`, error, context)
}

let reporter: ErrorReporter = consoleReporter

/** Plugs in a reporting service (Sentry and the like); `null` restores the console reporter. */
export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next ?? consoleReporter
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
