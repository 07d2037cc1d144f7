import type { Migration } from 'kysely'
import type { MigrationDb } from './column-helpers'

/**
 * Mentors from content packs (issue 41, decision 059).
 * - mentors.slug: the pack's key of a mentor it brought; null on a mentor who joined through the
 *   app (or was seeded before packs), which a pack never archives. Unique where set.
 * - mentors.archived_at: set when a pack mentor is gone from the pack: out of the lists, not
 *   bookable; the sessions booked with them stay, and those who booked still see them.
 */
async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('mentors').addColumn('slug', 'varchar(100)').execute()
  await db.schema.alterTable('mentors').addColumn('archived_at', 'varchar(32)').execute()
  // Both engines let several rows hold null under a unique index: only the keys are unique.
  await db.schema.createIndex('mentors_slug_idx').on('mentors').column('slug').unique().execute()
}

async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('mentors_slug_idx').execute()
  await db.schema.alterTable('mentors').dropColumn('archived_at').execute()
  await db.schema.alterTable('mentors').dropColumn('slug').execute()
}

export const packMentors: Migration = { up, down }
