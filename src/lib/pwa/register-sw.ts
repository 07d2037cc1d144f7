import { Workbox } from 'workbox-window'
import { setPwaState } from './pwa-state'

/** An installed app can stay open for days; without a check it would only learn of a release on a full navigation. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000

let workbox: Workbox | null = null

/**
 * Registers /sw.js (scope /) and wires the update prompt. Does nothing in development (vite serves
 * no service worker there) or where the browser has no service workers. main.tsx loads and calls
 * it once the page is idle; the install offer is listened for from the start (install-prompt.ts).
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  if (workbox) return

  const wb = new Workbox('/sw.js', { scope: '/' })
  workbox = wb
  // Also fires on load when a worker from an earlier visit is still waiting.
  wb.addEventListener('waiting', () => setPwaState({ updateWaiting: true, updateDismissed: false }))
  wb.register().then(
    (registration) => {
      if (!registration) return
      setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_INTERVAL_MS)
    },
    // Blocked or unavailable (private modes, policies): the app still works, only not offline.
    () => undefined,
  )
}

/**
 * The user accepted the update: the waiting worker takes over (it waits for exactly this message)
 * and the page reloads once it controls the page, so page and worker are of the same release.
 */
export function acceptUpdate(): void {
  const wb = workbox
  if (!wb) return
  wb.addEventListener('controlling', () => window.location.reload())
  wb.messageSkipWaiting()
}

