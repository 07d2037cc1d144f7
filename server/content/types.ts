import type { Kysely, Transaction } from 'kysely'
import type * as z from 'zod/mini'
import type { Database } from '../db/schema'
import type { PackMedia } from './reader'

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
  /** What the kind's `prepare` answered (before the transaction), if it has one. */
  prepared?: unknown
}

/** A pack's media files, for checks: each by its path in the pack ('media/intro.mp4'). */
export interface MediaLookup {
  get(name: string): PackMedia | undefined
  /** The file's first bytes (at most 64), to tell its kind by content. */
  head(name: string): Buffer
}

/** Reports media work as it goes: `done` of `total` steps, and what is being done. */
export type MediaProgress = (done: number, total: number, label: string) => void

export interface PrepareContext {
  db: Kysely<Database>
  media: ReadonlyMap<string, PackMedia>
  progress: MediaProgress
}

/** Problems found against the database before an import (a category or an instructor that does not exist): nothing is written. */
export class PackRefusedError extends Error {
  constructor(readonly issues: PackIssue[]) {
    super(issues.map((i) => `${i.file}${i.path ? ` › ${i.path}` : ''}: ${i.message}`).join('\n'))
  }
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
  /** Checks of the media files an item names (they exist, and are what they claim to be). */
  checkMedia?: (item: T, media: MediaLookup) => { path: string; message: string }[]
  /**
   * Slow work before the transaction (media: hashing, ffmpeg), so the import's lock is held only
   * for writing. Its answer reaches `importItems` as `context.prepared`; its `release()`, if any,
   * runs after the transaction (temporary files). Throws PackRefusedError
   * for what the database says is wrong.
   */
  prepare?: (items: readonly PackItem<T>[], context: PrepareContext) => Promise<unknown>
  /** The items this one names by key. */
  references?: (item: T) => ItemReference[]
  /**
   * Upserts every item by key, archives this kind's rows whose key is gone, and says which.
   * Runs inside the import's transaction, after the kinds listed before it.
   */
  importItems: (items: readonly PackItem<T>[], context: ImportContext) => Promise<KindResult>
  /** The kind's current (unarchived) items, in the order a pack lists them. */
  exportItems: (trx: Transaction<Database>) => Promise<{ key: string; data: T; files?: { name: string; bytes: Buffer }[] }[]>
}
