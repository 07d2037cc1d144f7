import { Link, type LinkProps } from '@tanstack/react-router'
import { useId, type ReactNode } from 'react'
import { DataState, Placeholder, type StateQuery } from '@/components/data-state/data-state'
import { ArrowRightIcon } from '@/components/icons/icons'
import { format, id } from '@/lib/i18n/id'
import { learningTexts } from '../../texts'
import styles from './card-row.module.css'

const t = learningTexts

export interface CardRowProps {
  title: string
  /** Where 'Lihat semua' goes; left out when the row is the whole list. */
  seeAll?: LinkProps['to']
  /** The items' query; `items` are made from its data. */
  query: StateQuery<unknown>
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
  const skeleton = <div className={styles.row}>{Array.from({ length: 4 }, (_, i) => <Placeholder key={i} className={styles.skeleton} />)}</div>

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
      <DataState query={query} variant="inline" loadingText={id.list.loading} skeleton={skeleton} errorText={t.overview.error}>
        {() =>
          items.length === 0 ? (
            <p className={styles.message}>{emptyText}</p>
          ) : (
            <ul className={showAll ? `${styles.row} ${styles.all}` : styles.row}>
              {items.map((item) => <li key={item.key}>{item.node}</li>)}
            </ul>
          )
        }
      </DataState>
    </section>
  )
}
