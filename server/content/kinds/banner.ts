import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import type { Kysely } from 'kysely'
import * as z from 'zod/mini'
import { bannerSchema } from '../../../src/contract/home'
import type { Database } from '../../db/schema'
import { putStoredFile, readStoredFile, removeStoredFile } from '../../db/repositories/file-store'
import { sniffFile } from '../../http/file-kinds'
import { syncRows } from '../sync-rows'
import type { ContentKind } from '../types'
import { mediaPath } from './media-path'
import { mediaUrl } from './video-media'

const when = z.optional(z.nullable(z.iso.datetime({ offset: true })))

/** Banner pictures: a photo or drawing the home page shows at up to 1200 px wide. */
const IMAGE_KINDS = ['webp', 'png', 'jpg'] as const
export const BANNER_IMAGE_MAX_BYTES = 1024 * 1024
const STORED = /^[0-9a-f]{32}-banner\.(webp|png|jpg)$/

/**
 * A home-page banner (`banners/<key>.yaml`). Fields as the contract answers them, with the
 * database's limits; `image` is a picture of the pack (`media/…`: WebP, PNG or JPEG by content,
 * at most 1 MiB), stored like a video's poster and served under /media/pack/; `starts_at` /
 * `ends_at` (ISO times, optional) show it only between them.
 */
const schema = z.strictObject({
  ...z.pick(bannerSchema, { sort_order: true }).shape,
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  subtitle: z.optional(z.nullable(z.string().check(z.maxLength(400)))),
  image: mediaPath,
  link_url: z.optional(bannerSchema.shape.link_url),
  starts_at: when,
  ends_at: when,
})
type Banner = z.infer<typeof schema>

interface PreparedImage {
  /** The stored name: the first 32 hex digits of the picture's SHA-256, so the same picture is one file. */
  name: string
  path: string
}

export const bannerKind: ContentKind<Banner> = {
  name: 'banner',
  folder: 'banners',
  schema,
  check: (banner) =>
    banner.starts_at && banner.ends_at && new Date(banner.ends_at) <= new Date(banner.starts_at)
      ? [{ path: 'ends_at', message: 'harus sesudah starts_at' }]
      : [],
  checkMedia(banner, media) {
    const file = media.get(banner.image)
    if (!file) return [{ path: 'image', message: `berkas ${banner.image} tidak ada dalam paket` }]
    if (!sniffFile(media.head(banner.image), IMAGE_KINDS)) return [{ path: 'image', message: `${banner.image} bukan gambar (isinya tidak dikenali sebagai ${IMAGE_KINDS.join(', ')})` }]
    if (file.size > BANNER_IMAGE_MAX_BYTES) return [{ path: 'image', message: `${banner.image} lebih dari ${BANNER_IMAGE_MAX_BYTES} bita` }]
    return []
  },
  // Hashing outside the transaction, as for videos; the pictures are small, so they are read whole.
  async prepare(items, { media }) {
    const images = new Map<string, PreparedImage>()
    for (const { key, data } of items) {
      const { path } = media.get(data.image)!
      const bytes = await fs.readFile(path)
      const ext = sniffFile(bytes.subarray(0, 64), IMAGE_KINDS)!.ext
      images.set(key, { name: `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}-banner.${ext}`, path })
    }
    return images
  },
  async importItems(items, context) {
    const images = context.prepared as Map<string, PreparedImage>
    const db = context.trx as unknown as Kysely<Database>
    for (const image of new Map([...images.values()].map((i) => [i.name, i])).values()) await putStoredFile(db, 'media', image.name, await fs.readFile(image.path), new Date(context.now))
    const result = await syncRows(
      'banners',
      items.map(({ key, data }) => ({
        key,
        values: {
          title: data.title,
          subtitle: data.subtitle ?? null,
          image_url: mediaUrl(images.get(key)!.name),
          link_url: data.link_url ?? null,
          sort_order: data.sort_order,
          active: 1,
          starts_at: data.starts_at ? new Date(data.starts_at).toISOString() : null,
          ends_at: data.ends_at ? new Date(data.ends_at).toISOString() : null,
        },
        onInsert: { created_at: context.now },
        onWrite: { updated_at: context.now },
      })),
      context,
    )
    await removeUnusedBannerImages(db)
    return result
  },
  async exportItems(trx) {
    const rows = await trx.selectFrom('banners').selectAll().where('archived_at', 'is', null).orderBy('sort_order').orderBy('slug').execute()
    const out = []
    for (const row of rows) {
      const stored = row.image_url.replace('/media/pack/', '')
      const bytes = STORED.test(stored) ? await readStoredFile(trx, 'media', stored) : undefined
      if (!bytes) throw new Error(`gambar banner ${row.slug} (${row.image_url}) bukan berkas media paket yang tersimpan`)
      const image = `media/banner-${row.slug}.${stored.split('.').pop()}`
      out.push({
        key: row.slug,
        data: {
          title: row.title,
          subtitle: row.subtitle,
          image,
          link_url: row.link_url,
          sort_order: row.sort_order,
          ...(row.starts_at ? { starts_at: row.starts_at } : {}),
          ...(row.ends_at ? { ends_at: row.ends_at } : {}),
        },
        files: [{ name: image, bytes }],
      })
    }
    return out
  },
}

/** A picture no banner names any more (archived banners keep theirs, to come back as they were) is removed. */
async function removeUnusedBannerImages(db: Kysely<Database>): Promise<void> {
  const used = new Set((await db.selectFrom('banners').select('image_url').execute()).map((r) => r.image_url.replace('/media/pack/', '')))
  const stored = await db.selectFrom('stored_files').select('name').where('kind', '=', 'media').where('name', 'like', '%-banner.%').execute()
  for (const { name } of stored) if (STORED.test(name) && !used.has(name)) await removeStoredFile(db, 'media', name)
}
