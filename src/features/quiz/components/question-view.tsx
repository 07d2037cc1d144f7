import { useId } from 'react'
import { format } from '@/lib/i18n/id'
import { quizTexts } from '../texts'
import type { Snapshot } from 'valtio'
import { essayWordCount, isEssayAnswered } from '@/contract/quiz'
import { setEssayAnswer, toggleAnswer, type QuizStateQuestion } from '@/features/quiz/quiz-store'
import styles from './quiz.module.css'

const t = quizTexts

/** One question: radio buttons (single), checkboxes (multiple) or a text area (essay, with its word hint). */
export function QuestionView({ question, number, total }: { question: Snapshot<QuizStateQuestion>; number: number; total: number }) {
  const baseId = useId()
  const words = essayWordCount(question.essay_answer)
  const longEnough = isEssayAnswered(question.essay_answer)
  return (
    <fieldset className={styles.question} data-testid="quiz-question">
      <legend className={styles.legend}>
        <span className={styles.counter}>{format(t.question, { n: number, total })}</span>
        <span className={styles.questionText}>{question.text}</span>
      </legend>
      <p className={styles.instruction}>{t[question.type]}</p>
      {question.type === 'essay' ? (
        <div className={styles.essay}>
          <label htmlFor={`${baseId}-essay`} className="visually-hidden">{t.essayLabel}</label>
          <textarea
            id={`${baseId}-essay`}
            className={styles.textarea}
            rows={5}
            value={question.essay_answer}
            onChange={(e) => setEssayAnswer(question.id, e.target.value)}
            aria-describedby={`${baseId}-words`}
          />
          <p id={`${baseId}-words`} className={longEnough ? styles.wordsOk : styles.wordsShort} aria-live="polite">
            {longEnough ? format(t.essayOk, { n: words }) : format(t.essayShort, { n: words })}
          </p>
        </div>
      ) : (
        <ul className={styles.options}>
          {question.answers.map((answer) => (
            <li key={answer.id}>
              <label className={styles.option} data-checked={answer.is_user_answer || undefined}>
                <input
                  type={question.type === 'single' ? 'radio' : 'checkbox'}
                  name={`${baseId}-q`}
                  checked={answer.is_user_answer === true}
                  onChange={() => toggleAnswer(question.id, answer.id)}
                />
                <span>{answer.text}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  )
}
