import { autocompleteFields, recordInputSchemas, type RecordKind } from '@/contract/profile-record'
import { discoveryTexts } from '../../texts'

// The fields of each kind's form, in the order shown, and how typed text becomes the contract's
// body (and a record or a queued body becomes text again, to edit or to put right).

const f = discoveryTexts.fields

export type FieldType = 'text' | 'date' | 'url' | 'textarea' | 'role'
export type SuggestField = (typeof autocompleteFields)[number]

export interface FieldSpec {
  name: string
  label: string
  type: FieldType
  required: boolean
  /** Autocomplete from the server (its `field` in the answer). */
  suggest?: SuggestField
  hint?: string
  maxLength?: number
}

const text = (name: string, label: string, max: number, suggest?: SuggestField): FieldSpec => ({
  name,
  label,
  type: 'text',
  required: true,
  maxLength: max,
  ...(suggest ? { suggest } : {}),
})
const date = (name: string, label: string, required = true, hint?: string): FieldSpec => ({ name, label, type: 'date', required, ...(hint ? { hint } : {}) })
const url = (name: string, label: string, required = false): FieldSpec => ({ name, label, type: 'url', required, maxLength: 500 })
const area = (name: string, label: string): FieldSpec => ({ name, label, type: 'textarea', required: false, maxLength: 2000 })

export const recordFields: Record<RecordKind, FieldSpec[]> = {
  trainings: [
    text('title', f.trainingTitle, 200, 'title'),
    text('organizer', f.organizer, 200, 'organizer'),
    date('start_date', f.startDate),
    date('end_date', f.endDate),
    url('certificate_url', f.certificateUrl),
  ],
  'mentor-and-speakers': [
    { name: 'role', label: f.role, type: 'role', required: true },
    text('title', f.talkTitle, 200),
    text('event', f.event, 200, 'event'),
    text('organizer', f.organizer, 200, 'organizer'),
    date('date', f.date),
    url('url', f.url),
  ],
  'work-projects': [
    text('title', f.projectTitle, 200, 'title'),
    text('role', f.projectRole, 120),
    area('description', f.description),
    date('start_date', f.startDate),
    date('end_date', f.endDate, false, discoveryTexts.form.ongoingHint),
  ],
  volunteers: [
    text('organization', f.organization, 200, 'organization'),
    text('role', f.volunteerRole, 120),
    area('description', f.description),
    date('start_date', f.startDate),
    date('end_date', f.endDate, false, discoveryTexts.form.ongoingHint),
  ],
  'watched-contents': [
    text('title', f.watchTitle, 200, 'title'),
    text('platform', f.platform, 100, 'platform'),
    url('url', f.url, true),
    date('watched_at', f.watchedAt),
  ],
  'book-reads': [
    text('title', f.bookTitle, 200, 'title'),
    text('author', f.author, 200, 'author'),
    date('finished_at', f.finishedAt),
    area('review', f.review),
  ],
}

export type FormValues = Record<string, string>

/** Empty values of a kind's form (a talk starts as one given as speaker). */
export function emptyValues(kind: RecordKind): FormValues {
  return Object.fromEntries(recordFields[kind].map((field) => [field.name, field.type === 'role' ? 'speaker' : '']))
}

/** A record (or a queued body) as the form's text. */
export function valuesOf(kind: RecordKind, record: Record<string, unknown>): FormValues {
  return Object.fromEntries(recordFields[kind].map((field) => [field.name, typeof record[field.name] === 'string' ? (record[field.name] as string) : '']))
}

/** The typed text as the contract's body: optional fields left empty are null, the rest trimmed. */
export function bodyOf(kind: RecordKind, values: FormValues, visibility: 'public' | 'private'): Record<string, unknown> {
  const body: Record<string, unknown> = { visibility }
  for (const field of recordFields[kind]) {
    const value = (values[field.name] ?? '').trim()
    body[field.name] = value === '' && !field.required ? null : value
  }
  return body
}

/** The body checked with the contract's own schema: the same Indonesian messages the server gives, by field. */
export function checkBody(kind: RecordKind, body: Record<string, unknown>): Record<string, string> {
  const result = recordInputSchemas[kind].safeParse(body)
  if (result.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form')
    errors[key] ??= body[key] === '' ? 'Wajib diisi.' : messageOf(issue)
  }
  return errors
}

/**
 * The contract's own messages are Indonesian; zod's built-in ones (a missing or too short value)
 * are English on the page (the server sets zod's Indonesian locale, too large to ship here).
 */
function messageOf(issue: { message: string; code: string; minimum?: unknown; maximum?: unknown }): string {
  if (!/^(Invalid|Too )/.test(issue.message)) return issue.message
  if (issue.code === 'too_small') return `Minimal ${String(issue.minimum)} karakter.`
  if (issue.code === 'too_big') return `Maksimal ${String(issue.maximum)} karakter.`
  return 'Isian ini wajib diisi.'
}

/** What a record is called in a list, a dialog and the outbox list. */
export function titleOf(kind: RecordKind, record: Record<string, unknown>): string {
  const value = kind === 'volunteers' ? record['organization'] : record['title']
  return typeof value === 'string' ? value : ''
}
