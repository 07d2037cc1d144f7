import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { pathPatternRegExp } from '../../src/shared/app-routes'
import { problemTypes, type FieldError, type Problem } from '../../src/contract/problem'
import { problem, ProblemError, sendProblem } from '../http/problem-error'

// The error handler: every error becomes a problem answer (server/http/problem-error.ts).
// Unexpected errors are logged and answered with a generic 500: no stack, no internal message
// reaches the caller.

const validationParts: Record<string, string> = { body: '', querystring: 'query', params: 'params', headers: 'headers' }

/**
 * `path` is the field's dot path inside the body (what a form maps to its fields); query-string,
 * path and header fields carry a `query.`, `params.` or `headers.` prefix.
 */
function fieldErrors(error: FastifyError & { validation: { instancePath: string; message?: string }[] }): FieldError[] {
  const prefix = validationParts[error.validationContext ?? 'body'] ?? ''
  return error.validation.map((issue) => {
    const inner = issue.instancePath.split('/').filter(Boolean).join('.')
    return {
      path: [prefix, inner].filter(Boolean).join('.') || 'body',
      message: issue.message ?? 'Nilai tidak valid',
    }
  })
}

/** Maps any error to the problem the caller sees. Returns undefined for "unexpected" (a 500). */
export function problemFromError(error: unknown): Problem | undefined {
  if (error instanceof ProblemError) return error.problem
  if (hasZodFastifySchemaValidationErrors(error)) {
    return problem(400, {
      type: problemTypes.validation,
      title: 'Data tidak valid',
      detail: 'Beberapa data tidak sesuai. Periksa kembali isian yang ditandai.',
      errors: fieldErrors(error),
    })
  }
  const fastifyError = error as Partial<FastifyError> | undefined
  const status = fastifyError?.statusCode
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined
  switch (fastifyError?.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return problem(400, { detail: 'Isi permintaan bukan JSON yang valid.' })
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return problem(400, { detail: 'Isi permintaan kosong, padahal jenis kontennya JSON.' })
    default:
      // Framework messages are English and may reveal internals: callers get the status's text.
      return problem(status)
  }
}

/**
 * Told of every answer of 500 or more (the error reporting, decision 027): `unexpected` is an
 * exception no code meant to raise. Never throws into the handler.
 */
export type ServerErrorListener = (error: unknown, request: FastifyRequest, status: number, unexpected: boolean) => void

function tell(request: FastifyRequest, error: unknown, status: number, unexpected: boolean) {
  const listener = request.server.hasDecorator('serverErrorListener') ? request.server.serverErrorListener : undefined
  try {
    listener?.(error, request, status, unexpected)
  } catch (cause) {
    request.log.warn({ err: cause }, 'error listener failed')
  }
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = problemFromError(error)
  if (known) {
    request.log.info({ status: known.status, code: error.code }, known.title)
    if (known.status >= 500) tell(request, error, known.status, false)
    return sendProblem(reply, known)
  }
  request.log.error({ err: error }, 'unexpected error')
  tell(request, error, 500, true)
  return sendProblem(reply, problem(500))
}

/** Answers errors raised before routing (a malformed URL, for example) with a problem too. */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void handleError(error, request, reply)
}

/** Method and path pattern of every route, so an unknown method on a known path can say 405. */
interface KnownRoute {
  methods: string[]
  pattern: RegExp
}

export function registerProblemHandling(app: FastifyInstance, onServerError?: ServerErrorListener): void {
  if (onServerError) app.decorate('serverErrorListener', onServerError)
  const routes: KnownRoute[] = []
  app.addHook('onRoute', (route) => {
    // Catch-all routes (static files) answer GET anywhere; they say nothing about API paths.
    if (route.url.includes('*')) return
    routes.push({ methods: [route.method].flat(), pattern: pathPatternRegExp(route.url, (segment) => segment.startsWith(':')) })
  })
  app.setErrorHandler(handleError)
  app.decorate('allowedMethodsFor', (pathname: string): string[] => {
    const methods = new Set<string>()
    for (const route of routes) if (route.pattern.test(pathname)) route.methods.forEach((m) => methods.add(m))
    return [...methods]
  })
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Methods some route answers for this concrete path (empty when no route matches). */
    allowedMethodsFor(pathname: string): string[]
    /** Set by buildApp: where 5xx answers are reported (registerProblemHandling). */
    serverErrorListener: ServerErrorListener
  }
}

/** The answer for an API path no route matched: 405 when another method would, else 404. */
export function replyApiNotFound(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, pathname: string) {
  const allowed = app.allowedMethodsFor(pathname).filter((m) => m !== request.method)
  if (allowed.length > 0) {
    reply.header('allow', allowed.join(', '))
    return sendProblem(reply, problem(405, { detail: `Metode ${request.method} tidak didukung untuk ${pathname}.` }))
  }
  return sendProblem(reply, problem(404, { detail: `Alamat ${pathname} tidak ditemukan.` }))
}
