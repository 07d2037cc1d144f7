import type { FastifyReply } from 'fastify'
import { problemTypes, type Problem } from '../../src/contract/problem'

/**
 * Every failure the server answers is a JSON problem (src/contract/problem.ts) in Indonesian,
 * sent as application/problem+json (the error handler is plugins/problems.ts). This module sits
 * below the plugins so routes can build problems without importing them; repositories and auth
 * services import nothing HTTP-shaped and throw their own errors, which routes map to problems.
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

/** Thrown by route handlers and plugins for an expected failure the caller should see as is. */
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
