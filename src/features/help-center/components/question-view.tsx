import type { ContentQuestion, HelpContent } from '@/contract/help-center'
import { RichText } from '@/components/ui/rich-text'
import { buttonClassName } from '@/components/ui/button'
import { useHelpVote } from '../api/help-center-vote'
import { helpCenterTexts } from '../texts'
import { Crumbs } from './browse'
import { HelpLink } from './help-links'
import styles from './help-center.module.css'

const t = helpCenterTexts.question

/** A question: its answer (sanitized), 'Apakah ini membantu?' and the related questions. */
export function QuestionView({ content, question }: { content: HelpContent; question: ContentQuestion }) {
  const category = content.categories.find((c) => c.id === question.category_id)
  const topic = category?.topics.find((tp) => tp.id === question.topic_id)
  const byId = new Map(content.questions.map((q) => [q.id, q]))
  const related = question.related_ids.flatMap((id) => byId.get(id) ?? [])
  return (
    <article className={styles.section} aria-labelledby="help-question-title">
      <Crumbs category={category} topic={topic} />
      <h2 id="help-question-title" className={styles.viewTitle}>
        {question.title}
      </h2>
      <RichText html={question.answer} className={styles.answer} />
      <Vote questionId={question.id} />
      {related.length > 0 && (
        <section aria-labelledby="help-related-title" className={styles.related}>
          <h3 id="help-related-title" className={styles.topicTitle}>
            {t.related}
          </h3>
          <ul role="list" className={styles.questionList}>
            {related.map((q) => (
              <li key={q.id}>
                <HelpLink to={{ question: q.id }} className={styles.questionLink}>
                  {q.title}
                </HelpLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  )
}

function Vote({ questionId }: { questionId: number }) {
  const { given, vote, pending, failed } = useHelpVote(questionId)
  return (
    <div className={styles.vote} role="group" aria-labelledby="help-vote-title">
      <p id="help-vote-title" className={styles.voteTitle}>
        {t.helpful}
      </p>
      {given === undefined ? (
        <div className={styles.voteButtons}>
          <button type="button" className={buttonClassName('outline', 'small')} disabled={pending} onClick={() => vote(true)}>
            {t.yes}
          </button>
          <button type="button" className={buttonClassName('outline', 'small')} disabled={pending} onClick={() => vote(false)}>
            {t.no}
          </button>
        </div>
      ) : null}
      <p role="status" className={styles.muted}>
        {given === true ? t.thanks : given === false ? t.thanksNo : failed ? t.voteFailed : ''}
      </p>
    </div>
  )
}
