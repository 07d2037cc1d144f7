import * as z from 'zod/mini'
import { dataOf, idParam, pageOf, paginationQuery, positiveIntFromString } from './common'
import { endpoint, type Endpoint } from './endpoint'
import { recordKindSchema, type RecordKind } from './profile-record'

// Discovery (issue 18, decision 020): what colleagues learn outside the catalogue. A feed of other
// employees' public activity records (books read, contents watched, trainings, talks given,
// volunteering, work projects), newest first, and one's own list of items saved from it.
// Every endpoint needs a signed-in employee; the caller's own records are never in the feed, and a
// private record is never in any answer (it leaves a saved list the moment its owner hides it).

/** The colleague a record belongs to, as the card shows them (links to /profile/{username}). */
export const discoveryOwner = z.object({
  username: z.string(),
  name: z.string(),
  position: z.nullable(z.string()),
  unit: z.nullable(z.string()),
  profile_image: z.nullable(z.string()),
})

/**
 * One record in the feed, in one shape for every kind: `title` is what it is (a book, a training,
 * an organisation one volunteered for), `detail` who or where (author, organiser, platform, event,
 * the role held), `date` the day it was done, finished or started.
 */
export const discoveryItem = z.object({
  id: z.int(),
  kind: recordKindSchema,
  title: z.string(),
  detail: z.string(),
  /** 'mentor' or 'speaker' for a talk; the role held in a project or as a volunteer. */
  role: z.nullable(z.string()),
  date: z.string(),
  end_date: z.nullable(z.string()),
  /** A book's review, a project's or volunteering's description (plain text). */
  description: z.nullable(z.string()),
  url: z.nullable(z.string()),
  cover_url: z.nullable(z.string()),
  created_at: z.string(),
  owner: discoveryOwner,
  /** On the caller's own list. */
  saved: z.boolean(),
  /** When the caller saved it (null when not saved). */
  saved_at: z.nullable(z.string()),
})
export type DiscoveryItem = z.infer<typeof discoveryItem>
export type DiscoveryOwner = z.infer<typeof discoveryOwner>

export const discoveryFeedQuery = z.object({
  ...paginationQuery.shape,
  /** One kind of record only. */
  kind: z.optional(recordKindSchema),
  /** Colleagues of one business unit only (`/api/master/business-unit` ids). */
  unit: z.optional(positiveIntFromString),
})
export type DiscoveryFeedQuery = z.input<typeof discoveryFeedQuery>

const savedMark = z.object({ id: z.int(), saved: z.boolean(), saved_at: z.nullable(z.string()) })

export const discoveryApi = {
  feed: endpoint({
    method: 'GET',
    path: '/api/v2/discovery/feed',
    group: 'learningV2',
    access: 'user',
    offline: true,
    summary: "Colleagues' public activity records, newest added first, paginated; `kind` and `unit` filter; never the caller's own or a private one",
    query: discoveryFeedQuery,
    response: pageOf(discoveryItem),
  }),
  saved: endpoint({
    method: 'GET',
    path: '/api/v2/discovery/saved',
    group: 'learningV2',
    access: 'user',
    offline: true,
    summary: 'The records the caller saved from Discovery, last saved first; a record its owner made private or deleted is no longer listed',
    query: paginationQuery,
    response: pageOf(discoveryItem),
  }),
  save: endpoint({
    method: 'PUT',
    path: '/api/v2/discovery/saved/{id}',
    group: 'learningV2',
    access: 'user',
    outbox: true,
    summary:
      'Saves a colleague\'s public record to the caller\'s list ("Saya juga mau baca"); saving again changes nothing; a private, unknown or own record is 404',
    params: idParam,
    response: dataOf(savedMark),
  }),
  unsave: endpoint({
    method: 'DELETE',
    path: '/api/v2/discovery/saved/{id}',
    group: 'learningV2',
    access: 'user',
    outbox: true,
    summary: "Removes a record from the caller's saved list; removing one not saved changes nothing (200)",
    params: idParam,
    response: dataOf(savedMark),
  }),
} satisfies Record<string, Endpoint>

/** What saving an item of this kind is called on its button (spec's "Saya juga mau baca/tonton"). */
export function saveVerb(kind: RecordKind): 'read' | 'watch' | 'save' {
  return kind === 'book-reads' ? 'read' : kind === 'watched-contents' ? 'watch' : 'save'
}
