import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { RecordingBatchInput } from '../../../src/contract/telemetry'
import type { RecordingConfig } from '../../config'
import type { Database } from '../../db/schema'
import { WindowLimiter } from '../../http/rate-limit'
import { viewerId } from '../../plugins/auth'
import { deleteRecordingsBefore, deleteUserRecordings, insertRecordingBatch, recordingOwner } from './recording-repository'
import { addScreenViews, addToErrorGroup, countErrorGroups, deleteErrorGroupsBefore } from './repository'
import { cleanReport, fingerprintOf, isCountableDay, isKnownScreen, type ErrorReport } from './rules'

export interface TelemetryLimits {
  /** Error reports one client (user, else address) may send per window, and all clients together. */
  errorsPerClient: number
  errorsOverall: number
  /** Screen views one client may add per window, and all together. */
  viewsPerClient: number
  viewsOverall: number
  windowMs: number
  /** Distinct error groups kept; past it only groups already there are counted. */
  maxErrorGroups: number
  /** Session-recording batches one user may send per window, and all users together. */
  recordingBatchesPerClient: number
  recordingBatchesOverall: number
}

export const DEFAULT_TELEMETRY_LIMITS: TelemetryLimits = {
  errorsPerClient: 30,
  errorsOverall: 600,
  viewsPerClient: 300,
  viewsOverall: 20_000,
  windowMs: 60_000,
  maxErrorGroups: 5000,
  // A page sends a batch every 10 s or so, more while much changes on screen.
  recordingBatchesPerClient: 30,
  recordingBatchesOverall: 1200,
}

/** What became of a session-recording batch. */
export type RecordingOutcome = 'stored' | 'repeat' | 'off' | 'limited' | 'not-owner'

/** Where the errors go instead of our database (Sentry, when SENTRY_DSN is set). */
export interface ErrorSink {
  capture(error: unknown, report: ErrorReport, userId: number | null): void
}

export interface RecordOutcome {
  accepted: number
  dropped: number
  /** True when nothing fit in the rate limit: the caller answers 429. */
  limited: boolean
}

/** How long the stored group count is trusted before it is read again (old groups go then too). */
const GROUP_COUNT_TTL_MS = 60_000
/** Days a recording is kept when SESSION_RECORDING_DAYS is not given (the config's default too). */
export const DEFAULT_RECORDING_RETENTION_DAYS = 14
/** How often recordings past their retention are deleted (at a write, or when the CLI lists them). */
const RECORDING_PURGE_EVERY_MS = 60 * 60 * 1000
/** A group not seen for this long is deleted, so the cap makes room for new errors. */
export const ERROR_GROUP_RETENTION_MS = 90 * 24 * 60 * 60 * 1000

/**
 * The embedded error reporting and screen-view counting (decision 027): reports are cleaned,
 * grouped by fingerprint, rate-limited per client and overall, and the number of groups is capped,
 * so a page stuck in a loop cannot fill the disk. Server errors come through `recordServerError`
 * (the problem handler); with a sink (Sentry) they go there instead.
 */
export class TelemetryRecorder {
  private readonly errorsPerClient: WindowLimiter
  private readonly errorsOverall: WindowLimiter
  private readonly viewsPerClient: WindowLimiter
  private readonly viewsOverall: WindowLimiter
  private readonly recordingsPerClient: WindowLimiter
  private readonly recordingsOverall: WindowLimiter
  private groupCount: { value: number; at: number } | undefined
  private lastRecordingPurge = Number.NEGATIVE_INFINITY
  private readonly pending = new Set<Promise<unknown>>()

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: {
      limits?: TelemetryLimits
      now?: () => number
      sink?: ErrorSink
      /** Told of every view counted (forwarding to an analytics service). */
      onViews?: (views: { screen: string; count: number }[]) => void
      /** Waited for by `settle()` (the forwarder's requests). */
      onSettle?: () => Promise<void>
      log?: { warn(obj: object, msg: string): void }
      /** Session recording (SESSION_RECORDING, decision 029); off when absent. */
      recording?: RecordingConfig
    } = {},
  ) {
    const limits = this.limits
    const now = options.now ?? Date.now
    this.errorsPerClient = new WindowLimiter(limits.errorsPerClient, limits.windowMs, now)
    this.errorsOverall = new WindowLimiter(limits.errorsOverall, limits.windowMs, now)
    this.viewsPerClient = new WindowLimiter(limits.viewsPerClient, limits.windowMs, now)
    this.viewsOverall = new WindowLimiter(limits.viewsOverall, limits.windowMs, now)
    this.recordingsPerClient = new WindowLimiter(limits.recordingBatchesPerClient, limits.windowMs, now)
    this.recordingsOverall = new WindowLimiter(limits.recordingBatchesOverall, limits.windowMs, now)
  }

  /** Session recording's settings, or undefined when it is off. */
  get recording(): RecordingConfig | undefined {
    return this.options.recording
  }

  private get limits(): TelemetryLimits {
    return this.options.limits ?? DEFAULT_TELEMETRY_LIMITS
  }

  private now(): number {
    return (this.options.now ?? Date.now)()
  }

  /** Seconds until the limits' window ends (Retry-After of a 429). */
  retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(this.errorsOverall.retryAfterMs() / 1000))
  }

  private async mayAddGroup(): Promise<boolean> {
    const now = this.now()
    if (!this.groupCount || now - this.groupCount.at > GROUP_COUNT_TTL_MS) {
      await deleteErrorGroupsBefore(this.db, new Date(now - ERROR_GROUP_RETENTION_MS).toISOString())
      this.groupCount = { value: await countErrorGroups(this.db), at: now }
    }
    return this.groupCount.value < this.limits.maxErrorGroups
  }

  private take(perClient: WindowLimiter, overall: WindowLimiter, clientKey: string, n: number): number {
    const granted = perClient.take(clientKey, n)
    return granted === 0 ? 0 : overall.take('all', granted)
  }

  async recordErrors(reports: readonly ErrorReport[], clientKey: string, userId: number | null): Promise<RecordOutcome> {
    const granted = this.take(this.errorsPerClient, this.errorsOverall, clientKey, reports.length)
    const at = new Date(this.now()).toISOString()
    let accepted = 0
    for (const raw of reports.slice(0, granted)) {
      const report = cleanReport(raw)
      if (this.options.sink) {
        this.options.sink.capture(Object.assign(new Error(report.message), { name: report.name, stack: report.stack }), report, userId)
        accepted++
        continue
      }
      const allowNew = await this.mayAddGroup()
      if (await addToErrorGroup(this.db, fingerprintOf(report), report, userId, at, allowNew)) {
        accepted++
        if (allowNew && this.groupCount) this.groupCount.value++
      }
    }
    return { accepted, dropped: reports.length - accepted, limited: granted === 0 }
  }

  async recordViews(rows: readonly { screen: string; day: string; count: number }[], clientKey: string): Promise<RecordOutcome> {
    const now = new Date(this.now())
    const valid = rows.filter((row) => isKnownScreen(row.screen) && isCountableDay(row.day, now))
    const wanted = valid.reduce((sum, row) => sum + row.count, 0)
    let left = wanted === 0 ? 0 : this.take(this.viewsPerClient, this.viewsOverall, clientKey, wanted)
    const granted = left
    const counted: { screen: string; count: number }[] = []
    for (const row of valid) {
      const count = Math.min(row.count, left)
      if (count === 0) break
      await addScreenViews(this.db, row.day, row.screen, count)
      counted.push({ screen: row.screen, count })
      left -= count
    }
    if (counted.length > 0) this.options.onViews?.(counted)
    const total = rows.reduce((sum, row) => sum + row.count, 0)
    return { accepted: granted, dropped: total - granted, limited: wanted > 0 && granted === 0 }
  }

  /**
   * One batch of a session recording (decision 029), from a signed-in user: refused when recording
   * is off, over the rate limit (per user and overall), or when the recording is another user's;
   * a batch sent twice (a retry) is stored once. Recordings past the retention period go first.
   */
  async recordBatch(userId: number, batch: RecordingBatchInput, events: string): Promise<RecordingOutcome> {
    if (!this.options.recording) return 'off'
    if (this.take(this.recordingsPerClient, this.recordingsOverall, `u:${userId}`, 1) === 0) return 'limited'
    await this.purgeRecordings()
    const owner = await recordingOwner(this.db, batch.recording)
    if (owner !== null && owner !== userId) return 'not-owner'
    const times = batch.events.map((event) => event.timestamp)
    const stored = await insertRecordingBatch(this.db, {
      recording: batch.recording,
      seq: batch.seq,
      userId,
      screen: batch.screen,
      receivedAt: new Date(this.now()).toISOString(),
      firstEventAt: Math.round(Math.min(...times)),
      lastEventAt: Math.round(Math.max(...times)),
      eventCount: batch.events.length,
      events,
    })
    return stored ? 'stored' : 'repeat'
  }

  /** Every recording of the user goes (their consent withdrawn). */
  forgetRecordings(userId: number): Promise<number> {
    return deleteUserRecordings(this.db, userId)
  }

  /**
   * Deletes recordings received more than the retention period ago; at most once an hour unless
   * `force` (the CLI). With recording off nothing is kept longer than the default 14 days either.
   */
  async purgeRecordings(force = false): Promise<number> {
    const now = this.now()
    if (!force && now - this.lastRecordingPurge < RECORDING_PURGE_EVERY_MS) return 0
    this.lastRecordingPurge = now
    const days = this.options.recording?.retentionDays ?? DEFAULT_RECORDING_RETENTION_DAYS
    return deleteRecordingsBefore(this.db, new Date(now - days * 24 * 60 * 60 * 1000).toISOString())
  }

  /** Seconds until the recordings' rate-limit window ends. */
  recordingRetryAfterSeconds(): number {
    return Math.max(1, Math.ceil(this.recordingsOverall.retryAfterMs() / 1000))
  }

  /**
   * An error the server answered with a 5xx: recorded in the background (the answer does not wait),
   * by the route's pattern and method, never the URL or the body.
   */
  recordServerError(error: unknown, request: FastifyRequest, status: number, unexpected: boolean): void {
    const err = error instanceof Error ? error : new Error(String(error))
    const report: ErrorReport = {
      side: 'server',
      kind: unexpected ? 'exception' : 'problem',
      source: 'api',
      name: err.name,
      message: err.message,
      stack: err.stack,
      screen: `${request.method} ${request.routeOptions.url ?? '(tanpa rute)'}`,
      status,
    }
    const userId = safeViewerId(request)
    const task = this.recordErrors([report], 'server', userId)
      .catch((cause: unknown) => this.options.log?.warn({ err: cause }, 'error report not recorded'))
      .finally(() => this.pending.delete(task))
    this.pending.add(task)
  }

  /** Waits for the background records (closing the app, tests). */
  async settle(): Promise<void> {
    await Promise.all([...this.pending])
    await this.options.onSettle?.()
  }
}

function safeViewerId(request: FastifyRequest): number | null {
  try {
    return viewerId(request)
  } catch {
    return null
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by buildApp: the error reports and screen views (tests wait on `settle()`). */
    telemetry: TelemetryRecorder
  }
}
