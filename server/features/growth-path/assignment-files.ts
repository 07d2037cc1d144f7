import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { ASSIGNMENT_FILE_MAX_BYTES, assignmentFileKinds } from '../../../src/contract/growth-path-trx'
import { putStoredFile, readStoredFile, removeStoredFile } from '../../db/repositories/file-store'
import type { Database } from '../../db/schema'
import { decodeBase64Upload, fileKinds, sniffFile } from '../../http/file-kinds'
import { ProblemError } from '../../http/problem-error'
import type { StoredFile } from './trx-repository'

// Assignment files: decoded from the spec's base64 form, told apart by their content, stored
// in the database's file store (kind `assignments`) with a random name. The user's file name is kept only to be shown.

const STORED_NAME = /^[a-f0-9]{32}\.(pdf|png|jpg|webp|docx|xlsx|pptx)$/

const fileProblem = (message: string) => new ProblemError(400, { detail: message, errors: [{ path: 'file', message }] })

/** The name a user gave, cut to something safe to show and to offer as a download name. */
function displayName(name: string, ext: string): string {
  const base =
    name
      .replace(/[\u0000-\u001f\u007f"\\/]/g, '')
      .trim()
      .slice(0, 160) || 'tugas'
  return base.toLowerCase().endsWith(`.${ext}`) ? base : `${base}.${ext}`
}

export async function storeAssignmentFile(db: Kysely<Database>, upload: string): Promise<StoredFile> {
  const { name, bytes } = decodeBase64Upload(upload)
  if (bytes.length === 0) throw fileProblem('Berkas kosong.')
  if (bytes.length > ASSIGNMENT_FILE_MAX_BYTES) throw fileProblem('Ukuran berkas maksimal 5 MB.')
  const kind = sniffFile(bytes, assignmentFileKinds)
  if (!kind) throw fileProblem('Berkas harus berupa PDF, gambar (JPEG, PNG, WebP), atau dokumen Word, Excel, atau PowerPoint.')
  const stored = `${randomBytes(16).toString('hex')}.${kind.ext}`
  await putStoredFile(db, 'assignments', stored, bytes)
  return { name: displayName(name, kind.ext), stored, kind: kind.ext, size: bytes.length }
}

export async function removeAssignmentFile(db: Kysely<Database>, stored: string | null): Promise<void> {
  if (!stored || !STORED_NAME.test(stored)) return
  await removeStoredFile(db, 'assignments', stored)
}

export async function readAssignmentFile(db: Kysely<Database>, stored: string, kind: string): Promise<{ bytes: Buffer; mime: string } | undefined> {
  if (!STORED_NAME.test(stored)) return undefined
  const known = fileKinds[kind as keyof typeof fileKinds]
  if (!known) return undefined
  const bytes = await readStoredFile(db, 'assignments', stored)
  return bytes && known.matches(bytes) ? { bytes, mime: known.mime } : undefined
}
