import type { QuizResult } from '@/contract/quiz'
import { quizTexts } from '../texts'
import styles from './quiz.module.css'

const t = quizTexts.result

/** Each question with the user's answer, its status and, where the quiz allows, the correct answer. */
export function ResultQuestions({ result }: { result: QuizResult }) {
  return (
    <ol className={styles.resultList}>
      {result.questions.map((q) => (
        <li key={q.id} className={styles.resultItem} data-status={q.status}>
          <p className={styles.questionText}>{q.text}</p>
          <p className={styles.status}>{t.statuses[q.status]}</p>
          {q.type === 'essay' ? (
            <p>
              <span className={styles.meta}>{t.yourAnswer}: </span>
              {q.essay_answer || t.noEssay}
            </p>
          ) : (
            <ul className={styles.resultAnswers}>
              {q.answers.map((a) => (
                <li key={a.id} data-user={a.is_user_answer || undefined} data-correct={a.is_correct === true || undefined}>
                  {a.text}
                  {a.is_user_answer && <span className={styles.tag}>{t.yourAnswer}</span>}
                  {a.is_correct === true && <span className={styles.tagCorrect}>{t.correctAnswer}</span>}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  )
}
