import { useRouter } from '@tanstack/react-router'
import { useCallback, useEffect, useState } from 'react'
import { routeOf } from '@/lib/auth/redirect-route'
import { reportError } from '@/lib/errors/error-reporter'

export type SignInStatus = 'idle' | 'pending' | 'unavailable'

/**
 * 'Masuk': loads the sign-in code only when asked (oauth4webapi stays out of the first bundle) and
 * turns a provider that cannot be reached into a message instead of a broken page.
 */
export function useSignIn() {
  const router = useRouter()
  const [status, setStatus] = useState<SignInStatus>('idle')

  const start = useCallback(() => {
    setStatus('pending')
    const route = routeOf(router.state)
    import('@/lib/auth/start-sign-in')
      .then(({ startSignIn }) => startSignIn(route))
      .catch((error: unknown) => {
        reportError(error, { source: 'sign-in' })
        setStatus('unavailable')
      })
  }, [router])

  const dismiss = useCallback(() => setStatus('idle'), [])

  // Coming back from the provider with the Back button restores this page from the bfcache.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setStatus('idle')
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [])

  return { status, start, dismiss }
}
