import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
// The status alone (notificationsApi.status): this hook is part of the signed-in header's chunk.
import { notificationStatus } from '@/contract/notification-status'
import { callApi } from '@/lib/api/client'
import { isSessionFailure } from '@/lib/auth/auth-errors'
import { routeOf, saveRedirectRoute } from '@/lib/auth/redirect-route'
import { reportError } from '@/lib/errors/error-reporter'
import { setUnreadStatus } from '@/stores/notification-store'
import { createPoller } from '@/lib/poller'
import { onPushReceived } from '@/lib/push/push-received'

/**
 * The bell's unread marker (spec sections 4 and 8): polling starts after mount for a signed-in
 * user, first asks after 15000 ms (no call at mount, as the spec says) and follows the latest
 * answer. A failure stops it; an expired session also saves the current route, so the sign-in
 * that follows returns here.
 */
export function useNotificationPolling(enabled: boolean): void {
  const router = useRouter()

  useEffect(() => {
    if (!enabled) return
    const poller = createPoller({
      poll: () => callApi(notificationStatus, {}).then((r) => r.data.unread_status),
      onResult: setUnreadStatus,
      onError: (error) => {
        if (isSessionFailure(error)) saveRedirectRoute(routeOf(router.state))
        else reportError(error, { source: 'notification-status' })
      },
    })
    poller.start()
    // A push means something new: marked at once, without waiting for the next poll.
    const stopListening = onPushReceived(() => setUnreadStatus(true))
    return () => {
      poller.stop()
      stopListening()
    }
  }, [enabled, router])
}
