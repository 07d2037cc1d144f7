import { id } from '@/lib/i18n/id'
import styles from './badge.module.css'

export function NewBadge() {
  return <span className={styles.badge}>{id.nav.newBadge}</span>
}
