import { AlertIcon } from '@/components/icons/icons'
import { isApiError } from '@/lib/api/api-error'
import { format } from '@/lib/i18n/id'
import { learningTexts } from '../../texts'
import { useDocumentTitle } from '@/lib/use-document-title'
import frame from '@/components/ui/detail-page.module.css'
import detail from '../detail-page.module.css'
import type { Collection } from './collection-card'
import styles from './collection-header.module.css'

const t = learningTexts

export interface CollectionHeaderProps {
  kind: 'channel' | 'katalog'
  collection: Collection | undefined
  pending: boolean
  error: Error | null
}

/** The head of a channel or catalogue page: cover, name, description and how much it holds. */
export function CollectionHeader({ kind, collection: c, pending, error }: CollectionHeaderProps) {
  useDocumentTitle(c?.name ?? t[kind].title)
  if (!c) {
    if (pending) return <div className={styles.placeholder} aria-busy="true"><span className="visually-hidden" role="status">{t.detail.loading}</span></div>
    // A 404 names what is missing in the server's words ('Channel tidak ditemukan.').
    const reason = isApiError(error) && error.status === 404 && error.problem.detail ? error.problem.detail : t[kind].error
    return (
      <div className={detail.message} role="alert">
        <AlertIcon />
        <h1 className={styles.errorTitle}>{reason}</h1>
      </div>
    )
  }
  return (
    <header className={`${frame.hero} ${styles.hero}`}>
      <img src={c.thumbnail_url} alt="" className={frame.cover} width={320} height={180} />
      <div className={frame.header}>
        <p className={frame.eyebrow}>
          {t[kind].title}
          {c.is_special && <span className={styles.special}>{t.channel.special}</span>}
        </p>
        <h1 className={frame.title}>{c.name}</h1>
        <p className={styles.description}>{c.description}</p>
        <p className={detail.meta}>{format(t[kind].courses, { n: c.course_count })}</p>
      </div>
    </header>
  )
}
