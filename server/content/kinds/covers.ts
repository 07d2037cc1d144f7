import fs from 'node:fs/promises'
import type { Kysely, Transaction } from 'kysely'
import { putStoredFile, readStoredFile, removeStoredFile } from '../../db/repositories/file-store'
import type { Database } from '../../db/schema'
import { sniffFile } from '../../http/file-kinds'
import { hashFile } from '../media-tools'
import type { PackMedia } from '../reader'
import type { MediaLookup, PackItem } from '../types'
import { mediaUrl } from './video-media'

// A cover image of a package, channel or catalogue: a JPEG, PNG or WebP of the pack (told by its
// bytes, at most 5 MiB), stored in the file store's `media` kind under a name made of its content,
// served at /media/pack/<name> like a video's poster (decision 053). Without one the item gets the
// generated SVG thumbnail, named with its kind: `/thumbnails/package--<key>.svg`. Keys are per
// kind, and a package is often named like its main video; the thumbnail route draws the title of
// whatever row holds the URL, so a bare `/thumbnails/<key>.svg` would draw the video's title on the
// package's card. No key or seeded slug holds `--`, so these names are never anyone else's.

const COVER_KINDS = ['jpg', 'png', 'webp'] as const
const COVER_MAX_BYTES = 5 * 1024 * 1024

/** What is wrong with the cover an item names, at `path`. */
export function coverProblems(name: string | undefined, media: MediaLookup, path = 'cover'): { path: string; message: string }[] {
  if (!name) return []
  const file = media.get(name)
  if (!file) return [{ path, message: `berkas ${name} tidak ada dalam paket` }]
  if (!sniffFile(media.head(name), COVER_KINDS)) return [{ path, message: `${name} bukan gambar (isinya tidak dikenali sebagai ${COVER_KINDS.join(', ')})` }]
  if (file.size > COVER_MAX_BYTES) return [{ path, message: `${name} lebih dari ${COVER_MAX_BYTES} bita` }]
  return []
}

export interface Covers {
  /** The item's thumbnail URL: its cover's, else the generated SVG. */
  url(key: string): string
  /**
   * Puts every cover in the file store (a name already there holds the same bytes: left as it is)
   * and removes the ones in `replaced` (thumbnail URLs the import changed) that nothing uses now.
   */
  store(trx: Transaction<Database>, now: string, replaced: readonly string[]): Promise<void>
}

/** The tables whose rows may show a pack cover. */
const COVERED = ['course_packages', 'channels', 'catalogs'] as const

/** Hashes the covers the items name (before the import's transaction); `kind` names the generated thumbnails. */
export async function prepareCovers(items: readonly PackItem<{ cover?: string | undefined }>[], media: ReadonlyMap<string, PackMedia>, kind: 'package' | 'channel' | 'catalogue'): Promise<Covers> {
  const covers = new Map<string, { name: string; path: string }>()
  for (const { key, data } of items) {
    if (!data.cover) continue
    const file = media.get(data.cover)!
    const head = Buffer.alloc(64)
    const handle = await fs.open(file.path)
    await handle.read(head, 0, 64, 0).finally(() => handle.close())
    const ext = sniffFile(head, COVER_KINDS)?.ext ?? 'jpg'
    covers.set(key, { name: `${(await hashFile(file.path)).slice(0, 32)}-cover.${ext}`, path: file.path })
  }
  return {
    url: (key) => {
      const cover = covers.get(key)
      return cover ? mediaUrl(cover.name) : `/thumbnails/${kind}--${key}.svg`
    },
    async store(trx, now, replaced) {
      const db = trx as unknown as Kysely<Database>
      for (const cover of covers.values()) await putStoredFile(db, 'media', cover.name, await fs.readFile(cover.path), new Date(now))
      for (const url of new Set(replaced)) {
        if (!/^\/media\/pack\/[0-9a-f]{32}-cover\.[a-z]+$/.test(url)) continue
        let used = false
        for (const table of COVERED) used ||= (await trx.selectFrom(table).select('id').where('thumbnail_url', '=', url).executeTakeFirst()) !== undefined
        if (!used) await removeStoredFile(db, 'media', url.replace('/media/pack/', ''))
      }
    },
  }
}

/** An exported item's cover: the stored file written as `media/<key>-cover.<ext>`, or nothing for a generated thumbnail. */
export async function exportCover(trx: Transaction<Database>, key: string, thumbnailUrl: string): Promise<{ cover?: string; files: { name: string; bytes: Buffer }[] }> {
  if (!thumbnailUrl.startsWith('/media/pack/')) return { files: [] }
  const stored = thumbnailUrl.replace('/media/pack/', '')
  const bytes = await readStoredFile(trx as unknown as Kysely<Database>, 'media', stored)
  if (!bytes) throw new Error(`berkas ${thumbnailUrl} (${key}) tidak ada di penyimpanan`)
  const cover = `media/${key}-cover.${stored.split('.').pop()}`
  return { cover, files: [{ name: cover, bytes }] }
}
