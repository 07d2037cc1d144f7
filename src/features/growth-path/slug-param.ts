import * as z from 'zod/mini'

/**
 * The {slug} of the growth-path routes, checked before anything loads. The same rule as the
 * contract's `growthPathSlug`, kept here so the route tree (in the start-up bundle) does not pull
 * in the whole growth-path contract; tests/src/features/growth-path/slug-param.test.ts keeps the two equal.
 */
export const growthPathSlugParam = z.string().check(z.minLength(1), z.maxLength(80), z.regex(/^(?=[a-z0-9-]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)*$/))

/** A syllabus item's id where the slug would be: /growth-path/{id} is a step with its slug left out. */
export const itemIdInPlaceOfSlug = z.string().check(z.regex(/^[1-9][0-9]{0,9}$/))
