import { AlertIcon, CloseIcon } from '@/components/icons/icons'
import { id } from '@/lib/i18n/id'
import styles from './sign-in-notice.module.css'

/** Tells the user that sign-in cannot start now; announced as an alert. */
export function SignInNotice({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div className={styles.notice} role="alert">
      <AlertIcon size={20} className={styles.icon} />
      <p className={styles.text}>{id.auth.unavailable}</p>
      <button type="button" className={styles.close} onClick={onDismiss} aria-label={id.auth.dismiss}>
        <CloseIcon size={18} />
      </button>
    </div>
  )
}
