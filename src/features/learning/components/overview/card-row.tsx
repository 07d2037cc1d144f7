import { Link, type LinkProps } from '@tanstack/react-router'
import { useId, type ReactNode } from 'react'
import { AlertIcon, ArrowRightIcon } from '@/components/icons/icons'
import { buttonClassName } from '@/components/ui/button'
import { format, id } from '@/lib/i18n/id'
import { useMinimumDisplay } from '@/lib/use-minimum-display'
import styles from './card-row.module.css'

const t = id.learning

export interface CardRowProps {
  title: string
  /** Where 'Lihat semua' goes; left out when the row is the whole list. */
  seeAll?: LinkProps['to']
  query: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown }
  items: readonly { key: string; node: ReactNode }[]
  emptyText?: string
  /** Heading level inside the page: h2 on the overview. */
  headingLevel?: 2 | 3
  /** Show every item on wide screens (wrapping) instead of the first four. */
  showAll?: boolean
}

/**
 * A titled, short row of cards with its own loading, error and empty states, so one slow or failed
 * section never blanks the page. On a phone the row scrolls sideways; on wide screens it is a grid.
 */
export function CardRow({ title, seeAll, query, items, emptyText = t.overview.empty, headingLevel = 2, showAll = false }: CardRowProps) {
  const headingId = useId()
  const Heading = `h${headingLevel}` as const
  const showSkeleton = useMinimumDisplay(query.isPending)

  let body: ReactNode
  if (showSkeleton)
    body = (
      <div className={styles.row} aria-busy="true">
        <span className="visually-hidden" role="status">{t.list.loading}</span>
        {Array.from({ length: 4 }, (_, i) => <div key={i} className={styles.skeleton} />)}
      </div>
    )
  else if (query.isError && items.length === 0)
    body = (
      <div className={styles.message} role="alert">
        <AlertIcon className={styles.alert} size={20} />
        <span>{t.overview.error}</span>
        <button type="button" className={buttonClassName('outline', 'small')} onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t.list.retry}
        </button>
      </div>
    )
  else if (items.length === 0) body = <p className={styles.message}>{emptyText}</p>
  else
    body = (
      <ul className={showAll ? `${styles.row} ${styles.all}` : styles.row}>
        {items.map((item) => <li key={item.key}>{item.node}</li>)}
      </ul>
    )

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <Heading id={headingId} className={styles.title}>{title}</Heading>
        {seeAll && (
          <Link to={seeAll} className={styles.seeAll} aria-label={format(t.overview.seeAllOf, { section: title })}>
            {t.list.seeAll}
            <ArrowRightIcon size={16} />
          </Link>
        )}
      </div>
      {body}
    </section>
  )
}
