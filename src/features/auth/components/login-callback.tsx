import { Link, useRouter } from '@tanstack/react-router'
import { useEffect, useState, type ReactNode } from 'react'
import { AlertIcon } from '@/components/icons/icons'
import { signedInAccount } from '@/components/layout/load-signed-in-account'
import { buttonClassName } from '@/components/ui/button'
import { finishSignIn, SignInCallbackError, type SignInFailure } from '@/lib/auth/complete-sign-in'
import { useAuth } from '@/lib/auth/use-auth'
import { reportError } from '@/lib/errors/error-reporter'
import { id } from '@/lib/i18n/id'
import { authTexts } from '../texts'
import { useDocumentTitle } from '@/lib/use-document-title'
import styles from './login-callback.module.css'

const failureText: Record<SignInFailure, string> = {
  provider: authTexts.callbackProvider,
  state: authTexts.callbackState,
  refused: authTexts.callbackRefused,
  network: authTexts.callbackNetwork,
}

/**
 * /login with the provider's answer: completes the sign-in (src/lib/auth/complete-sign-in.ts),
 * then replaces itself with the saved route or '/'. A failure says why, in Indonesian, with
 * 'Coba masuk lagi' and 'Kembali ke beranda'.
 */
export function LoginCallback(): ReactNode {
  useDocumentTitle(id.nav.signIn)
  const router = useRouter()
  const auth = useAuth()
  // The answer as the page opened with it: navigating away must not re-run the completion with ''.
  const [searchStr] = useState(() => router.state.location.searchStr)
  const [failure, setFailure] = useState<SignInFailure | null>(null)

  useEffect(() => {
    let active = true
    // The signed-in header's part comes with the page the sign-in returns to: its code loads meanwhile.
    void signedInAccount.load().catch(() => undefined)
    finishSignIn(searchStr, auth).then(
      (target) => {
        if (active) void router.navigate({ ...(target as { to: '/' }), replace: true })
      },
      (error: unknown) => {
        if (!active) return
        const reason = error instanceof SignInCallbackError ? error.reason : 'network'
        // A cancelled sign-in is the user's choice, not a fault to report.
        if (reason !== 'provider') reportError(error, { source: 'sign-in-callback' })
        setFailure(reason)
      },
    )
    return () => {
      active = false
    }
  }, [searchStr, auth, router])

  if (failure) return <LoginFailure reason={failure} />

  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <img src="/brand/logo-mark.svg" alt="" width={56} height={56} className={styles.mark} />
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.text}>{authTexts.processing}</p>
    </div>
  )
}

function LoginFailure({ reason }: { reason: SignInFailure }): ReactNode {
  const auth = useAuth()
  const [status, setStatus] = useState<'idle' | 'pending' | 'unavailable'>('idle')

  const retry = () => {
    setStatus('pending')
    // null: the route saved before the first attempt is still where the user wants to go.
    auth.signIn(null).catch((error: unknown) => {
      reportError(error, { source: 'sign-in' })
      setStatus('unavailable')
    })
  }

  return (
    <section className={styles.wrap} aria-labelledby="login-failure-title">
      <img src="/brand/logo-mark.svg" alt="" width={56} height={56} className={styles.mark} />
      <div className={styles.failure} role="alert">
        <AlertIcon size={28} className={styles.failureIcon} />
        <h1 id="login-failure-title" className={styles.title}>
          {authTexts.callbackTitle}
        </h1>
        <p className={styles.text}>{status === 'unavailable' ? id.auth.unavailable : failureText[reason]}</p>
      </div>
      <div className={styles.actions}>
        <button type="button" className={buttonClassName('primary', 'large')} onClick={retry} disabled={status === 'pending'} aria-busy={status === 'pending' || undefined}>
          {authTexts.retrySignIn}
        </button>
        <Link to="/" replace className={buttonClassName('outline', 'large')}>
          {id.errors.backHome}
        </Link>
      </div>
    </section>
  )
}
