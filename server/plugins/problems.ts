import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { pathPatternRegExp } from '../../src/shared/app-routes'
import { problemTypes, type FieldError, type Problem } from '../../src/contract/problem'

/**
 * Every failure the server answers is a JSON problem (src/contract/problem.ts) in Indonesian,
 * sent as application/problem+json. Unexpected errors are logged and answered with a generic
 * 500: no stack, no internal message reaches the caller.
 */
export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8'

const byStatus: Record<number, { type: string; title: string; detail: string }> = {
  400: { type: problemTypes.badRequest, title: 'Permintaan tidak valid', detail: 'Permintaan tidak dapat diproses. Periksa kembali data yang dikirim.' },
  401: { type: problemTypes.unauthorized, title: 'Perlu masuk', detail: 'Silakan masuk terlebih dahulu.' },
  403: { type: problemTypes.forbidden, title: 'Akses ditolak', detail: 'Anda tidak memiliki akses ke sumber ini.' },
  404: { type: problemTypes.notFound, title: 'Tidak ditemukan', detail: 'Data atau alamat yang diminta tidak ditemukan.' },
  405: { type: problemTypes.methodNotAllowed, title: 'Metode tidak diizinkan', detail: 'Metode ini tidak didukung untuk alamat tersebut.' },
  409: { type: problemTypes.conflict, title: 'Terjadi konflik', detail: 'Permintaan bertentangan dengan data yang ada.' },
  413: { type: problemTypes.payloadTooLarge, title: 'Data terlalu besar', detail: 'Ukuran data melebihi batas yang diizinkan.' },
  415: { type: problemTypes.unsupportedMediaType, title: 'Jenis konten tidak didukung', detail: 'Kirim data dalam format JSON (application/json).' },
  429: { type: problemTypes.tooManyRequests, title: 'Terlalu banyak permintaan', detail: 'Tunggu sebentar, lalu coba lagi.' },
  500: { type: problemTypes.internal, title: 'Terjadi kesalahan pada server', detail: 'Maaf, terjadi kesalahan pada server. Silahkan coba lagi nanti.' },
  503: { type: problemTypes.unavailable, title: 'Layanan tidak tersedia', detail: 'Layanan sedang tidak tersedia. Silahkan coba lagi nanti.' },
}

/** Builds a problem for `status`; unspecified parts take the status's Indonesian defaults. */
export function problem(status: number, overrides: Partial<Omit<Problem, 'status'>> = {}): Problem {
  const base = byStatus[status] ?? (status >= 500 ? byStatus[500]! : byStatus[400]!)
  return {
    type: overrides.type ?? base.type,
    title: overrides.title ?? base.title,
    status,
    detail: overrides.detail ?? base.detail,
    errors: overrides.errors ?? [],
  }
}

/** Thrown by handlers and repositories for an expected failure the caller should see as is. */
export class ProblemError extends Error {
  readonly problem: Problem
  constructor(status: number, overrides: Partial<Omit<Problem, 'status'>> = {}) {
    const built = problem(status, overrides)
    super(built.detail)
    this.name = 'ProblemError'
    this.problem = built
  }
}

export function sendProblem(reply: FastifyReply, body: Problem): FastifyReply {
  return reply.code(body.status).header('content-type', PROBLEM_CONTENT_TYPE).send(body)
}

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

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = problemFromError(error)
  if (known) {
    request.log.info({ status: known.status, code: error.code }, known.title)
    return sendProblem(reply, known)
  }
  request.log.error({ err: error }, 'unexpected error')
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

export function registerProblemHandling(app: FastifyInstance): void {
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
