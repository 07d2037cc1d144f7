import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { DOCUMENT_MAX_BYTES, documentFileKinds } from '../../../src/contract/profile-document'
import { putStoredFile, readStoredFile, removeStoredFile } from '../../db/repositories/file-store'
import type { Database } from '../../db/schema'
import { decodeBase64Upload, fileKinds, sniffFile } from '../../http/file-kinds'
import { ProblemError } from '../../http/problem-error'
import type { StoredDocument } from './document-repository'

// Profile documents: decoded from the spec's base64 form, told apart by their content (PDF, JPEG,
// PNG, WebP; the name and declared type are not trusted), stored in the database's file store (kind
// `documents`) with a random name. The owner's file name is kept only to be shown and offered as the download name.

const STORED_NAME = /^[a-f0-9]{32}\.(pdf|jpg|png|webp)$/

const documentProblem = (message: string) =>
  new ProblemError(400, {
    detail: message,
    errors: [{ path: 'file', message }],
  })

/** The name the owner gave, cut to something safe to show and offer as a download name, with the real extension. */
function displayName(name: string, ext: string): string {
  const base =
    name
      .replace(/[\u0000-\u001f\u007f"\\/]/g, '')
      .trim()
      .slice(0, 160) || 'dokumen'
  return base.toLowerCase().endsWith(`.${ext}`) ? base : `${base}.${ext}`
}

export async function storeDocument(db: Kysely<Database>, upload: string): Promise<StoredDocument> {
  const { name, bytes } = decodeBase64Upload(upload)
  if (bytes.length === 0) throw documentProblem('Berkas dokumen kosong.')
  if (bytes.length > DOCUMENT_MAX_BYTES) throw documentProblem('Ukuran dokumen maksimal 5 MB.')
  const kind = sniffFile(bytes, documentFileKinds)
  if (!kind) throw documentProblem('Dokumen harus berupa PDF atau gambar JPEG, PNG, atau WebP.')
  const stored = `${randomBytes(16).toString('hex')}.${kind.ext}`
  await putStoredFile(db, 'documents', stored, bytes)
  return {
    name: displayName(name, kind.ext),
    stored,
    kind: kind.ext,
    size: bytes.length,
  }
}

export async function removeDocumentFile(db: Kysely<Database>, stored: string): Promise<void> {
  if (!STORED_NAME.test(stored)) return
  await removeStoredFile(db, 'documents', stored)
}

/** The stored file with its Content-Type, when it is there and still is what it was stored as. */
export async function readDocumentFile(db: Kysely<Database>, stored: string, kind: string): Promise<{ bytes: Buffer; mime: string } | undefined> {
  if (!STORED_NAME.test(stored)) return undefined
  const known = (documentFileKinds as readonly string[]).includes(kind) ? fileKinds[kind as (typeof documentFileKinds)[number]] : undefined
  if (!known) return undefined
  const bytes = await readStoredFile(db, 'documents', stored)
  return bytes && known.matches(bytes) ? { bytes, mime: known.mime } : undefined
}
