import type { Migration } from 'kysely'
import { withId, type MigrationDb } from './column-helpers'

/**
 * A video's renditions (issue 19, decision 030): the same video as progressive files of different
 * sizes, one per quality ('standard', 'low' for slow connections). `videos.video_url` stays the
 * spec's playable file (the standard one); a video without renditions plays that alone.
 * - bytes: the file's size when known, so the page can say what saving it for offline costs.
 * - Once per video and quality; gone with the video.
 */
async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('video_renditions'))
    .addColumn('video_id', 'integer', (col) => col.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('quality', 'varchar(16)', (col) => col.notNull())
    .addColumn('url', 'varchar(500)', (col) => col.notNull())
    .addColumn('mime_type', 'varchar(100)', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'integer')
    .addUniqueConstraint('video_renditions_once', ['video_id', 'quality'])
    .execute()
}

async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('video_renditions').execute()
}

export const videoRenditions: Migration = { up, down }
