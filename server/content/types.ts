import type { Transaction } from 'kysely'
import type * as z from 'zod/mini'
import type { Database } from '../db/schema'

// The shapes every part of the content-pack code shares (decision 052).

/** One thing wrong with a pack: the file, the field path inside it ('' for the whole file), what is wrong. */
export interface PackIssue {
  file: string
  path: string
  message: string
}

/** A reference from an item to another item, by key (`kind` names the kind referred to). */
export interface ItemReference {
  /** The field path in the referring item, as it is reported ('related.2'). */
  path: string
  kind: string
  key: string
}

/** One item read from a pack: its key (the file name), the file, and its fields as the kind's schema parsed them. */
export interface PackItem<T> {
  key: string
  file: string
  data: T
}

/** What an import did to one kind. */
export interface KindResult {
  added: string[]
  changed: string[]
  archived: string[]
  unchanged: number
}

export interface ImportContext {
  trx: Transaction<Database>
  /** The import's time (ISO): archived_at and updated_at. */
  now: string
}

/**
 * One kind of content (a banner, a help question, …): everything the pack code knows of it.
 * A new kind is one module with one of these and one line in kinds/index.ts.
 */
export interface ContentKind<T = unknown> {
  /** The kind's name in messages and references ('help-question'). */
  name: string
  /** The pack's folder of its files, one `<key>.yaml` per item ('help-questions'). */
  folder: string
  /** The fields of one item (the key is its file name, not a field). */
  schema: z.ZodMiniType<T>
  /** Checks the schema cannot say (rich text): issues with their field paths. */
  check?: (item: T) => { path: string; message: string }[]
  /** The items this one names by key. */
  references?: (item: T) => ItemReference[]
  /**
   * Upserts every item by key, archives this kind's rows whose key is gone, and says which.
   * Runs inside the import's transaction, after the kinds listed before it.
   */
  importItems: (items: readonly PackItem<T>[], context: ImportContext) => Promise<KindResult>
  /** The kind's current (unarchived) items, in the order a pack lists them. */
  exportItems: (trx: Transaction<Database>) => Promise<{ key: string; data: T }[]>
}
