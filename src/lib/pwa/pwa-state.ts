import { useSyncExternalStore } from 'react'

/**
 * What the service-worker registration and the install prompt tell the UI. A tiny external store
 * rather than valtio or context: it is written from outside React (workbox-window and window
 * events fire before and regardless of rendering) and read by two small components.
 */
export interface PwaState {
  /** A new service worker is installed and waits for the user to accept the update. */
  updateWaiting: boolean
  /** The user closed the update prompt for this page load. */
  updateDismissed: boolean
  /** The browser offered to install the app (a deferred `beforeinstallprompt`). */
  installAvailable: boolean
}

const initialState: PwaState = { updateWaiting: false, updateDismissed: false, installAvailable: false }

let state: PwaState = initialState
const listeners = new Set<() => void>()

export function getPwaState(): PwaState {
  return state
}

export function setPwaState(patch: Partial<PwaState>): void {
  state = { ...state, ...patch }
  for (const listener of listeners) listener()
}

/** The user closed the update prompt: the current version stays until the next visit. */
export function dismissUpdate(): void {
  setPwaState({ updateDismissed: true })
}

/** Back to the initial state; for tests. */
export function resetPwaState(): void {
  state = initialState
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function usePwaState<T>(select: (s: PwaState) => T): T {
  return useSyncExternalStore(subscribe, () => select(state), () => select(initialState))
}
