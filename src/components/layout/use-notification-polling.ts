import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { subscribe } from 'valtio'
// The status alone (notificationsApi.status): this hook is part of the signed-in header's chunk.
import { notificationStatus } from '@/contract/notification-status'
import { callApi } from '@/lib/api/client'
import { isSessionFailure } from '@/lib/auth/auth-errors'
import { routeOf, saveRedirectRoute } from '@/lib/auth/redirect-route'
import { useUserId } from '@/lib/auth/user-id-cookie'
import { reportError } from '@/lib/errors/error-reporter'
import { notificationStore, setUnreadStatus } from '@/stores/notification-store'
import { createPoller } from '@/lib/poller'
import { onPushReceived } from '@/lib/push/push-received'

const fetchUnreadStatus = () => callApi(notificationStatus, {}).then((r) => r.data.unread_status)

/** The user's last known unread status, kept in the persisted query cache. */
export const unreadStatusKey = (userId: number | null) => ['notification-status', userId] as const

/**
 * The bell's unread marker (spec sections 4 and 8): polling starts after mount for a signed-in
 * user, first asks after 15000 ms (no call at mount, as the spec says) and follows the latest
 * answer. A failure stops it; an expired session also saves the current route, so the sign-in
 * that follows returns here.
 * Until this page's first answer, the marker is the last one this device heard (issue 40: the dot
 * was missing for the first 15 s of every visit): every answer, from the polling, the inbox or a
 * push, is kept in the persisted query cache, and answered here from the first render.
 */
export function useNotificationPolling(enabled: boolean): boolean | undefined {
  const router = useRouter()
  const queryClient = useQueryClient()
  const userId = useUserId()
  const key = unreadStatusKey(userId)
  // Never fetched by itself (the polling asks, on the spec's schedule): it holds the persisted answer.
  const persisted = useQuery({ queryKey: key, queryFn: fetchUnreadStatus, enabled: false, staleTime: Infinity, meta: { persist: true } })

  useEffect(() => {
    if (!enabled) return
    const remember = () => {
      if (notificationStore.known && userId !== null) queryClient.setQueryData(unreadStatusKey(userId), notificationStore.unread)
    }
    remember()
    const stopRemembering = subscribe(notificationStore, remember)
    const poller = createPoller({
      poll: fetchUnreadStatus,
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
      stopRemembering()
    }
  }, [enabled, router, queryClient, userId])
  return enabled ? persisted.data : undefined
}
