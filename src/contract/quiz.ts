import * as z from 'zod/mini'
import { dataOf, idParam, positiveIntFromString } from './common'
import { endpoint } from './endpoint'

// Quizzes (issue 6; spec sections 3, 4, 5, 7, 9). Scoring happens on the server: no answer's
// correctness reaches the client before the attempt is submitted.

export const questionTypes = ['single', 'multiple', 'essay'] as const
export const questionTypeSchema = z.enum(questionTypes)
export type QuestionType = z.infer<typeof questionTypeSchema>

/** An answer option as the quiz-taker sees it: never whether it is correct. */
export const quizAnswerOptionSchema = z.object({
  id: z.int(),
  text: z.string(),
})

export const quizQuestionSchema = z.object({
  id: z.int(),
  position: z.int(),
  type: questionTypeSchema,
  /** Plain text (no markup). */
  text: z.string(),
  /** Empty for essays. */
  answers: z.array(quizAnswerOptionSchema),
})
export type QuizQuestion = z.infer<typeof quizQuestionSchema>

/** Where a quiz belongs: a video or a material of a course package (growth-path items later). */
export const quizContentSchema = z.object({
  kind: z.enum(['video', 'package']),
  id: z.int(),
  /** The package's slug or the video's; the client builds the content URL from kind, id and slug. */
  slug: z.string(),
  title: z.string(),
})

export const quizSummarySchema = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  /** Minimum score (0–100) to pass. */
  passing_grade: z.int(),
  /** How many attempts a user may submit; null: unlimited. */
  max_attempts: z.nullable(z.int()),
  /** Whether the result shows the correct answers after submission. */
  show_correct_answers: z.boolean(),
  question_count: z.int(),
  content: z.nullable(quizContentSchema),
})
export type QuizSummary = z.infer<typeof quizSummarySchema>

/** GET /api/quiz/{id}: the quiz and its questions, for reading before starting. */
export const quizSchema = z.extend(quizSummarySchema, { questions: z.array(quizQuestionSchema) })
export type Quiz = z.infer<typeof quizSchema>

/**
 * GET /api/v2/users/quizzes/{id}: the signed-in user's attempt in progress (started by this call
 * when there is none), with the quiz, its questions and the attempts used so far.
 */
export const quizAttemptSchema = z.object({
  quiz: quizSchema,
  /** The attempt (spec: quizUserDetailID). */
  quizUserDetailID: z.int(),
  started_at: z.string(),
  attempts_used: z.int(),
  /** False when the attempt limit is reached: no new attempt was started (quizUserDetailID is the last one). */
  can_attempt: z.boolean(),
})
export type QuizAttempt = z.infer<typeof quizAttemptSchema>

/**
 * Words of an essay answer: split on the space character exactly, so runs of spaces make no words.
 * The quiz screen counts with it while the user types and the server grades with it, so the server
 * never refuses what the screen let the user submit.
 */
export function essayWordCount(text: string | null | undefined): number {
  return (text ?? '').split(' ').filter((word) => word.trim() !== '').length
}

/** Spec sections 4, 5 and 9: an essay counts as answered with MORE than 4 words. */
export const isEssayAnswered = (text: string | null | undefined): boolean => essayWordCount(text) > 4

const essayText = z.string().check(z.maxLength(5000, 'Jawaban esai maksimal 5000 karakter'))

export const submittedAnswerSchema = z.object({
  question_id: z.int().check(z.positive()),
  /** Chosen answer ids: one for single choice, any for multiple choice, none for essays. */
  answer_ids: z._default(z.array(z.int().check(z.positive())).check(z.maxLength(50)), []),
  essay_answer: z.optional(z.nullable(essayText)),
})

export const quizSubmissionSchema = z.object({
  quizUserDetailID: z.int().check(z.positive()),
  answers: z.array(submittedAnswerSchema).check(z.minLength(1, 'Belum ada jawaban'), z.maxLength(200)),
})
export type QuizSubmission = z.input<typeof quizSubmissionSchema>

export const resultAnswerSchema = z.object({
  id: z.int(),
  text: z.string(),
  is_user_answer: z.boolean(),
  /** Null when the quiz does not show correct answers. */
  is_correct: z.nullable(z.boolean()),
})

export const resultQuestionSchema = z.object({
  id: z.int(),
  position: z.int(),
  type: questionTypeSchema,
  text: z.string(),
  answers: z.array(resultAnswerSchema),
  essay_answer: z.nullable(z.string()),
  /** correct / incorrect for choices; 'pending-review' for essays (scored by a reviewer later). */
  status: z.enum(['correct', 'incorrect', 'pending-review']),
})

export const quizResultSchema = z.object({
  quiz_id: z.int(),
  quizUserDetailID: z.int(),
  attempt_number: z.int(),
  /** 0–100 over the automatically scored questions. */
  score: z.int(),
  passing_grade: z.int(),
  passed: z.boolean(),
  /** Essays wait for a reviewer: the score may still change. */
  pending_review: z.int(),
  submitted_at: z.string(),
  questions: z.array(resultQuestionSchema),
})
export type QuizResult = z.infer<typeof quizResultSchema>

export const quizAttemptSummarySchema = z.object({
  quizUserDetailID: z.int(),
  attempt_number: z.int(),
  score: z.int(),
  passed: z.boolean(),
  submitted_at: z.string(),
})

export const quizHistorySchema = z.object({
  quiz: quizSummarySchema,
  /** The attempt asked for with quizUserDetailID (the latest submitted one without it); null when none is submitted yet. */
  result: z.nullable(quizResultSchema),
  attempts: z.array(quizAttemptSummarySchema),
})
export type QuizHistory = z.infer<typeof quizHistorySchema>

export const quizApi = {
  quiz: endpoint({
    method: 'GET',
    path: '/api/quiz/{id}',
    group: 'learning',
    access: 'user',
    summary: 'A quiz with its questions and answer options (never which answers are correct)',
    params: idParam,
    response: dataOf(quizSchema),
  }),
  attempt: endpoint({
    method: 'GET',
    path: '/api/v2/users/quizzes/{id}',
    group: 'learningV2',
    access: 'user',
    summary: "The signed-in user's attempt in progress (started when there is none and the attempt limit allows)",
    params: idParam,
    response: dataOf(quizAttemptSchema),
  }),
  submit: endpoint({
    method: 'POST',
    path: '/api/v2/users/quizzes/{id}/submit',
    group: 'learningV2',
    access: 'user',
    outbox: true,
    summary: 'Submits an attempt: scored on the server; idempotent with Idempotency-Key',
    params: idParam,
    body: quizSubmissionSchema,
    response: dataOf(quizResultSchema),
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/v2/users/quizzes/{id}/history',
    group: 'learningV2',
    access: 'user',
    summary: "The signed-in user's submitted attempts of a quiz, and the result of one (quizUserDetailID)",
    params: idParam,
    query: z.object({ quizUserDetailID: z.optional(positiveIntFromString) }),
    response: dataOf(quizHistorySchema),
  }),
}
