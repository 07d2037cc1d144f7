import { notFound } from '@tanstack/react-router'
import { safeParse, type ZodMiniType, type output } from 'zod/mini'

/**
 * `params` option of a route whose path parameters are checked with `schema`: a value that does
 * not fit is the 404 page (spec section 2: route-level validation failure gives a 404), not an
 * error page. E.g. `params: paramsOrNotFound(z.object({ id: positiveIntFromString }))`.
 */
export function paramsOrNotFound<S extends ZodMiniType>(schema: S) {
  return {
    parse: (raw: Record<string, string>): output<S> => {
      const result = safeParse(schema, raw)
      if (!result.success) throw notFound()
      return result.data
    },
  }
}
