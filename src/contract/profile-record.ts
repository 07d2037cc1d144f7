import * as z from 'zod/mini'
import { dataOf, idParam, pageOf, paginationQuery } from './common'
import { endpoint, type Endpoint } from './endpoint'
import { latestDayOnEarth } from '../shared/dates'
import { recordKinds } from './profile-record-kinds'

// A user's record of learning outside the platform (spec 7, "Activities"): trainings, mentoring
// and talks given, work projects, volunteering, watched contents and books read. They make up the
// portfolio on the public profile, so every date is a day already lived (no future dates).

export { recordKinds } from './profile-record-kinds'
export const recordKindSchema = z.enum(recordKinds)
export type RecordKind = z.infer<typeof recordKindSchema>

const text = (min: number, max: number) => z.string().check(z.trim(), z.minLength(min), z.maxLength(max))
const optionalText = (max: number) => z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max))))

/** A calendar day `YYYY-MM-DD` from 1950 up to today. */
const pastDate = z.iso.date({ error: 'Format tanggal harus YYYY-MM-DD' }).check(
  z.refine((d) => d >= '1950-01-01', 'Tanggal terlalu lampau'),
  z.refine((d) => d <= latestDayOnEarth(), 'Tanggal tidak boleh di masa depan'),
)

/** Only http(s): a `javascript:` or `data:` link would run or render in another user's browser. */
const httpUrl = z.url({ protocol: /^https?$/, error: 'Alamat harus berupa URL http:// atau https://' }).check(z.maxLength(500))

const endNotBeforeStart = z.refine<{ start_date: string; end_date?: string | null | undefined }>((v) => v.end_date == null || v.end_date >= v.start_date, {
  message: 'Tanggal selesai tidak boleh sebelum tanggal mulai',
  path: ['end_date'],
})

/**
 * Who sees a record: 'public' on the public profile and in colleagues' Discovery feed, 'private'
 * only in the owner's own list. Left out when adding, a record is public (as before issue 18).
 */
export const recordVisibilities = ['public', 'private'] as const
export type RecordVisibility = (typeof recordVisibilities)[number]
const visibilityInput = z._default(z.enum(recordVisibilities, { error: 'Visibilitas harus public atau private' }), 'public')

export const COVER_MAX_BYTES = 2 * 1024 * 1024
export const coverMimeTypes = ['image/jpeg', 'image/png', 'image/webp'] as const
/**
 * A cover image in the spec's base64 upload form (section 3): the file name, a comma, then the
 * base64 data. The server checks the decoded size and the image's magic bytes.
 */
const coverUpload = z
  .string()
  .check(
    z.maxLength(Math.ceil(COVER_MAX_BYTES / 3) * 4 + 256, 'Ukuran sampul maksimal 2 MB'),
    z.regex(/^[^,/\\]{1,200},[A-Za-z0-9+/]+={0,2}$/, 'Sampul harus berupa "nama-file,data-base64"'),
  )

const inputs = {
  trainings: z
    .object({
      visibility: visibilityInput,
      title: text(3, 200),
      organizer: text(2, 200),
      start_date: pastDate,
      end_date: pastDate,
      certificate_url: z.optional(z.nullable(httpUrl)),
    })
    .check(endNotBeforeStart),
  'mentor-and-speakers': z.object({
    visibility: visibilityInput,
    role: z.enum(['mentor', 'speaker'], { error: 'Peran harus mentor atau speaker' }),
    title: text(3, 200),
    event: text(3, 200),
    organizer: text(2, 200),
    date: pastDate,
    url: z.optional(z.nullable(httpUrl)),
  }),
  'work-projects': z
    .object({
      visibility: visibilityInput,
      title: text(3, 200),
      role: text(2, 120),
      description: optionalText(2000),
      start_date: pastDate,
      /** Null while the project is still running. */
      end_date: z.optional(z.nullable(pastDate)),
    })
    .check(endNotBeforeStart),
  volunteers: z
    .object({
      visibility: visibilityInput,
      organization: text(2, 200),
      role: text(2, 120),
      description: optionalText(2000),
      start_date: pastDate,
      end_date: z.optional(z.nullable(pastDate)),
    })
    .check(endNotBeforeStart),
  'watched-contents': z.object({
    visibility: visibilityInput,
    title: text(3, 200),
    platform: text(2, 100),
    url: httpUrl,
    watched_at: pastDate,
  }),
  'book-reads': z.object({
    visibility: visibilityInput,
    title: text(1, 200),
    author: text(2, 200),
    finished_at: pastDate,
    review: optionalText(2000),
    cover: z.optional(z.nullable(coverUpload)),
  }),
} as const

const recordBase = { id: z.int(), created_at: z.string(), visibility: z.enum(recordVisibilities) }
const nullableString = z.nullable(z.string())

const items = {
  trainings: z.object({
    ...recordBase,
    title: z.string(),
    organizer: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    certificate_url: nullableString,
  }),
  'mentor-and-speakers': z.object({
    ...recordBase,
    role: z.enum(['mentor', 'speaker']),
    title: z.string(),
    event: z.string(),
    organizer: z.string(),
    date: z.string(),
    url: nullableString,
  }),
  'work-projects': z.object({
    ...recordBase,
    title: z.string(),
    role: z.string(),
    description: nullableString,
    start_date: z.string(),
    end_date: nullableString,
  }),
  volunteers: z.object({
    ...recordBase,
    organization: z.string(),
    role: z.string(),
    description: nullableString,
    start_date: z.string(),
    end_date: nullableString,
  }),
  'watched-contents': z.object({ ...recordBase, title: z.string(), platform: z.string(), url: z.string(), watched_at: z.string() }),
  /** `cover_url` is a public path (`/uploads/covers/<random>.<ext>`) or null. */
  'book-reads': z.object({ ...recordBase, title: z.string(), author: z.string(), finished_at: z.string(), review: nullableString, cover_url: nullableString }),
} as const

export const recordInputSchemas = inputs
export const recordItemSchemas = items
/** What a caller sends (visibility may be left out: public). */
export type RecordInput<K extends RecordKind> = z.input<(typeof inputs)[K]>
export type RecordItem<K extends RecordKind> = z.infer<(typeof items)[K]>

/** A public username (spec: "/profile/{id}: id is the public username"). */
export const usernameParam = z.object({ id: z.string().check(z.minLength(1), z.maxLength(80), z.regex(/^[A-Za-z0-9._-]+$/)) })

const kindLabels: Record<RecordKind, string> = {
  trainings: 'trainings',
  'mentor-and-speakers': 'mentoring and talks given',
  'work-projects': 'work projects',
  volunteers: 'volunteering',
  'watched-contents': 'watched contents',
  'book-reads': 'books read',
}

const createNotes: Partial<Record<RecordKind, string>> = {
  // Spec 7 posts book reads as multipart; section 3's base64 form is the JSON alternative.
  'book-reads':
    '. Accepts multipart/form-data (text fields title, author, finished_at, review, visibility; the cover as a file part `cover`, ' +
    'JPEG, PNG or WebP by its bytes, at most 2 MB) or JSON (the body below, cover as "file name,base64")',
}

const updateNotes: Partial<Record<RecordKind, string>> = {
  'book-reads': '. JSON only; `cover` left out keeps the current cover, null removes it, "file name,base64" replaces it',
}

// Schemas come in as their own type parameters (not looked up by a generic kind), so each
// kind's endpoints keep concrete body and response types for callers.
function kindEndpoints<I extends z.ZodMiniType, B extends z.ZodMiniType>(kind: RecordKind, item: I, body: B) {
  return {
    list: endpoint({
      method: 'GET',
      path: `/api/v2/users/activities/${kind}`,
      group: 'learningV2',
      access: 'user',
      summary: `The signed-in user's own records of ${kindLabels[kind]}, newest first`,
      query: paginationQuery,
      response: pageOf(item),
    }),
    create: endpoint({
      method: 'POST',
      path: `/api/v2/users/activities/${kind}`,
      group: 'learningV2',
      access: 'user',
      outbox: true,
      summary: `Adds a record of ${kindLabels[kind]} for the signed-in user${createNotes[kind] ?? ''}`,
      body,
      response: dataOf(item),
      successStatus: 201,
    }),
    // A whole record replaced (every field as when adding). For a book read, `cover` left out keeps
    // the cover it has, null removes it, "file name,base64" replaces it.
    update: endpoint({
      method: 'PUT',
      path: `/api/v2/users/activities/${kind}/{id}`,
      group: 'learningV2',
      access: 'user',
      summary: `Changes one of the signed-in user's records of ${kindLabels[kind]} (all its fields and its visibility); another user's id is 404 like an unknown one${updateNotes[kind] ?? ''}`,
      params: idParam,
      body,
      response: dataOf(item),
    }),
    // The record id goes in the path, not `?id=`: it names one resource, and a DELETE on the
    // collection's own URL with a forgotten query parameter must never read as "delete them all".
    remove: endpoint({
      method: 'DELETE',
      path: `/api/v2/users/activities/${kind}/{id}`,
      group: 'learningV2',
      access: 'user',
      outbox: true,
      summary: `Deletes one of the signed-in user's records of ${kindLabels[kind]}; another user's id is 404 like an unknown one`,
      params: idParam,
      response: dataOf(z.object({ id: z.int() })),
    }),
    publicList: endpoint({
      method: 'GET',
      path: `/api/v2/activities/${kind}/{id}`,
      group: 'learningV2',
      // Signed-in employees only (issue 18: an internal app), and only the owner's public records.
      access: 'user',
      summary: `A user's public records of ${kindLabels[kind]} for the public profile, by public username (signed-in employees; private records never appear)`,
      params: usernameParam,
      query: paginationQuery,
      response: pageOf(item),
    }),
  }
}

/** Per kind, typed: what the client calls (`recordKindApis['book-reads'].create`). */
export const recordKindApis = {
  trainings: kindEndpoints('trainings', items['trainings'], inputs['trainings']),
  'mentor-and-speakers': kindEndpoints('mentor-and-speakers', items['mentor-and-speakers'], inputs['mentor-and-speakers']),
  'work-projects': kindEndpoints('work-projects', items['work-projects'], inputs['work-projects']),
  volunteers: kindEndpoints('volunteers', items['volunteers'], inputs['volunteers']),
  'watched-contents': kindEndpoints('watched-contents', items['watched-contents'], inputs['watched-contents']),
  'book-reads': kindEndpoints('book-reads', items['book-reads'], inputs['book-reads']),
}

export const autocompleteFields = ['title', 'organizer', 'event', 'organization', 'platform', 'author'] as const

export const recordAutocomplete = endpoint({
  method: 'GET',
  path: '/api/v2/activities/autocomplete',
  group: 'learningV2',
  access: 'user',
  summary: 'Up to 8 distinct titles, organizers, … of a kind from public records and the caller’s own, most used first',
  query: z.object({ query: text(1, 100), type: recordKindSchema }),
  response: dataOf(z.array(z.object({ field: z.enum(autocompleteFields), value: z.string() }))),
})

/** The contract group (flat, for the index and OpenAPI). */
export const profileRecordApi: Record<string, Endpoint> = {
  autocomplete: recordAutocomplete,
  ...Object.fromEntries(Object.entries(recordKindApis).flatMap(([kind, apis]) => Object.entries(apis).map(([name, e]) => [`${name}:${kind}`, e as Endpoint]))),
}
