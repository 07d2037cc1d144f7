import * as z from 'zod/mini'
import { readStoredFile } from '../../db/repositories/file-store'
import { slugify } from '../../db/seed/slug'
import { sniffFile } from '../../http/file-kinds'
import { richTextProblems } from '../rich-text'
import { syncRows } from '../sync-rows'
import { PackRefusedError, type ContentKind, type PackIssue } from '../types'
import { mediaPath } from './media-path'
import { mediaUrl, prepareVideoMedia, storeVideoMedia, type PreparedMedia } from './video-media'


/**
 * A learning video (`videos/<key>.yaml`). Its media are files of the pack: one `source` the import
 * turns into the two renditions and a poster (ffmpeg), or ready `renditions` (standard, low) it
 * only probes; `poster` optional either way. The length is read from the media, never written.
 */
const schema = z.strictObject({
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  description: z.string().check(z.maxLength(20_000)),
  /** A learning category by key (`kepemimpinan`) or by name (`Kepemimpinan`), as the seed names them. */
  category: z.string().check(z.minLength(1), z.maxLength(120)),
  /** An instructor by key (the seed's slug), optional. */
  instructor: z.optional(z.string().check(z.minLength(1), z.maxLength(120))),
  /** The catalogue's filters (master lists, by key or name like category), each optional. */
  unit: z.optional(z.string().check(z.minLength(1), z.maxLength(120))),
  topic: z.optional(z.string().check(z.minLength(1), z.maxLength(120))),
  profession: z.optional(z.string().check(z.minLength(1), z.maxLength(120))),
  field: z.optional(z.string().check(z.minLength(1), z.maxLength(120))),
  published_at: z.union([z.iso.datetime({ offset: true }), z.iso.date()]),
  source: z.optional(mediaPath),
  renditions: z.optional(z.strictObject({ standard: mediaPath, low: mediaPath })),
  poster: z.optional(mediaPath),
})
type Video = z.infer<typeof schema>

/** The master lists a video may name, by field: its table and how a message calls it. */
const FILTERS = [
  { field: 'unit', table: 'learning_units', what: 'unit' },
  { field: 'topic', table: 'topics', what: 'topik' },
  { field: 'profession', table: 'professions', what: 'profesi' },
  { field: 'field', table: 'fields', what: 'bidang' },
] as const
type FilterField = (typeof FILTERS)[number]['field']

const VIDEO_KINDS = ['webm', 'mp4'] as const
const POSTER_KINDS = ['jpg', 'png', 'webp'] as const
const POSTER_MAX_BYTES = 5 * 1024 * 1024

export const videoKind: ContentKind<Video> = {
  name: 'video',
  folder: 'videos',
  schema,
  check(video) {
    const problems = richTextProblems(video.description, { paragraphs: true }).map((message) => ({ path: 'description', message }))
    if (!video.source === !video.renditions) problems.push({ path: 'source', message: 'tulis tepat satu: source (satu berkas sumber) atau renditions (standard dan low siap pakai)' })
    return problems
  },
  checkMedia(video, media) {
    const problems: { path: string; message: string }[] = []
    const want = (path: string, name: string | undefined, kinds: readonly ('webm' | 'mp4' | 'jpg' | 'png' | 'webp')[], what: string) => {
      if (!name) return
      if (!media.get(name)) return problems.push({ path, message: `berkas ${name} tidak ada dalam paket` })
      if (!sniffFile(media.head(name), kinds)) problems.push({ path, message: `${name} bukan ${what} (isinya tidak dikenali sebagai ${kinds.join(', ')})` })
      else if (what === 'gambar' && media.get(name)!.size > POSTER_MAX_BYTES) problems.push({ path, message: `${name} lebih dari ${POSTER_MAX_BYTES} bita` })
    }
    want('source', video.source, VIDEO_KINDS, 'video')
    want('renditions.standard', video.renditions?.standard, VIDEO_KINDS, 'video')
    want('renditions.low', video.renditions?.low, VIDEO_KINDS, 'video')
    want('poster', video.poster, POSTER_KINDS, 'gambar')
    return problems
  },
  async prepare(items, context) {
    // The catalogue's own lists: a category or instructor the database lacks refuses the pack.
    const categories = new Map((await context.db.selectFrom('learning_categories').select(['id', 'slug']).execute()).map((r) => [r.slug, r.id]))
    const instructors = new Map((await context.db.selectFrom('instructors').select(['id', 'slug']).execute()).map((r) => [r.slug, r.id]))
    const filters = new Map<FilterField, Map<string, number>>()
    for (const { field, table } of FILTERS) filters.set(field, new Map((await context.db.selectFrom(table).select(['id', 'slug']).execute()).map((r) => [r.slug, r.id])))
    const issues: PackIssue[] = []
    for (const { file, data } of items) {
      if (!categories.has(slugify(data.category))) issues.push({ file, path: 'category', message: `kategori '${data.category}' tidak ada (${categories.size > 0 ? `kategori: ${[...categories.keys()].join(', ')}` : 'belum ada kategori'})` })
      if (data.instructor && !instructors.has(data.instructor)) issues.push({ file, path: 'instructor', message: `instruktur '${data.instructor}' tidak ada` })
      for (const { field, what } of FILTERS) {
        const name = data[field]
        if (name && !filters.get(field)!.has(slugify(name))) issues.push({ file, path: field, message: `${what} '${name}' tidak ada` })
      }
    }
    if (issues.length > 0) throw new PackRefusedError(issues)
    const media = await prepareVideoMedia(items, context)
    return { media, categories, instructors, filters, release: media.release }
  },
  async importItems(items, context) {
    const { media, categories, instructors, filters } = context.prepared as { media: PreparedMedia; categories: Map<string, number>; instructors: Map<string, number>; filters: Map<FilterField, Map<string, number>> }
    const filterId = (data: Video, field: FilterField) => (data[field] ? filters.get(field)!.get(slugify(data[field]))! : null)
    const { trx, now } = context
    const previous = new Map((await trx.selectFrom('videos').select(['slug', 'media_digest', 'duration_s', 'video_url', 'thumbnail_url']).execute()).map((r) => [r.slug, r]))
    const wanted = items.map(({ key, data }) => {
      const fresh = media.fresh.get(key)
      const before = previous.get(key)
      const standard = fresh?.renditions.find((r) => r.quality === 'standard')
      return {
        key,
        values: {
          title: data.title,
          description: data.description,
          category_id: categories.get(slugify(data.category))!,
          instructor_id: data.instructor ? instructors.get(data.instructor)! : null,
          unit_id: filterId(data, 'unit'),
          topic_id: filterId(data, 'topic'),
          profession_id: filterId(data, 'profession'),
          field_id: filterId(data, 'field'),
          published_at: new Date(data.published_at).toISOString(),
          media_digest: media.digests.get(key)!,
          duration_s: fresh ? fresh.durationS : before!.duration_s,
          video_url: standard ? mediaUrl(standard.name) : before!.video_url,
          thumbnail_url: fresh ? (fresh.poster ? mediaUrl(fresh.poster.name) : `/thumbnails/${key}.svg`) : before!.thumbnail_url,
        },
      }
    })
    const result = await syncRows('videos', wanted, context, 'media_digest')
    // Videos sharing files (the demo's 50 videos play 4 clips) share stored names: each is written once.
    const written = new Set<string>()
    for (const [key, fresh] of media.fresh) {
      await storeVideoMedia(trx, result.ids.get(key)!, fresh, previous.get(key)?.media_digest ?? null, now, written)
      // A material playing the video takes its length (decision 050), also when no package is in this pack.
      await trx.updateTable('course_materials').set({ duration_s: fresh.durationS }).where('video_id', '=', result.ids.get(key)!).where('kind', '=', 'video').execute()
    }
    return result
  },
  async exportItems(trx) {
    const rows = await trx
      .selectFrom('videos as v')
      .innerJoin('learning_categories as c', 'c.id', 'v.category_id')
      .leftJoin('instructors as i', 'i.id', 'v.instructor_id')
      .leftJoin('learning_units as u', 'u.id', 'v.unit_id')
      .leftJoin('topics as t', 't.id', 'v.topic_id')
      .leftJoin('professions as p', 'p.id', 'v.profession_id')
      .leftJoin('fields as f', 'f.id', 'v.field_id')
      .select(['v.id', 'v.slug', 'v.title', 'v.description', 'v.published_at', 'v.thumbnail_url', 'c.slug as category', 'i.slug as instructor'])
      .select(['u.slug as unit', 't.slug as topic', 'p.slug as profession', 'f.slug as field'])
      .where('v.media_digest', 'is not', null)
      .where('v.archived_at', 'is', null)
      .orderBy('v.slug')
      .execute()
    const out = []
    // A stored file several videos play is written once, named after the first of them.
    const written = new Map<string, string>()
    for (const row of rows) {
      const renditions = await trx.selectFrom('video_renditions').select(['quality', 'url']).where('video_id', '=', row.id).execute()
      const files: { name: string; bytes: Buffer }[] = []
      const fileOf = async (url: string, role: string) => {
        const done = written.get(url)
        if (done) return done
        const bytes = await readStoredFile(trx, 'media', url.replace('/media/pack/', ''))
        if (!bytes) throw new Error(`berkas ${url} video ${row.slug} tidak ada di penyimpanan`)
        const name = `media/${row.slug}-${role}.${url.split('.').pop()}`
        files.push({ name, bytes })
        written.set(url, name)
        return name
      }
      const standard = renditions.find((r) => r.quality === 'standard')
      const low = renditions.find((r) => r.quality === 'low')
      if (!standard || !low) throw new Error(`video ${row.slug} tidak punya renditions standard dan low`)
      const data: Video = {
        title: row.title,
        description: row.description,
        category: row.category,
        ...(row.instructor ? { instructor: row.instructor } : {}),
        ...(row.unit ? { unit: row.unit } : {}),
        ...(row.topic ? { topic: row.topic } : {}),
        ...(row.profession ? { profession: row.profession } : {}),
        ...(row.field ? { field: row.field } : {}),
        published_at: row.published_at,
        renditions: { standard: await fileOf(standard.url, 'standard'), low: await fileOf(low.url, 'low') },
        ...(row.thumbnail_url.startsWith('/media/pack/') ? { poster: await fileOf(row.thumbnail_url, 'poster') } : {}),
      }
      out.push({ key: row.slug, data, files })
    }
    return out
  },
}

