import { afterEach, describe, expect, it } from 'vitest'
import type { Quiz } from '@/contract/quiz'
import {
  chooseQuiz,
  clearQuiz,
  forgetQuiz,
  isQuestionAnswered,
  quizStore,
  restoreQuiz,
  setEssayAnswer,
  startAttempt,
  submissionAnswers,
  toggleAnswer,
} from '@/features/quiz/quiz-store'

const quiz: Quiz = {
  id: 5,
  title: 'Kuis Kepemimpinan',
  description: '',
  passing_grade: 70,
  max_attempts: null,
  show_correct_answers: true,
  question_count: 3,
  content: null,
  questions: [
    { id: 1, position: 1, type: 'single', text: 'Satu?', answers: [{ id: 11, text: 'A' }, { id: 12, text: 'B' }] },
    { id: 2, position: 2, type: 'multiple', text: 'Dua?', answers: [{ id: 21, text: 'A' }, { id: 22, text: 'B' }] },
    { id: 3, position: 3, type: 'essay', text: 'Tiga?', answers: [] },
  ],
}

describe('quiz answered rules (spec sections 4, 5)', () => {
  it('an essay needs more than 4 space-separated words', () => {
    const essay = (text: string) => isQuestionAnswered({ type: 'essay', answers: [], essay_answer: text })
    expect(essay('satu dua tiga empat')).toBe(false)
    expect(essay('satu dua tiga empat lima')).toBe(true)
    expect(essay('  satu   dua    tiga   empat  ')).toBe(false)
    expect(essay('satu   dua tiga  empat    lima')).toBe(true)
    expect(essay('')).toBe(false)
    expect(essay('     ')).toBe(false)
  })

  it('a choice question is answered when any of its answers has is_user_answer', () => {
    expect(isQuestionAnswered({ type: 'single', essay_answer: '', answers: [{ id: 1, text: 'a' }, { id: 2, text: 'b', is_user_answer: false }] })).toBe(false)
    expect(isQuestionAnswered({ type: 'multiple', essay_answer: '', answers: [{ id: 1, text: 'a', is_user_answer: true }] })).toBe(true)
  })
})

describe('quiz state', () => {
  afterEach(() => {
    forgetQuiz()
    localStorage.clear()
  })

  it('isFinish turns true only when every question is answered', () => {
    chooseQuiz(5, '/learning/videos/9')
    startAttempt(quiz, 40)
    expect(quizStore.isFinish).toBe(false)
    toggleAnswer(1, 12)
    toggleAnswer(2, 21)
    toggleAnswer(2, 22)
    expect(quizStore.isFinish).toBe(false)
    setEssayAnswer(3, 'ini jawaban yang masih pendek')
    expect(quizStore.isFinish).toBe(true)
    setEssayAnswer(3, 'terlalu pendek')
    expect(quizStore.isFinish).toBe(false)
  })

  it('leaves the attempt it is given (the query cache\'s own object) as it was, so the cache can still be persisted', () => {
    const cached = structuredClone(quiz)
    startAttempt(cached, 40)
    toggleAnswer(1, 11)
    expect(cached).toEqual(quiz)
    // IndexedDB stores what structured clone can copy: a proxy of the quiz state cannot be.
    expect(structuredClone(cached)).toEqual(quiz)
  })

  it('single choice keeps one answer, multiple choice toggles', () => {
    chooseQuiz(5, '/x')
    startAttempt(quiz, 40)
    toggleAnswer(1, 11)
    toggleAnswer(1, 12)
    toggleAnswer(2, 21)
    toggleAnswer(2, 22)
    toggleAnswer(2, 21)
    setEssayAnswer(3, ' satu dua tiga empat lima ')
    expect(submissionAnswers()).toEqual([
      { question_id: 1, answer_ids: [12] },
      { question_id: 2, answer_ids: [22] },
      { question_id: 3, answer_ids: [], essay_answer: 'satu dua tiga empat lima' },
    ])
  })

  it('mirrors quizId, quizUserDetailId and contentUrl in local storage and keeps answers across a reload', () => {
    chooseQuiz(5, '/learning/videos/9')
    startAttempt(quiz, 40)
    toggleAnswer(1, 11)
    expect([localStorage.getItem('quizId'), localStorage.getItem('quizUserDetailId'), localStorage.getItem('contentUrl')]).toEqual(['5', '40', '/learning/videos/9'])

    // A reload: memory is gone, the mirror and the saved answers are not.
    Object.assign(quizStore, { quizId: null, quiz: null, quizUserDetailId: null, contentUrl: null, questions: [], isFinish: false })
    restoreQuiz()
    expect([quizStore.quizId, quizStore.quizUserDetailId, quizStore.contentUrl]).toEqual([5, 40, '/learning/videos/9'])
    startAttempt(quiz, 40)
    expect(quizStore.questions[0]!.answers.map((a) => a.is_user_answer)).toEqual([true, false])
    // Another attempt starts empty.
    startAttempt(quiz, 41)
    expect(quizStore.questions[0]!.answers.map((a) => a.is_user_answer)).toEqual([false, false])
  })

  it('clearing (exiting) empties the quiz as the spec says: quiz, questions, isFinish and contentUrl', () => {
    chooseQuiz(5, '/learning/videos/9')
    startAttempt(quiz, 40)
    toggleAnswer(1, 11)
    clearQuiz()
    expect({ quiz: quizStore.quiz, questions: quizStore.questions, isFinish: quizStore.isFinish, contentUrl: quizStore.contentUrl }).toEqual({
      quiz: null,
      questions: [],
      isFinish: false,
      contentUrl: null,
    })
    // The ids stay (the last result can still be found); contentUrl's mirror is removed with it.
    expect([localStorage.getItem('quizId'), localStorage.getItem('quizUserDetailId'), localStorage.getItem('contentUrl')]).toEqual(['5', '40', null])
    // A new attempt of the same quiz does not get the answers of the cleared one.
    startAttempt(quiz, 40)
    expect(quizStore.questions[0]!.answers.map((a) => a.is_user_answer)).toEqual([false, false])
  })

  it('forgetting (sign-out) removes the ids and their mirror too', () => {
    chooseQuiz(5, '/learning/videos/9')
    startAttempt(quiz, 40)
    forgetQuiz()
    expect({ quizId: quizStore.quizId, quizUserDetailId: quizStore.quizUserDetailId }).toEqual({ quizId: null, quizUserDetailId: null })
    expect([localStorage.getItem('quizId'), localStorage.getItem('quizUserDetailId'), localStorage.getItem('contentUrl')]).toEqual([null, null, null])
  })
})
