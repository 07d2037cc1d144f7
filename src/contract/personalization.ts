import * as z from 'zod/mini'
import { dataOf } from './common'
import { endpoint } from './endpoint'
import { courseCardSchema } from './learning-common'
import { inclassCardSchema } from './learning-inclass'
import { personalizedList, personalizedVideos } from './learning-home'

// Personalization (spec sections 3, 4, 7): the status call decides the modal
// (hasPersonalizedContent false → shown); the chosen interests rank the personalized lists (their
// helper and the videos the home page recommends are in learning-home.ts).

const ids = z.optional(z.array(z.int().check(z.positive())).check(z.maxLength(50)))

/** The interests a user picks from the master lists; at least one in total. */
export const interestsSchema = z.object({
  category_ids: ids,
  topic_ids: ids,
  profession_ids: ids,
  unit_ids: ids,
  field_ids: ids,
})
export type InterestsInput = z.input<typeof interestsSchema>

export const savedInterestsSchema = z.object({
  category_ids: z.array(z.int()),
  topic_ids: z.array(z.int()),
  profession_ids: z.array(z.int()),
  unit_ids: z.array(z.int()),
  field_ids: z.array(z.int()),
})
export type SavedInterests = z.infer<typeof savedInterestsSchema>

const base = '/api/v2/users/personalized-content-users'

export const personalizationApi = {
  status: endpoint({
    method: 'GET',
    path: `${base}/has-personalized-content`,
    group: 'learningV2',
    access: 'user',
    summary: 'Whether the signed-in user has chosen interests (false: the client shows the personalization modal)',
    response: dataOf(z.object({ hasPersonalizedContent: z.boolean() })),
  }),
  interests: endpoint({
    method: 'GET',
    path: base,
    group: 'learningV2',
    access: 'user',
    summary: "The signed-in user's chosen interests (empty lists when none)",
    response: dataOf(savedInterestsSchema),
  }),
  save: endpoint({
    method: 'POST',
    path: base,
    group: 'learningV2',
    access: 'user',
    outbox: true,
    summary: "Replaces the signed-in user's interests; each id must exist in its master list; at least one in total",
    body: interestsSchema,
    response: dataOf(z.extend(savedInterestsSchema, { hasPersonalizedContent: z.boolean() })),
  }),
  videos: personalizedVideos,
  packages: personalizedList('packages', courseCardSchema),
  inclasses: personalizedList('inclasses', inclassCardSchema),
}
