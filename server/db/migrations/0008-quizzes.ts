import { sql, type Migration } from 'kysely'
import { withId, type MigrationDb } from './column-helpers'

/**
 * Quizzes (issue 6): questions with answer options, and each user's attempts (the spec's "quiz
 * user detail", quizUserDetailID) with the answers they submitted.
 * - quiz_attempts is unique per (employee, quiz, attempt_number): two concurrent starts of the
 *   next attempt make one row. An attempt is submitted once: the submit is a conditional update
 *   on `submitted_at is null`, so of two concurrent submits exactly one wins.
 * - quiz_attempt_answers keeps one row per question: the chosen answer ids as a JSON array (ids
 *   are checked against the question when submitted; the row is a record of what was sent) or the
 *   essay's text, and the status scoring gave it.
 * - Content links: videos.quiz_id is the quiz after a video; course_materials.quiz_id the quiz
 *   after a material (a video or an article), not a third material kind, so a material's
 *   progress, duration and player stay what they are and the quiz is an extra step after it.
 */
async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('quizzes'))
    .addColumn('slug', 'varchar(160)', (col) => col.notNull().unique())
    .addColumn('title', 'varchar(240)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('passing_grade', 'integer', (col) => col.notNull().check(sql`passing_grade between 0 and 100`))
    .addColumn('max_attempts', 'integer')
    .addColumn('show_correct_answers', 'integer', (col) => col.notNull().defaultTo(1))
    .execute()

  await withId(db, db.schema.createTable('quiz_questions'))
    .addColumn('quiz_id', 'integer', (col) => col.notNull().references('quizzes.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('type', 'varchar(16)', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('quiz_questions_quiz_position_idx').on('quiz_questions').columns(['quiz_id', 'position']).unique().execute()

  await withId(db, db.schema.createTable('quiz_answers'))
    .addColumn('question_id', 'integer', (col) => col.notNull().references('quiz_questions.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('is_correct', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('quiz_answers_question_position_idx').on('quiz_answers').columns(['question_id', 'position']).unique().execute()

  await withId(db, db.schema.createTable('quiz_attempts'))
    .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('quiz_id', 'integer', (col) => col.notNull().references('quizzes.id').onDelete('cascade'))
    .addColumn('attempt_number', 'integer', (col) => col.notNull())
    .addColumn('started_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('submitted_at', 'varchar(32)')
    .addColumn('score', 'integer')
    .addColumn('passed', 'integer')
    .addColumn('pending_review', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('quiz_attempts_employee_quiz_number_idx')
    .on('quiz_attempts')
    .columns(['employee_id', 'quiz_id', 'attempt_number'])
    .unique()
    .execute()

  await db.schema
    .createTable('quiz_attempt_answers')
    .addColumn('attempt_id', 'integer', (col) => col.notNull().references('quiz_attempts.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (col) => col.notNull().references('quiz_questions.id').onDelete('cascade'))
    .addColumn('answer_ids', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('essay_answer', 'text')
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addPrimaryKeyConstraint('quiz_attempt_answers_pk', ['attempt_id', 'question_id'])
    .execute()

  await db.schema.alterTable('videos').addColumn('quiz_id', 'integer', (col) => col.references('quizzes.id').onDelete('set null')).execute()
  await db.schema.alterTable('course_materials').addColumn('quiz_id', 'integer', (col) => col.references('quizzes.id').onDelete('set null')).execute()
}

async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('course_materials').dropColumn('quiz_id').execute()
  await db.schema.alterTable('videos').dropColumn('quiz_id').execute()
  for (const table of ['quiz_attempt_answers', 'quiz_attempts', 'quiz_answers', 'quiz_questions', 'quizzes']) {
    await db.schema.dropTable(table).execute()
  }
}

export const quizzes: Migration = { up, down }
