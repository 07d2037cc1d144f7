import type { Compilable, CompiledQuery, Kysely } from 'kysely'
import type { Database } from './schema'

/**
 * A query of one fixed shape, built and compiled by Kysely once per database and then run with
 * new values only (decision 035). Building and compiling a query through Kysely cost about as much
 * as running it in SQLite (40–50 µs for a join with a few conditions), on every signed-in request
 * for its session, and again for each of a page's queries.
 *
 * `build` receives placeholders for the arguments and must use each one as a value only (a
 * condition's right side, a limit or an offset), never in arithmetic, a literal or an `in` list
 * (the count of a list's values changes the SQL): then each placeholder is one parameter of the
 * compiled SQL, and a run puts the argument in its place. What would change the SQL text (an
 * optional condition, a list) makes another shape: another `compiledQuery`. The first compilation
 * checks that every argument became a parameter and that none reached the SQL text, and throws
 * otherwise, so a misuse fails the first request (and its tests), never answers wrong rows.
 */
export interface CompiledShape<Args extends Record<string, unknown>, Row> {
  /** The rows, as `build(db, args).execute()` would answer them. */
  rows(db: Kysely<Database>, args: Args): Promise<Row[]>
  /** The first row or undefined, as `executeTakeFirst()`. */
  first(db: Kysely<Database>, args: Args): Promise<Row | undefined>
  /** The SQL and parameters a run sends (for tests). */
  compiled(db: Kysely<Database>, args: Args): CompiledQuery<Row>
}

type Slot = { arg: string } | { value: unknown }

interface Template<Row> {
  query: CompiledQuery<Row>
  slots: Slot[]
}

const MARK = '\u0000compiled-query-argument:'

export function compiledQuery<Args extends Record<string, unknown>, Row>(
  names: readonly (keyof Args & string)[],
  build: (db: Kysely<Database>, args: Args) => Compilable<Row>,
): CompiledShape<Args, Row> {
  // One template per database (SQLite and PostgreSQL compile to different SQL).
  const templates = new WeakMap<Kysely<Database>, Template<Row>>()

  function template(db: Kysely<Database>): Template<Row> {
    let kept = templates.get(db)
    if (kept) return kept
    const placeholders = Object.fromEntries(names.map((name) => [name, `${MARK}${name}`])) as unknown as Args
    const query = build(db, placeholders).compile()
    if (query.sql.includes(MARK)) throw new Error(`compiledQuery: an argument reached the SQL text (${query.sql})`)
    const slots: Slot[] = query.parameters.map((value) => (typeof value === 'string' && value.startsWith(MARK) ? { arg: value.slice(MARK.length) } : { value }))
    for (const name of names) {
      if (!slots.some((slot) => 'arg' in slot && slot.arg === name)) throw new Error(`compiledQuery: the argument ${name} is not a parameter of ${query.sql}`)
    }
    for (const slot of slots) {
      if ('value' in slot && typeof slot.value === 'string' && slot.value.includes(MARK))
        throw new Error('compiledQuery: an argument was changed before it became a parameter')
    }
    kept = { query, slots }
    templates.set(db, kept)
    return kept
  }

  function compiled(db: Kysely<Database>, args: Args): CompiledQuery<Row> {
    const { query, slots } = template(db)
    const parameters = slots.map((slot) => ('arg' in slot ? args[slot.arg] : slot.value))
    return { ...query, parameters }
  }

  return {
    compiled,
    rows: async (db, args) => (await db.executeQuery(compiled(db, args))).rows,
    first: async (db, args) => (await db.executeQuery(compiled(db, args))).rows[0],
  }
}
