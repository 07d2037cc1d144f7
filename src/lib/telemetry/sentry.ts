import * as Sentry from '@sentry/react'
import type { ClientError } from '@/contract/telemetry'
import { readUserId } from '@/lib/auth/user-id-cookie'
import type { TelemetrySettings } from './telemetry'

// Sentry, when SENTRY_DSN is set on the server (decision 027): loaded only then, after idle. Only
// what the embedded reporting would keep is sent: the described error (route pattern, no URL),
// the user id, nothing of the request. Sentry's own handlers, breadcrumbs and tracing stay off:
// the app's reporter (which already leaves out 401 and 404) is the one source.

const IGNORED_STATUSES = new Set([401, 404])

export function startSentry(settings: TelemetrySettings): (report: ClientError) => void {
  Sentry.init({
    dsn: settings.sentry_dsn!,
    environment: settings.environment,
    release: settings.release,
    defaultIntegrations: false,
    integrations: [Sentry.dedupeIntegration()],
    beforeSend(event) {
      const status = event.tags?.status
      if (status !== undefined && IGNORED_STATUSES.has(Number(status))) return null
      // The page's URL (with its query string) is not sent: the screen's pattern is in the tags.
      delete event.request
      return event
    },
  })
  return (report) => {
    const error = new Error(report.message)
    error.name = report.name
    if (report.stack) error.stack = report.stack
    const userId = readUserId()
    Sentry.captureException(error, {
      user: userId === null ? undefined : { id: String(userId) },
      tags: {
        kind: report.kind,
        source: report.source,
        screen: report.screen,
        ...(report.status !== undefined ? { status: String(report.status) } : {}),
        ...(report.endpoint ? { endpoint: report.endpoint } : {}),
      },
    })
  }
}
