import * as z from 'zod/mini'
import { packageDetailSchema, packageMaterialSchema } from '../../../src/contract/learning-package'
import { richTextProblems } from '../rich-text'
import { syncRows } from '../sync-rows'
import type { ContentKind, ItemReference } from '../types'
import { coverProblems } from './covers'
import { packageItems, preparePackages, type PreparedPackages } from './package-lookup'
import { syncMaterials, type WantedMaterial } from './package-materials'

const itemKey = z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'huruf kecil, angka dan tanda hubung'), z.maxLength(120))
const ref = z.string().check(z.minLength(1), z.maxLength(120))
const mediaPath = z.string().check(
  z.maxLength(300),
  z.refine((p) => /^media\/[^\0\\]+$/.test(p) && !p.split('/').includes('..'), 'harus berkas di folder media/ paket (media/…)'),
)

/**
 * One material: `video` (a video of the pack, by key; its length is the video's, decision 050) or
 * `article` (rich text) with its `reading_seconds`. `key` is the material's own, stable within the
 * package: an edited, reordered or grown package keeps each learner's progress in it (decision 056).
 */
const material = z.strictObject({
  key: itemKey,
  title: packageMaterialSchema.shape.title.check(z.minLength(1), z.maxLength(200)),
  video: z.optional(ref),
  article: z.optional(z.string().check(z.minLength(1), z.maxLength(100_000))),
  reading_seconds: z.optional(z.int().check(z.minimum(1), z.maximum(24 * 3600))),
  /** The quiz after this material, by key (a video material otherwise offers its video's quiz). */
  quiz: z.optional(ref),
})

/**
 * A course package (`packages/<key>.yaml`). Category and the optional instructor, unit, topic,
 * profession and field name the catalogue's lists by key or by name (as the seed does); `cover`
 * is an image of the pack (else the generated SVG thumbnail). Fields as the contract answers them,
 * with the database's limits.
 */
const schema = z.strictObject({
  title: packageDetailSchema.shape.title.check(z.minLength(1), z.maxLength(200)),
  description: packageDetailSchema.shape.description.check(z.maxLength(20_000)),
  category: ref,
  instructor: z.optional(ref),
  unit: z.optional(ref),
  topic: z.optional(ref),
  profession: z.optional(ref),
  field: z.optional(ref),
  published_at: z.union([z.iso.datetime({ offset: true }), z.iso.date()]),
  cover: z.optional(mediaPath),
  materials: z.array(material).check(z.minLength(1, 'paket perlu paling sedikit satu materi'), z.maxLength(500)),
})
export type Package = z.infer<typeof schema>

/** The page's sanitizer drops <p> and keeps its text, as the demo packages have always written it: allowed here. */
const packageRichText = (html: string) => richTextProblems(html.replace(/<\/?p>/gi, ''))

export const packageKind: ContentKind<Package> = {
  name: 'package',
  folder: 'packages',
  schema,
  check(pkg) {
    const problems = packageRichText(pkg.description).map((message) => ({ path: 'description', message }))
    const keys = new Set<string>()
    pkg.materials.forEach((m, i) => {
      const at = `materials.${i}`
      if (keys.has(m.key)) problems.push({ path: `${at}.key`, message: `kunci materi '${m.key}' sudah dipakai di paket ini` })
      keys.add(m.key)
      if ((m.video === undefined) === (m.article === undefined)) return problems.push({ path: at, message: 'tulis tepat satu: video (kunci video) atau article (teks bacaan)' })
      if (m.video !== undefined && m.reading_seconds !== undefined) problems.push({ path: `${at}.reading_seconds`, message: 'materi video memakai durasi videonya; hapus reading_seconds' })
      if (m.article !== undefined && m.reading_seconds === undefined) problems.push({ path: `${at}.reading_seconds`, message: 'materi bacaan perlu reading_seconds (waktu baca dalam detik)' })
      for (const message of m.article === undefined ? [] : packageRichText(m.article)) problems.push({ path: `${at}.article`, message })
    })
    return problems
  },
  checkMedia: (pkg, media) => coverProblems(pkg.cover, media),
  references(pkg) {
    const refs: ItemReference[] = []
    pkg.materials.forEach((m, i) => {
      if (m.video !== undefined) refs.push({ path: `materials.${i}.video`, kind: 'video', key: m.video })
      if (m.quiz !== undefined) refs.push({ path: `materials.${i}.quiz`, kind: 'quiz', key: m.quiz })
    })
    return refs
  },
  prepare: (items, context) => preparePackages(items, context),
  async importItems(items, context) {
    const { trx } = context
    const { lists, covers } = context.prepared as PreparedPackages
    const wanted = items.map(({ key, data }) => ({
      key,
      values: {
        title: data.title,
        description: data.description,
        category_id: lists.category(data.category)!,
        instructor_id: data.instructor ? lists.instructor(data.instructor)! : null,
        unit_id: lists.unit(data.unit),
        topic_id: lists.topic(data.topic),
        profession_id: lists.profession(data.profession),
        field_id: lists.field(data.field),
        published_at: new Date(data.published_at).toISOString(),
        thumbnail_url: covers.url(key),
        from_pack: 1,
      },
    }))
    const before = new Map((await trx.selectFrom('course_packages').select(['slug', 'thumbnail_url']).execute()).map((r) => [r.slug, r.thumbnail_url]))
    const result = await syncRows('course_packages', wanted, context, 'from_pack')
    const replaced = wanted.flatMap((w) => (before.has(w.key) && before.get(w.key) !== w.values.thumbnail_url ? [before.get(w.key)!] : []))
    await covers.store(trx, context.now, replaced)
    // Videos and quizzes were written earlier in this transaction: their ids by key.
    const videos = new Map((await trx.selectFrom('videos').select(['id', 'slug', 'duration_s']).execute()).map((r) => [r.slug, r]))
    const quizzes = new Map((await trx.selectFrom('quizzes').select(['id', 'slug']).execute()).map((r) => [r.slug, Number(r.id)]))
    for (const { key, data } of items) {
      const materials: WantedMaterial[] = data.materials.map((m) => {
        const video = m.video === undefined ? undefined : videos.get(m.video)!
        return {
          key: m.key,
          title: m.title,
          kind: video ? 'video' : 'article',
          video_id: video ? Number(video.id) : null,
          duration_s: video ? Number(video.duration_s) : m.reading_seconds!,
          body: video ? null : m.article!,
          quiz_id: m.quiz === undefined ? null : quizzes.get(m.quiz)!,
        }
      })
      const changed = await syncMaterials(trx, result.ids.get(key)!, materials, context.now)
      if (changed && !result.added.includes(key) && !result.changed.includes(key)) {
        result.changed.push(key)
        result.unchanged -= 1
      }
    }
    return result
  },
  exportItems: (trx) => packageItems(trx, { onlyFromPack: true }),
}
