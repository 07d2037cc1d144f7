import * as z from 'zod/mini'
import { dataOf, idParam } from './common'
import { endpoint } from './endpoint'

// The help center (spec sections 1, 2, 3 and 7 "Help center"; issue 17): categories, their topics,
// a topic's questions with rich-text answers (spec section 5's allow-list, sanitized where shown),
// search, related questions, whether an answer helped, and the whole content in one versioned
// answer for reading and searching offline. Everything is public: visitors need help too.
// The search rules both sides use are in ./help-center-search.ts.

export const questionRefSchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  topic_id: z.int(),
  category_id: z.int(),
})
export type QuestionRef = z.infer<typeof questionRefSchema>

export const topicSchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  category_id: z.int(),
  question_count: z.int(),
})
export type HelpTopic = z.infer<typeof topicSchema>

export const categorySchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** A name of the screens' icon set (account, learning, growth, mentor, job, app, bell). */
  icon: z.string(),
  topics: z.array(topicSchema),
  question_count: z.int(),
})
export type HelpCategory = z.infer<typeof categorySchema>

export const topicWithQuestionsSchema = z.extend(topicSchema, { questions: z.array(questionRefSchema) })

export const questionSchema = z.extend(questionRefSchema, {
  /** Rich text: h2, em, strong, u, ul, ol, li, br, span, a (href, target, rel). */
  answer: z.string(),
  related: z.array(questionRefSchema),
  updated_at: z.string(),
})
export type HelpQuestion = z.infer<typeof questionSchema>

export const searchHitSchema = z.extend(questionRefSchema, {
  /** Plain text around the first matched word. */
  snippet: z.string(),
  topic: z.string(),
  category: z.string(),
})
export type SearchHit = z.infer<typeof searchHitSchema>

export const SEARCH_MAX_LENGTH = 100
export const SEARCH_LIMIT = 20

export const searchQuery = z.object({
  q: z.string().check(z.trim(), z.minLength(1, 'Tulis kata yang dicari'), z.maxLength(SEARCH_MAX_LENGTH)),
})

export const searchAnswerSchema = z.object({
  data: z.array(searchHitSchema),
  meta: z.object({
    /** The words searched for after misspellings were put right, when they were. */
    corrected: z.nullable(z.string()),
    total: z.int(),
  }),
})
export type SearchAnswer = z.infer<typeof searchAnswerSchema>

/** The whole help content: what the browser keeps to read and search offline. */
export const contentQuestionSchema = z.extend(questionRefSchema, {
  answer: z.string(),
  related_ids: z.array(z.int()),
})
export type ContentQuestion = z.infer<typeof contentQuestionSchema>

export const helpContentSchema = z.object({
  /** Changes whenever any of the content does (a hash of it). */
  version: z.string(),
  categories: z.array(categorySchema),
  questions: z.array(contentQuestionSchema),
})
export type HelpContent = z.infer<typeof helpContentSchema>

/** A browser's own id for counting a vote once per device (kept in localStorage). */
export const deviceIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'Perangkat tidak dikenal'))

export const voteInput = z.object({
  helpful: z.boolean(),
  device_id: deviceIdSchema,
})
export type VoteInput = z.input<typeof voteInput>

export const voteAnswerSchema = dataOf(
  z.object({
    question_id: z.int(),
    helpful: z.boolean(),
    /** False when this user or device had already voted (their first vote stands). */
    counted: z.boolean(),
  }),
)

export const helpCenterApi = {
  categories: endpoint({
    method: 'GET',
    path: '/api/help-centers/categories',
    group: 'helpCenter',
    access: 'public',
    summary: 'Help-center categories with their topics and how many questions each has',
    response: dataOf(z.array(categorySchema)),
    offline: true,
  }),
  topics: endpoint({
    method: 'GET',
    path: '/api/help-centers/categories/{id}/topics',
    group: 'helpCenter',
    access: 'public',
    summary: "A category's topics with their questions (404 when there is no such category)",
    params: idParam,
    response: dataOf(z.array(topicWithQuestionsSchema)),
    offline: true,
  }),
  search: endpoint({
    method: 'GET',
    path: '/api/help-centers/questions/search',
    group: 'helpCenter',
    access: 'public',
    summary: 'Questions whose title or answer has every word of q (prefixes, Indonesian affixes, misspellings put right)',
    query: searchQuery,
    response: searchAnswerSchema,
  }),
  question: endpoint({
    method: 'GET',
    path: '/api/help-centers/questions/{id}',
    group: 'helpCenter',
    access: 'public',
    summary: 'A question with its answer (rich text) and its related questions',
    params: idParam,
    response: dataOf(questionSchema),
    offline: true,
  }),
  relates: endpoint({
    method: 'GET',
    path: '/api/help-centers/questions/{id}/relates',
    group: 'helpCenter',
    access: 'public',
    summary: "A question's related questions (404 when there is no such question)",
    params: idParam,
    response: dataOf(z.array(questionRefSchema)),
    offline: true,
  }),
  content: endpoint({
    method: 'GET',
    path: '/api/help-centers/content',
    group: 'helpCenter',
    access: 'public',
    summary: 'The whole help content with its version, for reading and searching offline',
    response: dataOf(helpContentSchema),
    offline: true,
  }),
  vote: endpoint({
    method: 'POST',
    path: '/api/help-centers/questions/{id}/votes',
    group: 'helpCenter',
    access: 'optional',
    summary: "'Apakah ini membantu?': yes or no, counted once per signed-in user or, for a visitor, per device",
    params: idParam,
    body: voteInput,
    response: voteAnswerSchema,
  }),
}
