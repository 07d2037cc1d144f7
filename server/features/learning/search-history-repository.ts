import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { literalLimit } from '../../db/literal-limit'

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

/** How many different users must have searched a keyword before others are shown it. */
export const SHARED_KEYWORD_MIN_USERS = 3

/**
 * The caller's three most searched keywords; when the caller has none (or is a visitor), the three
 * most searched by others, counting only keywords at least SHARED_KEYWORD_MIN_USERS different users
 * searched: what one or two people typed (a name, a private worry) is theirs, never a suggestion to
 * everyone.
 */
export async function topKeywords(db: Kysely<Database>, employeeId: number | null): Promise<string[]> {
  const own = async (id: number) =>
    db
      .selectFrom('search_histories')
      .select((eb) => ['keyword', eb.fn.countAll<number>().as('times'), eb.fn.max('id').as('last')])
      .where('employee_id', '=', id)
      .groupBy('keyword')
      // Ties go to the latest search: the highest id, as two searches may share a millisecond.
      .orderBy('times', 'desc')
      .orderBy('last', 'desc')
      .orderBy('keyword')
      .limit(literalLimit(3))
      .execute()
  const shared = async () =>
    db
      .selectFrom('search_histories')
      .select((eb) => ['keyword', eb.fn.count<number>('employee_id').distinct().as('users'), eb.fn.countAll<number>().as('times'), eb.fn.max('id').as('last')])
      .groupBy('keyword')
      .having((eb) => eb.fn.count('employee_id').distinct(), '>=', SHARED_KEYWORD_MIN_USERS)
      .orderBy('users', 'desc')
      .orderBy('times', 'desc')
      .orderBy('last', 'desc')
      .orderBy('keyword')
      .limit(literalLimit(3))
      .execute()
  const mine = employeeId === null ? [] : await own(employeeId)
  const rows = mine.length > 0 ? mine : await shared()
  return rows.map((r) => r.keyword)
}
