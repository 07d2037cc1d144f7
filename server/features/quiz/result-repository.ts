import type { Kysely } from 'kysely'
import type { QuizResult } from '../../../src/contract/quiz'
import type { Database } from '../../db/schema'
import { attemptAnswers, type QuizAttemptRow } from './attempt-repository'
import type { KeyedQuestion, KeyedQuiz } from './repository'

/**
 * The result of a submitted attempt: each question with the user's answers and, only when the
 * quiz shows them, which options are correct (is_correct is null otherwise).
 */
export async function resultOf(db: Kysely<Database>, quiz: KeyedQuiz, attempt: QuizAttemptRow & { submitted_at: string }): Promise<QuizResult> {
  const given = await attemptAnswers(db, attempt.id)
  const reveal = quiz.summary.show_correct_answers
  const current = new Set(quiz.questions.map((q) => q.id))
  const removed = await removedQuestions(db, [...given.keys()].filter((id) => !current.has(id)), quiz.questions.length)
  return {
    quiz_id: quiz.summary.id,
    quizUserDetailID: attempt.id,
    attempt_number: attempt.attempt_number,
    score: attempt.score ?? 0,
    passing_grade: quiz.summary.passing_grade,
    passed: attempt.passed === 1,
    pending_review: attempt.pending_review,
    submitted_at: attempt.submitted_at,
    questions: [...quiz.questions, ...removed].map((question) => {
      const answer = given.get(question.id)
      const chosen = new Set(answer?.answer_ids ?? [])
      return {
        id: question.id,
        position: question.position,
        type: question.type,
        text: question.text,
        answers: question.answers.map((a) => ({
          id: a.id,
          text: a.text,
          is_user_answer: chosen.has(a.id),
          is_correct: reveal ? a.is_correct : null,
        })),
        essay_answer: answer?.essay_answer ?? null,
        // A question added to the quiz after this attempt was submitted was not answered in it.
        status: answer?.status ?? 'incorrect',
      }
    }),
  }
}

/**
 * Questions this attempt answered that a content pack has since removed from the quiz (archived,
 * decision 054): the result still shows them, after the current ones, with the options they had.
 */
async function removedQuestions(db: Kysely<Database>, ids: number[], after: number): Promise<KeyedQuestion[]> {
  if (ids.length === 0) return []
  const questions = await db.selectFrom('quiz_questions').select(['id', 'type', 'text']).where('id', 'in', ids).orderBy('id').execute()
  const options = await db.selectFrom('quiz_answers').select(['id', 'question_id', 'text', 'is_correct']).where('question_id', 'in', ids).orderBy('id').execute()
  return questions.map((q, i) => ({
    ...q,
    position: after + i + 1,
    answers: options.filter((o) => o.question_id === q.id).map((o) => ({ id: o.id, text: o.text, is_correct: o.is_correct === 1 })),
  }))
}

export function isSubmitted(attempt: QuizAttemptRow): attempt is QuizAttemptRow & { submitted_at: string } {
  return attempt.submitted_at !== null
}
