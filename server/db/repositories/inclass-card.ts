import type { Kysely } from 'kysely'
import type { InclassCard } from '../../../src/contract/learning-inclass'
import type { Database } from '../schema'
import { toCard } from './learning-card'

// The in-class event card: read by learning (lists, details, histories) and by personalization
// (events ranked by the user's interests), so it is a shared read model, not learning's own.

export function inclassCardQuery(db: Kysely<Database>) {
  return db
    .selectFrom('inclass_events as ev')
    .innerJoin('learning_categories as c', 'c.id', 'ev.category_id')
    .leftJoin('instructors as i', 'i.id', 'ev.instructor_id')
    .select([
      'ev.id',
      'ev.slug',
      'ev.title',
      'ev.description',
      'ev.thumbnail_url',
      'ev.published_at',
      'ev.starts_at',
      'ev.ends_at',
      'ev.place',
      'ev.city',
      'ev.is_online',
      'ev.seats_total',
      'ev.seats_taken',
      'c.id as category_id',
      'c.name as category_name',
      'c.slug as category_slug',
      'i.id as instructor_id',
      'i.name as instructor_name',
      'i.position as instructor_position',
      'i.photo_url as instructor_photo_url',
    ])
}

type InclassRow = Awaited<ReturnType<ReturnType<typeof inclassCardQuery>['executeTakeFirstOrThrow']>>

export function toInclassCard(row: InclassRow): InclassCard {
  const durationS = Math.max(0, Math.round((Date.parse(row.ends_at) - Date.parse(row.starts_at)) / 1000))
  return {
    ...toCard('inclass', { ...row, duration_s: durationS, participants: row.seats_taken }),
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    place: row.place,
    city: row.city,
    is_online: row.is_online === 1,
    seats_total: row.seats_total,
    seats_left: Math.max(0, row.seats_total - row.seats_taken),
  }
}
