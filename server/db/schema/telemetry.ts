import type { Generated } from 'kysely'

// Telemetry (migration 0023, decision 027): error groups and screen views; session recordings
// (migration 0024, decision 029).

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

export interface SessionRecordingTable {
  id: Generated<number>
  /** The page session's random recording id. */
  recording: string
  /** The batch's place in the recording, from 0. */
  seq: number
  /** employees.id of the signed-in user who recorded it (the one personal datum). */
  user_id: number
  /** The route pattern open when the batch was cut. */
  screen: string
  /** ISO time the server received the batch (retention counts from it). */
  received_at: string
  /** The batch's first and last event time, ms since the epoch (the page's clock). */
  first_event_at: number
  last_event_at: number
  event_count: number
  /** Length of `events`. */
  bytes: number
  /** The rrweb events as a JSON array. */
  events: string
}

export interface TelemetryTables {
  error_groups: ErrorGroupTable
  screen_views: ScreenViewTable
  session_recordings: SessionRecordingTable
}
