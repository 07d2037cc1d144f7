/**
 * Spec section 9: a failed code-chunk load (a deploy replaced the hashed files the open page still
 * refers to) reloads the page, at most once per 60 s so a chunk that is really gone cannot loop.
 */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000
const STORAGE_KEY = 'chunk-reload-at'

export interface ChunkReloadDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null
  now?: () => number
  reload?: () => void
}

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
