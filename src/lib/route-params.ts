import { notFound } from '@tanstack/react-router'
import { safeParse, type ZodMiniType, type output } from 'zod/mini'

/**
 * `params` option of a route whose path parameters are checked with `schema`: a value that does
 * not fit is the 404 page (spec section 2: route-level validation failure gives a 404), not an
 * error page. E.g. `params: paramsOrNotFound(z.object({ id: positiveIntFromString }))`.
 */
/**
 * Search parameters checked with `schema`, where a value that does not fit is the 404 page, as
 * for path parameters (an unknown tab, say); missing ones take the schema's defaults. The router
 * turns an error thrown while validating the search into an error page, so `validateSearch` only
 * marks the failure and `beforeLoad` (run first, before the guards) answers it with notFound().
 */
export function searchOrNotFound<S extends ZodMiniType>(schema: S) {
  return {
    validateSearch: (raw: Record<string, unknown>): output<S> & { invalidSearch?: true } => {
      const result = safeParse(schema, raw)
      return (result.success ? result.data : { invalidSearch: true }) as output<S> & { invalidSearch?: true }
    },
    rejectInvalid: ({ search }: { search: { invalidSearch?: true } }): void => {
      if (search.invalidSearch) throw notFound()
    },
  }
}

export function paramsOrNotFound<S extends ZodMiniType>(schema: S) {
  return {
    parse: (raw: Record<string, string>): output<S> => {
      const result = safeParse(schema, raw)
      if (!result.success) throw notFound()
      return result.data
    },
  }
}
