import { sql, type RawBuilder } from 'kysely'

/** The largest page size written into SQL: above every contract's maximum (100). */
const MAX_LITERAL_LIMIT = 1000

/**
 * A page size written into the SQL as a number (`limit 12`) instead of a bound parameter
 * (`limit ?`), for the lists read most (decision 039). With `limit ?` SQLite's planner does not
 * know the page is small: the Discovery feed's page query, the video list's and the mentor list's
 * took about twice as long as the same queries with the number written in (the same rows). Each
 * page size is then its own SQL text (and prepared statement); the contracts allow 100 at most,
 * and only an integer from 1 to 1000 is accepted, so nothing else can reach the SQL text.
 */
export function literalLimit(limit: number): RawBuilder<number> {
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > MAX_LITERAL_LIMIT) throw new RangeError(`not a page size: ${limit}`)
  return sql.lit(limit)
}
