import type { ColumnType, Generated } from 'kysely'

// Quizzes, their questions and answers, and users' attempts (migration 0008).

export interface QuizTable {
  id: Generated<number>
  slug: string
  title: string
  description: string
  /** 0–100: the lowest score that passes. */
  passing_grade: number
  /** Null: unlimited attempts. */
  max_attempts: number | null
  /** 0 or 1: whether a result shows the correct answers. */
  show_correct_answers: ColumnType<number, number | undefined, number>
  /** Set when gone from the pack that carries quizzes (migration 0029). */
  archived_at: ColumnType<string | null, string | null | undefined, string | null>
  /** 1 on quizzes a content pack brought; null on seeded ones (migration 0029). */
  from_pack: ColumnType<number | null, number | null | undefined, number | null>
}

export interface QuizQuestionTable {
  id: Generated<number>
  quiz_id: number
  /** Order inside the quiz, from 1; unique per quiz. */
  position: number
  type: 'single' | 'multiple' | 'essay'
  text: string
  /** The pack author's key, unique among the quiz's questions; null when seeded (migration 0029). */
  key: ColumnType<string | null, string | null | undefined, string | null>
  /** Set when gone from the quiz's pack file; such a row takes position -id. */
  archived_at: ColumnType<string | null, string | null | undefined, string | null>
}

export interface QuizAnswerTable {
  id: Generated<number>
  question_id: number
  position: number
  text: string
  /** 0 or 1. Never leaves the server before the attempt is submitted. */
  is_correct: ColumnType<number, number | undefined, number>
  /** The pack author's key, unique among the question's options; null when seeded (migration 0029). */
  key: ColumnType<string | null, string | null | undefined, string | null>
  archived_at: ColumnType<string | null, string | null | undefined, string | null>
}

/** One attempt of a user at a quiz (the spec's quiz user detail). Score fields are set when submitted. */
export interface QuizAttemptTable {
  id: Generated<number>
  employee_id: number
  quiz_id: number
  attempt_number: number
  started_at: string
  submitted_at: string | null
  score: number | null
  /** 0 or 1; null until submitted. */
  passed: number | null
  /** Essays of this attempt waiting for a reviewer. */
  pending_review: ColumnType<number, number | undefined, number>
}

export interface QuizAttemptAnswerTable {
  attempt_id: number
  question_id: number
  /** JSON array of the chosen answer ids (`[]` for essays). */
  answer_ids: ColumnType<string, string | undefined, string>
  essay_answer: string | null
  status: 'correct' | 'incorrect' | 'pending-review'
}

export interface QuizTables {
  quizzes: QuizTable
  quiz_questions: QuizQuestionTable
  quiz_answers: QuizAnswerTable
  quiz_attempts: QuizAttemptTable
  quiz_attempt_answers: QuizAttemptAnswerTable
}
