import { Link } from '@tanstack/react-router'
import { format } from '@/lib/i18n/id'
import { learningTexts } from '../../texts'
import base from '@/components/learning/course-card.module.css'
import styles from './collection-card.module.css'

const t = learningTexts

export interface Collection {
  id: number
  name: string
  description: string
  thumbnail_url: string
  course_count: number
  is_special?: boolean
}

/** A channel or a catalogue in a list: cover, name, a short description and how much it holds. */
export function CollectionCard({ collection: c, kind, eager = false }: { collection: Collection; kind: 'channel' | 'katalog'; eager?: boolean }) {
  const body = (
    <>
      <span className={base.media}>
        <img src={c.thumbnail_url} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" width={320} height={180} className={base.thumb} />
        {c.is_special && <span className={`${base.kind} ${styles.special}`}>{t.channel.special}</span>}
      </span>
      <span className={base.body}>
        <h3 className={base.title}>{c.name}</h3>
        <span className={styles.description}>{c.description}</span>
        <span className={base.meta}>{format(t[kind].courses, { n: c.course_count })}</span>
      </span>
    </>
  )
  return (
    <article className={base.card} data-testid={`${kind}-card`}>
      {kind === 'channel' ? (
        <Link to="/learning/channel/$id" params={{ id: c.id }} className={base.link}>{body}</Link>
      ) : (
        <Link to="/learning/katalog/$id" params={{ id: c.id }} className={base.link}>{body}</Link>
      )}
    </article>
  )
}
