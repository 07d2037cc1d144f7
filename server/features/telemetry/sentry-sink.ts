import type { TelemetryConfig } from '../../config'
import type { ErrorSink } from './recorder'
import type { ErrorReport } from './rules'

// Sentry on the server (decision 027), when SENTRY_DSN is set: the official SDK, loaded only then,
// with its automatic instrumentation off (no tracing, no patched modules, no breadcrumbs of
// requests): what it receives is what the embedded reporting would have stored, already cleaned
// (route patterns, no URLs, no bodies), and the user id.

const IGNORED_STATUSES = new Set([401, 404])

export interface SentrySink extends ErrorSink {
  /** Sends what is queued (closing the app, tests). */
  flush(timeoutMs?: number): Promise<boolean>
}

export async function createSentrySink(config: TelemetryConfig, release: string): Promise<SentrySink> {
  const Sentry = await import('@sentry/node')
  Sentry.init({
    dsn: config.sentryDsn!,
    environment: config.environment,
    release,
    defaultIntegrations: false,
    integrations: [],
    beforeSend(event) {
      const status = event.tags?.status
      if (status !== undefined && IGNORED_STATUSES.has(Number(status))) return null
      delete event.request
      return event
    },
  })
  return {
    capture(error: unknown, report: ErrorReport, userId: number | null) {
      Sentry.captureException(error, {
        ...(userId === null ? {} : { user: { id: String(userId) } }),
        tags: {
          side: report.side,
          kind: report.kind,
          source: report.source,
          screen: report.screen,
          ...(report.status !== undefined ? { status: String(report.status) } : {}),
          ...(report.endpoint ? { endpoint: report.endpoint } : {}),
        },
      })
    },
    flush: (timeoutMs = 2000) => Sentry.flush(timeoutMs),
  }
}
