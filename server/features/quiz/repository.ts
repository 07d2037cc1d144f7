import type { Kysely } from 'kysely'
import type { Quiz, QuizSummary } from '../../../src/contract/quiz'
import type { Database } from '../../db/schema'
import type { QuizQuestionTable } from '../../db/schema/quiz'

/** A question with its options as the server knows it: with which options are correct. */
export interface KeyedQuestion {
  id: number
  position: number
  type: QuizQuestionTable['type']
  text: string
  answers: { id: number; text: string; is_correct: boolean }[]
}

/** A quiz with its answer key. Never sent as is: see `toPublicQuiz`. */
export interface KeyedQuiz {
  summary: QuizSummary
  questions: KeyedQuestion[]
  /** Gone from its content pack (issue 41): only someone who has attempted it may still open it. */
  archived: boolean
}

/** Whether the employee has ever opened an attempt at the quiz: their history with it. */
export async function hasAttempted(db: Kysely<Database>, employeeId: number, quizId: number): Promise<boolean> {
  return (await db.selectFrom('quiz_attempts').select('id').where('employee_id', '=', employeeId).where('quiz_id', '=', quizId).limit(1).executeTakeFirst()) !== undefined
}

/** Where the quiz belongs: a video that links it, else a package material that does. */
async function contentOf(db: Kysely<Database>, quizId: number): Promise<QuizSummary['content']> {
  const video = await db.selectFrom('videos').select(['id', 'slug', 'title']).where('quiz_id', '=', quizId).orderBy('id').limit(1).executeTakeFirst()
  if (video) return { kind: 'video', ...video }
  const pkg = await db
    .selectFrom('course_materials as m')
    .innerJoin('course_packages as p', 'p.id', 'm.package_id')
    .select(['p.id', 'p.slug', 'p.title'])
    .where('m.quiz_id', '=', quizId)
    .where('m.archived_at', 'is', null)
    .orderBy('p.id')
    .orderBy('m.position')
    .limit(1)
    .executeTakeFirst()
  return pkg ? { kind: 'package', ...pkg } : null
}

/** The quiz with its questions in order and every option's correctness; undefined when unknown. */
export async function findKeyedQuiz(db: Kysely<Database>, quizId: number): Promise<KeyedQuiz | undefined> {
  const quiz = await db.selectFrom('quizzes').selectAll().where('id', '=', quizId).executeTakeFirst()
  if (!quiz) return undefined
  const questions = await db.selectFrom('quiz_questions').select(['id', 'position', 'type', 'text']).where('quiz_id', '=', quizId).where('archived_at', 'is', null).orderBy('position').execute()
  const answers =
    questions.length === 0
      ? []
      : await db
          .selectFrom('quiz_answers')
          .select(['id', 'question_id', 'text', 'is_correct'])
          .where('question_id', 'in', questions.map((q) => q.id))
          .where('archived_at', 'is', null)
          .orderBy('question_id')
          .orderBy('position')
          .execute()
  return {
    summary: {
      id: quiz.id,
      title: quiz.title,
      description: quiz.description,
      passing_grade: quiz.passing_grade,
      max_attempts: quiz.max_attempts,
      show_correct_answers: quiz.show_correct_answers === 1,
      question_count: questions.length,
      content: await contentOf(db, quizId),
    },
    questions: questions.map((q) => ({
      ...q,
      answers: answers.filter((a) => a.question_id === q.id).map((a) => ({ id: a.id, text: a.text, is_correct: a.is_correct === 1 })),
    })),
    archived: quiz.archived_at !== null,
  }
}

/** What a quiz-taker may see before submitting: options without their correctness (built field by field, so nothing leaks). */
export function toPublicQuiz(quiz: KeyedQuiz): Quiz {
  return {
    ...quiz.summary,
    questions: quiz.questions.map((q) => ({
      id: q.id,
      position: q.position,
      type: q.type,
      text: q.text,
      answers: q.answers.map((a) => ({ id: a.id, text: a.text })),
    })),
  }
}
