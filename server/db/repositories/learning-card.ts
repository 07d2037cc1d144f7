import { sql, type RawBuilder } from 'kysely'
import type { CourseCard, CourseKind, learningSorts } from '../../../src/contract/learning-common'
import { summarize } from './card-summary'

// What the package and in-class lists share: the card's joined columns, the list filters of
// learningListQuery applied in SQL, and the row → card mapping.

export interface CardRow {
  id: number
  slug: string
  title: string
  description: string
  thumbnail_url: string
  published_at: string
  duration_s: number | string | null
  participants: number | string | null
  category_id: number
  category_name: string
  category_slug: string
  instructor_id: number | null
  instructor_name: string | null
  instructor_position: string | null
  instructor_photo_url: string | null
}

export interface ListPage {
  page: number
  limit: number
  sort: (typeof learningSorts)[number]
}

export interface ListFilters {
  q?: string | undefined
  category_id?: number | undefined
  unit_id?: number | undefined
  topic_id?: number | undefined
  profession_id?: number | undefined
  field_id?: number | undefined
}


export function toCard(kind: CourseKind, row: CardRow): CourseCard {
  return {
    id: row.id,
    kind,
    slug: row.slug,
    title: row.title,
    summary: summarize(row.description, 160),
    thumbnail_url: row.thumbnail_url,
    category: { id: row.category_id, name: row.category_name, slug: row.category_slug },
    // PostgreSQL sums and counts as bigint/numeric, which pg returns as strings.
    duration_s: Number(row.duration_s ?? 0),
    published_at: row.published_at,
    instructor:
      row.instructor_id === null
        ? null
        : { id: row.instructor_id, name: row.instructor_name ?? '', position: row.instructor_position, photo_url: row.instructor_photo_url },
    participants: Number(row.participants ?? 0),
  }
}

/** `%text%` for LIKE with the caller's %, _ and \ taken literally. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** The conditions of search and master-list filters over `alias` (a table with those columns). */
export function filterConditions(alias: 'cp' | 'ev' | 'v', filters: ListFilters): RawBuilder<boolean>[] {
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

export const pageMeta = (page: number, limit: number, total: number) => ({ page, limit, total, total_pages: Math.ceil(total / limit) })
