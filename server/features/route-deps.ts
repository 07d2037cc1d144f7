import type { Kysely } from 'kysely'
import type { OidcClient } from '../auth/oidc-client'
import type { SessionService } from '../auth/sessions'
import type { AppConfig } from '../config'
import type { DatabaseHandle } from '../db/database'
import type { Database } from '../db/schema'
import type { SessionCookie } from '../http/session-cookie'
import type { SharedAnswers } from '../http/shared-answers'
import type { Notifier } from '../push/notifier'
import type { PushSender } from '../push/push-sender'
import type { TelemetryRecorder } from './telemetry/recorder'

/**
 * What every area plugin of server/features/index.ts is registered with, built once by buildApp.
 * The sign-in checks and the idempotency guard are not here: registerEndpoint takes them from the
 * endpoint's `access` ('user', or 'optional' for a read that adds a signed-in caller's own data)
 * and `outbox` in the contract, so a route cannot forget them.
 */
export interface RouteDeps {
  config: AppConfig
  database: DatabaseHandle
  /** `database.db`: the query builder most routes need. */
  db: Kysely<Database>
  oidc: OidcClient
  sessions: SessionService
  sessionCookie: SessionCookie
  /**
   * Answers the same for every caller of a URL (catalogue lists, a visitor's details), kept in
   * memory with their ETag until a write: `answers.answer(endpoint, request, compute)`.
   */
  answers: SharedAnswers
  /** Tells users something: the inbox, once per user and event, and a push to their devices. */
  notifier: Notifier
  /** Web Push: the VAPID public key, subscriptions' endpoint rule, sending. */
  push: PushSender
  /** Error reports and screen views (decision 027): rate-limited, grouped, capped. */
  telemetry: TelemetryRecorder
  /** package.json's version, and when this process started (epoch ms), for the health answer. */
  version: string
  startedAt: number
}
