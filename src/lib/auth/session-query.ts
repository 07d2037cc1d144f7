import { queryOptions, useQuery } from '@tanstack/react-query'
import { useSnapshot } from 'valtio'
import { authApi } from '@/contract/auth'
import { callApi } from '@/lib/api/client'
import { authStore } from '@/lib/auth/auth-store'
import { isSessionFailure } from './auth-errors'
import { useUserId } from './user-id-cookie'

export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
}

/**
 * The signed-in user of the server session (GET /api/platform/auth/session). Persisted so the
 * header knows the user offline; it carries names and an e-mail, never a token, and logout
 * removes the persisted copy.
 */
export function sessionQueryOptions() {
  return queryOptions({
    queryKey: authKeys.session(),
    queryFn: ({ signal }) => callApi(authApi.session, { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
    meta: { persist: true },
  })
}

/**
 * Who is signed in, for the header and pages: the user-id cookie says so at once (offline too),
 * the session query confirms it and names the user. A session the server no longer knows is
 * handled by the query cache's 401 rule (sign in again). While a logout is under way the user
 * stays shown, though the cookie is already gone, until the page leaves.
 */
export function useSession() {
  const userId = useUserId()
  const { loggingOut } = useSnapshot(authStore)
  const session = useQuery({ ...sessionQueryOptions(), enabled: userId !== null && !loggingOut })
  const loggedIn = (userId !== null || loggingOut) && !(session.isError && isSessionFailure(session.error))
  const user = loggedIn && session.data && (userId === null || session.data.id === userId) ? session.data : null
  return { loggedIn, userId, user, loggingOut }
}
