/**
 * Spec section 9: a failed code-chunk load (a deploy replaced the hashed files the open page still
 * refers to) reloads the page, at most once per 60 s so a chunk that is really gone cannot loop.
 * Never while offline (issue 40): there the chunk failed for want of a connection (a first visit,
 * before the service worker keeps the code), and a reload would only trade the page, and what was
 * typed in it, for the browser's error page. Whoever needed the chunk says so: the route's error
 * page (server-error-page.tsx), a confirmation asked in place (confirm-dialog.tsx), a form's failed
 * send; a part the page can do without is left out (lazyOrNothing). Not a toast from here: chunks
 * fetched in the background (link preloads, telemetry) fail offline too, unseen by the user.
 */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000
const STORAGE_KEY = 'chunk-reload-at'

export interface ChunkReloadDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null
  now?: () => number
  reload?: () => void
  /** Whether the browser says it is online. Default navigator.onLine. */
  online?: () => boolean
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false


const chunkErrorPatterns = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk [\w-]+ failed/i,
]

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return chunkErrorPatterns.some((re) => re.test(message))
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/**
 * Reloads unless a reload for the same reason happened in the last minute. Returns whether it
 * reloaded, so the caller can show its error page instead.
 */
export function reloadForChunkError(deps: ChunkReloadDeps = {}): boolean {
  if (!(deps.online ?? browserOnline)()) return false
  const storage = deps.storage === undefined ? safeSessionStorage() : deps.storage
  const now = (deps.now ?? Date.now)()
  const last = Number(storage?.getItem(STORAGE_KEY) ?? Number.NaN)
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_INTERVAL_MS && now >= last) return false
  try {
    storage?.setItem(STORAGE_KEY, String(now))
  } catch {
    // Storage may be full or blocked; without it we still reload (at worst once per failure).
  }
  const reload = deps.reload ?? (() => window.location.reload())
  reload()
  return true
}

/** Listens for Vite's `vite:preloadError` and reloads through the guard. Returns an uninstaller. */
export function installChunkReloadGuard(target: Window = window, deps: ChunkReloadDeps = {}): () => void {
  const onPreloadError = (event: Event) => {
    // Only stop Vite from rethrowing when we really reload; otherwise the route shows its error.
    if (reloadForChunkError(deps)) event.preventDefault()
  }
  target.addEventListener('vite:preloadError', onPreloadError)
  return () => target.removeEventListener('vite:preloadError', onPreloadError)
}

