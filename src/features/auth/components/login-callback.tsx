import { id } from '@/lib/i18n/id'
import { useDocumentTitle } from '@/lib/use-document-title'
import styles from './login-callback.module.css'

/** What `/login` shows while the sign-in is completed (issue 3 does the completing). */
export function LoginCallback() {
  useDocumentTitle(id.nav.signIn)
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <img src="/brand/logo-mark.svg" alt="" width={56} height={56} className={styles.mark} />
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.text}>{id.auth.processing}</p>
    </div>
  )
}
