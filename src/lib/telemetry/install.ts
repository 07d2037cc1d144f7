import type { AnyRouter } from '@tanstack/react-router'
import { reportError } from '@/lib/errors/error-reporter'
import { afterIdle } from '@/lib/idle'
import { NOT_FOUND_SCREEN, screenPattern } from '@/shared/screen'
import { noteScreen } from './early'

/** The screen the router shows: the deepest match's route pattern, `*` for not found. */
export function screenOf(router: Pick<AnyRouter, 'state'>): string {
  const leaf = router.state.matches.at(-1)
  return !leaf || leaf.status === 'notFound' ? NOT_FOUND_SCREEN : screenPattern(leaf.routeId)
}

/**
 * main.tsx: errors the page does not catch (window errors, unhandled rejections) are reported, and
 * each route change counts a view of its pattern (a new path; a search change on the same page is
 * not a new view). The reporting module (./telemetry.ts) loads when the page is idle and takes over.
 */
export function installTelemetry(router: AnyRouter): void {
  addEventListener('error', (event) => reportError(event.error ?? event.message, { source: 'window' }))
  addEventListener('unhandledrejection', (event) => reportError(event.reason, { source: 'rejection' }))
  router.subscribe('onResolved', (event) => {
    if (event.pathChanged) noteScreen(screenOf(router))
  })
  afterIdle(() => void import('./telemetry').then((m) => m.startTelemetry()))
}
