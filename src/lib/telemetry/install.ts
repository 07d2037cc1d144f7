import type { AnyRouter } from '@tanstack/react-router'
import { reportError } from '@/lib/errors/error-reporter'
import { afterIdle } from '@/lib/idle'
import { NOT_FOUND_SCREEN, screenPattern } from '@/shared/screen'
import { noteScreen, whenFirstError } from './early'

/** How long after the page is idle the reporting module loads: out of the way of what the user opened next. */
export const TELEMETRY_DELAY_MS = 5_000

/** The screen the router shows: the deepest match's route pattern, `*` for not found. */
export function screenOf(router: Pick<AnyRouter, 'state'>): string {
  const leaf = router.state.matches.at(-1)
  return !leaf || leaf.status === 'notFound' ? NOT_FOUND_SCREEN : screenPattern(leaf.routeId)
}

/**
 * main.tsx: errors the page does not catch (window errors, unhandled rejections) are reported, and
 * each route change counts a view of its pattern (a new path; a search change on the same page is
 * not a new view). The reporting module (./telemetry.ts) takes over a few seconds after the page is
 * idle (it is no part of what the user opened), or at once when an error is met or the page is
 * hidden or left, so what waits is sent.
 */
export function installTelemetry(router: AnyRouter): void {
  addEventListener('error', (event) => reportError(event.error ?? event.message, { source: 'window' }))
  addEventListener('unhandledrejection', (event) => reportError(event.reason, { source: 'rejection' }))
  router.subscribe('onResolved', (event) => {
    if (event.pathChanged) noteScreen(screenOf(router))
  })
  let loading = false
  const load = () => {
    if (loading) return
    loading = true
    void import('./telemetry').then((m) => m.startTelemetry())
  }
  afterIdle(() => setTimeout(load, TELEMETRY_DELAY_MS))
  whenFirstError(load)
  addEventListener('pagehide', load)
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && load())
}
