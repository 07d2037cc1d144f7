import * as z from 'zod/mini'
import { dataOf } from './common'
import { endpoint } from './endpoint'
import { MAX_ERRORS_PER_BATCH, MAX_RECORDING_BATCHES, MAX_RECORDING_EVENTS_PER_BATCH, MAX_VIEW_ROWS_PER_BATCH } from './telemetry-limits'

// Telemetry (issue 19, decision 027): the app's own error reports and screen views, kept in our
// database. What is sent is chosen so that nothing personal leaves the page: a route *pattern*
// (`/learning/videos/{id}`, never the filled URL or a query string), an error's name, message and
// stack, the HTTP status of a failed call. Who reported an error is the session's user id, taken
// by the server; screen views carry no user at all.

// Screens are route patterns: src/shared/screen.ts makes them from the router's route ids.
const screenSchema = z.string().check(z.maxLength(120), z.regex(/^(\*|\/[A-Za-z0-9/{}_-]*)$/, 'Harus berupa pola rute, misalnya /learning/videos/{id}'))

export const errorKinds = ['render', 'chunk', 'rejection', 'window', 'api', 'other'] as const
export type ErrorKind = (typeof errorKinds)[number]

export const clientErrorSchema = z.object({
  kind: z.enum(errorKinds),
  /** Where it surfaced in the app: 'route', 'query', 'mutation', 'sign-in', … */
  source: z.string().check(z.minLength(1), z.maxLength(60)),
  /** The error's class name ('TypeError', 'ApiError'). */
  name: z.string().check(z.maxLength(100)),
  message: z.string().check(z.maxLength(1000)),
  stack: z.optional(z.string().check(z.maxLength(8000))),
  /** The screen (route pattern) open at the time. */
  screen: screenSchema,
  /** A failed API call's status (never 401 or 404: those are not reported) and its path pattern. */
  status: z.optional(z.int().check(z.minimum(0), z.maximum(599))),
  endpoint: z.optional(z.string().check(z.maxLength(160), z.regex(/^[A-Z]+ \/[A-Za-z0-9/{}_.-]*$/, 'Harus berupa metode dan pola alamat API'))),
  /** The app's version that ran it. */
  release: z.optional(z.string().check(z.maxLength(40))),
})
export type ClientError = z.infer<typeof clientErrorSchema>

export const errorBatchInput = z.object({ errors: z.array(clientErrorSchema).check(z.minLength(1), z.maxLength(MAX_ERRORS_PER_BATCH)) })
export type ErrorBatchInput = z.input<typeof errorBatchInput>

export const screenViewRowSchema = z.object({
  screen: screenSchema,
  /** The Jakarta calendar day the views happened (a queue kept offline sends older days later). */
  day: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Harus berupa tanggal YYYY-MM-DD')),
  count: z.int().check(z.minimum(1), z.maximum(1000)),
})
export type ScreenViewRow = z.infer<typeof screenViewRowSchema>

export const viewBatchInput = z.object({ views: z.array(screenViewRowSchema).check(z.minLength(1), z.maxLength(MAX_VIEW_ROWS_PER_BATCH)) })
export type ViewBatchInput = z.input<typeof viewBatchInput>

/**
 * One rrweb event (decision 029), as the page recorded it with every input and all text masked:
 * its type (0–6: DOM loaded, load, full snapshot, incremental snapshot, meta, custom, plugin), when,
 * and its data, kept as the page sent it (the replay tools read it).
 */
export const recordingEventSchema = z.object({
  type: z.int().check(z.minimum(0), z.maximum(6)),
  timestamp: z.number().check(z.positive()),
  // An object of any shape; z.record would add its code to the start-up chunk, where zod lives (decision 017).
  data: z.unknown().check(z.refine((v) => typeof v === 'object' && v !== null && !Array.isArray(v), 'Harus berupa objek')),
})
export type RecordingEvent = z.infer<typeof recordingEventSchema>

export const recordingBatchInput = z.object({
  /** The page session's recording: a random id the page makes when it starts recording. */
  recording: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'Harus berupa pengenal rekaman acak (16–64 huruf, angka, - atau _)')),
  /** The batch's place in the recording, from 0; a batch sent twice is stored once. */
  seq: z.int().check(z.minimum(0), z.maximum(MAX_RECORDING_BATCHES - 1)),
  /** The screen (route pattern) open when the batch was cut. */
  screen: screenSchema,
  events: z.array(recordingEventSchema).check(z.minLength(1), z.maxLength(MAX_RECORDING_EVENTS_PER_BATCH)),
})
export type RecordingBatchInput = z.input<typeof recordingBatchInput>

const acceptedSchema = dataOf(
  z.object({
    /** How many were recorded; the rest were over the rate limit, unknown screens or too old. */
    accepted: z.int(),
    dropped: z.int(),
  }),
)

export const telemetrySettingsSchema = dataOf(
  z.object({
    /** Sentry's DSN when errors go to Sentry (SENTRY_DSN), else null: they go to our own database. */
    sentry_dsn: z.nullable(z.string()),
    environment: z.string(),
    release: z.string(),
    /** Session recording (SESSION_RECORDING, decision 029): null when off; on, the share of sessions that record and the days kept. */
    session_recording: z.nullable(z.object({ sample_rate: z.number(), retention_days: z.int() })),
  }),
)

export const telemetryApi = {
  settings: endpoint({
    method: 'GET',
    path: '/api/telemetry/settings',
    group: 'system',
    access: 'public',
    summary: 'Where the page reports errors (Sentry, its DSN, or this server) and whether sessions may be recorded',
    response: telemetrySettingsSchema,
  }),
  errors: endpoint({
    method: 'POST',
    path: '/api/telemetry/errors',
    group: 'system',
    access: 'optional',
    summary: 'Errors the page met, grouped by fingerprint with a count; rate-limited per client and overall (429 over it)',
    body: errorBatchInput,
    response: acceptedSchema,
    successStatus: 202,
  }),
  views: endpoint({
    method: 'POST',
    path: '/api/telemetry/views',
    group: 'system',
    access: 'public',
    summary: 'Screen views counted per day and route pattern, without any user; rate-limited (429 over it)',
    body: viewBatchInput,
    response: acceptedSchema,
    successStatus: 202,
  }),
  recordings: endpoint({
    method: 'POST',
    path: '/api/telemetry/recordings',
    group: 'system',
    access: 'user',
    summary:
      "A batch of a session recording's rrweb events (SESSION_RECORDING on and the user agreed; inputs and text masked on the page); 403 when recording is off, 413 when too big, 429 over the rate limit",
    body: recordingBatchInput,
    response: acceptedSchema,
    successStatus: 202,
  }),
  forgetRecordings: endpoint({
    method: 'DELETE',
    path: '/api/telemetry/recordings',
    group: 'system',
    access: 'user',
    summary: "Deletes the signed-in user's session recordings (their consent withdrawn)",
    response: dataOf(z.object({ deleted: z.int() })),
  }),
}
