// What the worker makes of a push and of a tap on its notification (sw/push.ts wires the events).
// Plain TypeScript without worker types, so tests/sw can check it under Node.

/** Where a tap leads when the push names no page of ours. */
export const INBOX_PATH = '/notification'

export interface ShownPush {
  title: string
  body: string
  /** A path of ours (never another origin). */
  url: string
  tag: string
}

/**
 * What the server sent (server/push/push-sender.ts: title, body, url, tag), made safe to show: a
 * push that is not that JSON still shows something, and its link stays on our origin.
 */
export function readPush(text: string | null | undefined): ShownPush {
  let data: Partial<Record<keyof ShownPush, unknown>> = {}
  try {
    // JSON that is no object (a number, a string) has none of these fields: the defaults below.
    data = (JSON.parse(text ?? '') as typeof data | null) ?? {}
  } catch {
    // Not JSON: the defaults below.
  }
  return { title: textOr(data.title, 'Tumbuh', 200), body: textOr(data.body, 'Ada notifikasi baru untuk Anda.', 500), url: pathOr(data.url), tag: textOr(data.tag, 'tumbuh', 120) }
}

const textOr = (value: unknown, fallback: string, max: number) => (typeof value === 'string' && value.trim() !== '' ? value.slice(0, max) : fallback)

/** A path on our origin, else the inbox. */
export const pathOr = (value: unknown): string => (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : INBOX_PATH)

export type TapAction = { action: 'focus'; index: number } | { action: 'navigate'; index: number } | { action: 'open' }

/** A tap: focus a window already on the page, else take a window of ours there, else open one. */
export function tapAction(windows: readonly { url: string }[], href: string, origin: string): TapAction {
  const there = windows.findIndex((w) => w.url === href)
  if (there >= 0) return { action: 'focus', index: there }
  const ours = windows.findIndex((w) => new URL(w.url).origin === origin)
  return ours >= 0 ? { action: 'navigate', index: ours } : { action: 'open' }
}
