import * as z from 'zod/mini'

/**
 * Every failure answers with this JSON problem (RFC 9457 shape plus `errors`), with content type
 * application/problem+json. `errors` lists field-level messages (path in dot notation).
 */
export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
})

export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.int(),
  detail: z.string(),
  errors: z.array(fieldErrorSchema),
})

export type Problem = z.infer<typeof problemSchema>
export type FieldError = z.infer<typeof fieldErrorSchema>

// The type URIs live with the other names page, worker and server agree on (src/shared/wire.ts):
// the worker's outbox recognises some of them and must not load zod.
export { problemTypes } from '../shared/wire'
