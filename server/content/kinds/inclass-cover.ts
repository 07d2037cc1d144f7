import type { Kysely, Transaction } from 'kysely'
import fs from 'node:fs/promises'
import { putStoredFile, readStoredFile } from '../../db/repositories/file-store'
import type { Database } from '../../db/schema'
import { sniffFile } from '../../http/file-kinds'
import { hashFile } from '../media-tools'
import type { PackMedia } from '../reader'
import type { MediaLookup, PackItem } from '../types'
import { mediaUrl } from './video-media'

// An event's cover picture: a file of the pack's media/, stored in the file store under its
// bytes' hash (`<32 hex>-cover.jpg`, served at /media/pack/<name> as the videos' posters are).
// A name never changes its bytes, so a changed cover is a new URL and a copy saved offline of
// the old one stays right; old covers are kept (a few hundred KB each).

const COVER_KINDS = ['jpg', 'png', 'webp'] as const
const COVER_MAX_BYTES = 5 * 1024 * 1024

export interface PreparedCovers {
  /** Each event's cover URL, by key (events without a cover are not in it). */
  urls: Map<string, string>
  /** The files to store, by stored name: their place in the pack. */
  files: Map<string, string>
}

export function checkCover(cover: string | undefined, media: MediaLookup): { path: string; message: string }[] {
  if (cover === undefined) return []
  if (!/^media\/[^\0\\]+$/.test(cover) || cover.split('/').includes('..')) return [{ path: 'cover', message: 'harus berkas di folder media/ paket (media/…)' }]
  const file = media.get(cover)
  if (!file) return [{ path: 'cover', message: `berkas ${cover} tidak ada dalam paket` }]
  if (!sniffFile(media.head(cover), COVER_KINDS)) return [{ path: 'cover', message: `${cover} bukan gambar (isinya tidak dikenali sebagai ${COVER_KINDS.join(', ')})` }]
  if (file.size > COVER_MAX_BYTES) return [{ path: 'cover', message: `${cover} lebih dari ${COVER_MAX_BYTES} bita` }]
  return []
}

export async function prepareCovers(items: readonly PackItem<{ cover?: string | undefined }>[], media: ReadonlyMap<string, PackMedia>): Promise<PreparedCovers> {
  const covers: PreparedCovers = { urls: new Map(), files: new Map() }
  for (const { key, data } of items) {
    if (!data.cover) continue
    const path = media.get(data.cover)!.path
    const handle = await fs.open(path)
    const head = Buffer.alloc(64)
    try {
      await handle.read(head, 0, 64, 0)
    } finally {
      await handle.close()
    }
    const name = `${(await hashFile(path)).slice(0, 32)}-cover.${sniffFile(head, COVER_KINDS)?.ext ?? 'jpg'}`
    covers.urls.set(key, mediaUrl(name))
    covers.files.set(name, path)
  }
  return covers
}

/** Stores the covers the events now show (a name already stored is left as it is). */
export async function storeCovers(trx: Transaction<Database>, covers: PreparedCovers, now: string): Promise<void> {
  for (const [name, path] of covers.files) await putStoredFile(trx as unknown as Kysely<Database>, 'media', name, await fs.readFile(path), new Date(now))
}

/** A pack cover as an export writes it (`media/<key>-cover.jpg`); none for the drawn thumbnail. */
export async function exportCover(trx: Transaction<Database>, key: string, url: string): Promise<{ name: string; bytes: Buffer } | null> {
  if (!url.startsWith('/media/pack/')) return null
  const bytes = await readStoredFile(trx as unknown as Kysely<Database>, 'media', url.slice('/media/pack/'.length))
  if (!bytes) throw new Error(`berkas ${url} acara ${key} tidak ada di penyimpanan`)
  return { name: `media/${key}-cover.${url.split('.').pop()}`, bytes }
}
