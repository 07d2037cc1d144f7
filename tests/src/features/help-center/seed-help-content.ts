import type { HelpContent } from '@/contract/help-center'
import { demoHelpFrom } from './demo-help'

// The demo pack's help files, through Vite (the page's tests have no file system of their own).
const files = import.meta.glob<string>('../../../../content/demo/help-*/*.yaml', { query: '?raw', import: 'default', eager: true })
const helpCategories = demoHelpFrom(Object.fromEntries(Object.entries(files).map(([name, text]) => [name.split('/').slice(-2).join('/'), text])))

/**
 * The seeded help content shaped as GET /api/help-centers/content answers it, with the ids a fresh
 * database gives (rows are inserted in the seed's order on both engines), without a database.
 */
export function seededHelpContent(): HelpContent {
  let topicId = 0
  let questionId = 0
  const ids = new Map<string, number>()
  const categories = helpCategories.map((c, ci) => ({
    c,
    id: ci + 1,
    topics: c.topics.map((t) => ({ t, id: ++topicId, questions: t.questions.map((q) => ({ q, id: (ids.set(q.slug, ++questionId), questionId) })) })),
  }))
  return {
    version: 'seed',
    categories: categories.map(({ c, id, topics }) => ({
      id,
      slug: c.slug,
      name: c.name,
      description: c.description,
      icon: c.icon,
      question_count: topics.reduce((n, t) => n + t.questions.length, 0),
      topics: topics.map(({ t, id: tid, questions }) => ({ id: tid, slug: t.slug, name: t.name, category_id: id, question_count: questions.length })),
    })),
    questions: categories.flatMap(({ id, topics }) =>
      topics.flatMap(({ id: tid, questions }) =>
        questions.map(({ q, id: qid }) => ({
          id: qid,
          slug: q.slug,
          title: q.title,
          topic_id: tid,
          category_id: id,
          answer: q.answer,
          related_ids: q.related.map((slug) => ids.get(slug)!),
        })),
      ),
    ),
  }
}
