import { useSnapshot } from 'valtio'
import { AlertIcon, CloseIcon } from '@/components/icons/icons'
import { id } from '@/lib/i18n/id'
import { dismissToast, toastStore } from '@/lib/toast/toast-store'
import styles from './toaster.module.css'

/** The messages of the toast store, over any page; each is an alert, so it is announced. */
export function Toaster() {
  const { toasts } = useSnapshot(toastStore)
  if (toasts.length === 0) return null
  return (
    <div className={styles.region}>
      {toasts.map((toast) => (
        <div key={toast.id} className={styles.toast} data-tone={toast.tone} role="alert">
          <AlertIcon size={20} className={styles.icon} />
          <p className={styles.text}>{toast.message}</p>
          <button type="button" className={styles.close} onClick={() => dismissToast(toast.id)} aria-label={id.auth.dismiss}>
            <CloseIcon size={18} />
          </button>
        </div>
      ))}
    </div>
  )
}
