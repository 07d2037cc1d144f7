import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { COVER_MAX_BYTES } from '../../../src/contract/profile-record'
import { coverVisible } from './record-repository'
import { putStoredFile, readStoredFile, removeStoredFile } from '../../db/repositories/file-store'
import type { Database } from '../../db/schema'
import { currentUser } from '../../plugins/auth'
import { decodeBase64Upload, sniffFile } from '../../http/file-kinds'
import { ProblemError } from '../../http/problem-error'
import type { RouteDeps } from '../route-deps'

// Book covers uploaded with a book-read record. The caller's file name and declared type are
// ignored: the type comes from the file's own first bytes, the stored name is random, so nothing
// a caller sends decides a stored name or a Content-Type we serve. The bytes are in the database's
// file store (kind `covers`), so every server process serves them.

const coverKinds = ['jpg', 'png', 'webp'] as const

const STORED_NAME = /^[a-f0-9]{32}\.(jpg|png|webp)$/

export const coverProblem = (message: string) => new ProblemError(400, { detail: message, errors: [{ path: 'cover', message }] })

export const coverTooLarge = () => coverProblem('Ukuran sampul maksimal 2 MB.')

/** The bytes of a cover in the JSON form: "file name, comma, base64" (spec section 3). */
export const decodeCoverUpload = (upload: string): Buffer => decodeBase64Upload(upload).bytes

/** Checks a cover's bytes (JSON or multipart alike) and stores them; answers the stored name. */
export async function storeCover(db: Kysely<Database>, data: Buffer): Promise<string> {
  if (data.length === 0) throw coverProblem('Berkas sampul kosong.')
  if (data.length > COVER_MAX_BYTES) throw coverTooLarge()
  const type = sniffFile(data, coverKinds)
  if (!type) throw coverProblem('Sampul harus berupa gambar JPEG, PNG, atau WebP.')
  const name = `${randomBytes(16).toString('hex')}.${type.ext}`
  await putStoredFile(db, 'covers', name, data)
  return name
}

export async function removeCover(db: Kysely<Database>, name: string | null | undefined): Promise<void> {
  if (!name || !STORED_NAME.test(name)) return
  await removeStoredFile(db, 'covers', name)
}

/**
 * GET /uploads/covers/{file}: to signed-in employees (issue 18: an internal app), a public
 * record's cover to any of them (the public profile and Discovery show it), a private record's
 * only to its owner. Only files a record still refers to are served, by a name of our own shape,
 * so the route can never reach another stored file or a cover whose record was deleted.
 */
export async function coverRoutes(app: FastifyInstance, { db }: RouteDeps) {
  app.get<{ Params: { file: string } }>('/uploads/covers/:file', { schema: { hide: true }, onRequest: app.requireUser }, async (request, reply) => {
    const { file } = request.params
    const notFound = new ProblemError(404, { detail: 'Sampul tidak ditemukan.' })
    if (!STORED_NAME.test(file) || !(await coverVisible(db, file, currentUser(request).employeeId))) throw notFound
    const data = await readStoredFile(db, 'covers', file)
    if (!data) throw notFound
    const type = sniffFile(data, coverKinds)
    if (!type) throw notFound
    return (
      reply
        .header('content-type', type.mime)
        .header('x-content-type-options', 'nosniff')
        // Names are random and never reused: a cover never changes under its URL. Private: only
        // signed-in employees may have it, so no shared cache keeps it.
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .send(data)
    )
  })
}
