import type { Generated } from 'kysely'

// The help center's content, related questions and votes (migration 0015). The SQLite full-text
// table (help_question_fts) is reached with raw SQL only.

export interface HelpCategoryTable {
  id: Generated<number>
  slug: string
  name: string
  description: string
  icon: string
  position: number
  /** Set when the item left the content pack (decision 052): out of lists and search, kept for its votes. */
  archived_at: string | null
}

export interface HelpTopicTable {
  id: Generated<number>
  category_id: number
  slug: string
  name: string
  position: number
  /** Set when the item left the content pack (decision 052): out of lists and search, kept for its votes. */
  archived_at: string | null
}

export interface HelpQuestionTable {
  id: Generated<number>
  topic_id: number
  slug: string
  title: string
  /** Rich text (HTML) with the spec's tags; the client sanitizes it before rendering. */
  answer: string
  /** The answer as plain text (snippets). */
  answer_text: string
  /** Every form of every word of the title and the answer (`indexText`): what full-text search reads. */
  search_text: string
  /** The forms of the title's words (the order of hits). */
  title_text: string
  position: number
  updated_at: string
  archived_at: string | null
}

export interface HelpQuestionRelationTable {
  question_id: number
  related_id: number
  position: number
}

export interface HelpQuestionVoteTable {
  id: Generated<number>
  question_id: number
  /** `u:<employee id>` or `d:<device id>`. */
  voter: string
  /** 1 helpful, 0 not. */
  helpful: number
  created_at: string
}

export interface HelpCenterTables {
  help_categories: HelpCategoryTable
  help_topics: HelpTopicTable
  help_questions: HelpQuestionTable
  help_question_relations: HelpQuestionRelationTable
  help_question_votes: HelpQuestionVoteTable
}
