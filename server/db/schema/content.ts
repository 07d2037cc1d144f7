import type { Generated } from 'kysely'

// Content packs (migration 0027, decision 052).

/** One import (the same pack again to no effect leaves none): the pack's manifest, a digest of its files, and what it did. */
export interface ContentImportTable {
  id: Generated<number>
  pack_name: string
  pack_version: string
  language: string
  format: number
  title: string | null
  description: string | null
  digest: string
  added: number
  changed: number
  archived: number
  imported_at: string
}

export interface ContentTables {
  content_imports: ContentImportTable
}
