import { sql, type Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import type { QuestionType } from '../../../src/contract/quiz'

export interface WantedOption {
  key: string
  text: string
  correct: boolean
}

export interface WantedQuestion {
  key: string
  type: QuestionType
  text: string
  options: WantedOption[]
}

/** The quiz's current (unarchived) questions with their options, in order, as a pack writes them. */
export async function storedQuestions(trx: Transaction<Database>, quizId: number): Promise<WantedQuestion[]> {
  const questions = await trx.selectFrom('quiz_questions').select(['id', 'key', 'type', 'text']).where('quiz_id', '=', quizId).where('archived_at', 'is', null).orderBy('position').execute()
  if (questions.length === 0) return []
  const options = await trx
    .selectFrom('quiz_answers')
    .select(['question_id', 'key', 'text', 'is_correct'])
    .where('question_id', 'in', questions.map((q) => q.id))
    .where('archived_at', 'is', null)
    .orderBy('position')
    .execute()
  return questions.map((q) => ({
    key: q.key ?? `q${q.id}`,
    type: q.type,
    text: q.text,
    options: options.filter((o) => o.question_id === q.id).map((o) => ({ key: o.key ?? `o${o.question_id}`, text: o.text, correct: o.is_correct === 1 })),
  }))
}

const sameQuestions = (a: WantedQuestion[], b: WantedQuestion[]) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Makes the quiz's questions and options what the pack says, keyed by their own keys: a kept key
 * keeps its row (attempts' answers point at question and option ids), a new key is inserted, a
 * key gone is archived, never deleted, so past attempts still name it. Nothing is written when
 * the quiz is as stored. Positions are first moved out of the way (-id) so a reordering never
 * meets the unique (quiz, position) index half-way. Returns whether anything changed.
 */
export async function syncQuestions(trx: Transaction<Database>, quizId: number, wanted: readonly WantedQuestion[], now: string): Promise<boolean> {
  if (sameQuestions(await storedQuestions(trx, quizId), [...wanted])) return false
  const stored = await trx.selectFrom('quiz_questions').select(['id', 'key', 'position', 'text']).where('quiz_id', '=', quizId).execute()
  await trx.updateTable('quiz_questions').set({ position: sql<number>`0 - id` }).where('quiz_id', '=', quizId).execute()
  const byKey = new Map(stored.filter((q) => q.key !== null).map((q) => [q.key!, q.id]))
  const unkeyed = keyless(stored)
  const kept = new Set<number>()
  for (const [index, question] of wanted.entries()) {
    const values = { position: index + 1, type: question.type, text: question.text, key: question.key, archived_at: null }
    let id = byKey.get(question.key) ?? unkeyed.get(`${index + 1}|${question.text}`)
    if (id === undefined) id = (await trx.insertInto('quiz_questions').values({ quiz_id: quizId, ...values }).returning('id').executeTakeFirstOrThrow()).id
    else await trx.updateTable('quiz_questions').set(values).where('id', '=', id).execute()
    kept.add(Number(id))
    await syncOptions(trx, Number(id), question.options, now)
  }
  const gone = stored.filter((q) => !kept.has(Number(q.id))).map((q) => q.id)
  if (gone.length > 0) await trx.updateTable('quiz_questions').set({ archived_at: now }).where('id', 'in', gone).where('archived_at', 'is', null).execute()
  return true
}

/**
 * Rows the seed code wrote before quizzes came from packs have no key: one at the same position
 * with the same text is the pack's question (or option), so it takes the key and keeps its row,
 * and the attempts that answered it (decision 055: the demo quizzes moved into the demo pack).
 */
function keyless(stored: readonly { id: number; key: string | null; position: number; text: string }[]): Map<string, number> {
  return new Map(stored.filter((row) => row.key === null).map((row) => [`${row.position}|${row.text}`, row.id]))
}

async function syncOptions(trx: Transaction<Database>, questionId: number, wanted: readonly WantedOption[], now: string): Promise<void> {
  const stored = await trx.selectFrom('quiz_answers').select(['id', 'key', 'position', 'text']).where('question_id', '=', questionId).execute()
  await trx.updateTable('quiz_answers').set({ position: sql<number>`0 - id` }).where('question_id', '=', questionId).execute()
  const byKey = new Map(stored.filter((o) => o.key !== null).map((o) => [o.key!, o.id]))
  const unkeyed = keyless(stored)
  const kept = new Set<number>()
  for (const [index, option] of wanted.entries()) {
    const values = { position: index + 1, text: option.text, is_correct: option.correct ? 1 : 0, key: option.key, archived_at: null }
    const id = byKey.get(option.key) ?? unkeyed.get(`${index + 1}|${option.text}`)
    if (id === undefined) kept.add(Number((await trx.insertInto('quiz_answers').values({ question_id: questionId, ...values }).returning('id').executeTakeFirstOrThrow()).id))
    else {
      await trx.updateTable('quiz_answers').set(values).where('id', '=', id).execute()
      kept.add(Number(id))
    }
  }
  const gone = stored.filter((o) => !kept.has(Number(o.id))).map((o) => o.id)
  if (gone.length > 0) await trx.updateTable('quiz_answers').set({ archived_at: now }).where('id', 'in', gone).where('archived_at', 'is', null).execute()
}
