import { createHash } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { ContentQuestion, HelpCategory, HelpContent, HelpQuestion, QuestionRef, SearchAnswer } from '../../../src/contract/help-center'
import { SEARCH_LIMIT } from '../../../src/contract/help-center'
import { correctTerms, hasUnknownTerm, queryTerms, rankHits, snippetOf, vocabularyOf, writtenWordsOf, type QueryTerm } from '../../../src/contract/help-center-search'
import type { Engine } from '../../db/database'
import type { Database } from '../../db/schema'

type Db = Kysely<Database>

// The help content as the screens read it, search with each engine's own full-text search, and votes.
// Every answer is a fixed number of queries. An archived item (gone from the content pack, decision
// 052) is in no list, no search and no related list; a question's own detail still answers, for
// the links and votes that name it.

function refQuery(db: Db) {
  return db
    .selectFrom('help_questions as q')
    .innerJoin('help_topics as t', 't.id', 'q.topic_id')
    .select(['q.id', 'q.slug', 'q.title', 'q.topic_id', 't.category_id'])
}

/** Questions a list shows: neither they nor their topic archived (a topic is archived with its category). */
function listedQuery(db: Db) {
  return refQuery(db).where('q.archived_at', 'is', null).where('t.archived_at', 'is', null)
}

export async function listCategories(db: Db): Promise<HelpCategory[]> {
  const [categories, topics] = await Promise.all([
    db.selectFrom('help_categories').select(['id', 'slug', 'name', 'description', 'icon']).where('archived_at', 'is', null).orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('help_topics as t')
      .leftJoin('help_questions as q', (join) => join.onRef('q.topic_id', '=', 't.id').on('q.archived_at', 'is', null))
      .select((eb) => ['t.id', 't.slug', 't.name', 't.category_id', eb.fn.count<number | string>('q.id').as('question_count')])
      .where('t.archived_at', 'is', null)
      .groupBy(['t.id', 't.slug', 't.name', 't.category_id', 't.position'])
      .orderBy('t.position')
      .orderBy('t.id')
      .execute(),
  ])
  return categories.map((c) => {
    const own = topics.filter((t) => t.category_id === c.id).map((t) => ({ ...t, question_count: Number(t.question_count) }))
    return { ...c, topics: own, question_count: own.reduce((n, t) => n + t.question_count, 0) }
  })
}

/** A category's topics with their questions, or null when there is no such category. */
export async function topicsOf(db: Db, categoryId: number) {
  const category = await db.selectFrom('help_categories').select('id').where('id', '=', categoryId).where('archived_at', 'is', null).executeTakeFirst()
  if (!category) return null
  const [topics, questions] = await Promise.all([
    db
      .selectFrom('help_topics')
      .select(['id', 'slug', 'name', 'category_id'])
      .where('category_id', '=', categoryId)
      .where('archived_at', 'is', null)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    listedQuery(db).where('t.category_id', '=', categoryId).orderBy('q.position').orderBy('q.id').execute(),
  ])
  return topics.map((t) => {
    const own = questions.filter((q) => q.topic_id === t.id)
    return { ...t, question_count: own.length, questions: own }
  })
}

/** Each question's related questions, in their order. */
async function relatedOf(db: Db, ids: readonly number[]): Promise<Map<number, QuestionRef[]>> {
  const out = new Map<number, QuestionRef[]>(ids.map((id) => [id, []]))
  if (ids.length === 0) return out
  const rows = await db
    .selectFrom('help_question_relations as r')
    .innerJoin('help_questions as q', 'q.id', 'r.related_id')
    .innerJoin('help_topics as t', 't.id', 'q.topic_id')
    .select(['r.question_id', 'q.id', 'q.slug', 'q.title', 'q.topic_id', 't.category_id'])
    .where('r.question_id', 'in', ids)
    .where('q.archived_at', 'is', null)
    .where('t.archived_at', 'is', null)
    .orderBy('r.question_id')
    .orderBy('r.position')
    .execute()
  for (const { question_id, ...ref } of rows) out.get(question_id)?.push(ref)
  return out
}

export async function questionById(db: Db, id: number): Promise<HelpQuestion | null> {
  const row = await refQuery(db).select(['q.answer', 'q.updated_at']).where('q.id', '=', id).executeTakeFirst()
  if (!row) return null
  return { ...row, related: (await relatedOf(db, [id])).get(id) ?? [] }
}

export async function relatesOf(db: Db, id: number): Promise<QuestionRef[] | null> {
  const row = await db.selectFrom('help_questions').select('id').where('id', '=', id).executeTakeFirst()
  return row ? ((await relatedOf(db, [id])).get(id) ?? []) : null
}

/** Everything, with a version that changes with any of it (a hash of the answer itself). */
export async function helpContent(db: Db): Promise<HelpContent> {
  const [categories, questions, relations] = await Promise.all([
    listCategories(db),
    listedQuery(db).select(['q.answer']).orderBy('t.category_id').orderBy('t.position').orderBy('q.position').orderBy('q.id').execute(),
    db
      .selectFrom('help_question_relations as r')
      .innerJoin('help_questions as q', 'q.id', 'r.related_id')
      .innerJoin('help_topics as t', 't.id', 'q.topic_id')
      .select(['r.question_id', 'r.related_id'])
      .where('q.archived_at', 'is', null)
      .where('t.archived_at', 'is', null)
      .orderBy('r.question_id')
      .orderBy('r.position')
      .execute(),
  ])
  const related = new Map<number, number[]>()
  for (const r of relations) related.set(r.question_id, [...(related.get(r.question_id) ?? []), r.related_id])
  const list: ContentQuestion[] = questions.map((q) => ({ ...q, related_ids: related.get(q.id) ?? [] }))
  const version = createHash('sha256')
    .update(JSON.stringify([categories, list]))
    .digest('base64url')
    .slice(0, 16)
  return { version, categories, questions: list }
}

/** Words for SQLite FTS5's MATCH: each term its word as a prefix or one of its roots, any term found (decision 048). */
export function fts5Match(terms: readonly QueryTerm[]): string {
  return terms.map((t) => `(${[`"${t.word}"*`, ...t.roots.map((r) => `"${r}"`)].join(' OR ')})`).join(' OR ')
}

/** The same for PostgreSQL's to_tsquery('simple', …). */
export function tsQuery(terms: readonly QueryTerm[]): string {
  return terms.map((t) => `(${[`${t.word}:*`, ...t.roots].join(' | ')})`).join(' | ')
}

interface HitRow {
  id: number
  slug: string
  title: string
  topic_id: number
  category_id: number
  answer_text: string
  title_text: string
  search_text: string
  topic: string
  category: string
}

async function matching(db: Db, engine: Engine, terms: readonly QueryTerm[]): Promise<(HitRow & { forms: string[]; titleForms: string[] })[]> {
  const base = db
    .selectFrom('help_questions as q')
    .innerJoin('help_topics as t', 't.id', 'q.topic_id')
    .innerJoin('help_categories as c', 'c.id', 't.category_id')
    .select(['q.id', 'q.slug', 'q.title', 'q.topic_id', 't.category_id', 'q.answer_text', 'q.title_text', 'q.search_text', 't.name as topic', 'c.name as category'])
    .where('q.archived_at', 'is', null)
    .where('t.archived_at', 'is', null)
  const rows: HitRow[] =
    engine === 'postgres'
      ? await base.where(sql<boolean>`to_tsvector('simple', q.search_text) @@ to_tsquery('simple', ${tsQuery(terms)})`).execute()
      : await base.where(sql<boolean>`q.id IN (SELECT rowid FROM help_question_fts WHERE help_question_fts MATCH ${fts5Match(terms)})`).execute()
  return rows.map((r) => ({ ...r, forms: r.search_text.split(' '), titleForms: r.title_text.split(' ') }))
}

/**
 * The questions having any word of `q` (src/contract/help-center-search.ts), found by the engine's
 * full-text index, those with the most of them first (`rankHits`; decision 048). Words
 * the content does not have are put right against its vocabulary and the search runs once more;
 * the correction stands only when it finds something.
 */
export async function searchQuestions(db: Db, engine: Engine, q: string): Promise<SearchAnswer> {
  let terms = queryTerms(q)
  if (terms.length === 0) return { data: [], meta: { corrected: null, total: 0 } }
  let rows = await matching(db, engine, terms)
  let corrected: string | null = null
  if (hasUnknownTerm(terms, rows)) {
    const texts = await db.selectFrom('help_questions').select(['search_text', 'title', 'answer_text']).where('archived_at', 'is', null).execute()
    const better = correctTerms(
      terms,
      vocabularyOf(texts.map((t) => t.search_text)),
      writtenWordsOf(texts.flatMap((t) => [t.title, t.answer_text])),
    )
    const again = better ? await matching(db, engine, better) : []
    if (better && again.length > 0) {
      terms = better
      rows = again
      corrected = better.map((t) => t.word).join(' ')
    }
  }
  const ranked = rankHits(terms, rows)
  return {
    data: ranked.slice(0, SEARCH_LIMIT).map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      topic_id: r.topic_id,
      category_id: r.category_id,
      topic: r.topic,
      category: r.category,
      snippet: snippetOf(r.answer_text, terms),
    })),
    meta: { corrected, total: ranked.length },
  }
}

/** Records a vote unless this voter already gave one (the unique constraint decides); null: no such question. */
export async function recordVote(db: Db, questionId: number, voter: string, helpful: boolean, now: string): Promise<{ counted: boolean } | null> {
  const question = await db.selectFrom('help_questions').select('id').where('id', '=', questionId).executeTakeFirst()
  if (!question) return null
  const inserted = await db
    .insertInto('help_question_votes')
    .values({ question_id: questionId, voter, helpful: helpful ? 1 : 0, created_at: now })
    .onConflict((oc) => oc.columns(['question_id', 'voter']).doNothing())
    .executeTakeFirst()
  return { counted: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 }
}
