import type { FastifyInstance } from 'fastify'
import { readStoredFile } from '../../db/repositories/file-store'
import { sniffFile } from '../../http/file-kinds'
import { problem, sendProblem } from '../../http/problem-error'
import type { RouteDeps } from '../route-deps'

/** A content pack's media name (server/content/kinds/video-media.ts, covers.ts, banner.ts): its bytes' hash and its role. */
const PACK_MEDIA = /^[0-9a-f]{32}-(standard|low|poster|cover|banner)\.(webm|mp4|jpg|png|webp)$/
const MEDIA_KINDS = ['webm', 'mp4', 'jpg', 'png', 'webp'] as const

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` for a file of `size` bytes: the slice, null when unsatisfiable, undefined when absent or malformed. */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | null | undefined {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/)
  if (!match || (match[1] === '' && match[2] === '')) return undefined
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1])
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  return start <= end && start < size ? { start, end } : null
}

/**
 * GET /media/pack/<name>: a content pack's video renditions, posters and banner pictures, from the file store
 * (decision 053), so every server process serves what any import stored. Under /media/ like the
 * demo clips, so the worker's saved copies (sw/saved-media.ts) serve them offline unchanged.
 * Range requests get 206 slices (the <video> element seeks with them). Names are the bytes' hash:
 * a file never changes under its URL.
 */
export async function packMediaRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  app.get<{ Params: { name: string } }>('/media/pack/:name', { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params
    const bytes = PACK_MEDIA.test(name) ? await readStoredFile(db, 'media', name) : undefined
    const kind = bytes && sniffFile(bytes, MEDIA_KINDS)
    if (!bytes || !kind) return sendProblem(reply, problem(404, { detail: 'Berkas media tidak ditemukan.' }))
    reply
      .header('content-type', kind.mime)
      .header('accept-ranges', 'bytes')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
    const range = byteRange(request.headers.range, bytes.length)
    if (range === null) return reply.code(416).header('content-range', `bytes */${bytes.length}`).send()
    if (range === undefined) return reply.send(bytes)
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${bytes.length}`)
      .send(bytes.subarray(range.start, range.end + 1))
  })
}
