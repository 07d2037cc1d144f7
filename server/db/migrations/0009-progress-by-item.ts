import type { Migration } from 'kysely'
import type { MigrationDb } from './column-helpers'

/**
 * Progress looked up by item, not by employee: every learning card counts its participants
 * (`count(*) … where video_id = ?`, `… where package_id = ?`), and the primary keys lead with
 * employee_id, so each count scanned all progress rows of everyone: a list of n cards read the
 * whole table n times, twice (its page and its total). Measured with `npm run bench:api`.
 */
async function up(db: MigrationDb): Promise<void> {
  await db.schema.createIndex('video_progress_video_idx').on('video_progress').column('video_id').execute()
  await db.schema.createIndex('package_progress_package_idx').on('package_progress').column('package_id').execute()
}

async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('package_progress_package_idx').execute()
  await db.schema.dropIndex('video_progress_video_idx').execute()
}

export const progressByItem: Migration = { up, down }
