import type { Generated } from 'kysely'

// Master data: the named lists and company locations (migration 0001).

/** A master-data list entry; `slug` is the natural key the seed upserts by. */
export interface NamedTable {
  id: Generated<number>
  slug: string
  name: string
}

export interface CompanyLocationTable extends NamedTable {
  city: string
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

export interface MasterTables {
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
}
