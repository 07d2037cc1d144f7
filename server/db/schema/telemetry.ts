import type { Generated } from 'kysely'

// Telemetry (migration 0023, decision 027): error groups and screen views.

export interface ErrorGroupTable {
  id: Generated<number>
  /** sha256 hex of what makes two reports "the same error" (server/features/telemetry/rules.ts). */
  fingerprint: string
  side: 'client' | 'server'
  /** Client: render, chunk, rejection, window, api, other; server: exception, problem. */
  kind: string
  source: string
  name: string
  message: string
  stack: string | null
  /** Client: the screen's route pattern; server: method and route pattern (`GET /api/x/:id`). */
  screen: string
  status: number | null
  endpoint: string | null
  release: string | null
  count: number
  first_seen: string
  last_seen: string
  last_user_id: number | null
}

export interface ScreenViewTable {
  /** Asia/Jakarta calendar day, YYYY-MM-DD. */
  day: string
  /** Route pattern (`/learning/videos/{id}`), `*` for not found. */
  screen: string
  count: number
}

export interface TelemetryTables {
  error_groups: ErrorGroupTable
  screen_views: ScreenViewTable
}
