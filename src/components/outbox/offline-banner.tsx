import { id } from '@/lib/i18n/id'
import styles from './outbox.module.css'
import { useOnline } from './use-online'

/** Says the app is offline and that queued work will be sent later; gone once back online. */
export function OfflineBanner() {
  const online = useOnline()
  if (online) return null
  return (
    <div className={styles.offline} role="status">
      {id.outbox.offline}
    </div>
  )
}
