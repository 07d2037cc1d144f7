import { sql, type Migration } from 'kysely'
import { isPostgres, withId, type MigrationDb } from './column-helpers'

/**
 * The help center (issue 17).
 * - help_categories, help_topics, help_questions: the content, each with a slug (a question's answer
 *   is rich text with the spec's tags). `search_text` holds every form of every word of the title and
 *   the answer (src/contract/help-center-search.ts: `indexText`), `title_text` those of the title
 *   alone (for the order of the hits).
 * - help_question_relations: each question's related questions, in order.
 * - help_question_votes: 'Apakah ini membantu?', one per question and voter (`u:<employee id>` or
 *   `d:<device id>`), enforced by a unique constraint.
 * - Full-text search on `search_text`: SQLite an FTS5 table kept by triggers (rowid = question id);
 *   PostgreSQL a GIN index on `to_tsvector('simple', search_text)`.
 */
async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('help_categories'))
    .addColumn('slug', 'varchar(80)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .addColumn('description', 'varchar(300)', (col) => col.notNull())
    .addColumn('icon', 'varchar(32)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute()

  await withId(db, db.schema.createTable('help_topics'))
    .addColumn('category_id', 'integer', (col) => col.notNull().references('help_categories.id').onDelete('cascade'))
    .addColumn('slug', 'varchar(80)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(160)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('help_topics_category_idx').on('help_topics').columns(['category_id', 'position']).execute()

  await withId(db, db.schema.createTable('help_questions'))
    .addColumn('topic_id', 'integer', (col) => col.notNull().references('help_topics.id').onDelete('cascade'))
    .addColumn('slug', 'varchar(120)', (col) => col.notNull().unique())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('answer', 'text', (col) => col.notNull())
    .addColumn('answer_text', 'text', (col) => col.notNull())
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('title_text', 'varchar(1000)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('help_questions_topic_idx').on('help_questions').columns(['topic_id', 'position']).execute()

  await db.schema
    .createTable('help_question_relations')
    .addColumn('question_id', 'integer', (col) => col.notNull().references('help_questions.id').onDelete('cascade'))
    .addColumn('related_id', 'integer', (col) => col.notNull().references('help_questions.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('help_question_relations_pk', ['question_id', 'related_id'])
    .execute()

  await withId(db, db.schema.createTable('help_question_votes'))
    .addColumn('question_id', 'integer', (col) => col.notNull().references('help_questions.id').onDelete('cascade'))
    .addColumn('voter', 'varchar(80)', (col) => col.notNull())
    .addColumn('helpful', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('help_question_votes_once', ['question_id', 'voter'])
    .execute()

  if (isPostgres(db)) {
    await sql`CREATE INDEX help_questions_search_idx ON help_questions USING gin (to_tsvector('simple', search_text))`.execute(db)
  } else {
    await sql`CREATE VIRTUAL TABLE help_question_fts USING fts5(search_text, tokenize = 'unicode61')`.execute(db)
    await sql`CREATE TRIGGER help_questions_fts_insert AFTER INSERT ON help_questions BEGIN
      INSERT INTO help_question_fts(rowid, search_text) VALUES (new.id, new.search_text); END`.execute(db)
    await sql`CREATE TRIGGER help_questions_fts_update AFTER UPDATE OF search_text ON help_questions BEGIN
      DELETE FROM help_question_fts WHERE rowid = old.id;
      INSERT INTO help_question_fts(rowid, search_text) VALUES (new.id, new.search_text); END`.execute(db)
    await sql`CREATE TRIGGER help_questions_fts_delete AFTER DELETE ON help_questions BEGIN
      DELETE FROM help_question_fts WHERE rowid = old.id; END`.execute(db)
  }
}

async function down(db: MigrationDb): Promise<void> {
  if (!isPostgres(db)) {
    for (const t of ['insert', 'update', 'delete']) await sql.raw(`DROP TRIGGER IF EXISTS help_questions_fts_${t}`).execute(db)
    await sql`DROP TABLE IF EXISTS help_question_fts`.execute(db)
  }
  for (const table of ['help_question_votes', 'help_question_relations', 'help_questions', 'help_topics', 'help_categories'])
    await db.schema.dropTable(table).execute()
}

export const helpCenter: Migration = { up, down }
