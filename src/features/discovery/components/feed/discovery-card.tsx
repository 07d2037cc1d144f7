import { Link } from '@tanstack/react-router'
import type { DiscoveryItem } from '@/contract/discovery'
import { formatDay, formatSpan } from '../dates'
import { discoveryTexts } from '../../texts'
import { SaveButton } from './save-button'
import styles from './feed.module.css'

const t = discoveryTexts

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase()

/**
 * One colleague's record: a book's cover (or the kind's mark), what and who or where, when, their
 * review or description, the colleague with a link to their public profile, and the save toggle.
 */
export function DiscoveryCard({ item, eager = false }: { item: DiscoveryItem; eager?: boolean }) {
  const when = item.end_date !== null || item.kind === 'trainings' ? formatSpan(item.date, item.end_date, null) : formatDay(item.date)
  const role = item.kind === 'mentor-and-speakers' ? (item.role === 'mentor' ? t.records.mentor : t.records.speaker) : null
  return (
    <article className={styles.card} data-testid="discovery-card" aria-labelledby={`discovery-${item.id}`}>
      <div className={`${styles.media} ${item.cover_url ? styles.mediaCover : ''} ${styles[`kind-${item.kind}`] ?? ''}`}>
        {item.cover_url ? (
          <img src={item.cover_url} alt="" className={styles.cover} loading={eager ? 'eager' : 'lazy'} />
        ) : (
          <span className={styles.kindMark}>{t.kinds[item.kind]}</span>
        )}
      </div>
      <div className={styles.body}>
        {item.cover_url && <p className={styles.kind}>{t.kinds[item.kind]}</p>}
        <h3 id={`discovery-${item.id}`} className={styles.cardTitle}>
          {item.title}
        </h3>
        <p className={styles.detail}>{[role, item.detail].filter(Boolean).join(' · ')}</p>
        <p className={styles.when}>{when}</p>
        {item.description && <p className={styles.description}>{item.description}</p>}
        {item.url && item.kind === 'watched-contents' && (
          <a className={styles.open} href={item.url} target="_blank" rel="noopener noreferrer">
            {t.feed.open}
            <span className="visually-hidden">: {item.title}</span>
          </a>
        )}
        <div className={styles.footer}>
          <Link to="/profile/$id" params={{ id: item.owner.username }} className={styles.owner} data-testid="discovery-owner">
            <span className={styles.avatar} aria-hidden="true">
              {item.owner.profile_image ? <img src={item.owner.profile_image} alt="" /> : initials(item.owner.name)}
            </span>
            <span className={styles.ownerText}>
              <span className={styles.ownerName}>{item.owner.name}</span>
              <span className={styles.ownerMeta}>{[item.owner.position, item.owner.unit].filter(Boolean).join(' · ')}</span>
            </span>
          </Link>
          <SaveButton item={item} />
        </div>
      </div>
    </article>
  )
}
