import type { ColumnType, Generated } from 'kysely'

// In-class events and registrations (migration 0006).

export interface InclassEventTable {
  id: Generated<number>
  slug: string
  title: string
  description: string
  category_id: number
  instructor_id: number | null
  unit_id: number | null
  topic_id: number | null
  profession_id: number | null
  field_id: number | null
  thumbnail_url: string
  starts_at: string
  ends_at: string
  place: string
  city: string | null
  /** 0 or 1. */
  is_online: number
  seats_total: number
  /** Kept equal to the number of registrations, in the same transaction. */
  seats_taken: ColumnType<number, number | undefined, number>
  published_at: string
  /** Set when a content pack that carries in-class events no longer has it (migration 0033). */
  archived_at: ColumnType<string | null, string | null | undefined, string | null>
  /** 1 on events a content pack brought; null on seeded ones, which a pack never archives. */
  from_pack: ColumnType<number | null, number | null | undefined, number | null>
}

export interface InclassRegistrationTable {
  event_id: number
  employee_id: number
  registered_at: string
  attended_at: string | null
}

export interface LearningInclassTables {
  inclass_events: InclassEventTable
  inclass_registrations: InclassRegistrationTable
}
