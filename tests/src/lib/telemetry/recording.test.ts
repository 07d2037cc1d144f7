import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MAX_RECORDING_EVENTS_PER_BATCH } from '@/contract/telemetry-limits'
import { noteScreen, resetEarlyTelemetry } from '@/lib/telemetry/early'
import { RECORD_OPTIONS, SessionRecording, type RecordedEvent, type RecordFn, type RecordingDeps } from '@/lib/telemetry/recording'
import { hasRecordingConsent, RECORDING_CONSENT_EVENT, RECORDING_CONSENT_KEY, setRecordingConsent } from '@/lib/telemetry/recording-consent'
import { RECORDING_SAMPLE_KEY, startTelemetry, type RecordingLike, type TelemetryDeps } from '@/lib/telemetry/telemetry'

// Decision 029, the page's side of session recording: nothing loaded unless the server turned it
// on, this user agreed on this device, no privacy signal refuses, the tab was drawn and the screen
// is not the sign-in page; rrweb told to mask every input and all text and to block pictures and
// what is marked private; what it emits masked again here; batches numbered and sent in order.

const NOW = Date.parse('2026-11-20T03:00:00Z')
const ORIGIN = 'http://app.test'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    items,
  }
}

describe('consent, per device and user', () => {
  it('is given for one user, told to the page, and withdrawn', () => {
    const storage = memoryStorage()
    const target = new EventTarget()
    const told = vi.fn()
    target.addEventListener(RECORDING_CONSENT_EVENT, told)
    expect(hasRecordingConsent(7, storage)).toBe(false)
    setRecordingConsent(7, true, storage, target, () => NOW)
    expect(JSON.parse(storage.items.get(RECORDING_CONSENT_KEY)!)).toEqual({ user: 7, at: '2026-11-20T03:00:00.000Z' })
    expect(hasRecordingConsent(7, storage)).toBe(true)
    // Another user on the same device, or nobody signed in, has not agreed.
    expect(hasRecordingConsent(8, storage)).toBe(false)
    expect(hasRecordingConsent(null, storage)).toBe(false)
    setRecordingConsent(7, false, storage, target)
    expect(hasRecordingConsent(7, storage)).toBe(false)
    expect(told).toHaveBeenCalledTimes(2)
  })
})

function fakeRecording() {
  const recording = {
    isEnded: false,
    start: vi.fn(async (_screen: string) => undefined),
    setScreen: vi.fn(),
    pause: vi.fn(async () => undefined),
    end: vi.fn(),
  }
  recording.end.mockImplementation(() => void (recording.isEnded = true))
  return recording
}

function pageHarness(options: { recording: { sample_rate: number; retention_days: number } | null; doNotTrack?: string; random?: number }) {
  const storage = memoryStorage()
  const session = memoryStorage()
  const target = new EventTarget()
  const recording = fakeRecording()
  const loadRecording = vi.fn(async (): Promise<RecordingLike> => recording)
  const settings = { sentry_dsn: null, environment: 'test', release: '0.1.0', session_recording: options.recording }
  const deps: Partial<TelemetryDeps> = {
    fetch: vi.fn(async () => Response.json({ data: settings })) as unknown as typeof fetch,
    storage,
    session,
    navigator: { onLine: true, doNotTrack: options.doNotTrack ?? null, globalPrivacyControl: false },
    target: target as unknown as TelemetryDeps['target'],
    document: { visibilityState: 'visible' },
    now: () => NOW,
    apiBaseUrl: '/',
    random: () => options.random ?? 0.5,
    userId: () => 7,
    loadSentry: () => Promise.reject(new Error('not in this test')),
    loadRecording,
  }
  const consent = (given: boolean) => setRecordingConsent(7, given, storage, target)
  return { deps, loadRecording, recording, consent, session, storage }
}

describe('when the page records', () => {
  beforeEach(() => {
    resetEarlyTelemetry()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => vi.restoreAllMocks())

  it('loads nothing while the server has recording off, even with consent', async () => {
    const h = pageHarness({ recording: null })
    h.consent(true)
    noteScreen('/profile', NOW)
    const client = await startTelemetry(h.deps)
    h.consent(true)
    expect(client.recordingWanted()).toBe(false)
    expect(h.loadRecording).not.toHaveBeenCalled()
  })

  it('loads nothing without consent, under Do Not Track, or when the tab was not drawn', async () => {
    const noConsent = pageHarness({ recording: { sample_rate: 1, retention_days: 14 } })
    noteScreen('/profile', NOW)
    await startTelemetry(noConsent.deps)
    expect(noConsent.loadRecording).not.toHaveBeenCalled()

    resetEarlyTelemetry()
    const dnt = pageHarness({ recording: { sample_rate: 1, retention_days: 14 }, doNotTrack: '1' })
    dnt.consent(true)
    await startTelemetry(dnt.deps)
    dnt.consent(true)
    expect(dnt.loadRecording).not.toHaveBeenCalled()

    resetEarlyTelemetry()
    const unlucky = pageHarness({ recording: { sample_rate: 0.1, retention_days: 14 }, random: 0.5 })
    unlucky.consent(true)
    await startTelemetry(unlucky.deps)
    expect(unlucky.loadRecording).not.toHaveBeenCalled()
    // One draw per tab, kept: the next check does not draw again.
    expect(unlucky.session.items.get(RECORDING_SAMPLE_KEY)).toBe('0')
  })

  it('starts when the user agrees, pauses on the sign-in page, and ends for good when they withdraw', async () => {
    const h = pageHarness({ recording: { sample_rate: 0.2, retention_days: 14 }, random: 0.1 })
    noteScreen('/profile', NOW)
    const client = await startTelemetry(h.deps)
    expect(h.loadRecording).not.toHaveBeenCalled()

    h.consent(true)
    await vi.waitFor(() => expect(h.recording.start).toHaveBeenCalledWith('/profile'))
    expect(h.session.items.get(RECORDING_SAMPLE_KEY)).toBe('1')
    expect(h.loadRecording).toHaveBeenCalledTimes(1)

    noteScreen('/login', NOW)
    await vi.waitFor(() => expect(h.recording.pause).toHaveBeenCalledTimes(1))
    noteScreen('/learning/videos/{id}', NOW)
    await vi.waitFor(() => expect(h.recording.start).toHaveBeenLastCalledWith('/learning/videos/{id}'))
    expect(h.loadRecording).toHaveBeenCalledTimes(1)

    h.consent(false)
    await vi.waitFor(() => expect(h.recording.end).toHaveBeenCalledTimes(1))
    expect(client.recordingWanted()).toBe(false)
  })
})

interface Posted {
  body: { recording: string; seq: number; screen: string; events: RecordedEvent[] }
  keepalive: boolean
}

function recordingHarness(answer: () => Response | Promise<Response> = () => Response.json({ data: { accepted: 1, dropped: 0 } }, { status: 202 })) {
  const posted: Posted[] = []
  let emit: (event: RecordedEvent) => void = () => undefined
  const stop = vi.fn()
  const record = vi.fn<RecordFn>((options) => {
    emit = options.emit
    return stop
  })
  const listeners = new Map<string, () => void>()
  const deps: RecordingDeps = {
    fetch: vi.fn(async (_url: string, init?: RequestInit) => {
      posted.push({ body: JSON.parse(String(init?.body)), keepalive: init?.keepalive === true })
      return answer()
    }) as unknown as typeof fetch,
    apiBaseUrl: '/',
    origin: ORIGIN,
    loadRecord: vi.fn(async () => record),
    makeId: () => 'rec0123456789abcdef',
    onLine: () => true,
    target: {
      addEventListener: (type: string, listener: () => void) => void listeners.set(type, listener),
      removeEventListener: (type: string) => void listeners.delete(type),
    } as unknown as RecordingDeps['target'],
    document: { visibilityState: 'visible' },
  }
  return { posted, record, stop, listeners, deps, emit: (event: RecordedEvent) => emit(event) }
}

const fullSnapshot = (): RecordedEvent => ({
  type: 2,
  timestamp: NOW,
  data: {
    node: {
      type: 0,
      childNodes: [
        {
          type: 2,
          tagName: 'html',
          attributes: {},
          childNodes: [
            { type: 2, tagName: 'link', attributes: { rel: 'stylesheet', href: `${ORIGIN}/assets/index-Ab12.css` }, childNodes: [] },
            {
              type: 2,
              tagName: 'a',
              attributes: {
                href: '/profile/budi.santoso',
                class: 'avatar',
                'aria-label': 'Menu akun Budi Santoso, BS',
                style: 'background: url(/uploads/7.jpg)',
              },
              childNodes: [{ type: 3, textContent: 'Budi Santoso' }],
            },
            { type: 2, tagName: 'input', attributes: { type: 'search', value: 'gaji saya', placeholder: 'Cari kursus' }, childNodes: [] },
            { type: 5, textContent: ' budi@contoh.co.id ' },
          ],
        },
      ],
    },
    initialOffset: { top: 0, left: 0 },
  },
})

describe('the recording', () => {
  afterEach(() => vi.useRealTimers())

  it('tells rrweb to mask every input and all text and to block pictures, media and what is marked private', async () => {
    const h = recordingHarness()
    const recording = new SessionRecording(h.deps)
    await recording.start('/profile')
    expect(h.record).toHaveBeenCalledTimes(1)
    const options = h.record.mock.calls[0]![0]
    expect(options).toMatchObject({ maskAllInputs: true, maskTextSelector: '*', recordCanvas: false, collectFonts: false, inlineImages: false })
    expect(String(options.blockSelector).split(', ')).toEqual(expect.arrayContaining(['img', 'video', 'canvas', 'iframe', '[data-private]']))
    expect((options.maskInputFn as () => string)()).toBe('***')
    expect((options.maskTextFn as (text: string) => string)('Budi Santoso')).toBe('**** *******')
    // Nothing of the network or the console is recorded: no plugins at all.
    expect(options.plugins).toBeUndefined()
    expect(RECORD_OPTIONS.inlineStylesheet).toBe(false)
  })

  it('masks text, typed values and words in attributes again, names the screen instead of the URL, and keeps the release’s stylesheet', async () => {
    const h = recordingHarness()
    const recording = new SessionRecording(h.deps)
    await recording.start('/profile/{id}')
    h.emit({ type: 4, timestamp: NOW, data: { href: `${ORIGIN}/profile/budi.santoso?tab=bio`, width: 1280, height: 800 } })
    h.emit(fullSnapshot())
    h.emit({ type: 3, timestamp: NOW + 10, data: { source: 5, id: 9, text: 'rahasia-ketik-123', isChecked: false } })
    h.emit({
      type: 3,
      timestamp: NOW + 20,
      data: {
        source: 0,
        adds: [{ parentId: 1, nextId: null, node: { type: 3, textContent: 'Halo Budi' } }],
        texts: [{ id: 4, value: 'Sari Wulandari' }],
        attributes: [{ id: 5, attributes: { title: 'budi@contoh.co.id', 'aria-expanded': 'true' } }],
        removes: [],
      },
    })
    h.emit({ type: 5, timestamp: NOW + 30, data: { tag: 'x', payload: 'anything' } })
    await recording.flush(false)

    expect(h.posted).toHaveLength(1)
    const sent = JSON.stringify(h.posted[0]!.body)
    for (const secret of ['Budi', 'budi', 'Santoso', 'rahasia', 'gaji', 'Cari kursus', 'contoh.co.id', 'Sari', 'uploads', 'tab=bio'])
      expect(sent).not.toContain(secret)
    const events = h.posted[0]!.body.events
    expect(events.map((e) => e.type)).toEqual([4, 2, 3, 3])
    expect(events[0]!.data.href).toBe(`${ORIGIN}/profile/{id}`)
    expect(sent).toContain('"href":"/assets/index-Ab12.css"')
    expect(sent).toContain('"href":"#"')
    expect(sent).toContain('"textContent":"**** *******"')
    expect(events[2]!.data.text).toBe('***')
    expect(sent).toContain('"aria-expanded":"true"')
  })

  it('cuts batches at the event limit, numbers them, and sends them in order under one recording id', async () => {
    const h = recordingHarness()
    const recording = new SessionRecording(h.deps)
    await recording.start('/')
    for (let i = 0; i < MAX_RECORDING_EVENTS_PER_BATCH + 10; i++)
      h.emit({ type: 3, timestamp: NOW + i, data: { source: 1, positions: [{ x: i, y: 1, id: 3, timeOffset: 0 }] } })
    recording.setScreen('/mentor')
    h.emit({ type: 3, timestamp: NOW + 9999, data: { source: 2, type: 1, id: 3 } })
    await recording.flush(false)
    expect(h.posted.map((p) => [p.body.recording, p.body.seq, p.body.screen, p.body.events.length])).toEqual([
      ['rec0123456789abcdef', 0, '/', MAX_RECORDING_EVENTS_PER_BATCH],
      ['rec0123456789abcdef', 1, '/', 10],
      ['rec0123456789abcdef', 2, '/mentor', 1],
    ])
  })

  it('sends with keepalive when the page goes away, keeps a batch that failed to send, and ends when the server refuses the recording', async () => {
    let answer: () => Response | Promise<Response> = () => Promise.reject(new TypeError('Failed to fetch'))
    const h = recordingHarness(() => answer())
    const recording = new SessionRecording(h.deps)
    await recording.start('/')
    h.emit({ type: 3, timestamp: NOW, data: { source: 2, type: 1, id: 3 } })
    h.listeners.get('pagehide')!()
    await vi.waitFor(() => expect(h.posted).toHaveLength(1))
    expect(h.posted[0]!.keepalive).toBe(true)
    // The failed send settles (its batch waits for the next try).
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(recording.waitingBatches).toHaveLength(1)

    answer = () =>
      Response.json({ type: 'x', title: 'Dilarang', status: 403, detail: 'Perekaman sesi tidak diaktifkan di server ini.', errors: [] }, { status: 403 })
    h.emit({ type: 3, timestamp: NOW + 1, data: { source: 2, type: 1, id: 3 } })
    await recording.flush(false)
    // The waiting batch went first, was refused: the recording is over, rrweb stopped, nothing kept.
    expect(h.posted[1]!.body.seq).toBe(0)
    expect(recording.isEnded).toBe(true)
    expect(h.stop).toHaveBeenCalled()
    expect(recording.waitingBatches).toHaveLength(0)
    h.emit({ type: 3, timestamp: NOW + 2, data: { source: 2, type: 1, id: 3 } })
    await recording.flush(false)
    expect(h.posted).toHaveLength(2)
  })
})
