import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

/** How a search text is remembered: trimmed, inner spaces collapsed, lower case (so "K3 " = "k3"). */
export const normalizeKeyword = (q: string) => q.trim().replace(/\s+/g, ' ').toLocaleLowerCase('id').slice(0, 100)

/**
 * Remembers one search of a signed-in user (the `q` of a learning list call). Only the first page
 * counts, so scrolling through results does not count the same search again.
 */
export async function recordSearch(db: Kysely<Database>, employeeId: number, q: string | undefined, page: number, now: string) {
  if (q === undefined || page !== 1) return
  const keyword = normalizeKeyword(q)
  if (keyword.length < 2) return
  await db.insertInto('search_histories').values({ employee_id: employeeId, keyword, created_at: now }).execute()
}

/** The caller's three most searched keywords; everyone's when the caller has none (or is a visitor). */
export async function topKeywords(db: Kysely<Database>, employeeId: number | null): Promise<string[]> {
  const top = (id: number | null) => {
    let query = db
      .selectFrom('search_histories')
      .select((eb) => ['keyword', eb.fn.countAll<number>().as('times'), eb.fn.max('id').as('last')])
      .groupBy('keyword')
    if (id !== null) query = query.where('employee_id', '=', id)
    // Ties go to the latest search: the highest id, as two searches may share a millisecond.
    return query.orderBy('times', 'desc').orderBy('last', 'desc').orderBy('keyword').limit(3).execute()
  }
  const own = employeeId === null ? [] : await top(employeeId)
  const rows = own.length > 0 ? own : await top(null)
  return rows.map((r) => r.keyword)
}
