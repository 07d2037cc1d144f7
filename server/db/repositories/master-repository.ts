import type { Kysely } from 'kysely'
import type { Database } from '../schema'
import type { NamedTableName } from '../schema/master'

export interface NamedRow {
  id: number
  name: string
  slug: string
}

export interface CompanyLocationRow extends NamedRow {
  city: string
}

// Sorted here rather than by SQL: the databases' collations disagree (SQLite compares bytes,
// PostgreSQL follows the cluster's locale), and users expect the same Indonesian order on both.
const byName = new Intl.Collator('id', { sensitivity: 'base', numeric: true })

function sortByName<T extends { name: string; id: number }>(rows: T[]): T[] {
  return rows.sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id)
}

/** Every entry of a named master list, ordered by name. */
export async function listNamed(db: Kysely<Database>, table: NamedTableName): Promise<NamedRow[]> {
  const rows = await db.selectFrom(table).select(['id', 'name', 'slug']).execute()
  return sortByName(rows)
}

export async function listCompanyLocations(db: Kysely<Database>): Promise<CompanyLocationRow[]> {
  const rows = await db.selectFrom('company_locations').select(['id', 'name', 'slug', 'city']).execute()
  return sortByName(rows)
}

/** The ids of `ids` that are not master growth-path skills (a refusal names them): profiles and mentors take skills from this list. */
export async function unknownSkillIds(db: Kysely<Database>, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const known = new Set(
    (
      await db
        .selectFrom('growth_path_skills')
        .select('id')
        .where('id', 'in', [...ids])
        .execute()
    ).map((r) => r.id),
  )
  return ids.filter((id) => !known.has(id))
}
