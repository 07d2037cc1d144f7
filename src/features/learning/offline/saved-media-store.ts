import { useEffect, useSyncExternalStore } from 'react'
import { readUserId, useUserId } from '@/lib/auth/user-id-cookie'
import { savedMediaTexts as t } from './texts'
import { readBudgetMb, writeBudgetMb } from './saved-media-budget'
import {
  listSaved,
  removeSaved,
  SavedMediaError,
  saveForOffline,
  savedItemKey,
  tellServiceWorker,
  usedBytesOf,
  type SavedItem,
  type SaveProgress,
  type SaveRequest,
} from './saved-media'

export interface SavedMediaState {
  /** Whose list this is; another user's list is never shown. */
  userId: number | null
  ready: boolean
  items: SavedItem[]
  usedBytes: number
  budgetMb: number
  /** What the browser says is left for this site; null where it does not say. */
  freeBytes: number | null
  /** Saves under way, by item key: they go on while the user browses other pages. */
  downloads: Record<string, SaveProgress>
  /** The last failure of a save, by item key, in the user's words. */
  errors: Record<string, string>
  removing: Record<string, boolean>
}

let state: SavedMediaState = { userId: null, ready: false, items: [], usedBytes: 0, budgetMb: readBudgetMb(), freeBytes: null, downloads: {}, errors: {}, removing: {} }
const listeners = new Set<() => void>()
const controllers = new Map<string, AbortController>()

function set(patch: Partial<SavedMediaState>): void {
  state = { ...state, ...patch }
  for (const listener of listeners) listener()
}

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _dropped, ...rest } = record
  return rest
}

const supported = () => typeof globalThis.caches !== 'undefined'

/** Reads the user's list and the browser's estimate again. */
export async function refreshSavedMedia(userId: number | null = readUserId()): Promise<void> {
  const items = userId !== null && supported() ? await listSaved(userId).catch(() => []) : []
  const estimate = await globalThis.navigator?.storage?.estimate?.().catch(() => undefined)
  const freeBytes = estimate?.quota !== undefined ? Math.max(0, estimate.quota - (estimate.usage ?? 0)) : null
  set({ userId, ready: true, items, usedBytes: usedBytesOf(items), freeBytes, budgetMb: readBudgetMb() })
}

/** Starts saving in the background; progress, result and failure arrive through the store. */
export function startSave(request: SaveRequest): void {
  const key = savedItemKey(request.kind, request.id)
  const userId = readUserId()
  if (userId === null || !supported()) {
    set({ errors: { ...state.errors, [key]: userId === null ? t.errors.signedOut : t.errors.unsupported } })
    return
  }
  if (controllers.has(key)) return
  const controller = new AbortController()
  controllers.set(key, controller)
  set({ downloads: { ...state.downloads, [key]: { loaded: 0, total: 0 } }, errors: without(state.errors, key) })
  tellServiceWorker(userId)
  let shown = -1
  const onProgress = (progress: SaveProgress) => {
    // One update per visible percent (or per 256 KB while the size is unknown), not per chunk.
    const step = progress.total > 0 ? Math.floor((progress.loaded / progress.total) * 100) : Math.floor(progress.loaded / 262_144)
    if (step === shown) return
    shown = step
    set({ downloads: { ...state.downloads, [key]: progress } })
  }
  saveForOffline(userId, request, { onProgress, signal: controller.signal })
    .catch((error: unknown) => {
      const message = error instanceof SavedMediaError ? error.message : t.errors.storage
      set({ errors: { ...state.errors, [key]: message } })
    })
    .finally(() => {
      controllers.delete(key)
      set({ downloads: without(state.downloads, key) })
      void refreshSavedMedia(userId)
    })
}

export function cancelSave(key: string): void {
  controllers.get(key)?.abort()
}

export function dismissSaveError(key: string): void {
  set({ errors: without(state.errors, key) })
}

export async function removeSavedItem(key: string): Promise<void> {
  const userId = readUserId()
  if (userId === null) return
  set({ removing: { ...state.removing, [key]: true } })
  try {
    await removeSaved(userId, key)
  } finally {
    set({ removing: without(state.removing, key) })
    await refreshSavedMedia(userId)
  }
}

/** False (nothing changed) when `mb` is out of range. */
export function setBudgetMb(mb: number): boolean {
  if (!writeBudgetMb(mb)) return false
  set({ budgetMb: mb })
  return true
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The signed-in user's saved media, refreshed when the user changes; tells the worker who it is. */
export function useSavedMedia(): SavedMediaState {
  const userId = useUserId()
  useEffect(() => {
    tellServiceWorker(userId)
    void refreshSavedMedia(userId)
  }, [userId])
  const current = useSyncExternalStore(subscribe, () => state)
  return current.userId === userId ? current : { ...current, ready: false, items: [], usedBytes: 0 }
}

export const isSaveSupported = supported
