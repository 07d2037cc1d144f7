import type { Migration } from 'kysely'
import type { MigrationDb } from './column-helpers'

/**
 * Quizzes from content packs (issue 41).
 * - quizzes.archived_at: set when a quiz is gone from the pack that carries quizzes; its video no
 *   longer leads to it, while attempts and results stay. quizzes.from_pack: 1 on quizzes a pack
 *   brought (seeded quizzes keep null and are never archived by a pack).
 * - quiz_questions.key / quiz_answers.key: the author's keys, so an edited quiz keeps each
 *   question's and option's row (attempts point at them). A removed one is archived, not deleted:
 *   past attempts still name it. Archived rows take position -id so the (quiz, position) and
 *   (question, position) unique indexes stay free for the current ones.
 */
async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('quizzes').addColumn('archived_at', 'varchar(32)').execute()
  await db.schema.alterTable('quizzes').addColumn('from_pack', 'integer').execute()
  for (const table of ['quiz_questions', 'quiz_answers']) {
    await db.schema.alterTable(table).addColumn('key', 'varchar(120)').execute()
    await db.schema.alterTable(table).addColumn('archived_at', 'varchar(32)').execute()
  }
}

async function down(db: MigrationDb): Promise<void> {
  for (const table of ['quiz_answers', 'quiz_questions']) {
    await db.schema.alterTable(table).dropColumn('archived_at').execute()
    await db.schema.alterTable(table).dropColumn('key').execute()
  }
  await db.schema.alterTable('quizzes').dropColumn('from_pack').execute()
  await db.schema.alterTable('quizzes').dropColumn('archived_at').execute()
}

export const packQuizzes: Migration = { up, down }
