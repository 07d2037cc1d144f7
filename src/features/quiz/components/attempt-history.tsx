import { Link } from '@tanstack/react-router'
import type { QuizHistory } from '@/contract/quiz'
import { formatWib } from '@/lib/dates/wib'
import { format } from '@/lib/i18n/id'
import { quizTexts } from '../texts'
import styles from './quiz.module.css'

const t = quizTexts.result

/** The user's submitted attempts of a quiz, each a link to its result; the one shown is marked. */
export function AttemptHistory({ quizId, attempts, shownId }: { quizId: number; attempts: QuizHistory['attempts']; shownId: number | undefined }) {
  return (
    <section aria-labelledby="attempts-title" className={styles.attempts}>
      <h2 id="attempts-title" className={styles.subtitle}>{t.history}</h2>
      <ol className={styles.attemptList}>
        {attempts.map((a) => (
          <li key={a.quizUserDetailID}>
            <Link to="/learning/quiz-result/$id" params={{ id: quizId }} search={{ quizUserDetailID: a.quizUserDetailID }}>
              {format(t.attempt, { n: a.attempt_number })}
            </Link>{' '}
            · {a.score} · {a.passed ? t.passed : t.failedGrade} · {formatWib(a.submitted_at)}
            {shownId === a.quizUserDetailID && <span className={styles.meta}> {t.current}</span>}
          </li>
        ))}
      </ol>
    </section>
  )
}
