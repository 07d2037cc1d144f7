import type { ReactNode } from 'react'
import { useDocumentTitle } from '@/lib/use-document-title'
import styles from './list-page.module.css'

/** The head of a list page: its title (the document's too, via ListPage) and a line about it. */
export function ListHeader({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </header>
  )
}

export interface ListPageProps {
  title: string
  intro?: string
  /** The area's filter bar (FilterBar with its own filters), between the head and the list. */
  filters?: ReactNode
  /** The list itself, usually an InfiniteList. */
  children: ReactNode
}

/**
 * A list page any area can use: title and intro, the area's filters, and the list. The area
 * supplies what is its own (which filters, which cards); the frame and the states are shared.
 */
export function ListPage({ title, intro, filters, children }: ListPageProps) {
  useDocumentTitle(title)
  return (
    <>
      <ListHeader title={title} intro={intro} />
      {filters}
      {children}
    </>
  )
}
