import { isEssayAnswered, type QuizSubmission } from '../../../src/contract/quiz'
import type { KeyedQuiz } from './repository'

type SubmittedAnswer = QuizSubmission['answers'][number]
export type AnswerStatus = 'correct' | 'incorrect' | 'pending-review'
export interface FieldError {
  path: string
  message: string
}

export interface GradedAnswer {
  question_id: number
  answer_ids: number[]
  essay_answer: string | null
  status: AnswerStatus
}

export type Grading =
  | { outcome: 'invalid'; errors: FieldError[] }
  | { outcome: 'unanswered'; errors: FieldError[]; positions: number[] }
  | { outcome: 'graded'; answers: GradedAnswer[]; score: number; passed: boolean; pendingReview: number }

/**
 * Checks a submission against the quiz and scores it. First what cannot belong to this quiz (a
 * question not in it, an option not in its question, two options on a single-choice question),
 * then what is still unanswered; only a complete submission is scored. Choice questions score
 * automatically (multiple choice only with exactly the correct set); essays wait for a reviewer.
 * score = round(100 × correct / automatically scored questions); 0 when there are none, so a quiz
 * of essays only passes only once reviewed.
 */
export function gradeSubmission(quiz: KeyedQuiz, submitted: readonly SubmittedAnswer[]): Grading {
  const questions = new Map(quiz.questions.map((q) => [q.id, q]))
  const invalid: FieldError[] = []
  const byQuestion = new Map<number, { index: number; answer: SubmittedAnswer }>()
  submitted.forEach((answer, index) => {
    const at = `answers.${index}`
    const question = questions.get(answer.question_id)
    if (!question) return invalid.push({ path: `${at}.question_id`, message: 'Pertanyaan ini tidak ada di kuis ini' })
    if (byQuestion.has(question.id)) return invalid.push({ path: `${at}.question_id`, message: 'Pertanyaan ini dijawab lebih dari sekali' })
    byQuestion.set(question.id, { index, answer })
    const ids = answer.answer_ids ?? []
    if (question.type === 'essay') {
      if (ids.length > 0) invalid.push({ path: `${at}.answer_ids`, message: 'Pertanyaan esai tidak memakai pilihan jawaban' })
      return
    }
    const options = new Set(question.answers.map((a) => a.id))
    const unknown = ids.filter((id) => !options.has(id))
    if (unknown.length > 0) invalid.push({ path: `${at}.answer_ids`, message: `Jawaban ${unknown.join(', ')} tidak ada di pertanyaan ini` })
    else if (new Set(ids).size !== ids.length) invalid.push({ path: `${at}.answer_ids`, message: 'Jawaban yang sama dipilih lebih dari sekali' })
    else if (question.type === 'single' && ids.length > 1) invalid.push({ path: `${at}.answer_ids`, message: 'Pilih tepat satu jawaban' })
  })
  if (invalid.length > 0) return { outcome: 'invalid', errors: invalid }

  const unanswered: FieldError[] = []
  const positions: number[] = []
  for (const question of quiz.questions) {
    const given = byQuestion.get(question.id)
    const at = given ? `answers.${given.index}` : 'answers'
    if (!given) unanswered.push({ path: at, message: `Pertanyaan nomor ${question.position} belum dijawab` })
    else if (question.type === 'essay' && !isEssayAnswered(given.answer.essay_answer)) {
      unanswered.push({ path: `${at}.essay_answer`, message: `Jawaban esai nomor ${question.position} harus lebih dari 4 kata` })
    } else if (question.type !== 'essay' && (given.answer.answer_ids ?? []).length === 0) {
      unanswered.push({ path: `${at}.answer_ids`, message: `Pertanyaan nomor ${question.position} belum dijawab` })
    } else continue
    positions.push(question.position)
  }
  if (unanswered.length > 0) return { outcome: 'unanswered', errors: unanswered, positions }

  let correct = 0
  let automatic = 0
  const answers = quiz.questions.map((question): GradedAnswer => {
    const answer = byQuestion.get(question.id)!.answer
    if (question.type === 'essay') {
      return { question_id: question.id, answer_ids: [], essay_answer: answer.essay_answer ?? '', status: 'pending-review' }
    }
    automatic += 1
    const chosen = new Set(answer.answer_ids ?? [])
    const key = question.answers.filter((a) => a.is_correct).map((a) => a.id)
    const right = key.length === chosen.size && key.every((id) => chosen.has(id))
    if (right) correct += 1
    // An essay_answer sent with a choice question is ignored: the client's state carries one on every question.
    return { question_id: question.id, answer_ids: [...chosen].sort((a, b) => a - b), essay_answer: null, status: right ? 'correct' : 'incorrect' }
  })
  const score = automatic === 0 ? 0 : Math.round((100 * correct) / automatic)
  return { outcome: 'graded', answers, score, passed: score >= quiz.summary.passing_grade, pendingReview: quiz.questions.length - automatic }
}
