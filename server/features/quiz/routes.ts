import type { FastifyInstance } from 'fastify'
import { problemTypes } from '../../../src/contract/problem'
import { quizApi } from '../../../src/contract/quiz'
import { findAttempt, openAttempt, submitAttempt, submittedAttempts, type QuizAttemptRow } from './attempt-repository'
import { findKeyedQuiz, hasAttempted, toPublicQuiz } from './repository'
import { isSubmitted, resultOf } from './result-repository'
import { gradeSubmission } from './rules'
import { currentUser } from '../../plugins/auth'
import { registerEndpoint } from '../../plugins/contract-routes'
import { ProblemError } from '../../http/problem-error'
import type { RouteDeps } from '../route-deps'

const quizNotFound = () => new ProblemError(404, { detail: 'Kuis tidak ditemukan.' })
// Someone else's attempt, one of another quiz and one that does not exist all read the same.
const attemptNotFound = () => new ProblemError(404, { detail: 'Percobaan kuis tidak ditemukan.' })
const alreadySubmitted = () => new ProblemError(409, { title: 'Sudah dikumpulkan', detail: 'Kuis ini sudah dikumpulkan.' })
const invalidAnswers = (detail: string, errors: { path: string; message: string }[]) =>
  new ProblemError(400, { type: problemTypes.validation, title: 'Jawaban tidak valid', detail, errors })

/**
 * Quizzes (issue 6). Reads never carry which options are correct; scoring happens here on submit.
 * The attempt (the spec's quizUserDetailID) is always checked against the signed-in user and the
 * quiz in the path; submitting honours Idempotency-Key, so the outbox can replay it safely.
 */
export async function quizRoutes(app: FastifyInstance, { db, notifier }: RouteDeps) {
  // A quiz archived by a content pack (issue 41) is still there for whoever has attempted it (their
  // results, their attempts left); to anyone else it is as unknown as one that never existed.
  const loadQuiz = async (id: number, employeeId: number) => {
    const quiz = await findKeyedQuiz(db, id)
    if (!quiz || (quiz.archived && !(await hasAttempted(db, employeeId, id)))) throw quizNotFound()
    return quiz
  }
  const ownAttempt = async (attemptId: number, employeeId: number, quizId: number): Promise<QuizAttemptRow> => {
    const attempt = await findAttempt(db, attemptId)
    if (!attempt || attempt.employee_id !== employeeId || attempt.quiz_id !== quizId) throw attemptNotFound()
    return attempt
  }

  registerEndpoint(app, quizApi.quiz, async ({ params }, request) => ({ data: toPublicQuiz(await loadQuiz(params.id, currentUser(request).employeeId)) }))

  registerEndpoint(
    app,
    quizApi.attempt,
    async ({ params }, request) => {
      const quiz = await loadQuiz(params.id, currentUser(request).employeeId)
      const opened = await openAttempt(db, currentUser(request).employeeId, { id: quiz.summary.id, max_attempts: quiz.summary.max_attempts }, new Date().toISOString())
      if (!opened.attempt) {
        // Only a quiz allowing no attempts at all gets here: there is no attempt to point at.
        throw new ProblemError(409, { detail: 'Batas percobaan kuis ini sudah tercapai.' })
      }
      return {
        data: {
          quiz: toPublicQuiz(quiz),
          quizUserDetailID: opened.attempt.id,
          started_at: opened.attempt.started_at,
          attempts_used: opened.attemptsUsed,
          can_attempt: opened.canAttempt,
        },
      }
    },
  )

  registerEndpoint(
    app,
    quizApi.submit,
    async ({ params, body }, request) => {
      const quiz = await loadQuiz(params.id, currentUser(request).employeeId)
      const attempt = await ownAttempt(body.quizUserDetailID, currentUser(request).employeeId, quiz.summary.id)
      if (isSubmitted(attempt)) throw alreadySubmitted()
      const grading = gradeSubmission(quiz, body.answers)
      if (grading.outcome === 'invalid') throw invalidAnswers('Ada jawaban yang tidak sesuai dengan pertanyaan kuis ini.', grading.errors)
      if (grading.outcome === 'unanswered') {
        throw invalidAnswers(`Masih ada pertanyaan yang belum dijawab: nomor ${grading.positions.join(', ')}.`, grading.errors)
      }
      const won = await submitAttempt(db, attempt.id, grading.answers, grading, new Date().toISOString())
      if (!won) throw alreadySubmitted()
      const submitted = await findAttempt(db, attempt.id)
      if (!submitted || !isSubmitted(submitted)) throw new Error(`attempt ${attempt.id} vanished after submitting`)
      // Told in the inbox too: a submission queued offline is scored when it arrives, not on screen.
      await notifier.notify([attempt.employee_id], {
        kind: 'quiz',
        title: 'Hasil kuis Anda sudah keluar',
        body: `Kuis “${quiz.summary.title}” sudah dinilai: skor ${grading.score}${grading.pendingReview > 0 ? ', jawaban esai menunggu penilaian' : grading.passed ? ', lulus' : ', belum lulus'}.`,
        linkUrl: `/learning/quiz-result/${quiz.summary.id}?quizUserDetailID=${attempt.id}`,
        eventKey: `quiz-graded:${attempt.id}`,
      })
      return { data: await resultOf(db, quiz, submitted) }
    },
  )

  registerEndpoint(
    app,
    quizApi.history,
    async ({ params, query }, request) => {
      const employeeId = currentUser(request).employeeId
      const quiz = await loadQuiz(params.id, employeeId)
      const attempts = await submittedAttempts(db, employeeId, quiz.summary.id)
      // The attempt asked for (the user's own, still in progress: no result yet), else the latest submitted.
      const chosen = query.quizUserDetailID !== undefined ? await ownAttempt(query.quizUserDetailID, employeeId, quiz.summary.id) : attempts.at(-1)
      return {
        data: {
          quiz: quiz.summary,
          result: chosen && isSubmitted(chosen) ? await resultOf(db, quiz, chosen) : null,
          attempts: attempts.map((a) => ({
            quizUserDetailID: a.id,
            attempt_number: a.attempt_number,
            score: a.score ?? 0,
            passed: a.passed === 1,
            submitted_at: a.submitted_at ?? '',
          })),
        },
      }
    },
  )
}
