import { sql, type RawBuilder } from 'kysely'
import type { CourseCard, CourseKind, learningSorts } from '../../../src/contract/learning-common'
import { summarize } from './card-summary'

// What the package and in-class lists share: the card's joined columns, the list filters of
// learningListQuery applied in SQL, and the row → card mapping.

export interface CardRow {
  id: number | string
  slug: string
  title: string
  description: string
  thumbnail_url: string
  published_at: string
  duration_s: number | string | null
  participants: number | string | null
  category_id: number | string | null
  category_name: string | null
  category_slug: string | null
  instructor_id: number | string | null
  instructor_name: string | null
  instructor_position: string | null
  instructor_photo_url: string | null
}

export interface ListPage {
  page: number
  limit: number
  sort: LearningSort
}

export interface ListFilters {
  q?: string | undefined
  category_id?: number | undefined
  unit_id?: number | undefined
  topic_id?: number | undefined
  profession_id?: number | undefined
  field_id?: number | undefined
}


/** The one row → card mapping of every learning list (videos, packages, in-class, mixed). */
export function toCard(kind: CourseKind, row: CardRow): CourseCard {
  return {
    // PostgreSQL sums and counts as bigint/numeric (and a UNION may widen ids), which pg returns as strings.
    id: Number(row.id),
    kind,
    slug: row.slug,
    title: row.title,
    summary: summarize(row.description),
    thumbnail_url: row.thumbnail_url,
    category: row.category_id === null ? null : { id: Number(row.category_id), name: row.category_name ?? '', slug: row.category_slug ?? '' },
    duration_s: Number(row.duration_s ?? 0),
    published_at: row.published_at,
    instructor:
      row.instructor_id === null
        ? null
        : { id: Number(row.instructor_id), name: row.instructor_name ?? '', position: row.instructor_position, photo_url: row.instructor_photo_url },
    participants: Number(row.participants ?? 0),
  }
}

/** `%text%` for LIKE with the caller's %, _ and \ taken literally. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** The conditions of search and master-list filters over `alias` (a table with those columns). */
export function filterConditions(alias: 'c' | 'cp' | 'ev' | 'v', filters: ListFilters): RawBuilder<boolean>[] {
  const col = (name: string) => sql.ref(`${alias}.${name}`)
  const conditions: RawBuilder<boolean>[] = []
  if (filters.q) {
    const pattern = likePattern(filters.q)
    conditions.push(sql<boolean>`(lower(${col('title')}) like ${pattern} escape '\\' or lower(${col('description')}) like ${pattern} escape '\\')`)
  }
  for (const key of ['category_id', 'unit_id', 'topic_id', 'profession_id', 'field_id'] as const) {
    const value = filters[key]
    if (value !== undefined) conditions.push(sql<boolean>`${col(key)} = ${value}`)
  }
  return conditions
}

export type LearningSort = (typeof learningSorts)[number]

/**
 * ORDER BY terms of the spec's sorts over one list's columns (`popular` may be an output alias);
 * titles compare without case, and the id last keeps pages stable when the rest ties.
 */
export function sortTerms(sort: LearningSort, columns: { date: string; popular: string; title: string; id: string }): Array<[RawBuilder<unknown>, 'asc' | 'desc']> {
  const ref = (column: string) => sql`${sql.ref(column)}`
  if (sort === 'oldest') return [[ref(columns.date), 'asc'], [ref(columns.id), 'asc']]
  if (sort === 'title') return [[sql`lower(${sql.ref(columns.title)})`, 'asc'], [ref(columns.id), 'asc']]
  if (sort === 'popular') return [[ref(columns.popular), 'desc'], [ref(columns.date), 'desc'], [ref(columns.id), 'desc']]
  return [[ref(columns.date), 'desc'], [ref(columns.id), 'desc']]
}
