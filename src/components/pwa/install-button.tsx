import { buttonClassName } from '@/components/ui/button'
import { promptInstall } from '@/lib/pwa/install-prompt'
import { id } from '@/lib/i18n/id'
import { usePwaState } from '@/lib/pwa/pwa-state'
import styles from './pwa.module.css'

export interface InstallButtonProps {
  /** Where the button sits; only changes its look. */
  variant?: 'header' | 'drawer' | 'footer'
}

/** 'Pasang Aplikasi', rendered only while the browser offers installation. */
export function InstallButton({ variant = 'header' }: InstallButtonProps) {
  const available = usePwaState((s) => s.installAvailable)
  if (!available) return null
  const extra = variant === 'header' ? undefined : styles[variant]
  return (
    <button type="button" className={buttonClassName('outline', 'small', extra)} onClick={() => void promptInstall()}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M12 3v12m0 0-4-4m4 4 4-4M5 21h14" />
      </svg>
      {id.pwa.install}
    </button>
  )
}
