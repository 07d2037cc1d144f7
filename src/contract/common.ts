import { z } from 'zod'

/** Most answers wrap their payload in `data`, as the spec reads them (`data.data`). */
export function dataOf<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema })
}

export const idParam = z.object({ id: z.coerce.number().int().positive() })

export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(12),
})

export const paginationMeta = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
})

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: paginationMeta })
}

/** A named master-data entry (categories, units, professions, …). */
export const namedItem = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
})
export type NamedItem = z.infer<typeof namedItem>
