import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { PHOTO_MAX_BYTES } from '../../../src/contract/profile-user'
import { decodeBase64Upload, sniffFile } from '../../http/file-kinds'
import { ProblemError } from '../../http/problem-error'

// Profile photos: the spec's base64 form, told apart by their bytes (JPEG, PNG or WebP; the name
// and declared type are not trusted), stored under DATA_DIR/uploads/photos with a random name,
// served back at PHOTO_URL_PREFIX + name to signed-in colleagues.

export const photoKinds = ['jpg', 'png', 'webp'] as const
export const PHOTO_URL_PREFIX = '/uploads/photos/'
export const PHOTO_NAME = /^[a-f0-9]{32}\.(jpg|png|webp)$/

export const photosDir = (dataDir: string) => path.join(dataDir, 'uploads', 'photos')

const photoProblem = (message: string) =>
  new ProblemError(400, {
    detail: message,
    errors: [{ path: 'photo', message }],
  })

/** Checks the photo's bytes and stores them; answers its public URL. */
export async function storePhoto(dataDir: string, upload: string): Promise<string> {
  const { bytes } = decodeBase64Upload(upload)
  if (bytes.length === 0) throw photoProblem('Berkas foto kosong.')
  if (bytes.length > PHOTO_MAX_BYTES) throw photoProblem('Ukuran foto maksimal 2 MB.')
  const kind = sniffFile(bytes, photoKinds)
  if (!kind) throw photoProblem('Foto harus berupa gambar JPEG, PNG, atau WebP.')
  const name = `${randomBytes(16).toString('hex')}.${kind.ext}`
  const dir = photosDir(dataDir)
  await fs.mkdir(dir, { recursive: true })
  await fs.writeFile(path.join(dir, name), bytes, { flag: 'wx' })
  return PHOTO_URL_PREFIX + name
}

/** Removes a stored photo by its URL; anything else (a seeded URL, null) is left alone. */
export async function removePhoto(dataDir: string, url: string | null): Promise<void> {
  if (!url?.startsWith(PHOTO_URL_PREFIX)) return
  const name = url.slice(PHOTO_URL_PREFIX.length)
  if (!PHOTO_NAME.test(name)) return
  await fs.rm(path.join(photosDir(dataDir), name), { force: true })
}

export async function readPhoto(dataDir: string, name: string): Promise<{ bytes: Buffer; mime: string } | undefined> {
  if (!PHOTO_NAME.test(name)) return undefined
  try {
    const bytes = await fs.readFile(path.join(photosDir(dataDir), name))
    const kind = sniffFile(bytes, photoKinds)
    return kind ? { bytes, mime: kind.mime } : undefined
  } catch {
    return undefined
  }
}
