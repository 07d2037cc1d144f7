import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { DataState, Placeholder } from '@/components/data-state/data-state'
import { buttonClassName } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { ProgressBar } from '@/components/ui/progress-bar'
import type { QuizAttempt } from '@/contract/quiz'
import { format } from '@/lib/i18n/id'
import { quizTexts } from '../texts'
import { useDocumentTitle } from '@/lib/use-document-title'
import { clearQuiz, isQuestionAnswered, quizStore, restoreQuiz, startAttempt, submissionAnswers } from '@/features/quiz/quiz-store'
import { quizKeys, quizMutationKeys } from '../api/quiz-keys'
import { quizQueries, type SubmitQuizVariables } from '../api/quiz-queries'
import { QuestionView } from './question-view'
import styles from './quiz.module.css'

const t = quizTexts

/** /learning/quiz: the quiz chosen from a video or material, one question at a time. */
export function QuizPage() {
  const state = useSnapshot(quizStore)
  const [restored, setRestored] = useState(false)
  useEffect(() => {
    if (quizStore.quizId === null) restoreQuiz()
    setRestored(true)
  }, [])
  useDocumentTitle(state.quiz?.title ?? t.title)

  if (!restored) return null
  if (state.quizId === null)
    return (
      <div className={styles.message}>
        <p className={styles.messageTitle}>{t.none}</p>
        <p>{t.noneHint}</p>
        <Link to="/learning" className={buttonClassName('outline')}>{t.toLearning}</Link>
      </div>
    )
  return <QuizAttemptView quizId={state.quizId} />
}

function QuizAttemptView({ quizId }: { quizId: number }) {
  const attempt = useQuery(quizQueries.attempt(quizId))
  const data = attempt.data
  useEffect(() => {
    if (data && data.can_attempt && (quizStore.quiz?.id !== data.quiz.id || quizStore.quizUserDetailId !== data.quizUserDetailID || quizStore.questions.length === 0))
      startAttempt(data.quiz, data.quizUserDetailID)
  }, [data])
  // No offline state: an attempt never opened cannot start offline, and the error says so.
  return (
    <DataState query={attempt} loadingText={t.loading} skeleton={<Placeholder className={styles.skeleton} />} errorText={t.error}>
      {(answer) => <AttemptView quizId={quizId} data={answer} />}
    </DataState>
  )
}

function AttemptView({ quizId, data }: { quizId: number; data: QuizAttempt }) {
  const state = useSnapshot(quizStore)
  const [index, setIndex] = useState(0)
  const [exiting, setExiting] = useState(false)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const submit = useMutation<unknown, Error, SubmitQuizVariables>({ mutationKey: quizMutationKeys.submit })

  const exitTo = state.contentUrl ?? '/learning'
  const exit = () => {
    clearQuiz()
    void navigate({ to: exitTo as '/' })
  }
  if (!data.can_attempt)
    return (
      <div className={styles.message}>
        <p className={styles.messageTitle}>{t.limitReached}</p>
        <Link to="/learning/quiz-result/$id" params={{ id: quizId }} className={buttonClassName('primary')}>{t.result.title}</Link>
        <button type="button" className={buttonClassName('ghost')} onClick={exit}>{t.exit}</button>
      </div>
    )

  // Until the effect above has started this attempt in the store, its questions are not there yet:
  // the skeleton stays rather than a flash of "0 dari 0 terjawab".
  if (state.quiz?.id !== data.quiz.id || state.quizUserDetailId !== data.quizUserDetailID) return <Placeholder className={styles.skeleton} />

  const questions = state.questions
  const done = questions.filter(isQuestionAnswered).length
  const current = questions[Math.min(index, questions.length - 1)]
  const onSubmit = async () => {
    if (!quizStore.isFinish || quizStore.quizUserDetailId === null) return
    const attemptId = quizStore.quizUserDetailId
    await submit.mutateAsync({ quizId, title: data.quiz.title, submission: { quizUserDetailID: attemptId, answers: submissionAnswers() } })
    await navigate({ to: '/learning/quiz-result/$id', params: { id: quizId }, search: { quizUserDetailID: attemptId } })
    // The attempt is over: the next visit to this quiz asks the server for a new one.
    clearQuiz()
    queryClient.removeQueries({ queryKey: quizKeys.attempt(quizId) })
  }

  return (
    <div className={styles.quiz}>
      <header className={styles.header}>
        <h1 className={styles.title}>{data.quiz.title}</h1>
        <p className={styles.meta}>
          {format(t.attemptInfo, {
            n: data.attempts_used + 1,
            limit: data.quiz.max_attempts ? format(t.attemptLimit, { max: data.quiz.max_attempts }) : '',
            grade: data.quiz.passing_grade,
          })}
        </p>
        <p className={styles.progress} role="status" data-testid="quiz-progress">{format(t.answered, { done, total: questions.length })}</p>
        <ProgressBar percent={questions.length ? (done / questions.length) * 100 : 0} />
      </header>
      <nav aria-label={t.questionNav}>
        <ol className={styles.dots}>
          {questions.map((q, i) => (
            <li key={q.id}>
              <button
                type="button"
                className={styles.dot}
                aria-current={i === index ? 'step' : undefined}
                data-answered={isQuestionAnswered(q) || undefined}
                aria-label={format(t.goToQuestion, { n: i + 1, state: isQuestionAnswered(q) ? t.stateAnswered : '' })}
                onClick={() => setIndex(i)}
              >
                {i + 1}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {current && <QuestionView key={current.id} question={current} number={index + 1} total={questions.length} />}
      <div className={styles.actions}>
        <button type="button" className={buttonClassName('outline')} onClick={() => setIndex((i) => Math.max(0, i - 1))} disabled={index === 0}>{t.previous}</button>
        {index < questions.length - 1 ? (
          <button type="button" className={buttonClassName('primary')} onClick={() => setIndex((i) => i + 1)}>{t.next}</button>
        ) : (
          <button type="button" className={buttonClassName('primary')} onClick={() => void onSubmit()} disabled={!state.isFinish || submit.isPending} aria-describedby="submit-hint">
            {submit.isPending ? t.submitting : t.submit}
          </button>
        )}
      </div>
      {!state.isFinish && <p id="submit-hint" className={styles.hint}>{t.submitHint}</p>}
      <button type="button" className={`${buttonClassName('ghost', 'small')} ${styles.exit}`} onClick={() => setExiting(true)}>{t.exit}</button>
      <ConfirmDialog open={exiting} title={t.exitConfirm} description={t.exitBody} confirmLabel={t.exit} cancelLabel={t.stay} onConfirm={exit} onOpenChange={setExiting} />
    </div>
  )
}
