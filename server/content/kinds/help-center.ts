import * as z from 'zod/mini'
import { categorySchema, questionSchema, topicSchema } from '../../../src/contract/help-center'
import { indexText, plainText } from '../../../src/contract/help-center-search'
import { richTextProblems } from '../rich-text'
import { syncRows } from '../sync-rows'
import type { ContentKind } from '../types'

// The help center's content (issue 17) as three kinds: categories, their topics, the topics'
// questions. A child names its parent by key; `order` places it among its siblings (gaps allowed,
// ties by key). Fields are the contract's, with the database's limits.

const order = z.int().check(z.minimum(0), z.maximum(1_000_000))
const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max))

const categoryFields = z.strictObject({
  ...z.pick(categorySchema, { name: true, description: true, icon: true }).shape,
  name: text(120),
  description: text(300),
  icon: text(32),
  order,
})
type Category = z.infer<typeof categoryFields>

export const helpCategoryKind: ContentKind<Category> = {
  name: 'help-category',
  folder: 'help-categories',
  schema: categoryFields,
  async importItems(items, context) {
    const values = inOrder(items, (item) => [item.data.order]).map(({ key, data }) => ({
      key,
      values: { name: data.name, description: data.description, icon: data.icon, position: data.order },
    }))
    return syncRows('help_categories', values, context)
  },
  async exportItems(trx) {
    const rows = await trx.selectFrom('help_categories').selectAll().where('archived_at', 'is', null).orderBy('position').orderBy('slug').execute()
    return rows.map((r) => ({ key: r.slug, data: { name: r.name, description: r.description, icon: r.icon, order: r.position } }))
  },
}

const topicFields = z.strictObject({
  ...z.pick(topicSchema, { name: true }).shape,
  name: text(160),
  /** The category's key. */
  category: z.string(),
  order,
})
type Topic = z.infer<typeof topicFields>

export const helpTopicKind: ContentKind<Topic> = {
  name: 'help-topic',
  folder: 'help-topics',
  schema: topicFields,
  references: (topic) => [{ path: 'category', kind: 'help-category', key: topic.category }],
  async importItems(items, context) {
    const categories = await placesOf(context.trx, 'help_categories')
    const values = inOrder(items, ({ data }) => [categories.get(data.category)!.position, data.order]).map(({ key, data }) => ({
      key,
      values: { category_id: categories.get(data.category)!.id, name: data.name, position: data.order },
    }))
    return syncRows('help_topics', values, context)
  },
  async exportItems(trx) {
    const rows = await trx
      .selectFrom('help_topics as t')
      .innerJoin('help_categories as c', 'c.id', 't.category_id')
      .select(['t.slug', 't.name', 't.position', 'c.slug as category'])
      .where('t.archived_at', 'is', null)
      .orderBy('c.position')
      .orderBy('t.position')
      .orderBy('t.slug')
      .execute()
    return rows.map((r) => ({ key: r.slug, data: { name: r.name, category: r.category, order: r.position } }))
  },
}

const questionFields = z.strictObject({
  ...z.pick(questionSchema, { title: true, answer: true }).shape,
  title: text(200),
  /** Rich text with the spec's tags only (src/shared/rich-text.ts). */
  answer: text(20_000),
  /** The topic's key. */
  topic: z.string(),
  order,
  /** Other questions' keys, in the order shown. */
  related: z._default(z.array(z.string()), []),
})
type Question = z.infer<typeof questionFields>

export const helpQuestionKind: ContentKind<Question> = {
  name: 'help-question',
  folder: 'help-questions',
  schema: questionFields,
  check(question) {
    const problems = richTextProblems(question.answer).map((message) => ({ path: 'answer', message }))
    question.related.forEach((key, i) => {
      if (question.related.indexOf(key) !== i) problems.push({ path: `related.${i}`, message: `'${key}' sudah disebut sebelumnya` })
    })
    return problems
  },
  references: (question) => [
    { path: 'topic', kind: 'help-topic', key: question.topic },
    ...question.related.map((key, i) => ({ path: `related.${i}`, kind: 'help-question', key })),
  ],
  async importItems(items, context) {
    const topics = await placesOf(context.trx, 'help_topics')
    const categories = await placesOf(context.trx, 'help_categories')
    const categoryPosition = new Map([...categories.values()].map((c) => [c.id, c.position]))
    const topicPlace = (key: string) => [categoryPosition.get(topics.get(key)!.parent!)!, topics.get(key)!.position]
    const values = inOrder(items, ({ data }) => [...topicPlace(data.topic), data.order]).map(({ key, data }) => {
      const answerText = plainText(data.answer)
      return {
        key,
        values: {
          topic_id: topics.get(data.topic)!.id,
          title: data.title,
          answer: data.answer,
          answer_text: answerText,
          search_text: indexText(`${data.title} ${answerText}`),
          title_text: indexText(data.title),
          position: data.order,
        },
        onWrite: { updated_at: context.now },
      }
    })
    const result = await syncRows('help_questions', values, context)
    await syncRelations(items, result, context.trx)
    return result
  },
  async exportItems(trx) {
    const [rows, relations] = await Promise.all([
      trx
        .selectFrom('help_questions as q')
        .innerJoin('help_topics as t', 't.id', 'q.topic_id')
        .innerJoin('help_categories as c', 'c.id', 't.category_id')
        .select(['q.id', 'q.slug', 'q.title', 'q.answer', 'q.position', 't.slug as topic'])
        .where('q.archived_at', 'is', null)
        .orderBy('c.position')
        .orderBy('t.position')
        .orderBy('q.position')
        .orderBy('q.slug')
        .execute(),
      trx
        .selectFrom('help_question_relations as r')
        .innerJoin('help_questions as q', 'q.id', 'r.related_id')
        .select(['r.question_id', 'q.slug'])
        .where('q.archived_at', 'is', null)
        .orderBy('r.question_id')
        .orderBy('r.position')
        .execute(),
    ])
    return rows.map((r) => ({
      key: r.slug,
      data: { title: r.title, topic: r.topic, order: r.position, related: relations.filter((x) => x.question_id === r.id).map((x) => x.slug), answer: r.answer },
    }))
  },
}

type Trx = Parameters<ContentKind['exportItems']>[0]

/** Each stored row's id and position by key (a topic's also its category's id), after the kinds before it were written. */
async function placesOf(trx: Trx, table: 'help_categories' | 'help_topics'): Promise<Map<string, { id: number; position: number; parent?: number }>> {
  if (table === 'help_categories') {
    const rows = await trx.selectFrom('help_categories').select(['id', 'slug', 'position']).execute()
    return new Map(rows.map((r) => [r.slug, { id: r.id, position: r.position }]))
  }
  const rows = await trx.selectFrom('help_topics').select(['id', 'slug', 'position', 'category_id']).execute()
  return new Map(rows.map((r) => [r.slug, { id: r.id, position: r.position, parent: r.category_id }]))
}

/**
 * The items in the order the screens show them (ties by key), so new rows get ids in that order:
 * a fresh database numbers the content as the seed code did.
 */
function inOrder<T extends { key: string }>(items: readonly T[], place: (item: T) => number[]): T[] {
  const compare = (a: T, b: T) => {
    const [pa, pb] = [place(a), place(b)]
    for (let i = 0; i < pa.length; i += 1) if (pa[i] !== pb[i]) return pa[i]! - pb[i]!
    return a.key < b.key ? -1 : 1
  }
  return [...items].sort(compare)
}

/** Each question's related questions as the pack lists them; a question whose list changed counts as changed. */
async function syncRelations(items: readonly { key: string; data: Question }[], result: Awaited<ReturnType<typeof syncRows>>, trx: Trx) {
  const ids = result.ids
  const stored = await trx.selectFrom('help_question_relations').select(['question_id', 'related_id']).where('question_id', 'in', [...ids.values(), -1]).orderBy('position').execute()
  for (const { key, data } of items) {
    const id = ids.get(key)!
    const wanted = data.related.map((k) => ids.get(k)!)
    const current = stored.filter((r) => r.question_id === id).map((r) => r.related_id)
    if (wanted.join() === current.join()) continue
    await trx.deleteFrom('help_question_relations').where('question_id', '=', id).execute()
    if (wanted.length > 0) await trx.insertInto('help_question_relations').values(wanted.map((related_id, i) => ({ question_id: id, related_id, position: i + 1 }))).execute()
    if (!result.added.includes(key) && !result.changed.includes(key)) {
      result.changed.push(key)
      result.unchanged -= 1
    }
  }
}
