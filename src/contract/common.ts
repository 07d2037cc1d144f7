import * as z from 'zod/mini'

// The contract uses zod/mini: the client ships these schemas, and mini tree-shakes to a few KB
// where classic zod costs ~50 KB gzipped. The server reads them through zod's core, as classic.

/** Most answers wrap their payload in `data`, as the spec reads them (`data.data`). */
export function dataOf<T extends z.ZodMiniType>(schema: T) {
  return z.object({ data: schema })
}

/** A positive integer from a path or query string. */
export const positiveIntFromString = z.coerce.number().check(z.int(), z.positive())

export const idParam = z.object({ id: positiveIntFromString })

export const paginationQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 12),
})

export const paginationMeta = z.object({
  page: z.int(),
  limit: z.int(),
  total: z.int(),
  total_pages: z.int(),
})

export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({ data: z.array(item), meta: paginationMeta })
}

/** A named master-data entry (categories, units, professions, …). */
export const namedItem = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
})
export type NamedItem = z.infer<typeof namedItem>
