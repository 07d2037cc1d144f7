import type { Transaction } from 'kysely'
import * as z from 'zod/mini'
import { channelSchema as channelAnswer } from '../../../src/contract/learning-home'
import type { Database } from '../../db/schema'
import { syncRows } from '../sync-rows'
import type { ContentKind, ItemReference } from '../types'
import { coverProblems, exportCover, prepareCovers, type Covers } from './covers'

const ref = z.string().check(z.minLength(1), z.maxLength(120))
const mediaPath = z.string().check(
  z.maxLength(300),
  z.refine((p) => /^media\/[^\0\\]+$/.test(p) && !p.split('/').includes('..'), 'harus berkas di folder media/ paket (media/…)'),
)

/** One entry of the list: a video or a course package of the pack, by key. */
const entry = z.strictObject({ video: z.optional(ref), package: z.optional(ref) })

/** Fields as the contract answers a channel (a catalogue's are the same), with the database's limits. */
const fields = {
  name: channelAnswer.shape.name.check(z.minLength(1), z.maxLength(200)),
  description: z._default(channelAnswer.shape.description.check(z.maxLength(2000)), ''),
  /** Place in the lists, smallest first (the seed's editor order). */
  order: z.int().check(z.minimum(0), z.maximum(1_000_000)),
  cover: z.optional(mediaPath),
  items: z.array(entry).check(z.maxLength(1000)),
}
const channelSchema = z.strictObject({ ...fields, special: z._default(z.boolean(), false) })
const catalogueSchema = z.strictObject(fields)
/** A catalogue has no `special`; a channel's defaults to false. */
type Collection = z.infer<typeof catalogueSchema> & { special?: boolean }

type Table = 'channels' | 'catalogs'
const itemTable = { channels: 'channel_items', catalogs: 'catalog_items' } as const
const ownerColumn = { channels: 'channel_id', catalogs: 'catalog_id' } as const

/**
 * A channel (`channels/<key>.yaml`) or a catalogue (`catalogues/<key>.yaml`): a curated, ordered
 * list of the pack's videos and course packages; a channel may be `special` (shown first and on
 * the learning home). Its entries hold no learner's history: an edited list is rewritten.
 */
function collectionKind(name: 'channel' | 'catalogue', folder: string, table: Table, schema: z.ZodMiniType<Collection>): ContentKind<Collection> {
  return {
    name,
    folder,
    schema,
    check(collection) {
      const problems: { path: string; message: string }[] = []
      const seen = new Set<string>()
      collection.items.forEach((item, i) => {
        if ((item.video === undefined) === (item.package === undefined)) return problems.push({ path: `items.${i}`, message: 'tulis tepat satu: video atau package' })
        const id = item.video !== undefined ? `video '${item.video}'` : `package '${item.package}'`
        if (seen.has(id)) problems.push({ path: `items.${i}`, message: `${id} sudah ada di daftar ini` })
        seen.add(id)
      })
      return problems
    },
    checkMedia: (collection, media) => coverProblems(collection.cover, media),
    references: (collection) =>
      collection.items.flatMap((item, i): ItemReference[] => [
        ...(item.video !== undefined ? [{ path: `items.${i}.video`, kind: 'video', key: item.video }] : []),
        ...(item.package !== undefined ? [{ path: `items.${i}.package`, kind: 'package', key: item.package }] : []),
      ]),
    prepare: (items, context) => prepareCovers(items, context.media, name),
    async importItems(items, context) {
      const { trx } = context
      const covers = context.prepared as Covers
      const wanted = items.map(({ key, data }) => ({
        key,
        values: { name: data.name, description: data.description, thumbnail_url: covers.url(key), is_special: data.special ? 1 : 0, sort_order: data.order, from_pack: 1 },
      }))
      const db = trx as unknown as Transaction<any>
      const before = new Map<string, string>((await db.selectFrom(table).select(['slug', 'thumbnail_url']).execute()).map((r: { slug: string; thumbnail_url: string }) => [r.slug, r.thumbnail_url]))
      const result = await syncRows(table, wanted, context, 'from_pack')
      const replaced = wanted.flatMap((w) => (before.has(w.key) && before.get(w.key) !== w.values.thumbnail_url ? [before.get(w.key)!] : []))
      await covers.store(trx, context.now, replaced)
      const videos = new Map((await trx.selectFrom('videos').select(['id', 'slug']).execute()).map((r) => [r.slug, Number(r.id)]))
      const packages = new Map((await trx.selectFrom('course_packages').select(['id', 'slug']).execute()).map((r) => [r.slug, Number(r.id)]))
      for (const { key, data } of items) {
        const entries = data.items.map((item) => ({ video_id: item.video === undefined ? null : videos.get(item.video)!, package_id: item.package === undefined ? null : packages.get(item.package)! }))
        if (await syncEntries(trx, table, result.ids.get(key)!, entries) && !result.added.includes(key) && !result.changed.includes(key)) {
          result.changed.push(key)
          result.unchanged -= 1
        }
      }
      return result
    },
    exportItems: (trx) => collectionItems(trx, table, { onlyFromPack: true }),
  }
}

type Entry = { video_id: number | null; package_id: number | null }

/** Rewrites the list's entries when they differ from the stored ones (same entries: nothing written, same ids). */
async function syncEntries(trx: Transaction<Database>, table: Table, ownerId: number, entries: Entry[]): Promise<boolean> {
  const items = itemTable[table]
  const owner = ownerColumn[table]
  // The table is one of two of the same shape; Kysely's types cannot follow a name chosen at run time.
  const db = trx as unknown as Transaction<any>
  const stored = await db.selectFrom(items).select(['video_id', 'package_id']).where(owner, '=', ownerId).orderBy('position').execute()
  const norm = (list: Entry[]) => JSON.stringify(list.map((e) => [e.video_id === null ? null : Number(e.video_id), e.package_id === null ? null : Number(e.package_id)]))
  if (norm(stored) === norm(entries)) return false
  await db.deleteFrom(items).where(owner, '=', ownerId).execute()
  if (entries.length > 0) await db.insertInto(items).values(entries.map((e, i) => ({ ...e, position: i + 1, [owner]: ownerId }))).execute()
  return true
}

/**
 * The channels or catalogues as a pack writes them, in list order: by default only those a pack
 * brought; `onlyFromPack: false` reads every unarchived one (the demo-data check). Entries whose
 * video or package is archived are left out: the export carries no archived item to name.
 */
export async function collectionItems(trx: Transaction<Database>, table: Table, { onlyFromPack }: { onlyFromPack: boolean }) {
  const db = trx as unknown as Transaction<any>
  let query = db.selectFrom(table).select(['id', 'slug', 'name', 'description', 'thumbnail_url', 'is_special', 'sort_order']).where('archived_at', 'is', null).orderBy('sort_order').orderBy('slug')
  if (onlyFromPack) query = query.where('from_pack', '=', 1)
  const out: { key: string; data: Collection; files?: { name: string; bytes: Buffer }[] }[] = []
  for (const row of await query.execute()) {
    const entries = await db
      .selectFrom(`${itemTable[table]} as ci`)
      .leftJoin('videos as v', 'v.id', 'ci.video_id')
      .leftJoin('course_packages as p', 'p.id', 'ci.package_id')
      .select(['v.slug as video', 'p.slug as package'])
      .where(`ci.${ownerColumn[table]}`, '=', row.id)
      .where((eb: any) => eb.and([eb('v.archived_at', 'is', null), eb('p.archived_at', 'is', null)]))
      .orderBy('ci.position')
      .execute()
    const { cover, files } = await exportCover(trx, row.slug, row.thumbnail_url)
    const data: Collection = {
      name: row.name,
      description: row.description,
      order: Number(row.sort_order),
      ...(table === 'channels' ? { special: Number(row.is_special) === 1 } : {}),
      ...(cover ? { cover } : {}),
      items: entries.map((e: { video: string | null; package: string | null }) => (e.video !== null ? { video: e.video } : { package: e.package! })),
    }
    out.push({ key: row.slug, data, files })
  }
  return out
}

export const channelKind = collectionKind('channel', 'channels', 'channels', channelSchema as z.ZodMiniType<Collection>)
export const catalogueKind = collectionKind('catalogue', 'catalogues', 'catalogs', catalogueSchema as unknown as z.ZodMiniType<Collection>)
