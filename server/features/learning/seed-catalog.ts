import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import { channels, catalogs, comments, type SeedCollection } from './seed-catalog-content'
import { thumbnailFor } from './seed-content'

async function idsBySlug(trx: Transaction<Database>, table: 'videos' | 'course_packages') {
  const rows = await trx.selectFrom(table).select(['id', 'slug']).execute()
  return new Map(rows.map((r) => [r.slug, r.id]))
}

/**
 * Channels and catalogues (upserted by slug, items rewritten in the listed order, unknown contents
 * skipped) and demo comments (each added once: same video, author and text).
 */
export async function seedCollections(trx: Transaction<Database>): Promise<void> {
  const videos = await idsBySlug(trx, 'videos')
  const packages = await idsBySlug(trx, 'course_packages')

  const upsert = async (table: 'channels' | 'catalogs', list: readonly SeedCollection[]) => {
    for (const [order, c] of list.entries()) {
      await trx
        .insertInto(table)
        .values({ slug: c.slug, name: c.name, description: c.description, thumbnail_url: thumbnailFor(c.slug), is_special: c.isSpecial ? 1 : 0, sort_order: order + 1 })
        .onConflict((oc) =>
          oc.column('slug').doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            description: eb.ref('excluded.description'),
            thumbnail_url: eb.ref('excluded.thumbnail_url'),
            is_special: eb.ref('excluded.is_special'),
            sort_order: eb.ref('excluded.sort_order'),
          })),
        )
        .execute()
      const { id } = await trx.selectFrom(table).select('id').where('slug', '=', c.slug).executeTakeFirstOrThrow()
      const items = c.items.flatMap((item) => {
        const videoId = item.video === undefined ? null : (videos.get(item.video) ?? undefined)
        const packageId = item.package === undefined ? null : (packages.get(item.package) ?? undefined)
        return videoId === undefined || packageId === undefined ? [] : [{ video_id: videoId, package_id: packageId }]
      })
      const rows = items.map((item, position) => ({ ...item, position: position + 1 }))
      if (table === 'channels') {
        await trx.deleteFrom('channel_items').where('channel_id', '=', id).execute()
        if (rows.length > 0) await trx.insertInto('channel_items').values(rows.map((r) => ({ ...r, channel_id: id }))).execute()
      } else {
        await trx.deleteFrom('catalog_items').where('catalog_id', '=', id).execute()
        if (rows.length > 0) await trx.insertInto('catalog_items').values(rows.map((r) => ({ ...r, catalog_id: id }))).execute()
      }
    }
  }
  await upsert('channels', channels)
  await upsert('catalogs', catalogs)

  const employees = new Map((await trx.selectFrom('employees').select(['id', 'username']).execute()).map((r) => [r.username, r.id]))
  const published = new Map((await trx.selectFrom('videos').select(['slug', 'published_at']).execute()).map((r) => [r.slug, r.published_at]))
  const existing = new Set(
    (await trx.selectFrom('video_comments').select(['video_id', 'employee_id', 'body']).execute()).map((r) => `${r.video_id}|${r.employee_id}|${r.body}`),
  )
  const rows = comments.flatMap((c) => {
    const videoId = videos.get(c.video)
    const employeeId = employees.get(c.by)
    const at = published.get(c.video)
    if (videoId === undefined || employeeId === undefined || at === undefined) return []
    if (existing.has(`${videoId}|${employeeId}|${c.text}`)) return []
    const when = new Date(Date.parse(at) + c.afterDays * 86_400_000 + 5 * 3_600_000).toISOString()
    return [{ video_id: videoId, employee_id: employeeId, body: c.text, created_at: when, updated_at: when }]
  })
  if (rows.length > 0) await trx.insertInto('video_comments').values(rows).execute()
}
