import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { quizApi } from '../../../src/contract/quiz'
import type { DatabaseHandle } from '../../../server/db/database'
import type { Browser } from './oidc-flow'

/** A quiz's answer key, read straight from the database (the API never gives it before submitting). */
export interface KeyQuestion {
  id: number
  position: number
  type: 'single' | 'multiple' | 'essay'
  correct: number[]
  wrong: number[]
}

export const FIVE_WORDS = 'Laba belum tentu berarti kas'

export async function quizIdOf(database: DatabaseHandle, slug: string): Promise<number> {
  return (await database.db.selectFrom('quizzes').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id
}

export async function answerKey(database: DatabaseHandle, quizId: number): Promise<KeyQuestion[]> {
  const questions = await database.db.selectFrom('quiz_questions').select(['id', 'position', 'type']).where('quiz_id', '=', quizId).orderBy('position').execute()
  const answers = await database.db
    .selectFrom('quiz_answers')
    .select(['id', 'question_id', 'is_correct'])
    .where('question_id', 'in', questions.map((q) => q.id))
    .orderBy('position')
    .execute()
  return questions.map((q) => {
    const own = answers.filter((a) => a.question_id === q.id)
    return { ...q, correct: own.filter((a) => a.is_correct === 1).map((a) => a.id), wrong: own.filter((a) => a.is_correct === 0).map((a) => a.id) }
  })
}

/** Every question answered correctly; essays with exactly five words. */
export function perfectAnswers(key: readonly KeyQuestion[]) {
  return key.map((q) => (q.type === 'essay' ? { question_id: q.id, answer_ids: [], essay_answer: FIVE_WORDS } : { question_id: q.id, answer_ids: q.correct }))
}

/** The signed-in user's open attempt (started by the call when none): its quizUserDetailID. */
export async function openAttempt(as: Browser, quizId: number) {
  const res = await as.request({ method: 'GET', url: `/api/v2/users/quizzes/${quizId}` })
  expect(res.statusCode).toBe(200)
  return quizApi.attempt.response.parse(res.json()).data
}

export function submit(as: Browser, quizId: number, body: unknown, key: string | null = randomUUID()) {
  return as.send({
    method: 'POST',
    url: `/api/v2/users/quizzes/${quizId}/submit`,
    payload: body as Record<string, unknown>,
    headers: key ? { 'idempotency-key': key } : {},
  })
}
