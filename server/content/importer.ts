import { sql } from 'kysely'
import { announceContentChange } from '../db/content-changes'
import type { DatabaseHandle } from '../db/database'
import { contentKinds } from './kinds/index'
import type { ContentKind, KindResult, MediaProgress } from './types'
import type { ValidPack } from './validate'

/** Any fixed number, other than the start lock's: the advisory lock every content import takes. */
const CONTENT_LOCK_KEY = 7_418_302_041

export interface ImportReport {
  /** What each kind of the pack did, in import order. */
  kinds: { kind: string; result: KindResult }[]
  added: number
  changed: number
  archived: number
}

/**
 * Writes a validated pack in one transaction: each kind the pack carries, in the registry's order,
 * upserted by key and its missing keys archived; a kind the pack does not carry is left as it is.
 * Two imports (two CLIs, or one beside a server starting) take turns: PostgreSQL by an advisory
 * lock held until the transaction ends, SQLite by making the first statement a write, which takes
 * the file's write lock at once (a deferred transaction that read first could not write later
 * once another process had). Every server process drops its shared answers when it commits
 * (decision 061): on PostgreSQL the transaction notifies them, on SQLite each sees another
 * connection's commit.
 */
export async function importPack(database: DatabaseHandle, pack: ValidPack, now = new Date(), progress: MediaProgress = () => {}): Promise<ImportReport> {
  const at = now.toISOString()
  // Media work (hashing, ffmpeg) first, outside the lock: the transaction only writes.
  const prepared = new Map<ContentKind<any>, unknown>()
  for (const kind of contentKinds) {
    const items = pack.items.get(kind)
    if (items && kind.prepare) prepared.set(kind, await kind.prepare(items, { db: database.db, media: pack.media, progress }))
  }
  try {
    return await write(database, pack, at, prepared)
  } finally {
    // A kind's temporary files (made media) go once the transaction is over, written or not.
    for (const value of prepared.values()) await (value as { release?: () => Promise<void> } | undefined)?.release?.()
  }
}

async function write(database: DatabaseHandle, pack: ValidPack, at: string, prepared: Map<ContentKind<any>, unknown>): Promise<ImportReport> {
  return database.db.transaction().execute(async (trx) => {
    if (database.engine === 'postgres') await sql`select pg_advisory_xact_lock(${CONTENT_LOCK_KEY})`.execute(trx)
    const { manifest, digest } = pack
    const { id } = await trx
      .insertInto('content_imports')
      .values({
        pack_name: manifest.name,
        pack_version: manifest.version,
        language: manifest.language,
        format: manifest.format,
        title: manifest.title ?? null,
        description: manifest.description ?? null,
        digest,
        added: 0,
        changed: 0,
        archived: 0,
        imported_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const kinds: ImportReport['kinds'] = []
    for (const kind of contentKinds) {
      const items = pack.items.get(kind)
      if (!items) continue
      const { added, changed, archived, unchanged } = await kind.importItems(items, { trx, now: at, prepared: prepared.get(kind) })
      kinds.push({ kind: kind.name, result: { added, changed, archived, unchanged } })
    }
    const total = (pick: (r: KindResult) => number) => kinds.reduce((n, k) => n + pick(k.result), 0)
    const report = { kinds, added: total((r) => r.added.length), changed: total((r) => r.changed.length), archived: total((r) => r.archived.length) }
    const previous = await trx.selectFrom('content_imports').select(['pack_name', 'digest']).where('id', '<', id).orderBy('id', 'desc').limit(1).executeTakeFirst()
    const nothingNew = report.added + report.changed + report.archived === 0 && previous?.pack_name === manifest.name && previous.digest === digest
    // The same pack again, to the same effect, is not news: the row only served as the lock.
    if (nothingNew) await trx.deleteFrom('content_imports').where('id', '=', id).execute()
    else {
      await trx.updateTable('content_imports').set({ added: report.added, changed: report.changed, archived: report.archived }).where('id', '=', id).execute()
      await announceContentChange(trx, database.engine)
    }
    return report
  })
}
