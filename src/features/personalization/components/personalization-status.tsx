import { lazy, Suspense, useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { useSession } from '@/lib/auth/session-query'
import { readUserId } from '@/lib/auth/user-id-cookie'
import { personalizationStore, resetPersonalizationStore, setPersonalizationUser } from '@/stores/personalization-store'
import { userStore } from '@/stores/user-store'
import { useQueryClient } from '@tanstack/react-query'
import { useWhenSent } from '@/lib/outbox/use-when-sent'
import { personalizedKeyRoot } from '@/lib/query/personalized-key'
import { checkPersonalization } from '../api/personalization-check'
import { INTERESTS_RESOURCE } from '../api/interest-mutation-keys'

// Shown once per user at most: the form, its master lists and styles load only when it opens.
const PersonalizationDialog = lazy(() => import('./personalization-dialog').then((m) => ({ default: m.PersonalizationDialog })))

/**
 * Mounted by PersonalizationGate once someone is signed in: after sign-in (the user-id cookie is there and the session names the
 * user) it runs the status call once per session and shows the modal when the user has no
 * interests yet.
 */
export default function PersonalizationStatus() {
  const { userId, user, loggingOut } = useSession()
  const { userInfo } = useSnapshot(userStore)
  const { modalPersonalized } = useSnapshot(personalizationStore)
  const confirmedId = user && !loggingOut ? user.id : null
  // Interests saved offline: once they are sent, the personalized lists follow them.
  const queryClient = useQueryClient()
  useWhenSent(INTERESTS_RESOURCE, () => void queryClient.invalidateQueries({ queryKey: personalizedKeyRoot }))

  useEffect(() => {
    // Signed out (here or in another tab): nothing of the last user's modal stays on screen.
    if (userId === null && !loggingOut) resetPersonalizationStore()
  }, [userId, loggingOut])

  useEffect(() => {
    if (confirmedId !== null) void checkPersonalization(confirmedId, () => readUserId() === confirmedId)
  }, [confirmedId])

  useEffect(() => setPersonalizationUser(userInfo ? { ...userInfo } : null), [userInfo])

  return modalPersonalized ? (
    <Suspense fallback={null}>
      <PersonalizationDialog />
    </Suspense>
  ) : null
}
