import type { ClientError, ScreenViewRow } from '@/contract/telemetry'
import { MAX_ERRORS_PER_BATCH, MAX_VIEW_ROWS_PER_BATCH, VIEW_MAX_AGE_DAYS } from '@/contract/telemetry-limits'
import { isApiError } from '@/lib/api/api-error'
import { joinUrl } from '@/lib/api/client'
import { isChunkLoadError } from '@/lib/chunk-reload'
import { appConfig } from '@/lib/config'
import { readUserId } from '@/lib/auth/user-id-cookie'
import { addDays, jakartaDay } from '@/shared/dates'
import { NOT_FOUND_SCREEN } from '@/shared/screen'
import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '@/shared/wire'
import { attachSink, type ErrorContextLike, type TelemetrySink } from './early'
import { hasRecordingConsent, RECORDING_CONSENT_EVENT } from './recording-consent'

// The reporting module (decision 027), loaded when the page is idle: errors go in small batches to
// /api/telemetry/errors (or to Sentry when the server names a DSN), screen views are counted per
// day and pattern in a small list kept in localStorage (not the outbox: nothing here is a user's
// write) and sent every half minute, when the page hides (fetch keepalive), and when it is back
// online. Views are not counted at all under Do Not Track or Global Privacy Control. No cookie is
// set; the session cookie rides along only so the server can name the user of an error.
// Session recording (decision 029) is decided here and loaded (./recording.ts, then rrweb) only
// when the server turned it on, the signed-in user agreed on this device, neither signal refuses,
// the page session was sampled, and the screen is not a sign-in page.

export const VIEWS_STORAGE_KEY = 'telemetry-views'
export const VIEW_FLUSH_MS = 30_000
export const ERROR_FLUSH_MS = 1_000
/** This tab's draw for session recording ('1' recorded, '0' not), in sessionStorage: one draw per page session. */
export const RECORDING_SAMPLE_KEY = 'session-recording-sampled'
/** Screens never recorded: the sign-in callback (the provider's own pages are not the app's). */
export const UNRECORDED_SCREENS: ReadonlySet<string> = new Set(['/login'])
/** Rows kept while offline: one per day and screen, so a month of use stays small. */
const MAX_STORED_ROWS = 200
/** Reports one page sends at most, and how long an identical one is not sent again. */
const MAX_ERRORS_PER_PAGE = 50
const REPEAT_QUIET_MS = 10_000

/**
 * What the page reports about an error: its kind, name, message, stack, the screen, and for a
 * failed call its status and endpoint pattern. Null when it is not worth a report: a call that got
 * no answer at all (offline is ordinary here; the outbox and the offline notice handle it).
 */
export function describeError(error: unknown, context: ErrorContextLike, screen: string, release: string = __APP_VERSION__): ClientError | null {
  const err = error instanceof Error ? error : null
  const api = isApiError(error) ? error : null
  if (api?.isNetworkError) return null
  const source = context.source
  const kind: ClientError['kind'] = api
    ? 'api'
    : isChunkLoadError(error)
      ? 'chunk'
      : source === 'route'
        ? 'render'
        : source === 'window' || source === 'rejection'
          ? source
          : 'other'
  return {
    kind,
    source: source.slice(0, 60),
    name: (err?.name ?? typeof error).slice(0, 100),
    message: (err?.message ?? String(error)).slice(0, 1000),
    ...(err?.stack ? { stack: err.stack.slice(0, 8000) } : {}),
    screen,
    ...(api ? { status: api.status, ...(api.endpoint ? { endpoint: api.endpoint } : {}) } : {}),
    ...(release ? { release: release.slice(0, 40) } : {}),
  }
}

export interface PrivacySignals {
  doNotTrack?: string | null
  globalPrivacyControl?: boolean
}

/** Do Not Track ('1') or Global Privacy Control: the user asked not to be counted. */
export function trackingRefused(signals: PrivacySignals): boolean {
  return signals.doNotTrack === '1' || signals.globalPrivacyControl === true
}

export interface TelemetryDeps {
  fetch: typeof fetch
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null
  navigator: PrivacySignals & { onLine: boolean }
  /** Where page events come from (visibilitychange, pagehide, online). */
  target: Pick<Window, 'addEventListener'>
  document: Pick<Document, 'visibilityState'>
  now: () => number
  apiBaseUrl: string
  /** Sentry, when the server names a DSN (loaded only then). */
  loadSentry: (settings: TelemetrySettings) => Promise<(report: ClientError) => void>
  /** This tab's storage (the recording draw). */
  session: Pick<Storage, 'getItem' | 'setItem'> | null
  random: () => number
  /** The signed-in user (the user-id cookie), whose consent counts. */
  userId: () => number | null
  /** The session recorder (./recording.ts), loaded only when a recording may start. */
  loadRecording: () => Promise<RecordingLike>
}

/** What this module asks of a page session's recording (./recording.ts). */
export interface RecordingLike {
  readonly isEnded: boolean
  start(screen: string): Promise<void>
  setScreen(screen: string): void
  pause(): Promise<void>
  end(): void
}

export interface TelemetrySettings {
  sentry_dsn: string | null
  environment: string
  release: string
  /** Session recording: null (or absent) when off. */
  session_recording?: { sample_rate: number; retention_days: number } | null
}

type Outcome = 'sent' | 'drop' | 'retry'

export class TelemetryClient implements TelemetrySink {
  private errors: ClientError[] = []
  private sentErrors = 0
  private readonly lastSent = new Map<string, number>()
  private errorTimer: ReturnType<typeof setTimeout> | undefined
  private sendingViews = false
  private sentry: ((report: ClientError) => void) | null = null
  private screen = NOT_FOUND_SCREEN
  private recordingRate: number | null = null
  private recording: Promise<RecordingLike | null> | null = null
  readonly countsViews: boolean

  constructor(private readonly deps: TelemetryDeps) {
    this.countsViews = !trackingRefused(deps.navigator)
    // Nothing is kept for a user who refused, even from an earlier visit.
    if (!this.countsViews) this.deps.storage?.removeItem(VIEWS_STORAGE_KEY)
  }

  useSentry(capture: (report: ClientError) => void): void {
    this.sentry = capture
    const waiting = this.errors
    this.errors = []
    for (const report of waiting) capture(report)
  }

  error(error: unknown, context: ErrorContextLike, screen: string): void {
    const report = describeError(error, context, screen)
    if (report) this.report(report)
  }

  report(report: ClientError): void {
    const key = `${report.kind}|${report.name}|${report.message}|${report.screen}`
    const now = this.deps.now()
    const last = this.lastSent.get(key)
    if (last !== undefined && now - last < REPEAT_QUIET_MS) return
    if (this.sentErrors >= MAX_ERRORS_PER_PAGE) return
    this.lastSent.set(key, now)
    this.sentErrors++
    if (this.sentry) return this.sentry(report)
    this.errors.push(report)
    this.errorTimer ??= setTimeout(() => {
      this.errorTimer = undefined
      void this.flushErrors(false)
    }, ERROR_FLUSH_MS)
  }

  view(screen: string, at: number): void {
    this.screen = screen
    if (this.recordingRate !== null) this.updateRecording()
    if (!this.countsViews) return
    const day = jakartaDay(at)
    const rows = this.storedViews()
    const row = rows.find((r) => r.day === day && r.screen === screen)
    if (row) row.count = Math.min(row.count + 1, 1000)
    else rows.push({ screen, day, count: 1 })
    this.storeViews(rows)
  }

  /** The server records sessions (SESSION_RECORDING): a recording starts whenever all else agrees, now or later. */
  useRecording(settings: { sample_rate: number }): void {
    this.recordingRate = settings.sample_rate
    this.deps.target.addEventListener(RECORDING_CONSENT_EVENT, () => this.updateRecording())
    this.updateRecording()
  }

  private consented(): boolean {
    return hasRecordingConsent(this.deps.userId(), this.deps.storage)
  }

  /** This page session's draw: made once (when it first matters) and kept for the tab. */
  private sampled(): boolean {
    const saved = this.deps.session?.getItem(RECORDING_SAMPLE_KEY)
    if (saved === '1' || saved === '0') return saved === '1'
    const drawn = this.deps.random() < (this.recordingRate ?? 0)
    try {
      this.deps.session?.setItem(RECORDING_SAMPLE_KEY, drawn ? '1' : '0')
    } catch {
      // Storage blocked: drawn again on the next page load.
    }
    return drawn
  }

  /** Whether this page records now (decision 029). */
  recordingWanted(): boolean {
    return this.recordingRate !== null && !trackingRefused(this.deps.navigator) && !UNRECORDED_SCREENS.has(this.screen) && this.consented() && this.sampled()
  }

  /** Starts, moves, pauses or ends the recording as the screen, the consent or the user changed. */
  updateRecording(): void {
    const screen = this.screen
    if (this.recordingWanted()) {
      this.recording ??= this.deps.loadRecording().catch(() => null)
      const current = this.recording
      void current.then(async (recording) => {
        if (!recording) {
          // The recorder's code did not load (offline): tried again at the next change.
          if (this.recording === current) this.recording = null
          return
        }
        if (recording.isEnded) return
        recording.setScreen(screen)
        await recording.start(screen).catch(() => undefined)
      })
      return
    }
    if (!this.recording) return
    const current = this.recording
    // Withdrawn (or another user, or a privacy signal): over, and what waits is forgotten; a new
    // consent starts a new recording. A sign-in page only pauses it.
    if (!this.consented() || trackingRefused(this.deps.navigator)) {
      this.recording = null
      void current.then((recording) => recording?.end())
    } else {
      void current.then((recording) => recording?.pause())
    }
  }

  /** Rows waiting to be sent, older than the server counts dropped. */
  storedViews(): ScreenViewRow[] {
    try {
      const raw = JSON.parse(this.deps.storage?.getItem(VIEWS_STORAGE_KEY) ?? '[]') as ScreenViewRow[]
      const oldest = addDays(jakartaDay(this.deps.now()), -(VIEW_MAX_AGE_DAYS - 1))
      return Array.isArray(raw)
        ? raw.filter((r) => typeof r?.screen === 'string' && typeof r.day === 'string' && r.day >= oldest && Number.isInteger(r.count) && r.count > 0)
        : []
    } catch {
      return []
    }
  }

  private storeViews(rows: ScreenViewRow[]): void {
    try {
      if (rows.length === 0) this.deps.storage?.removeItem(VIEWS_STORAGE_KEY)
      else this.deps.storage?.setItem(VIEWS_STORAGE_KEY, JSON.stringify(rows.slice(-MAX_STORED_ROWS)))
    } catch {
      // Storage full or blocked: the views are simply not counted.
    }
  }

  private async post(path: string, body: unknown, keepalive: boolean): Promise<Outcome> {
    try {
      const response = await this.deps.fetch(joinUrl(this.deps.apiBaseUrl, path), {
        method: 'POST',
        keepalive,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE },
        body: JSON.stringify(body),
      })
      // Read to its end: an answer left unread keeps its request open (and the connection busy).
      await response.text().catch(() => undefined)
      // Refused (bad input, over the rate limit): sending it again would be refused again.
      if (response.status >= 400 && response.status < 500) return 'drop'
      return response.ok ? 'sent' : 'retry'
    } catch {
      return 'retry'
    }
  }

  async flushErrors(keepalive: boolean): Promise<void> {
    if (this.errors.length === 0 || !this.deps.navigator.onLine) return
    const batch = this.errors.splice(0, MAX_ERRORS_PER_BATCH)
    const outcome = await this.post('/api/telemetry/errors', { errors: batch }, keepalive)
    // Kept for the next try, but never more than a batch or two: errors are not worth a growing list.
    if (outcome === 'retry') this.errors = [...batch, ...this.errors].slice(0, MAX_ERRORS_PER_BATCH * 2)
    else if (this.errors.length > 0) await this.flushErrors(keepalive)
  }

  async flushViews(keepalive: boolean): Promise<void> {
    if (!this.countsViews || this.sendingViews || !this.deps.navigator.onLine) return
    const rows = this.storedViews()
    if (rows.length === 0) return
    const batch = rows.slice(0, MAX_VIEW_ROWS_PER_BATCH)
    this.sendingViews = true
    try {
      const outcome = await this.post('/api/telemetry/views', { views: batch }, keepalive)
      if (outcome === 'retry') return
      // Views counted meanwhile stay: only what was sent is taken off.
      const left = this.storedViews()
      for (const sent of batch) {
        const row = left.find((r) => r.day === sent.day && r.screen === sent.screen)
        if (row) row.count -= sent.count
      }
      this.storeViews(left.filter((r) => r.count > 0))
    } finally {
      this.sendingViews = false
    }
  }

  flush(keepalive: boolean): Promise<void> {
    return Promise.all([this.flushErrors(keepalive), this.flushViews(keepalive)]).then(() => undefined)
  }

  /** Sends on a timer, when the page hides or goes away (keepalive), and when it is back online. */
  listen(): void {
    setInterval(() => void this.flush(false), VIEW_FLUSH_MS)
    this.deps.target.addEventListener('visibilitychange', () => {
      if (this.deps.document.visibilityState === 'hidden') void this.flush(true)
    })
    this.deps.target.addEventListener('pagehide', () => void this.flush(true))
    this.deps.target.addEventListener('online', () => void this.flush(false))
  }
}

async function readSettings(deps: TelemetryDeps): Promise<TelemetrySettings | null> {
  try {
    const response = await deps.fetch(joinUrl(deps.apiBaseUrl, '/api/telemetry/settings'), {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    })
    if (!response.ok) return null
    return ((await response.json()) as { data: TelemetrySettings }).data
  } catch {
    return null
  }
}

function defaultDeps(): TelemetryDeps {
  let storage: Storage | null = null
  let session: Storage | null = null
  try {
    storage = window.localStorage
    session = window.sessionStorage
  } catch {
    storage = null
  }
  const apiBaseUrl = appConfig.apiBaseUrl
  return {
    fetch: globalThis.fetch.bind(globalThis),
    storage,
    navigator: navigator as TelemetryDeps['navigator'],
    target: window,
    document,
    now: Date.now,
    apiBaseUrl,
    loadSentry: (settings) => import('./sentry').then((m) => m.startSentry(settings)),
    session,
    random: Math.random,
    userId: readUserId,
    loadRecording: () => import('./recording').then((m) => m.createRecording({ apiBaseUrl })),
  }
}

/**
 * Plugs the module in: the early lists are handed over and what comes next goes to it, then the
 * server says where errors go (Sentry or here). Answers the client (tests).
 */
export async function startTelemetry(overrides: Partial<TelemetryDeps> = {}): Promise<TelemetryClient> {
  const deps = { ...defaultDeps(), ...overrides }
  const client = new TelemetryClient(deps)
  attachSink(client)
  client.listen()
  void client.flushViews(false)
  const settings = await readSettings(deps)
  if (settings?.session_recording) client.useRecording(settings.session_recording)
  if (settings?.sentry_dsn) {
    try {
      client.useSentry(await deps.loadSentry(settings))
    } catch {
      // Sentry's code did not load (offline): errors go to our own server meanwhile.
    }
  }
  return client
}
