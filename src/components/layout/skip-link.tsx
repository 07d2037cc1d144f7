import { id } from '@/lib/i18n/id'
import styles from './skip-link.module.css'

export const MAIN_CONTENT_ID = 'konten-utama'

export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.skip}>
      {id.a11y.skipToContent}
    </a>
  )
}
