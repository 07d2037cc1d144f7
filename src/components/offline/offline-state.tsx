import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { buttonClassName } from '@/components/ui/button'
import { offlineReadingTexts } from '@/lib/i18n/id-offline-reading'
import { offlinePages } from '@/lib/offline/offline-content'
import styles from './offline.module.css'

const t = offlineReadingTexts
/** Enough to find one's way; the lists lead to the rest. */
const MAX_LINKS = 12

/**
 * A page never opened, with no connection: says so and offers what this device can open offline
 * (src/lib/offline/offline-content.ts), instead of the error page.
 */
export function OfflineState({ onRetry }: { onRetry?: () => void }) {
  const pages = offlinePages(useQueryClient()).slice(0, MAX_LINKS)
  return (
    <section className={styles.state} aria-labelledby="offline-state-title" data-testid="offline-state">
      <h2 id="offline-state-title" className={styles.stateTitle}>{t.offlineTitle}</h2>
      <p>{t.offlineBody}</p>
      <h3 className={styles.availableTitle}>{t.availableTitle}</h3>
      {pages.length === 0 ? (
        <p className={styles.none}>{t.availableNone}</p>
      ) : (
        <ul className={styles.available}>
          {pages.map((page) => (
            <li key={page.to}>
              <Link to={page.to as never}>{page.title ?? t.lists[page.kind]}</Link>
              {page.title !== null && <span className={styles.kind}> · {t.kinds[page.kind]}</span>}
            </li>
          ))}
        </ul>
      )}
      {onRetry && (
        <button type="button" className={buttonClassName('outline', 'small')} onClick={onRetry}>
          {t.retry}
        </button>
      )}
    </section>
  )
}
