import type { Migration } from 'kysely'
import type { MigrationDb } from './column-helpers'

/**
 * Videos from content packs (issue 41, decision 053).
 * - archived_at: set when a video is gone from the pack that carries videos; it leaves catalogues
 *   and search, while progress, history and comments that point at it stay. Cleared when it returns.
 * - media_digest: a hash of the pack's media for the video (its source, or its ready renditions).
 *   Set only on videos a pack brought (seeded videos keep null and are never archived by a pack);
 *   the same digest again means the renditions stored are still right, so nothing is transcoded.
 */
async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('videos').addColumn('archived_at', 'varchar(32)').execute()
  await db.schema.alterTable('videos').addColumn('media_digest', 'varchar(64)').execute()
}

async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('videos').dropColumn('media_digest').execute()
  await db.schema.alterTable('videos').dropColumn('archived_at').execute()
}

export const packVideos: Migration = { up, down }
