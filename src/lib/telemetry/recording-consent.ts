// Session recording's consent (decision 029): given on the profile page, kept on this device for the
// user who gave it (another user signing in on the same phone is not recorded on their colleague's
// word), withdrawn there too. Small and free of rrweb: the profile page and the reporting module
// read it; the recorder itself loads only when the consent, the server's setting and the sample
// all say yes.

export const RECORDING_CONSENT_KEY = 'session-recording-consent'
/** Told on `window` when the consent changes on this page, so a recording starts or stops at once. */
export const RECORDING_CONSENT_EVENT = 'tumbuh:session-recording-consent'

type ConsentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function localStore(): ConsentStorage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** Whether `userId` agreed to be recorded on this device. */
export function hasRecordingConsent(userId: number | null, storage: ConsentStorage | null = localStore()): boolean {
  if (userId === null) return false
  try {
    const saved = JSON.parse(storage?.getItem(RECORDING_CONSENT_KEY) ?? 'null') as { user?: unknown } | null
    return saved?.user === userId
  } catch {
    return false
  }
}

/** Gives (with the time) or withdraws `userId`'s consent on this device, and tells the page. */
export function setRecordingConsent(
  userId: number,
  given: boolean,
  storage: ConsentStorage | null = localStore(),
  target: Pick<EventTarget, 'dispatchEvent'> = window,
  now: () => number = Date.now,
): void {
  if (given) storage?.setItem(RECORDING_CONSENT_KEY, JSON.stringify({ user: userId, at: new Date(now()).toISOString() }))
  else storage?.removeItem(RECORDING_CONSENT_KEY)
  target.dispatchEvent(new Event(RECORDING_CONSENT_EVENT))
}
