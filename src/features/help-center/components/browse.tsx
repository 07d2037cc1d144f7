import type { HelpCategory, HelpContent, HelpTopic } from '@/contract/help-center'
import { helpCenterTexts } from '../texts'
import { HelpLink } from './help-links'
import styles from './help-center.module.css'

const t = helpCenterTexts

/** Pusat Bantuan › category › topic: where a screen is, each step a link. */
export function Crumbs({ category, topic }: { category?: HelpCategory | undefined; topic?: HelpTopic | undefined }) {
  return (
    <nav aria-label={t.crumbs.label} className={styles.crumbs}>
      <ol role="list">
        <li>
          <HelpLink to={{}}>{t.crumbs.home}</HelpLink>
        </li>
        {category && (
          <li>
            <HelpLink to={{ category: category.id }}>{category.name}</HelpLink>
          </li>
        )}
        {topic && (
          <li>
            <HelpLink to={{ topic: topic.id }}>{topic.name}</HelpLink>
          </li>
        )}
      </ol>
    </nav>
  )
}

const questionsOf = (content: HelpContent, topicId: number) => content.questions.filter((q) => q.topic_id === topicId)

function QuestionList({ content, topicId }: { content: HelpContent; topicId: number }) {
  return (
    <ul role="list" className={styles.questionList}>
      {questionsOf(content, topicId).map((q) => (
        <li key={q.id}>
          <HelpLink to={{ question: q.id }} className={styles.questionLink}>
            {q.title}
          </HelpLink>
        </li>
      ))}
    </ul>
  )
}

/** The first screen: every category with its topics. */
export function CategoryGrid({ content }: { content: HelpContent }) {
  return (
    <section className={styles.section} aria-labelledby="help-categories-title">
      <h2 id="help-categories-title" className={styles.sectionTitle}>
        {t.categories.heading}
      </h2>
      <ul role="list" className={styles.grid}>
        {content.categories.map((c) => (
          <li key={c.id} className={styles.card} data-icon={c.icon}>
            <h3 className={styles.cardTitle}>
              <HelpLink to={{ category: c.id }}>{c.name}</HelpLink>
            </h3>
            <p className={styles.cardText}>{c.description}</p>
            <ul role="list" className={styles.topicList}>
              {c.topics.map((topic) => (
                <li key={topic.id}>
                  <HelpLink to={{ topic: topic.id }}>{topic.name}</HelpLink>
                </li>
              ))}
            </ul>
            <p className={styles.count}>{t.categories.questions(c.question_count)}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** A category: its topics, each with its questions. */
export function CategoryView({ content, category }: { content: HelpContent; category: HelpCategory }) {
  return (
    <section className={styles.section} aria-labelledby="help-category-title">
      <Crumbs />
      <h2 id="help-category-title" className={styles.viewTitle}>
        {category.name}
      </h2>
      <p className={styles.muted}>{category.description}</p>
      {category.topics.map((topic) => (
        <section key={topic.id} className={styles.topicBlock} aria-labelledby={`help-topic-${topic.id}`}>
          <h3 id={`help-topic-${topic.id}`} className={styles.topicTitle}>
            <HelpLink to={{ topic: topic.id }}>{topic.name}</HelpLink>
          </h3>
          <QuestionList content={content} topicId={topic.id} />
        </section>
      ))}
    </section>
  )
}

/** A topic: its questions. */
export function TopicView({ content, category, topic }: { content: HelpContent; category: HelpCategory; topic: HelpTopic }) {
  return (
    <section className={styles.section} aria-labelledby="help-topic-title">
      <Crumbs category={category} />
      <h2 id="help-topic-title" className={styles.viewTitle}>
        {topic.name}
      </h2>
      <QuestionList content={content} topicId={topic.id} />
    </section>
  )
}
