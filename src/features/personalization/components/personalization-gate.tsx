import { lazy, Suspense, useState } from 'react'
import { useUserId } from '@/lib/auth/user-id-cookie'

// A visitor is never asked: the status call, its stores and contract load once someone signs in.
const PersonalizationStatus = lazy(() => import('./personalization-status'))

/**
 * Mounted once in the root. From the first moment a user is signed in (the user-id cookie), it
 * mounts the status check and modal (personalization-status.tsx), and keeps them mounted: a
 * sign-out, here or in another tab, is theirs to clear.
 */
export function PersonalizationGate() {
  const userId = useUserId()
  const [needed, setNeeded] = useState(userId !== null)
  if (userId !== null && !needed) setNeeded(true)
  return needed ? (
    <Suspense fallback={null}>
      <PersonalizationStatus />
    </Suspense>
  ) : null
}
