import { MAX_RECORDING_BATCH_BYTES, MAX_RECORDING_BATCHES, MAX_RECORDING_EVENTS_PER_BATCH } from '@/contract/telemetry-limits'
import { joinUrl } from '@/lib/api/client'
import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '@/shared/wire'

// Session recording on the page (decision 029). Loaded only when the server has SESSION_RECORDING
// on, the signed-in user agreed on this device, Do Not Track and Global Privacy Control are off,
// the page session was sampled and the page is not a sign-in page (./telemetry.ts decides; rrweb's
// recorder is loaded from here, later still). What rrweb records is masked twice: by rrweb itself
// (every input, all text, images and media blocked, no canvas, fonts or network) and again here,
// before an event is queued: text and comments masked, every attribute that may carry words or a
// person's address (alt, title, aria-label, placeholder, value, data-*, links) masked or emptied,
// the page's URL replaced by the screen's route pattern. Batches go to our own server only.

/** An rrweb event as the recorder emits it (only what this module reads is typed). */
export interface RecordedEvent {
  type: number
  timestamp: number
  data: Record<string, unknown>
}

/** rrweb's `record`: starts recording, answers the function that stops it. */
export type RecordFn = (options: Record<string, unknown> & { emit: (event: RecordedEvent) => void }) => (() => void) | undefined

/** Elements never recorded at all (a grey box of their size in a replay): pictures, media, embeds, and anything marked `data-private`. */
export const BLOCK_SELECTOR = 'img, picture, video, audio, canvas, iframe, object, embed, [data-private]'

const maskText = (text: string) => text.replace(/\S/g, '*')

/** What rrweb is told (decision 029). Tests assert these reach it. */
export const RECORD_OPTIONS = {
  maskAllInputs: true,
  // A typed value becomes three stars whatever its length.
  maskInputFn: () => '***',
  maskTextSelector: '*',
  maskTextFn: maskText,
  blockSelector: BLOCK_SELECTOR,
  recordCanvas: false,
  recordCrossOriginIframes: false,
  collectFonts: false,
  inlineImages: false,
  // The release's own stylesheets are named by their /assets/ path instead of copied into each snapshot.
  inlineStylesheet: false,
  slimDOMOptions: 'all',
  // Every input is recorded as it happens (always '***', so rrweb keeps one event per field until
  // another value is typed elsewhere); mouse and scroll at most five times a second.
  sampling: { mousemove: 200, scroll: 200, media: 800 },
} as const

/** Attributes that describe layout or state, never words: kept as they are. */
const KEPT_ATTRIBUTES = new Set(
  (
    'class id role type rel tabindex disabled hidden checked selected readonly required open multiple width height viewbox ' +
    'd fill stroke stroke-width stroke-linecap stroke-linejoin fill-rule clip-rule points cx cy r rx ry x y x1 x2 y1 y2 ' +
    'transform opacity aria-hidden aria-expanded aria-selected aria-current aria-pressed aria-checked aria-busy aria-invalid ' +
    'aria-modal aria-haspopup data-state data-side data-align data-orientation data-layout lang dir colspan rowspan media charset ' +
    'crossorigin as rr_width rr_height rr_scrollleft rr_scrolltop rr_mediastate rr_mediacurrenttime rr_open_mode'
  ).split(' '),
)
const URL_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'action', 'formaction', 'poster', 'xlink:href', 'data', 'ping'])

/** An attribute's value as it may be recorded. */
export function scrubAttribute(name: string, value: unknown, origin: string): unknown {
  if (typeof value !== 'string') return value
  const key = name.toLowerCase()
  if (KEPT_ATTRIBUTES.has(key)) return value
  if (key === 'style') return value.replace(/url\([^)]*\)/gi, 'url()')
  if (URL_ATTRIBUTES.has(key)) {
    // The release's own files (stylesheets, icons) are the same for everyone; any other address may name a person.
    const path = value.startsWith(origin) ? value.slice(origin.length) : value
    return /^\/(assets|brand|icons)\/[\w.\-/]+$/.test(path) ? path : '#'
  }
  return maskText(value)
}

function scrubAttributes(attributes: unknown, origin: string): void {
  if (!attributes || typeof attributes !== 'object') return
  const record = attributes as Record<string, unknown>
  for (const name of Object.keys(record)) record[name] = scrubAttribute(name, record[name], origin)
}

interface SerializedNode {
  type?: number
  attributes?: Record<string, unknown>
  childNodes?: SerializedNode[]
  textContent?: string
  isStyle?: boolean
}

/** rrweb's node types: 3 text, 4 CDATA, 5 comment. */
function scrubNode(node: SerializedNode | undefined, origin: string): void {
  if (!node || typeof node !== 'object') return
  if ((node.type === 3 || node.type === 4 || node.type === 5) && typeof node.textContent === 'string' && !node.isStyle) {
    node.textContent = maskText(node.textContent)
  }
  scrubAttributes(node.attributes, origin)
  for (const child of node.childNodes ?? []) scrubNode(child, origin)
}

/** rrweb's event types and incremental sources this module rewrites. */
const EventType = { FullSnapshot: 2, IncrementalSnapshot: 3, Meta: 4 } as const
const Source = { Mutation: 0, Input: 5 } as const

/**
 * The event as it may leave the page (changed in place): text, attributes and typed values masked
 * whatever rrweb did, the URL reduced to the origin and the screen's pattern. Null for what is not
 * recorded at all (custom and plugin events).
 */
export function scrubEvent(event: RecordedEvent, screen: string, origin: string): RecordedEvent | null {
  const data = event.data
  switch (event.type) {
    case EventType.Meta:
      data.href = `${origin}${screen}`
      return event
    case EventType.FullSnapshot:
      scrubNode(data.node as SerializedNode, origin)
      return event
    case EventType.IncrementalSnapshot:
      if (data.source === Source.Mutation) {
        for (const add of (data.adds ?? []) as { node?: SerializedNode }[]) scrubNode(add.node, origin)
        for (const text of (data.texts ?? []) as { value?: unknown }[]) if (typeof text.value === 'string') text.value = maskText(text.value)
        for (const change of (data.attributes ?? []) as { attributes?: unknown }[]) scrubAttributes(change.attributes, origin)
      } else if (data.source === Source.Input && typeof data.text === 'string') {
        data.text = RECORD_OPTIONS.maskInputFn()
      }
      return event
    case 0:
    case 1:
      return event
    default:
      return null
  }
}

export interface RecordingDeps {
  fetch: typeof fetch
  apiBaseUrl: string
  /** The page's origin (URLs of the app's own files are kept relative to it). */
  origin: string
  loadRecord: () => Promise<RecordFn>
  /** A new random recording id. */
  makeId: () => string
  onLine: () => boolean
  /** Where page events come from (visibilitychange, pagehide, online). */
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>
  document: Pick<Document, 'visibilityState'>
}

/** How often what was recorded is sent, and the most batches kept while they cannot be. */
export const RECORDING_FLUSH_MS = 10_000
const MAX_WAITING_BATCHES = 5
/** A request the browser still sends while the page goes away may carry at most 64 KiB. */
const KEEPALIVE_MAX_BYTES = 60_000

interface Batch {
  recording: string
  seq: number
  screen: string
  events: RecordedEvent[]
}

type Outcome = 'sent' | 'drop' | 'retry' | 'end'

/**
 * One page session's recording: started, paused (a sign-in page, the user signed out) and resumed
 * under one id with the batches numbered on, ended for good when the user withdraws or the server
 * refuses it. Batches are cut at 500 events or 512 KiB and sent every 10 s, when the page hides
 * (keepalive) and when it is back online; one that fails waits (at most five).
 */
export class SessionRecording {
  readonly id: string
  private seq = 0
  private events: RecordedEvent[] = []
  private bytes = 0
  private waiting: Batch[] = []
  private screen = '*'
  private stopRecorder: (() => void) | undefined
  private timer: ReturnType<typeof setInterval> | undefined
  private sending = false
  private ended = false
  private starting: Promise<void> | null = null
  private readonly onHide = () => {
    if (this.deps.document.visibilityState === 'hidden') void this.flush(true)
  }
  private readonly onPageHide = () => void this.flush(true)
  private readonly onOnline = () => void this.flush(false)

  constructor(private readonly deps: RecordingDeps) {
    this.id = deps.makeId()
  }

  get isRecording(): boolean {
    return this.stopRecorder !== undefined
  }

  get isEnded(): boolean {
    return this.ended
  }

  /** Starts (or resumes, with a new full snapshot) recording the page, on `screen`. */
  start(screen: string): Promise<void> {
    this.screen = screen
    if (this.ended || this.stopRecorder) return Promise.resolve()
    this.starting ??= this.deps
      .loadRecord()
      .then((record) => {
        if (this.ended || this.stopRecorder) return
        this.stopRecorder = record({ ...RECORD_OPTIONS, emit: (event) => this.push(event) }) ?? (() => undefined)
        this.timer = setInterval(() => void this.flush(false), RECORDING_FLUSH_MS)
        this.deps.target.addEventListener('visibilitychange', this.onHide)
        this.deps.target.addEventListener('pagehide', this.onPageHide)
        this.deps.target.addEventListener('online', this.onOnline)
      })
      .finally(() => {
        this.starting = null
      })
    return this.starting
  }

  /** The screen the next events belong to (a route change). */
  setScreen(screen: string): void {
    if (screen !== this.screen && this.events.length > 0) this.cut()
    this.screen = screen
  }

  /** Stops recording for now; what was recorded is sent. */
  pause(): Promise<void> {
    this.stopRecorder?.()
    this.stopRecorder = undefined
    clearInterval(this.timer)
    this.deps.target.removeEventListener('visibilitychange', this.onHide)
    this.deps.target.removeEventListener('pagehide', this.onPageHide)
    this.deps.target.removeEventListener('online', this.onOnline)
    return this.flush(false)
  }

  /** Stops for good and forgets what was not sent (consent withdrawn, or the server refused). */
  end(): void {
    this.ended = true
    void this.pause()
    this.events = []
    this.bytes = 0
    this.waiting = []
  }

  /** One event from rrweb: masked, then queued in the current batch (a new batch when it is full). */
  push(raw: RecordedEvent): void {
    if (this.ended) return
    const event = scrubEvent(raw, this.screen, this.deps.origin)
    if (!event) return
    const size = JSON.stringify(event).length
    // Bigger than a batch may be (a huge page's snapshot): not recordable.
    if (size > MAX_RECORDING_BATCH_BYTES - 1024) return
    if (this.events.length >= MAX_RECORDING_EVENTS_PER_BATCH || this.bytes + size > MAX_RECORDING_BATCH_BYTES - 1024) this.cut()
    this.events.push(event)
    this.bytes += size
  }

  /** Batches cut and not yet sent (tests). */
  get waitingBatches(): readonly Batch[] {
    return this.waiting
  }

  private cut(): void {
    if (this.events.length === 0) return
    if (this.seq >= MAX_RECORDING_BATCHES) {
      // The recording is as long as one may be.
      this.end()
      return
    }
    this.waiting.push({ recording: this.id, seq: this.seq++, screen: this.screen, events: this.events })
    this.events = []
    this.bytes = 0
    if (this.waiting.length > MAX_WAITING_BATCHES) this.waiting.shift()
  }

  /** Sends what waits, in order; stops at the first that cannot be sent now (it waits for the next try). */
  async flush(keepalive: boolean): Promise<void> {
    this.cut()
    if (this.sending || !this.deps.onLine()) return
    this.sending = true
    try {
      while (this.waiting.length > 0) {
        const body = JSON.stringify(this.waiting[0])
        const outcome = await this.post(body, keepalive && body.length <= KEEPALIVE_MAX_BYTES)
        if (outcome === 'retry') return
        this.waiting.shift()
        if (outcome === 'end') return this.end()
      }
    } finally {
      this.sending = false
    }
  }

  private async post(body: string, keepalive: boolean): Promise<Outcome> {
    try {
      const response = await this.deps.fetch(joinUrl(this.deps.apiBaseUrl, '/api/telemetry/recordings'), {
        method: 'POST',
        keepalive,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE },
        body,
      })
      await response.text().catch(() => undefined)
      if (response.ok) return 'sent'
      // Signed out, recording turned off, or the id is another's: this recording is over.
      if (response.status === 401 || response.status === 403 || response.status === 404) return 'end'
      // Refused (too big, bad, over the rate limit): sending it again would be refused again.
      if (response.status >= 400 && response.status < 500) return 'drop'
      return 'retry'
    } catch {
      return 'retry'
    }
  }
}

function randomId(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** The page's recording, with the browser's fetch, rrweb loaded on first start, and a random id. */
export function createRecording(overrides: Partial<RecordingDeps> & Pick<RecordingDeps, 'apiBaseUrl'>): SessionRecording {
  return new SessionRecording({
    fetch: globalThis.fetch.bind(globalThis),
    origin: window.location.origin,
    loadRecord: () => import('@rrweb/record').then((m) => m.record as unknown as RecordFn),
    makeId: randomId,
    onLine: () => navigator.onLine,
    target: window,
    document,
    ...overrides,
  })
}
