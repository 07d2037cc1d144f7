import * as z from 'zod/mini'
import { inclassCardSchema } from '../../../src/contract/learning-inclass'
import { slugify } from '../../db/seed/slug'
import { richTextProblems } from '../rich-text'
import { syncRows, type WantedRow } from '../sync-rows'
import { PackRefusedError, type ContentKind, type PackIssue } from '../types'
import { checkCover, exportCover, prepareCovers, storeCovers, type PreparedCovers } from './inclass-cover'
import { packTime, toWib } from './inclass-time'

const name = (max: number) => z.string().check(z.minLength(1), z.maxLength(max))

/**
 * An in-class event (`inclass-events/<key>.yaml`): one meeting, in a room or online, with a start
 * and an end written with their offset (`2027-01-12T09:00+07:00`, WIB), and a capacity. The
 * fields are the contract's card (inclassCardSchema) as an author names them, with the database's
 * limits; category, instructor and topic name the catalogue's own lists by key (or by name).
 */
const schema = z.strictObject({
  title: name(240),
  /** Rich text of the spec's allow-list, and <p> for paragraphs (decision 058). */
  description: z.string().check(z.maxLength(20_000)),
  category: name(120),
  instructor: z.optional(name(120)),
  topic: z.optional(name(120)),
  starts_at: packTime,
  ends_at: packTime,
  /** The room and building, or (online) the meeting's platform as learners should read it. */
  place: name(240),
  city: z.optional(z.nullable(name(120))),
  online: z._default(inclassCardSchema.shape.is_online, false),
  capacity: z.int().check(z.minimum(1), z.maximum(100_000)),
  /** A picture in the pack's media/ (jpg, png, webp); without it the app draws one from the title. */
  cover: z.optional(z.string().check(z.maxLength(300))),
  /** When it was announced (the catalogue's "newest"); optional, the first import's time otherwise. */
  published_at: z.optional(packTime),
})
export type InclassEvent = z.infer<typeof schema>

interface Prepared {
  categories: Map<string, number>
  instructors: Map<string, number>
  topics: Map<string, number>
  covers: PreparedCovers
}

export const inclassEventKind: ContentKind<InclassEvent> = {
  name: 'inclass-event',
  folder: 'inclass-events',
  schema,
  check(event) {
    const problems = richTextProblems(event.description, { paragraphs: true }).map((message) => ({ path: 'description', message }))
    if (Date.parse(event.ends_at) <= Date.parse(event.starts_at)) problems.push({ path: 'ends_at', message: `harus sesudah starts_at (${event.starts_at})` })
    if (event.online && event.city) problems.push({ path: 'city', message: 'acara daring (online: true) tidak punya kota: hapus city' })
    return problems
  },
  checkMedia: (event, media) => checkCover(event.cover, media),
  async prepare(items, context) {
    const bySlug = async (table: 'learning_categories' | 'instructors' | 'topics') =>
      new Map((await context.db.selectFrom(table).select(['id', 'slug']).execute()).map((r) => [r.slug, Number(r.id)]))
    const [categories, instructors, topics] = [await bySlug('learning_categories'), await bySlug('instructors'), await bySlug('topics')]
    const issues: PackIssue[] = []
    const known = (what: string, list: Map<string, number>) => (list.size > 0 ? `${what}: ${[...list.keys()].join(', ')}` : `belum ada ${what}`)
    for (const { file, data } of items) {
      if (!categories.has(slugify(data.category))) issues.push({ file, path: 'category', message: `kategori '${data.category}' tidak ada (${known('kategori', categories)})` })
      if (data.instructor && !instructors.has(slugify(data.instructor))) issues.push({ file, path: 'instructor', message: `instruktur '${data.instructor}' tidak ada (${known('instruktur', instructors)})` })
      if (data.topic && !topics.has(slugify(data.topic))) issues.push({ file, path: 'topic', message: `topik '${data.topic}' tidak ada (${known('topik', topics)})` })
    }
    if (issues.length > 0) throw new PackRefusedError(issues)
    return { categories, instructors, topics, covers: await prepareCovers(items, context.media) } satisfies Prepared
  },
  async importItems(items, context) {
    const { categories, instructors, topics, covers } = context.prepared as Prepared
    const { trx, now } = context
    const wanted = items.map(({ key, data }): WantedRow => ({
      key,
      values: {
        title: data.title,
        description: data.description,
        category_id: categories.get(slugify(data.category))!,
        instructor_id: data.instructor ? instructors.get(slugify(data.instructor))! : null,
        topic_id: data.topic ? topics.get(slugify(data.topic))! : null,
        starts_at: new Date(data.starts_at).toISOString(),
        ends_at: new Date(data.ends_at).toISOString(),
        place: data.place,
        city: data.city ?? null,
        is_online: data.online ? 1 : 0,
        seats_total: data.capacity,
        thumbnail_url: covers.urls.get(key) ?? `/thumbnails/${key}.svg`,
        from_pack: 1,
        // Without published_at the first import announces it; a later import keeps that day.
        ...(data.published_at ? { published_at: new Date(data.published_at).toISOString() } : {}),
      },
      ...(data.published_at ? {} : { onInsert: { published_at: now } }),
    }))
    const result = await syncRows('inclass_events', wanted, context, 'from_pack')
    await refuseOverbooked(trx, items)
    await storeCovers(trx, covers, now)
    return result
  },
  async exportItems(trx) {
    // Seeded events too: the export is the content in use, so the demo's events become a pack.
    const rows = await trx
      .selectFrom('inclass_events as ev')
      .innerJoin('learning_categories as c', 'c.id', 'ev.category_id')
      .leftJoin('instructors as i', 'i.id', 'ev.instructor_id')
      .leftJoin('topics as t', 't.id', 'ev.topic_id')
      .select(['ev.slug', 'ev.title', 'ev.description', 'ev.starts_at', 'ev.ends_at', 'ev.place', 'ev.city', 'ev.is_online', 'ev.seats_total', 'ev.thumbnail_url', 'ev.published_at'])
      .select(['c.slug as category', 'i.slug as instructor', 't.slug as topic'])
      .where('ev.archived_at', 'is', null)
      .orderBy('ev.slug')
      .execute()
    const out = []
    for (const row of rows) {
      const cover = await exportCover(trx, row.slug, row.thumbnail_url)
      const data: InclassEvent = {
        title: row.title,
        description: row.description,
        category: row.category,
        ...(row.instructor ? { instructor: row.instructor } : {}),
        ...(row.topic ? { topic: row.topic } : {}),
        starts_at: toWib(row.starts_at),
        ends_at: toWib(row.ends_at),
        place: row.place,
        ...(row.city ? { city: row.city } : {}),
        online: row.is_online === 1,
        capacity: row.seats_total,
        ...(cover ? { cover: cover.name } : {}),
        published_at: toWib(row.published_at),
      }
      out.push({ key: row.slug, data, files: cover ? [cover] : [] })
    }
    return out
  },
}

/**
 * A capacity below the registrations already made is refused (decision 058): nobody is turned
 * away by a file. Checked in the import's transaction, so a registration made while the pack was
 * being prepared counts too; the whole import rolls back.
 */
async function refuseOverbooked(trx: Parameters<ContentKind['importItems']>[1]['trx'], items: readonly { key: string; file: string; data: InclassEvent }[]) {
  if (items.length === 0) return
  const over = await trx
    .selectFrom('inclass_events')
    .select(['slug', 'seats_taken', 'seats_total'])
    .where('slug', 'in', items.map((i) => i.key))
    .whereRef('seats_taken', '>', 'seats_total')
    .execute()
  if (over.length === 0) return
  const fileOf = new Map(items.map((i) => [i.key, i.file]))
  throw new PackRefusedError(
    over.map((row) => ({
      file: fileOf.get(row.slug)!,
      path: 'capacity',
      message: `kapasitas ${row.seats_total} kurang dari ${row.seats_taken} peserta yang sudah mendaftar: tulis paling sedikit ${row.seats_taken} (pendaftaran tidak dibatalkan oleh paket)`,
    })),
  )
}
