import { Suspense, useState } from 'react'
import { useUserId } from '@/lib/auth/user-id-cookie'
import { useIdle } from '@/lib/idle'
import { lazyOrNothing } from '@/lib/lazy-or-nothing'

// A visitor is never asked: the status call, its stores and contract load once someone signs in,
// and not before the page is idle (the modal is not part of the first screen).
// Offline before that code is on the device: nothing, rather than an error page (lazyOrNothing).
const PersonalizationStatus = lazyOrNothing(() => import('./personalization-status'))

/**
 * Mounted once in the root. From the first moment a user is signed in (the user-id cookie) and the
 * page is idle, it mounts the status check and modal (personalization-status.tsx), and keeps them
 * mounted: a sign-out, here or in another tab, is theirs to clear.
 */
export function PersonalizationGate() {
  const userId = useUserId()
  const idle = useIdle()
  const [needed, setNeeded] = useState(userId !== null)
  if (userId !== null && !needed) setNeeded(true)
  return needed && idle ? (
    <Suspense fallback={null}>
      <PersonalizationStatus />
    </Suspense>
  ) : null
}
