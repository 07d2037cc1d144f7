import multipart, { type MultipartFile } from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { COVER_MAX_BYTES } from '../../../src/contract/profile-record'
import { ProblemError } from '../../http/problem-error'
import { coverProblem, coverTooLarge } from './cover-routes'
import { addIdempotencyAttachment } from '../../plugins/idempotency'

// Book reads as the spec posts them (section 7): multipart/form-data with the fields as text parts
// and the cover as a file part `cover`. The JSON form (cover as "file name,base64") stays for
// other clients; both end in the same validation, storage and answer.

/** The record's text fields; anything else in the form is ignored, as unknown JSON keys are. */
const formFields = new Set(['title', 'author', 'finished_at', 'review', 'visibility'])

/** A few fields of at most 2000 characters (8 KB in UTF-8) and one cover. */
const FIELD_MAX_BYTES = 10 * 1024
/**
 * Busboy only truncates a file over `fileSize` (it reads and drops the rest), so a request far
 * over the cover limit is refused by its declared length before anything is read.
 */
export const BOOK_READ_FORM_MAX_BYTES = COVER_MAX_BYTES + 128 * 1024

// Kept beside the body, not in it: the body is what the contract validates. The idempotency guard
// is told its digest, so a replay with the same key compares the cover too.
const covers = new WeakMap<FastifyRequest, Buffer>()

/** The cover a multipart request carried (null for JSON, or a form without a cover). */
export const formCover = (request: FastifyRequest): Buffer | null => covers.get(request) ?? null

const fieldProblem = (path: string, message: string) => new ProblemError(400, { detail: message, errors: [{ path, message }] })

/**
 * Makes the routes of `scope` (an encapsulated plugin: only the book-read POST) accept
 * multipart/form-data; every other route keeps answering it with 415. The form becomes the same
 * object the JSON form sends, minus the cover, before validation, so the contract's body schema
 * checks it with the same paths and Indonesian messages.
 */
export async function acceptBookReadForm(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    limits: { fileSize: COVER_MAX_BYTES, files: 1, fields: 10, fieldSize: FIELD_MAX_BYTES },
    throwFileSizeLimit: true,
  })

  scope.addHook('preParsing', async (request) => {
    if (!/^multipart\/form-data/i.test(request.headers['content-type'] ?? '')) return
    if (Number(request.headers['content-length']) > BOOK_READ_FORM_MAX_BYTES) {
      throw new ProblemError(413, { detail: 'Ukuran data melebihi batas yang diizinkan (sampul maksimal 2 MB).' })
    }
  })

  scope.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return
    const { fields, cover } = await readForm(request)
    request.body = fields
    if (cover) {
      covers.set(request, cover)
      addIdempotencyAttachment(request, cover)
    }
  })
}

async function readForm(request: FastifyRequest): Promise<{ fields: Record<string, string>; cover: Buffer | null }> {
  const fields: Record<string, string> = {}
  let cover: Buffer | null = null
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        cover = await readCover(part)
        continue
      }
      if (part.fieldname === 'cover') {
        // An empty text `cover` is a form without one; text in it would be the JSON form's base64.
        if (typeof part.value === 'string' && part.value === '') continue
        throw coverProblem('Sampul harus dikirim sebagai berkas (bagian "cover").')
      }
      if (!formFields.has(part.fieldname)) continue
      if (part.valueTruncated) throw fieldProblem(part.fieldname, 'Isian terlalu panjang.')
      if (part.fieldname in fields) throw fieldProblem(part.fieldname, 'Isian ini dikirim lebih dari sekali.')
      fields[part.fieldname] = String(part.value)
    }
  } catch (error) {
    throw formError(error)
  }
  return { fields, cover }
}

async function readCover(part: MultipartFile): Promise<Buffer | null> {
  if (part.fieldname !== 'cover') {
    part.file.resume()
    throw fieldProblem(part.fieldname, 'Hanya satu berkas yang diterima, dengan nama "cover".')
  }
  const data = await part.toBuffer()
  // A file input left empty still sends a part, with an empty (or no) file name and no bytes.
  return data.length === 0 && !part.filename ? null : data
}

/**
 * Reading the form fails only on what the caller sent: the multipart plugin's limit errors (413 in
 * English) become the cover's field errors, and a form that cannot be read (no boundary, a
 * truncated body, a part never closed: busboy's plain Errors, once a 500) a 400 problem.
 */
function formError(error: unknown): unknown {
  if (error instanceof ProblemError) return error
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return coverTooLarge()
    case 'FST_FILES_LIMIT':
      return coverProblem('Kirim satu berkas sampul saja.')
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ProblemError(413, { detail: 'Formulir berisi terlalu banyak bagian.' })
    default:
      return new ProblemError(400, { detail: 'Formulir tidak dapat dibaca: kirim multipart/form-data yang utuh, dengan batas (boundary) yang benar.' })
  }
}
