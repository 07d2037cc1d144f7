import type { HelpContent, SearchAnswer } from '@/contract/help-center'
import { SEARCH_LIMIT } from '@/contract/help-center'
import {
  correctTerms,
  hasUnknownTerm,
  indexText,
  plainText,
  queryTerms,
  rankHits,
  snippetOf,
  termMatches,
  vocabularyOf,
  writtenWordsOf,
  type QueryTerm,
} from '@/contract/help-center-search'

// The help center's search in the browser, over the cached content: the same rules as the server's
// (src/contract/help-center-search.ts), so offline it finds what the server finds online
// (tests/src/features/help-center/offline-search.test.ts checks it on the shared cases).

interface Entry {
  id: number
  slug: string
  title: string
  topic_id: number
  category_id: number
  topic: string
  category: string
  text: string
  forms: string[]
  titleForms: string[]
}

export interface OfflineIndex {
  version: string
  entries: Entry[]
  vocabulary: string[]
  written: Set<string>
}

/** Built once per content version (a few milliseconds for the whole help center). */
export function buildIndex(content: HelpContent): OfflineIndex {
  const topics = new Map(content.categories.flatMap((c) => c.topics.map((t) => [t.id, { topic: t.name, category: c.name }] as const)))
  const entries = content.questions.map((q) => {
    const text = plainText(q.answer)
    const names = topics.get(q.topic_id)
    return {
      id: q.id,
      slug: q.slug,
      title: q.title,
      topic_id: q.topic_id,
      category_id: q.category_id,
      topic: names?.topic ?? '',
      category: names?.category ?? '',
      text,
      forms: indexText(`${q.title} ${text}`).split(' '),
      titleForms: indexText(q.title).split(' '),
    }
  })
  return {
    version: content.version,
    entries,
    vocabulary: vocabularyOf(entries.map((e) => e.forms.join(' '))),
    written: writtenWordsOf(entries.flatMap((e) => [e.title, e.text])),
  }
}

const matching = (index: OfflineIndex, terms: readonly QueryTerm[]) => index.entries.filter((e) => terms.some((t) => termMatches(t, e.forms)))

/** The search's answer, shaped like the server's. */
export function searchOffline(index: OfflineIndex, q: string): SearchAnswer {
  let terms = queryTerms(q)
  if (terms.length === 0) return { data: [], meta: { corrected: null, total: 0 } }
  let found = matching(index, terms)
  let corrected: string | null = null
  const better = hasUnknownTerm(terms, found) ? correctTerms(terms, index.vocabulary, index.written) : null
  const again = better ? matching(index, better) : []
  if (better && again.length > 0) {
    terms = better
    found = again
    corrected = better.map((t) => t.word).join(' ')
  }
  const ranked = rankHits(terms, found)
  return {
    data: ranked.slice(0, SEARCH_LIMIT).map((e) => ({
      id: e.id,
      slug: e.slug,
      title: e.title,
      topic_id: e.topic_id,
      category_id: e.category_id,
      topic: e.topic,
      category: e.category,
      snippet: snippetOf(e.text, terms),
    })),
    meta: { corrected, total: ranked.length },
  }
}
