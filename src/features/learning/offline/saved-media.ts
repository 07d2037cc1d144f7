import { budgetBytes, budgetRefusal, readBudgetMb } from './saved-media-budget'
import { SAVED_MEDIA_INDEX_URL, SAVED_MEDIA_USER_MESSAGE, savedMediaCacheName, type SavedMediaUserMessage } from '@/shared/saved-media-names'
import { savedMediaTexts } from './texts'

const t = savedMediaTexts.errors

export type SavedKind = 'video' | 'package'
export interface SaveMedia {
  url: string
  title: string
}
/** What 'Simpan untuk offline' saves: one video, or every video material of a package. */
export interface SaveRequest {
  kind: SavedKind
  id: number
  /** Packages: the {slug} route parameter, so the list can link back. */
  slug?: string
  title: string
  media: SaveMedia[]
}
export interface SavedItem extends Omit<SaveRequest, 'media'> {
  key: string
  media: Array<SaveMedia & { bytes: number }>
  /** The item's media together (a clip shared with another item counts in both). */
  bytes: number
  savedAt: string
}
export interface SaveProgress {
  loaded: number
  /** 0 while sizes are unknown (no Content-Length). */
  total: number
}

export type SavedMediaFailure = 'signed-out' | 'unsupported' | 'no-media' | 'budget' | 'quota' | 'network' | 'storage' | 'aborted'
export class SavedMediaError extends Error {
  constructor(message: string, readonly reason: SavedMediaFailure) {
    super(message)
  }
}

export interface SavedMediaDeps {
  caches?: CacheStorage
  fetch?: typeof fetch
  storageManager?: Partial<Pick<StorageManager, 'estimate' | 'persist' | 'persisted'>>
  budgetMb?: () => number
  now?: () => Date
}

export const savedItemKey = (kind: SavedKind, itemId: number): string => `${kind}:${itemId}`

/** Bytes the user's saved media take on the device: each file once, however many items share it. */
export function usedBytesOf(items: readonly SavedItem[]): number {
  const sizes = new Map(items.flatMap((item) => item.media.map((m) => [m.url, m.bytes] as const)))
  return [...sizes.values()].reduce((sum, n) => sum + n, 0)
}

function cachesOf(deps: SavedMediaDeps): CacheStorage {
  const storage = deps.caches ?? globalThis.caches
  if (!storage) throw new SavedMediaError(t.unsupported, 'unsupported')
  return storage
}

async function readIndex(cache: Cache): Promise<SavedItem[]> {
  try {
    const parsed: unknown = await (await cache.match(SAVED_MEDIA_INDEX_URL))?.json()
    const items = (parsed as { items?: unknown } | undefined)?.items
    return Array.isArray(items) ? (items as SavedItem[]) : []
  } catch {
    return []
  }
}

function writeIndex(cache: Cache, items: SavedItem[]): Promise<void> {
  return cache.put(SAVED_MEDIA_INDEX_URL, new Response(JSON.stringify({ version: 1, items }), { headers: { 'Content-Type': 'application/json' } }))
}

// Index changes are read-modify-write: one at a time within this page.
let queue: Promise<unknown> = Promise.resolve()
function locked<T>(fn: () => Promise<T>): Promise<T> {
  const run = queue.then(fn, fn)
  queue = run.catch(() => undefined)
  return run
}
// Media a save in progress relies on; a removal meanwhile must not delete them.
const inFlight = new Map<string, number>()
const hold = (urls: readonly string[], delta: 1 | -1) => urls.forEach((u) => inFlight.set(u, (inFlight.get(u) ?? 0) + delta))

export async function listSaved(userId: number, deps: SavedMediaDeps = {}): Promise<SavedItem[]> {
  const storage = cachesOf(deps)
  const name = savedMediaCacheName(userId)
  // `has` first: looking must not create an empty cache for every visitor.
  return (await storage.has(name)) ? readIndex(await storage.open(name)) : []
}

/** Deletes `urls` from the cache unless a saved item or a save in progress still needs them. */
async function dropUnused(cache: Cache, urls: Iterable<string>, items: readonly SavedItem[]): Promise<void> {
  const needed = new Set(items.flatMap((item) => item.media.map((m) => m.url)))
  for (const url of urls) if (!needed.has(url) && !inFlight.get(url)) await cache.delete(url)
}

export function removeSaved(userId: number, key: string, deps: SavedMediaDeps = {}): Promise<void> {
  return locked(async () => {
    const cache = await cachesOf(deps).open(savedMediaCacheName(userId))
    const items = await readIndex(cache)
    const item = items.find((i) => i.key === key)
    if (!item) return
    const rest = items.filter((i) => i.key !== key)
    await writeIndex(cache, rest)
    await dropUnused(cache, item.media.map((m) => m.url), rest)
  })
}

async function sizeOf(url: string, doFetch: typeof fetch, signal?: AbortSignal): Promise<number | null> {
  const head = await doFetch(url, { method: 'HEAD', signal })
  const size = Number(head.headers.get('Content-Length') ?? NaN)
  return head.ok && Number.isSafeInteger(size) && size >= 0 ? size : null
}

async function requestPersistence(manager: SavedMediaDeps['storageManager']): Promise<void> {
  // Chromium grants or refuses silently by engagement, Firefox asks the user once; either way saved
  // media are then not evicted under storage pressure without the user's say.
  try {
    if (manager?.persist && manager.persisted && !(await manager.persisted())) await manager.persist()
  } catch {
    // Not allowed here (e.g. an insecure context): saving still works, only evictable.
  }
}

/**
 * Downloads the request's media into the user's cache with progress, then records the item.
 * Refuses (SavedMediaError 'budget' / 'quota') before downloading when the user's budget or the
 * browser's estimate would be exceeded; media of unknown size are checked while they stream.
 */
export async function saveForOffline(
  userId: number,
  request: SaveRequest,
  options: { onProgress?: (progress: SaveProgress) => void; signal?: AbortSignal } = {},
  deps: SavedMediaDeps = {},
): Promise<SavedItem> {
  const storage = cachesOf(deps)
  const doFetch = deps.fetch ?? globalThis.fetch.bind(globalThis)
  const manager = 'storageManager' in deps ? deps.storageManager : globalThis.navigator?.storage
  const urls = [...new Set(request.media.map((m) => m.url))]
  if (urls.length === 0) throw new SavedMediaError(t.noMedia, 'no-media')
  const cache = await storage.open(savedMediaCacheName(userId))
  const fetched = new Map<string, number>()
  // put() may report a stream's own error as a plain TypeError: the budget stop is kept here.
  let stopped: SavedMediaError | null = null
  let held = true
  hold(urls, 1)
  try {
    const items = await readIndex(cache)
    // Media saved for another item (a clip in a package and as a video) are reused, not fetched.
    const known = new Map(items.flatMap((item) => item.media.map((m) => [m.url, m.bytes] as const)))
    const missing = urls.filter((url) => !known.has(url))
    const sizes = await Promise.all(missing.map((url) => sizeOf(url, doFetch, options.signal)))
    const total = sizes.reduce<number>((sum, n) => sum + (n ?? 0), 0)
    const usedBytes = usedBytesOf(items)
    const budgetMb = (deps.budgetMb ?? readBudgetMb)()
    const estimate = await manager?.estimate?.().catch(() => null)
    const refusal = budgetRefusal({ neededBytes: total, usedBytes, budgetMb, estimate })
    if (refusal) throw new SavedMediaError(refusal.message, refusal.reason)
    await requestPersistence(manager)

    const limit = budgetBytes(budgetMb) - usedBytes
    let loaded = 0
    options.onProgress?.({ loaded, total })
    for (const url of missing) {
      const answer = await doFetch(url, { signal: options.signal })
      if (answer.status !== 200 || !answer.body) throw new SavedMediaError(t.network, 'network')
      let bytes = 0
      const counted = answer.body.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            bytes += chunk.byteLength
            loaded += chunk.byteLength
            if (loaded > limit) {
              const over = budgetRefusal({ neededBytes: loaded, usedBytes, budgetMb })
              stopped = new SavedMediaError(over?.message ?? t.storage, 'budget')
              controller.error(stopped)
              return
            }
            controller.enqueue(chunk)
            options.onProgress?.({ loaded, total: Math.max(total, loaded) })
          },
        }),
      )
      const headers = { 'Content-Type': answer.headers.get('Content-Type') ?? 'application/octet-stream' }
      // Only a complete copy is stored: put() fails as a whole when the stream errors or is aborted.
      await cache.put(url, new Response(counted, { headers }))
      fetched.set(url, bytes)
    }

    const media = request.media.map((m) => ({ ...m, bytes: known.get(m.url) ?? fetched.get(m.url) ?? 0 }))
    const item: SavedItem = {
      key: savedItemKey(request.kind, request.id),
      kind: request.kind,
      id: request.id,
      ...(request.slug ? { slug: request.slug } : {}),
      title: request.title,
      media,
      bytes: usedBytesOf([{ media } as SavedItem]),
      savedAt: (deps.now?.() ?? new Date()).toISOString(),
    }
    await locked(async () => writeIndex(cache, [...(await readIndex(cache)).filter((i) => i.key !== item.key), item]))
    return item
  } catch (error) {
    hold(urls, -1)
    held = false
    // A failed or cancelled save leaves nothing behind that no saved item needs.
    await locked(async () => dropUnused(cache, fetched.keys(), await readIndex(cache))).catch(() => undefined)
    throw failureOf(stopped ?? error, options.signal)
  } finally {
    if (held) hold(urls, -1)
  }
}

function failureOf(error: unknown, signal?: AbortSignal): SavedMediaError {
  if (signal?.aborted) return new SavedMediaError(savedMediaTexts.cancelled, 'aborted')
  if (error instanceof SavedMediaError) return error
  if (error instanceof TypeError) return new SavedMediaError(t.network, 'network')
  return new SavedMediaError(t.storage, 'storage')
}

/** Tells the service worker whose saved copies to serve (it cannot read the user-id cookie). */
export function tellServiceWorker(userId: number | null): void {
  const container = globalThis.navigator?.serviceWorker
  if (!container) return
  const message: SavedMediaUserMessage = { type: SAVED_MEDIA_USER_MESSAGE, userId }
  container.controller?.postMessage(message)
  void container.ready.then((registration) => registration.active?.postMessage(message)).catch(() => undefined)
}
