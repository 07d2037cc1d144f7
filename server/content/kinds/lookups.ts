import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import { slugify } from '../../db/seed/slug'

// What mentors and openings name outside the pack, looked up in the import's transaction: people
// by username (the employee must exist when the rows are written, not only when the pack was
// read), and the master lists by key or by name, as the seed names them.

type MasterTable = 'growth_path_categories' | 'growth_path_skills' | 'business_units' | 'company_locations' | 'employee_statuses'

/** The employees these usernames name, by username; those missing are not in the map. */
export async function employeesNamed(trx: Transaction<Database>, usernames: readonly string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(usernames)]
  if (wanted.length === 0) return new Map()
  const rows = await trx.selectFrom('employees').select(['id', 'username']).where('username', 'in', wanted).execute()
  return new Map(rows.map((r) => [r.username, Number(r.id)]))
}

/** A master list (skills, units, locations, statuses): its id by key, and its keys for messages. */
export async function masterList(trx: Transaction<Database>, table: MasterTable): Promise<{ idOf: (ref: string) => number | undefined; keys: string[] }> {
  const rows = await trx.selectFrom(table).select(['id', 'slug']).orderBy('slug').execute()
  const ids = new Map(rows.map((r) => [r.slug, Number(r.id)]))
  // `Literasi Data` and `literasi-data` name the same skill.
  return { idOf: (ref) => ids.get(slugify(ref)), keys: [...ids.keys()] }
}

/** The message for a master-list entry the database lacks, with the ones it has. */
export function unknownEntry(what: string, ref: string, keys: readonly string[]): string {
  return `${what} '${ref}' tidak ada di data master (${keys.length > 0 ? `yang ada: ${keys.join(', ')}` : 'daftarnya kosong'})`
}

