import { promptInstall } from '@/lib/pwa/install-prompt'
import { usePwaState } from '@/lib/pwa/pwa-state'
import './pwa.css'

export interface InstallButtonProps {
  /** Where the button sits; only changes its look. */
  variant?: 'header' | 'drawer' | 'footer'
}

/** 'Pasang Aplikasi', rendered only while the browser offers installation. */
export function InstallButton({ variant = 'header' }: InstallButtonProps) {
  const available = usePwaState((s) => s.installAvailable)
  if (!available) return null
  return (
    <button type="button" className={`pwa-button pwa-install pwa-install--${variant}`} onClick={() => void promptInstall()}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M12 3v12m0 0-4-4m4 4 4-4M5 21h14" />
      </svg>
      Pasang Aplikasi
    </button>
  )
}
