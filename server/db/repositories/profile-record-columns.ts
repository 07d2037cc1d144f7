import type { Insertable, Selectable } from 'kysely'
import type { RecordInput, RecordItem, RecordKind, RecordVisibility, autocompleteFields } from '../../../src/contract/profile-record'
import type { ProfileRecordTable } from '../schema/profile'

// How the six kinds of activity records map to the one table `user_activities` (migration 0007;
// 0017 adds `visibility`). Shared: the profile area writes and lists records, the discovery area
// reads colleagues' public ones and its seed writes some.

export type RecordRow = Selectable<ProfileRecordTable>
export type RecordColumns = Omit<Insertable<ProfileRecordTable>, 'id' | 'employee_id' | 'kind' | 'created_at'>
export type SuggestField = (typeof autocompleteFields)[number]
export type TextColumn = 'title' | 'organizer' | 'event' | 'platform' | 'author'

/** Public URL of a stored cover (served by server/features/profile/cover-routes.ts). */
export const coverUrl = (file: string | null) => (file === null ? null : `/uploads/covers/${file}`)

export interface KindMapping<K extends RecordKind> {
  toColumns(input: RecordInput<K>, coverFile: string | null): RecordColumns
  toItem(row: RecordRow): RecordItem<K>
  /** What autocomplete suggests for this kind: API field name → column. */
  suggest: { field: SuggestField; column: TextColumn }[]
}

const base = (row: RecordRow) => ({ id: row.id, created_at: row.created_at, visibility: visibilityOf(row.visibility) })

/** Anything but 'private' reads as public (the column's default). */
export const visibilityOf = (value: string): RecordVisibility => (value === 'private' ? 'private' : 'public')
// Columns a kind always fills are NOT NULL for that kind; `??` keeps the types honest.
const s = (value: string | null) => value ?? ''

/** Which column holds which field, per kind (one table serves all six, migration 0007). */
export const kindMappings: { [K in RecordKind]: KindMapping<K> } = {
  trainings: {
    toColumns: (i) => ({ title: i.title, organizer: i.organizer, start_date: i.start_date, end_date: i.end_date, url: i.certificate_url ?? null }),
    toItem: (r) => ({ ...base(r), title: s(r.title), organizer: s(r.organizer), start_date: r.start_date, end_date: s(r.end_date), certificate_url: r.url }),
    suggest: [
      { field: 'title', column: 'title' },
      { field: 'organizer', column: 'organizer' },
    ],
  },
  'mentor-and-speakers': {
    toColumns: (i) => ({ role: i.role, title: i.title, event: i.event, organizer: i.organizer, start_date: i.date, url: i.url ?? null }),
    toItem: (r) => ({
      ...base(r),
      role: r.role === 'mentor' ? 'mentor' : 'speaker',
      title: s(r.title),
      event: s(r.event),
      organizer: s(r.organizer),
      date: r.start_date,
      url: r.url,
    }),
    suggest: [
      { field: 'event', column: 'event' },
      { field: 'organizer', column: 'organizer' },
    ],
  },
  'work-projects': {
    toColumns: (i) => ({ title: i.title, role: i.role, description: i.description || null, start_date: i.start_date, end_date: i.end_date ?? null }),
    toItem: (r) => ({ ...base(r), title: s(r.title), role: s(r.role), description: r.description, start_date: r.start_date, end_date: r.end_date }),
    suggest: [{ field: 'title', column: 'title' }],
  },
  volunteers: {
    toColumns: (i) => ({ organizer: i.organization, role: i.role, description: i.description || null, start_date: i.start_date, end_date: i.end_date ?? null }),
    toItem: (r) => ({ ...base(r), organization: s(r.organizer), role: s(r.role), description: r.description, start_date: r.start_date, end_date: r.end_date }),
    suggest: [{ field: 'organization', column: 'organizer' }],
  },
  'watched-contents': {
    toColumns: (i) => ({ title: i.title, platform: i.platform, url: i.url, start_date: i.watched_at }),
    toItem: (r) => ({ ...base(r), title: s(r.title), platform: s(r.platform), url: s(r.url), watched_at: r.start_date }),
    suggest: [
      { field: 'title', column: 'title' },
      { field: 'platform', column: 'platform' },
    ],
  },
  'book-reads': {
    toColumns: (i, coverFile) => ({ title: i.title, author: i.author, start_date: i.finished_at, description: i.review || null, cover_file: coverFile }),
    toItem: (r) => ({
      ...base(r),
      title: s(r.title),
      author: s(r.author),
      finished_at: r.start_date,
      review: r.description,
      cover_url: coverUrl(r.cover_file),
    }),
    suggest: [
      { field: 'title', column: 'title' },
      { field: 'author', column: 'author' },
    ],
  },
}

/** The columns of one record of `kind` (the seed writes through this too). */
export function recordColumns<K extends RecordKind>(kind: K, input: RecordInput<K>, coverFile: string | null): RecordColumns {
  return { ...(kindMappings[kind] as KindMapping<K>).toColumns(input, coverFile), visibility: input.visibility ?? 'public' }
}
