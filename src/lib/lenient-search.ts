import * as z from 'zod/mini'

// The search parameters of a list page: a value that does not fit is dropped rather than failing
// the page, so a shared link with a stale filter still opens the list. Kept small: every list
// route's search is checked before its page's code loads (it stays in the route tree).

/** `schema`, or undefined when the value is missing or does not fit. */
export const lenient = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined)

/** A positive whole number (a master list's id). */
export const lenientId = lenient(z.coerce.number().check(z.int(), z.positive()))

/** A search text, trimmed, at most 100 characters. */
export const lenientText = lenient(z.string().check(z.trim(), z.maxLength(100)))

/** The search without its empty values: equal lists share one cache entry. */
export function withoutEmpty<S extends Record<string, unknown>>(search: S): Partial<S> {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined && value !== '')) as Partial<S>
}
