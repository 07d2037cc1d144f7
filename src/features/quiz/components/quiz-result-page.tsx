import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { DataState, Placeholder } from '@/components/data-state/data-state'
import { buttonClassName } from '@/components/ui/button'
import type { QuizHistory } from '@/contract/quiz'
import { format } from '@/lib/i18n/id'
import { quizTexts } from '../texts'
import { useDocumentTitle } from '@/lib/use-document-title'
import { usePendingWrites } from '@/lib/outbox/use-pending-writes'
import { quizQueries, quizResource } from '../api/quiz-queries'
import { packageSlugParam } from '@/lib/learning-paths'
import { ResultQuestions } from './result-questions'
import { StartQuizButton } from './start-quiz-button'
import { AttemptHistory } from './attempt-history'
import styles from './quiz.module.css'

const t = quizTexts.result

/** /learning/quiz-result/{id}: the result of an attempt (waiting while its submission is in the outbox) and the history. */
export function QuizResultPage({ quizId, attemptId }: { quizId: number; attemptId?: number }) {
  useDocumentTitle(t.title)
  const resource = attemptId === undefined ? undefined : quizResource(attemptId)
  const writes = usePendingWrites(resource, { enabled: resource !== undefined })
  // The submission still in the outbox: undefined while the outbox is read, null when there is none.
  const pending = writes && (writes[0] ?? null)
  // Asked only once nothing of this attempt waits in the outbox: the server then has it.
  const history = useQuery({ ...quizQueries.history(quizId, attemptId), enabled: pending === null })

  if (pending)
    return (
      <div className={styles.message} role="status" data-testid="quiz-result-waiting">
        <p className={styles.messageTitle}>{t.title}</p>
        {pending.state === 'failed' ? (
          <p role="alert">{format(t.failed, { reason: pending.lastError?.detail || pending.lastError?.title || '' })}</p>
        ) : (
          <p>{t.waiting}</p>
        )}
      </div>
    )
  return (
    <DataState
      // Still reading the outbox counts as loading: the history is not asked for until then.
      query={{ ...history, isPending: history.isPending || pending === undefined }}
      loadingText={t.loading}
      skeleton={<Placeholder className={styles.skeleton} />}
      errorText={t.error}
    >
      {(data) => <ResultView history={data} quizId={quizId} />}
    </DataState>
  )
}

function ContentLink({ history }: { history: QuizHistory }) {
  const content = history.quiz.content
  if (!content) return <Link to="/learning" className={buttonClassName('outline')}>{t.back}</Link>
  if (content.kind === 'package')
    return <Link to="/learning/course/$slug" params={{ slug: packageSlugParam(content) }} className={buttonClassName('outline')}>{t.back}</Link>
  return <Link to="/learning/videos/$id" params={{ id: content.id }} className={buttonClassName('outline')}>{t.back}</Link>
}

function ResultView({ history, quizId }: { history: QuizHistory; quizId: number }) {
  const result = history.result
  return (
    <div className={styles.quiz}>
      <header className={styles.header}>
        <p className={styles.meta}>{t.title}</p>
        <h1 className={styles.title}>{history.quiz.title}</h1>
      </header>
      {result ? (
        <>
          <section className={styles.score} data-passed={result.passed || undefined} data-testid="quiz-score" aria-label={t.score}>
            <span className={styles.scoreValue}>{result.score}</span>
            <span>
              <strong>{result.passed ? t.passed : t.failedGrade}</strong>
              <span className={styles.meta}> · {format(t.passingGrade, { grade: result.passing_grade })}</span>
            </span>
          </section>
          {result.pending_review > 0 && <p className={styles.hint}>{format(t.pendingReview, { n: result.pending_review })}</p>}
          <ResultQuestions result={result} />
        </>
      ) : (
        <p className={styles.message}>{t.none}</p>
      )}
      {history.attempts.length > 0 && <AttemptHistory quizId={quizId} attempts={history.attempts} shownId={result?.quizUserDetailID} />}
      <div className={styles.actions}>
        <ContentLink history={history} />
        {result && !result.passed && (history.quiz.max_attempts === null || history.attempts.length < history.quiz.max_attempts) && (
          <StartQuizButton quizId={quizId} label={t.retry} />
        )}
      </div>
    </div>
  )
}
