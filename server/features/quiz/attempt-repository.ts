import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../../db/schema'
import type { QuizAttemptTable } from '../../db/schema/quiz'
import type { GradedAnswer } from './rules'

export type QuizAttemptRow = Selectable<QuizAttemptTable>

export function findAttempt(db: Kysely<Database>, attemptId: number): Promise<QuizAttemptRow | undefined> {
  return db.selectFrom('quiz_attempts').selectAll().where('id', '=', attemptId).executeTakeFirst()
}

const attemptsOf = (db: Kysely<Database>, employeeId: number, quizId: number) =>
  db.selectFrom('quiz_attempts').where('employee_id', '=', employeeId).where('quiz_id', '=', quizId)

async function submittedCount(db: Kysely<Database>, employeeId: number, quizId: number): Promise<number> {
  const { n } = await attemptsOf(db, employeeId, quizId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('submitted_at', 'is not', null)
    .executeTakeFirstOrThrow()
  return Number(n)
}

export type OpenedAttempt =
  | { attempt: QuizAttemptRow; attemptsUsed: number; canAttempt: boolean }
  | { attempt: undefined; attemptsUsed: number; canAttempt: false }

/**
 * The user's attempt in progress, started now when there is none: attempt_number = submitted
 * attempts + 1. When the quiz's attempt limit is reached no row is made: the last attempt is
 * answered with canAttempt false. Two concurrent starts make one row (unique employee, quiz,
 * attempt_number): the loser of the insert reads the winner's row.
 */
export async function openAttempt(
  db: Kysely<Database>,
  employeeId: number,
  quiz: { id: number; max_attempts: number | null },
  now: string,
): Promise<OpenedAttempt> {
  for (let round = 0; ; round += 1) {
    const used = await submittedCount(db, employeeId, quiz.id)
    const open = await attemptsOf(db, employeeId, quiz.id).selectAll().where('submitted_at', 'is', null).orderBy('attempt_number', 'desc').executeTakeFirst()
    if (open) return { attempt: open, attemptsUsed: used, canAttempt: true }
    if (quiz.max_attempts !== null && used >= quiz.max_attempts) {
      const last = await attemptsOf(db, employeeId, quiz.id).selectAll().orderBy('attempt_number', 'desc').executeTakeFirst()
      return { attempt: last, attemptsUsed: used, canAttempt: false }
    }
    if (round > 2) throw new Error(`could not start attempt ${used + 1} of quiz ${quiz.id} for ${employeeId}`)
    await db
      .insertInto('quiz_attempts')
      .values({ employee_id: employeeId, quiz_id: quiz.id, attempt_number: used + 1, started_at: now, submitted_at: null, score: null, passed: null })
      .onConflict((oc) => oc.columns(['employee_id', 'quiz_id', 'attempt_number']).doNothing())
      .execute()
  }
}

export interface AttemptScore {
  score: number
  passed: boolean
  pendingReview: number
}

/**
 * Submits an attempt once: the update only matches while `submitted_at` is null, so of two
 * concurrent submits exactly one records its answers; false for the other (already submitted).
 */
export async function submitAttempt(
  db: Kysely<Database>,
  attemptId: number,
  answers: readonly GradedAnswer[],
  result: AttemptScore,
  now: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('quiz_attempts')
      .set({ submitted_at: now, score: result.score, passed: result.passed ? 1 : 0, pending_review: result.pendingReview })
      .where('id', '=', attemptId)
      .where('submitted_at', 'is', null)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) !== 1) return false
    if (answers.length > 0) {
      await trx
        .insertInto('quiz_attempt_answers')
        .values(
          answers.map((a) => ({
            attempt_id: attemptId,
            question_id: a.question_id,
            answer_ids: JSON.stringify(a.answer_ids),
            essay_answer: a.essay_answer,
            status: a.status,
          })),
        )
        .execute()
    }
    return true
  })
}

/** The user's submitted attempts of a quiz, first to last. */
export function submittedAttempts(db: Kysely<Database>, employeeId: number, quizId: number): Promise<QuizAttemptRow[]> {
  return attemptsOf(db, employeeId, quizId).selectAll().where('submitted_at', 'is not', null).orderBy('attempt_number').execute()
}

export async function attemptAnswers(db: Kysely<Database>, attemptId: number) {
  const rows = await db.selectFrom('quiz_attempt_answers').selectAll().where('attempt_id', '=', attemptId).execute()
  return new Map(rows.map((r) => [r.question_id, { ...r, answer_ids: JSON.parse(r.answer_ids) as number[] }]))
}
