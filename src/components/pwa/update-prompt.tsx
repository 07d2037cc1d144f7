import { buttonClassName } from '@/components/ui/button'
import { id } from '@/lib/i18n/id'
import { dismissUpdate, usePwaState } from '@/lib/pwa/pwa-state'
import styles from './pwa.module.css'

/**
 * 'Versi baru tersedia' with 'Muat ulang': shown while a new service worker waits. The new release
 * never takes over by itself (a half-filled form would be lost); closing the prompt keeps the
 * current version until the next visit.
 */
// The prompt only shows once the registration (loaded when the page was idle) has found a waiting
// worker, so this import is already done by then; it keeps workbox-window out of the first load.
const acceptUpdate = () => void import('@/lib/pwa/register-sw').then((m) => m.acceptUpdate())

export function UpdatePrompt() {
  const visible = usePwaState((s) => s.updateWaiting && !s.updateDismissed)
  if (!visible) return null
  return (
    <div className={styles.toast} role="status" aria-live="polite">
      <span className={styles.text}>{id.pwa.updateAvailable}</span>
      <button type="button" className={buttonClassName('primary', 'small', styles.reload)} onClick={acceptUpdate}>
        {id.pwa.reload}
      </button>
      <button type="button" className={styles.close} aria-label={id.pwa.dismiss} onClick={dismissUpdate}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}
