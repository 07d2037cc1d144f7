import { Link } from '@tanstack/react-router'
import { buttonClassName } from '@/components/ui/button'
import { id } from '@/lib/i18n/id'
import styles from './activity-hub.module.css'

const t = id.activityHub.comingSoon

/** Discovery activity arrives with its feature: say so, show nothing made up. */
export function ComingSoonTab({ tab }: { tab: 'discovery' }) {
  return (
    <div className={styles.comingSoon}>
      <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="30" fill="var(--color-brand-50)" />
        <path d="M20 40c6-14 18-14 24 0M32 18v8M24 22l3 6M40 22l-3 6" fill="none" stroke="var(--color-brand)" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className={styles.comingSoonText}>{t[tab]}</p>
      <p className={styles.comingSoonHint}>{t.hint}</p>
      <Link to="/learning" className={buttonClassName('outline', 'small')}>
        {t.cta}
      </Link>
    </div>
  )
}
