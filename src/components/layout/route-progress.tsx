import { useRouterState } from '@tanstack/react-router'
import { id } from '@/lib/i18n/id'
import styles from './route-progress.module.css'

/**
 * A bar across the top while a route loads. The bar itself is decoration; screen readers hear
 * one polite status message instead of a moving value.
 */
export function RouteProgress() {
  const loading = useRouterState({ select: (s) => s.status === 'pending' || s.isLoading })
  return (
    <>
      <div className={styles.track} data-loading={loading ? 'true' : undefined} aria-hidden="true">
        <div className={styles.bar} />
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {loading ? id.a11y.pageLoading : ''}
      </p>
    </>
  )
}
