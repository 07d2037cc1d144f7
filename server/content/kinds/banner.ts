import * as z from 'zod/mini'
import { bannerSchema, isAppPath, isHttpsUrl } from '../../../src/contract/home'
import { syncRows } from '../sync-rows'
import type { ContentKind } from '../types'

const when = z.optional(z.nullable(z.iso.datetime({ offset: true })))

/**
 * A home-page banner (`banners/<key>.yaml`). Fields as the contract answers them, with the
 * database's limits; `starts_at` / `ends_at` (ISO times, optional) show it only between them.
 */
const schema = z.strictObject({
  ...z.pick(bannerSchema, { sort_order: true }).shape,
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  subtitle: z.optional(z.nullable(z.string().check(z.maxLength(400)))),
  image_url: z.string().check(
    z.maxLength(500),
    z.refine((url) => isAppPath(url) || isHttpsUrl(url), 'harus jalur aplikasi (/banners/…) atau URL https'),
  ),
  link_url: z.optional(bannerSchema.shape.link_url),
  starts_at: when,
  ends_at: when,
})
type Banner = z.infer<typeof schema>

export const bannerKind: ContentKind<Banner> = {
  name: 'banner',
  folder: 'banners',
  schema,
  check: (banner) =>
    banner.starts_at && banner.ends_at && new Date(banner.ends_at) <= new Date(banner.starts_at)
      ? [{ path: 'ends_at', message: 'harus sesudah starts_at' }]
      : [],
  async importItems(items, context) {
    return syncRows(
      'banners',
      items.map(({ key, data }) => ({
        key,
        values: {
          title: data.title,
          subtitle: data.subtitle ?? null,
          image_url: data.image_url,
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
  },
  async exportItems(trx) {
    const rows = await trx.selectFrom('banners').selectAll().where('archived_at', 'is', null).orderBy('sort_order').orderBy('slug').execute()
    return rows.map((row) => ({
      key: row.slug,
      data: {
        title: row.title,
        subtitle: row.subtitle,
        image_url: row.image_url,
        link_url: row.link_url,
        sort_order: row.sort_order,
        ...(row.starts_at ? { starts_at: row.starts_at } : {}),
        ...(row.ends_at ? { ends_at: row.ends_at } : {}),
      },
    }))
  },
}
