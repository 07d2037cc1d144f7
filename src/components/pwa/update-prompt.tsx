import { acceptUpdate, dismissUpdate } from '@/lib/pwa/register-sw'
import { usePwaState } from '@/lib/pwa/pwa-state'
import './pwa.css'

/**
 * 'Versi baru tersedia' with 'Muat ulang': shown while a new service worker waits. The new release
 * never takes over by itself (a half-filled form would be lost); closing the prompt keeps the
 * current version until the next visit.
 */
export function UpdatePrompt() {
  const visible = usePwaState((s) => s.updateWaiting && !s.updateDismissed)
  if (!visible) return null
  return (
    <div className="pwa-toast" role="status" aria-live="polite">
      <span className="pwa-toast__text">Versi baru tersedia</span>
      <button type="button" className="pwa-button pwa-button--primary" onClick={acceptUpdate}>
        Muat ulang
      </button>
      <button type="button" className="pwa-toast__close" aria-label="Tutup" onClick={dismissUpdate}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}
