import type { FastifyInstance } from 'fastify'
import { ProblemError } from '../http/problem-error'

/**
 * Deeper than any body the app sends (a session recording's DOM snapshot nests two levels per
 * element), far shallower than what overflows the stack of code that walks a body recursively
 * (the Idempotency-Key's hash of it, a batch's writes serialised again).
 */
export const MAX_JSON_DEPTH = 256

/**
 * How deep `text` nests arrays and objects, read without parsing it (so without recursion):
 * brackets inside strings do not count. Stops counting once past `limit`.
 */
export function jsonDepth(text: string, limit = Infinity): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c) i++ // a backslash escapes the next character, a quote included
      else if (c === 0x22) inString = false
      continue
    }
    if (c === 0x22) inString = true
    else if (c === 0x5b || c === 0x7b) {
      depth++
      if (depth > deepest) deepest = depth
      if (deepest > limit) return deepest
    } else if (c === 0x5d || c === 0x7d) depth--
  }
  return deepest
}

/**
 * Issue 40 item 13: every route's JSON body is refused (400) when it nests deeper than
 * MAX_JSON_DEPTH, before it is parsed; otherwise Fastify's own parser reads it as before (the
 * same prototype-poisoning checks, the same errors for an empty or broken body). Registered on
 * the root before any route's scope, which inherits it (the outbox batch's writes, sent through
 * `inject`, are parsed by it again one by one).
 */
export function registerJsonDepthLimit(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string
    if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      const message = `Data JSON bertingkat terlalu dalam (paling banyak ${MAX_JSON_DEPTH} tingkat).`
      done(new ProblemError(400, { detail: message, errors: [{ path: 'body', message }] }), undefined)
      return
    }
    parse(request, text, done)
  })
}
