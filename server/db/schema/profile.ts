import type { ColumnType, Generated } from 'kysely'

// Users' external activity records (migration 0007).

/** One record of any activity kind; the columns a kind uses are mapped in server/db/repositories/profile-record-columns.ts. */
export interface ProfileRecordTable {
  id: Generated<number>
  employee_id: number
  kind: string
  title: string | null
  organizer: string | null
  role: string | null
  event: string | null
  platform: string | null
  author: string | null
  description: string | null
  url: string | null
  /** `YYYY-MM-DD`: the start, the day of a talk, the day watched or the day a book was finished. */
  start_date: string
  end_date: string | null
  cover_file: string | null
  created_at: string
  /** 'public' | 'private' (migration 0017; default 'public'). */
  visibility: ColumnType<string, string | undefined, string>
}

export interface ProfileTables {
  user_activities: ProfileRecordTable
}
