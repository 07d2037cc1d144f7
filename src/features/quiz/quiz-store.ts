import { proxy } from 'valtio'
import { isEssayAnswered, type QuestionType, type Quiz } from '@/contract/quiz'
import { onUserChanged } from '@/lib/user-changed'
import { ANSWERS_KEY, QUIZ_STORAGE_KEYS, storage } from './quiz-storage'

/** A question as the quiz state holds it (spec section 3): id, type, answers, essay_answer. */
export interface QuizStateQuestion {
  id: number
  type: QuestionType
  text: string
  answers: { id: number; text: string; is_user_answer?: boolean }[]
  essay_answer: string
}

/** Spec section 3: the quiz state, exactly these fields. */
export interface QuizState {
  quizId: number | null
  quiz: Quiz | null
  quizUserDetailId: number | null
  isFinish: boolean
  contentUrl: string | null
  questions: QuizStateQuestion[]
}


export const quizStore = proxy<QuizState>({
  quizId: null,
  quiz: null,
  quizUserDetailId: null,
  isFinish: false,
  contentUrl: null,
  questions: [],
})

function mirror(key: keyof typeof QUIZ_STORAGE_KEYS, value: string | number | null) {
  try {
    if (value === null) storage()?.removeItem(QUIZ_STORAGE_KEYS[key])
    else storage()?.setItem(QUIZ_STORAGE_KEYS[key], String(value))
  } catch {
    // Storage full or denied: the quiz still works for this page's life.
  }
}

/** Spec section 4: a non-essay question is answered when any answer has is_user_answer; an essay with more than 4 words. */
export interface AnswerableQuestion {
  readonly type: QuestionType
  readonly answers: readonly { readonly id?: number; readonly text?: string; readonly is_user_answer?: boolean }[]
  readonly essay_answer: string | null
}

export function isQuestionAnswered(question: AnswerableQuestion): boolean {
  if (question.type === 'essay') return isEssayAnswered(question.essay_answer)
  return question.answers.some((answer) => answer.is_user_answer === true)
}

function updateFinish() {
  quizStore.isFinish = quizStore.questions.length > 0 && quizStore.questions.every(isQuestionAnswered)
  saveAnswers()
}

/** The quiz chosen from a video or material: its id and where to go back to, mirrored at once. */
export function chooseQuiz(quizId: number, contentUrl: string): void {
  if (quizStore.quizId !== quizId) {
    quizStore.quiz = null
    quizStore.questions = []
    quizStore.quizUserDetailId = null
    quizStore.isFinish = false
    mirror('quizUserDetailId', null)
  }
  quizStore.quizId = quizId
  quizStore.contentUrl = contentUrl
  mirror('quizId', quizId)
  mirror('contentUrl', contentUrl)
}

/** Reads the mirror back after a reload. */
export function restoreQuiz(): void {
  const read = (key: keyof typeof QUIZ_STORAGE_KEYS) => storage()?.getItem(QUIZ_STORAGE_KEYS[key]) ?? null
  const quizId = Number(read('quizId'))
  const attemptId = Number(read('quizUserDetailId'))
  quizStore.quizId = quizId > 0 ? quizId : null
  quizStore.quizUserDetailId = attemptId > 0 ? attemptId : null
  quizStore.contentUrl = read('contentUrl')
}

/** An attempt loaded from the server: its questions, with the answers already given in this attempt. */
export function startAttempt(quiz: Quiz, quizUserDetailId: number): void {
  // Answers saved for this very attempt (a reload mid-quiz); another attempt's are not reused.
  const saved = readAnswers()
  quizStore.quizId = quiz.id
  // A copy: valtio turns the nested arrays of what it is given into proxies, and the query cache's
  // attempt (this very object) could then no longer be persisted (DataCloneError in IndexedDB).
  quizStore.quiz = structuredClone(quiz)
  quizStore.quizUserDetailId = quizUserDetailId
  mirror('quizId', quiz.id)
  mirror('quizUserDetailId', quizUserDetailId)
  quizStore.questions = quiz.questions.map((q) => {
    const given = saved?.attempt === quizUserDetailId ? saved.answers[q.id] : undefined
    return {
      id: q.id,
      type: q.type,
      text: q.text,
      answers: q.answers.map((a) => ({ ...a, is_user_answer: given?.ids.includes(a.id) ?? false })),
      essay_answer: given?.essay ?? '',
    }
  })
  updateFinish()
}

export function toggleAnswer(questionId: number, answerId: number): void {
  const question = quizStore.questions.find((q) => q.id === questionId)
  if (!question || question.type === 'essay') return
  for (const answer of question.answers) {
    if (question.type === 'single') answer.is_user_answer = answer.id === answerId
    else if (answer.id === answerId) answer.is_user_answer = !answer.is_user_answer
  }
  updateFinish()
}

export function setEssayAnswer(questionId: number, text: string): void {
  const question = quizStore.questions.find((q) => q.id === questionId)
  if (!question || question.type !== 'essay') return
  question.essay_answer = text
  updateFinish()
}

/**
 * Spec section 4: exiting clears the quiz, empties the questions, sets isFinish to false and clears
 * contentUrl (and its mirror); the answers typed go too. quizId and quizUserDetailId stay, so
 * /learning/quiz-result still finds the last quiz's result.
 */
export function clearQuiz(): void {
  quizStore.quiz = null
  quizStore.questions = []
  quizStore.isFinish = false
  quizStore.contentUrl = null
  mirror('contentUrl', null)
  try {
    storage()?.removeItem(ANSWERS_KEY)
  } catch {
    // Nothing kept.
  }
}

/** Sign-out, or another user on the device: nothing of the quiz stays, its ids included. */
export function forgetQuiz(): void {
  clearQuiz()
  quizStore.quizId = null
  quizStore.quizUserDetailId = null
  mirror('quizId', null)
  mirror('quizUserDetailId', null)
}

// The stored copy goes even when this module was never loaded (register.ts); the state held here
// goes with it once it is.
onUserChanged(forgetQuiz)

/** The submission body of the attempt (answers of every question). */
export function submissionAnswers() {
  return quizStore.questions.map((q) =>
    q.type === 'essay'
      ? { question_id: q.id, answer_ids: [], essay_answer: q.essay_answer.trim() }
      : { question_id: q.id, answer_ids: q.answers.filter((a) => a.is_user_answer).map((a) => a.id) },
  )
}

interface SavedAnswers {
  attempt: number
  answers: Record<number, { ids: number[]; essay: string }>
}

function saveAnswers() {
  if (quizStore.quizUserDetailId === null) return
  const saved: SavedAnswers = {
    attempt: quizStore.quizUserDetailId,
    answers: Object.fromEntries(
      quizStore.questions.map((q) => [q.id, { ids: q.answers.filter((a) => a.is_user_answer).map((a) => a.id), essay: q.essay_answer }]),
    ),
  }
  try {
    storage()?.setItem(ANSWERS_KEY, JSON.stringify(saved))
  } catch {
    // Kept in memory only.
  }
}

function readAnswers(): SavedAnswers | null {
  try {
    const raw = storage()?.getItem(ANSWERS_KEY)
    return raw ? (JSON.parse(raw) as SavedAnswers) : null
  } catch {
    return null
  }
}
