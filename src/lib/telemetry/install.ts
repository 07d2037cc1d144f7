import type { AnyRouter } from '@tanstack/react-router'
import { reportError } from '@/lib/errors/error-reporter'
import { afterIdle } from '@/lib/idle'
import { appConfig } from '@/lib/config'
import { joinUrl } from '@/lib/api/client'
import { jakartaDay } from '@/shared/dates'
import { NOT_FOUND_SCREEN, screenPattern } from '@/shared/screen'
import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '@/shared/wire'
import { earlyQueue, noteScreen } from './early'

/** The screen the router shows: the deepest match's route pattern, `*` for not found. */
export function screenOf(router: Pick<AnyRouter, 'state'>): string {
  const leaf = router.state.matches.at(-1)
  if (!leaf || leaf.status === 'notFound') return NOT_FOUND_SCREEN
  return screenPattern(leaf.routeId)
}

/** Before the module has loaded, a page that goes away sends what waited (a chunk error reloads at once). */
function sendEarlyOnPagehide(): void {
  const { errors, views } = earlyQueue()
  if (errors.length === 0 && views.length === 0) return
  const post = (path: string, body: unknown) =>
    void fetch(joinUrl(appConfig.apiBaseUrl, path), {
      method: 'POST',
      keepalive: true,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE },
      body: JSON.stringify(body),
    }).catch(() => undefined)
  if (errors.length > 0) post('/api/telemetry/errors', { errors: errors.slice(0, 10) })
  const counts = new Map<string, { screen: string; day: string; count: number }>()
  for (const view of views) {
    const day = jakartaDay(view.at)
    const row = counts.get(`${day} ${view.screen}`) ?? { screen: view.screen, day, count: 0 }
    row.count++
    counts.set(`${day} ${view.screen}`, row)
  }
  if (views.length > 0 && !(navigator.doNotTrack === '1' || (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true)) {
    post('/api/telemetry/views', { views: [...counts.values()].slice(0, 50) })
  }
}

/**
 * main.tsx: errors the page does not catch (window errors, unhandled rejections) are reported, and
 * each route change counts a view of its pattern (a new path; a search change on the same page is
 * not a new view). The reporting module (./telemetry.ts) loads when the page is idle and takes over.
 */
export function installTelemetry(router: AnyRouter): void {
  window.addEventListener('error', (event) => reportError(event.error ?? event.message, { source: 'window' }))
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason, { source: 'rejection' }))
  router.subscribe('onResolved', (event) => {
    if (event.pathChanged) noteScreen(screenOf(router))
  })
  let loaded = false
  window.addEventListener('pagehide', () => {
    if (!loaded) sendEarlyOnPagehide()
  })
  afterIdle(
    () =>
      void import('./telemetry').then((m) => {
        loaded = true
        m.startTelemetry()
      }),
  )
}
