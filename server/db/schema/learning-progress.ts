import type { Generated } from 'kysely'

// Learning progress and the seconds learned per day (migrations 0004, 0006).

/** Progress rows only move forward: positions keep their maximum, completed_at its first value. */
export interface VideoProgressTable {
  employee_id: number
  video_id: number
  position_s: number
  duration_s: number
  completed_at: string | null
  updated_at: string
}

export interface PackageProgressTable {
  employee_id: number
  package_id: number
  current_course_material_id: number | null
  completed_at: string | null
  started_at: string
  updated_at: string
}

export interface MaterialProgressTable {
  employee_id: number
  course_material_id: number
  position_s: number
  completed_at: string | null
  updated_at: string
}

/** Seconds learned by an employee on one Jakarta calendar day (`YYYY-MM-DD`) in one content. */
export interface LearningEventTable {
  id: Generated<number>
  employee_id: number
  content_kind: 'video' | 'package' | 'inclass'
  content_id: number
  day: string
  seconds: number
  created_at: string
}

export interface LearningProgressTables {
  video_progress: VideoProgressTable
  package_progress: PackageProgressTable
  material_progress: MaterialProgressTable
  learning_events: LearningEventTable
}
