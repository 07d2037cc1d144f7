import type { Transaction } from 'kysely'
import { indexText, plainText } from '../../../src/contract/help-center-search'
import type { Database } from '../../db/schema'
import { helpCategories } from './seed-content'

/** When the seeded content last changed: bump it with the content. */
export const HELP_CONTENT_UPDATED_AT = '2026-12-07T00:00:00.000Z'

/**
 * The help content, kept as seed-content.ts says at every start: rows are upserted by slug (their
 * index text recomputed), each question's related questions rewritten in order. Votes stay.
 */
export async function seedHelpCenter(trx: Transaction<Database>): Promise<void> {
  const questionIds = new Map<string, number>()
  for (const [ci, category] of helpCategories.entries()) {
    const { id: categoryId } = await trx
      .insertInto('help_categories')
      .values({ slug: category.slug, name: category.name, description: category.description, icon: category.icon, position: ci + 1 })
      .onConflict((oc) =>
        oc.column('slug').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          description: eb.ref('excluded.description'),
          icon: eb.ref('excluded.icon'),
          position: eb.ref('excluded.position'),
        })),
      )
      .returning('id')
      .executeTakeFirstOrThrow()
    for (const [ti, topic] of category.topics.entries()) {
      const { id: topicId } = await trx
        .insertInto('help_topics')
        .values({ category_id: categoryId, slug: topic.slug, name: topic.name, position: ti + 1 })
        .onConflict((oc) =>
          oc
            .column('slug')
            .doUpdateSet((eb) => ({ category_id: eb.ref('excluded.category_id'), name: eb.ref('excluded.name'), position: eb.ref('excluded.position') })),
        )
        .returning('id')
        .executeTakeFirstOrThrow()
      for (const [qi, question] of topic.questions.entries()) {
        const answerText = plainText(question.answer)
        const row = {
          topic_id: topicId,
          slug: question.slug,
          title: question.title,
          answer: question.answer,
          answer_text: answerText,
          search_text: indexText(`${question.title} ${answerText}`),
          title_text: indexText(question.title),
          position: qi + 1,
          updated_at: HELP_CONTENT_UPDATED_AT,
        }
        const { id } = await trx
          .insertInto('help_questions')
          .values(row)
          .onConflict((oc) =>
            oc.column('slug').doUpdateSet((eb) => ({
              topic_id: eb.ref('excluded.topic_id'),
              title: eb.ref('excluded.title'),
              answer: eb.ref('excluded.answer'),
              answer_text: eb.ref('excluded.answer_text'),
              search_text: eb.ref('excluded.search_text'),
              title_text: eb.ref('excluded.title_text'),
              position: eb.ref('excluded.position'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .returning('id')
          .executeTakeFirstOrThrow()
        questionIds.set(question.slug, id)
      }
    }
  }
  const ids = [...questionIds.values()]
  await trx.deleteFrom('help_question_relations').where('question_id', 'in', ids).execute()
  const relations = helpCategories.flatMap((c) =>
    c.topics.flatMap((t) =>
      t.questions.flatMap((q) =>
        q.related.map((slug, i) => {
          const related = questionIds.get(slug)
          if (related === undefined) throw new Error(`Seed: help question ${q.slug} relates to unknown ${slug}`)
          return { question_id: questionIds.get(q.slug)!, related_id: related, position: i + 1 }
        }),
      ),
    ),
  )
  if (relations.length > 0) await trx.insertInto('help_question_relations').values(relations).execute()
}
