import type { Generated, Insertable, Selectable, Updateable } from 'kysely'

/**
 * The database as Kysely sees it. Types are the portable subset both engines share: booleans are
 * integers 0/1 and timestamps are ISO-8601 text (`2025-01-31T08:00:00.000Z`), so they compare
 * as strings on SQLite and PostgreSQL alike.
 */

/** A master-data list entry; `slug` is the natural key the seed upserts by. */
export interface NamedTable {
  id: Generated<number>
  slug: string
  name: string
}

export interface CompanyLocationTable extends NamedTable {
  city: string
}

export interface EmployeeTable {
  id: Generated<number>
  username: string
  given_name: string
  family_name: string
  full_name: string
  email: string
  position: string | null
  business_unit_id: number
  employee_status_id: number
  company_location_id: number
  profile_image: string | null
  bio: string | null
  joined_at: string
  created_at: string
  updated_at: string
}

export interface BannerTable {
  id: Generated<number>
  slug: string
  title: string
  subtitle: string | null
  image_url: string
  link_url: string | null
  sort_order: number
  /** 0 or 1. */
  active: number
  starts_at: string | null
  ends_at: string | null
  created_at: string
  updated_at: string
}

export interface Database {
  learning_categories: NamedTable
  learning_units: NamedTable
  professions: NamedTable
  topics: NamedTable
  fields: NamedTable
  growth_path_skills: NamedTable
  growth_path_categories: NamedTable
  employee_statuses: NamedTable
  business_units: NamedTable
  company_locations: CompanyLocationTable
  employees: EmployeeTable
  banners: BannerTable
}

/** Tables that hold a plain named list (same columns, same queries). */
export type NamedTableName =
  | 'learning_categories'
  | 'learning_units'
  | 'professions'
  | 'topics'
  | 'fields'
  | 'growth_path_skills'
  | 'growth_path_categories'
  | 'employee_statuses'
  | 'business_units'

export type Employee = Selectable<EmployeeTable>
export type NewEmployee = Insertable<EmployeeTable>
export type EmployeeUpdate = Updateable<EmployeeTable>
export type BannerRow = Selectable<BannerTable>
export type NewBanner = Insertable<BannerTable>
