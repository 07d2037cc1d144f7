import fs from 'node:fs/promises'
import path from 'node:path'
import type { Kysely } from 'kysely'
import type { Database } from '../schema'

/**
 * The uploaded files every area keeps (decision 025): their bytes in the database (`stored_files`),
 * by kind and the random name the area's record refers to, so every server process serves what
 * any of them stored, on SQLite and PostgreSQL alike. The areas' `*-files.ts` decide names and
 * check contents; this knows only bytes.
 */
export const storedFileKinds = ['covers', 'photos', 'documents', 'cv', 'assignments', 'media'] as const
export type StoredFileKind = (typeof storedFileKinds)[number]

/** What a stored name looks like: random or seed names of ours, never a path. */
const STORED_NAME = /^[a-z0-9][a-z0-9-]{0,90}\.[a-z]{2,5}$/

function checkName(name: string): void {
  if (!STORED_NAME.test(name)) throw new Error(`not a stored file name: ${name}`)
}

/**
 * Stores a file under a new name. Answers false (and changes nothing) when the name is taken,
 * so a seed may write its file at every start and the first one stays.
 */
export async function putStoredFile(db: Kysely<Database>, kind: StoredFileKind, name: string, bytes: Buffer, at: Date = new Date()): Promise<boolean> {
  checkName(name)
  const inserted = await db
    .insertInto('stored_files')
    .values({ kind, name, bytes, size: bytes.length, created_at: at.toISOString() })
    .onConflict((oc) => oc.columns(['kind', 'name']).doNothing())
    .executeTakeFirst()
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0
}

/** The bytes of a stored file, or undefined. */
export async function readStoredFile(db: Kysely<Database>, kind: StoredFileKind, name: string): Promise<Buffer | undefined> {
  if (!STORED_NAME.test(name)) return undefined
  const row = await db.selectFrom('stored_files').select('bytes').where('kind', '=', kind).where('name', '=', name).executeTakeFirst()
  return row ? Buffer.from(row.bytes) : undefined
}

export async function removeStoredFile(db: Kysely<Database>, kind: StoredFileKind, name: string): Promise<void> {
  if (!STORED_NAME.test(name)) return
  await db.deleteFrom('stored_files').where('kind', '=', kind).where('name', '=', name).execute()
}

/** The largest file an area accepts (5 MB) with room: anything bigger under uploads/ is not ours. */
const IMPORT_MAX_BYTES = 8 * 1024 * 1024

/**
 * Copies the files an earlier version kept under DATA_DIR/uploads/<kind>/ into the database, once:
 * a name already stored is skipped, so running it at every start costs a directory listing. The
 * files on disk are left where they are (an operator removes them once every process runs this
 * version). Answers how many were copied.
 */
export async function importUploadsFromDisk(db: Kysely<Database>, dataDir: string): Promise<number> {
  let copied = 0
  for (const kind of storedFileKinds) {
    const dir = path.join(dataDir, 'uploads', kind)
    let names: string[]
    try {
      names = await fs.readdir(dir)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
      throw error
    }
    const candidates = names.filter((name) => STORED_NAME.test(name))
    if (candidates.length === 0) continue
    const present = new Set(
      (await db.selectFrom('stored_files').select('name').where('kind', '=', kind).where('name', 'in', candidates).execute()).map((row) => row.name),
    )
    for (const name of candidates) {
      if (present.has(name)) continue
      const file = path.join(dir, name)
      const stat = await fs.lstat(file)
      if (!stat.isFile() || stat.size > IMPORT_MAX_BYTES) continue
      const bytes = await fs.readFile(file)
      if (await putStoredFile(db, kind, name, bytes, stat.mtime)) copied += 1
    }
  }
  return copied
}
