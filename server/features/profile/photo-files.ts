import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { PHOTO_MAX_BYTES } from '../../../src/contract/profile-user'
import { putStoredFile, readStoredFile, removeStoredFile } from '../../db/repositories/file-store'
import type { Database } from '../../db/schema'
import { decodeBase64Upload, sniffFile } from '../../http/file-kinds'
import { ProblemError } from '../../http/problem-error'

// Profile photos: the spec's base64 form, told apart by their bytes (JPEG, PNG or WebP; the name
// and declared type are not trusted), stored in the database's file store (kind `photos`) with a random name,
// served back at PHOTO_URL_PREFIX + name to signed-in colleagues.

export const photoKinds = ['jpg', 'png', 'webp'] as const
export const PHOTO_URL_PREFIX = '/uploads/photos/'
export const PHOTO_NAME = /^[a-f0-9]{32}\.(jpg|png|webp)$/

const photoProblem = (message: string) =>
  new ProblemError(400, {
    detail: message,
    errors: [{ path: 'photo', message }],
  })

/** Checks the photo's bytes and stores them; answers its public URL. */
export async function storePhoto(db: Kysely<Database>, upload: string): Promise<string> {
  const { bytes } = decodeBase64Upload(upload)
  if (bytes.length === 0) throw photoProblem('Berkas foto kosong.')
  if (bytes.length > PHOTO_MAX_BYTES) throw photoProblem('Ukuran foto maksimal 2 MB.')
  const kind = sniffFile(bytes, photoKinds)
  if (!kind) throw photoProblem('Foto harus berupa gambar JPEG, PNG, atau WebP.')
  const name = `${randomBytes(16).toString('hex')}.${kind.ext}`
  await putStoredFile(db, 'photos', name, bytes)
  return PHOTO_URL_PREFIX + name
}

/** Removes a stored photo by its URL; anything else (a seeded URL, null) is left alone. */
export async function removePhoto(db: Kysely<Database>, url: string | null): Promise<void> {
  if (!url?.startsWith(PHOTO_URL_PREFIX)) return
  const name = url.slice(PHOTO_URL_PREFIX.length)
  if (!PHOTO_NAME.test(name)) return
  await removeStoredFile(db, 'photos', name)
}

export async function readPhoto(db: Kysely<Database>, name: string): Promise<{ bytes: Buffer; mime: string } | undefined> {
  if (!PHOTO_NAME.test(name)) return undefined
  const bytes = await readStoredFile(db, 'photos', name)
  const kind = bytes && sniffFile(bytes, photoKinds)
  return bytes && kind ? { bytes, mime: kind.mime } : undefined
}
