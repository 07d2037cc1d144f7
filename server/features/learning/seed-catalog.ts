import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import type { NamedTableName } from '../../db/schema/master'
import { channels, catalogs, comments, type SeedCollection } from './seed-catalog-content'
import { thumbnailFor } from './seed-content'
import { digitalAndMarketing, leadershipAndCommunication, type SeedCatalogVideo } from './seed-video-content'
import { operationsAndPeople } from './seed-video-content-more'
import { slugify } from '../../db/seed/slug'
import { demoClipSeconds, demoClipUrls, seedVideoRenditions } from './seed-media'

export const catalogVideos: readonly SeedCatalogVideo[] = [...leadershipAndCommunication, ...digitalAndMarketing, ...operationsAndPeople]

/** The catalogue refs of the six videos of learning-content.ts (kept there, slugs unchanged). */
const firstVideoRefs: Record<string, Pick<SeedCatalogVideo, 'instructor' | 'unit' | 'topic' | 'profession' | 'field' | 'views'>> = {
  'dasar-kepemimpinan-situasional': { instructor: 'rina-kartikasari', unit: 'Direktorat Sumber Daya Manusia', topic: 'Coaching dan Mentoring', profession: 'Manajer Proyek', field: 'Sumber Daya Manusia', views: 3840 },
  'memberi-umpan-balik-yang-membangun': { instructor: 'maya-lestari', unit: 'Direktorat Sumber Daya Manusia', topic: 'Coaching dan Mentoring', profession: 'HR Business Partner', field: 'Sumber Daya Manusia', views: 3102 },
  'membaca-laporan-keuangan-untuk-non-keuangan': { instructor: 'dewi-anggraini', unit: 'Direktorat Keuangan dan Akuntansi', topic: 'Perencanaan Anggaran', profession: 'Akuntan', field: 'Keuangan dan Akuntansi', views: 2466 },
  'keamanan-siber-di-tempat-kerja': { instructor: 'andi-pratama', unit: 'Direktorat Teknologi Informasi', topic: 'Keamanan Siber', profession: 'Insinyur Perangkat Lunak', field: 'Teknologi dan Digital', views: 4480 },
  'menyusun-rencana-proyek-sederhana': { instructor: 'yoga-saputra', unit: 'Direktorat Operasional', topic: 'Manajemen Waktu', profession: 'Manajer Proyek', field: 'Operasional', views: 1930 },
  'budaya-k3-dimulai-dari-diri-sendiri': { instructor: 'hendra-wijaya', unit: 'Divisi HSE', topic: 'Manajemen Risiko', profession: 'Petugas K3', field: 'Energi dan Pertambangan', views: 3655 },
}

/** Playable demo clips (public/media), reused round-robin by every video; each has renditions (seed-media.ts). */
const CLIPS = demoClipUrls

/** Rich text with the spec's allowed tags (plus <p>, which the client's sanitizer drops, keeping its text). */
export function describe(video: SeedCatalogVideo, index: number): string {
  const list = index % 3 === 1 ? 'ol' : 'ul'
  const items = video.points.map((point) => `<li>${point}</li>`).join('')
  const extra =
    index % 4 === 0
      ? '<br><span>Dilengkapi lembar kerja yang bisa diunduh dari <a href="https://produk.tumbuh.example/materi" target="_blank" rel="noopener noreferrer">pusat materi</a>.</span>'
      : ''
  return `<p>${video.intro}</p><h2>Yang akan Anda pelajari</h2><${list}>${items}</${list}><p><strong>Tips:</strong> <em>${video.tip}</em>${extra}</p><p><u>Tonton sampai selesai, lalu kerjakan kuisnya bila ada.</u></p>`
}

async function idsBySlug(trx: Transaction<Database>, table: NamedTableName | 'instructors' | 'videos' | 'course_packages') {
  const rows = await trx.selectFrom(table).select(['id', 'slug']).execute()
  return new Map(rows.map((r) => [r.slug, r.id]))
}

function resolver(ids: Map<string, number>, what: string, bySlug = false) {
  return (key: string) => {
    const id = ids.get(bySlug ? key : slugify(key))
    if (id === undefined) throw new Error(`Seed: unknown ${what} "${key}"`)
    return id
  }
}

/**
 * Upserts the catalogue's videos by slug and gives every video its catalogue refs, view count and
 * a playable clip. Runs before packages so their materials can name these videos.
 */
export async function seedCatalogVideos(trx: Transaction<Database>): Promise<void> {
  const category = resolver(await idsBySlug(trx, 'learning_categories'), 'learning category')
  const instructor = resolver(await idsBySlug(trx, 'instructors'), 'instructor', true)
  const unit = resolver(await idsBySlug(trx, 'learning_units'), 'learning unit')
  const topic = resolver(await idsBySlug(trx, 'topics'), 'topic')
  const profession = resolver(await idsBySlug(trx, 'professions'), 'profession')
  const field = resolver(await idsBySlug(trx, 'fields'), 'field')
  const refs = (v: Pick<SeedCatalogVideo, 'instructor' | 'unit' | 'topic' | 'profession' | 'field' | 'views'>) => ({
    instructor_id: instructor(v.instructor),
    unit_id: unit(v.unit),
    topic_id: topic(v.topic),
    profession_id: profession(v.profession),
    field_id: field(v.field),
    views: v.views,
  })

  await trx
    .insertInto('videos')
    .values(
      catalogVideos.map((v, index) => {
        const slug = slugify(v.title)
        return {
          slug,
          title: v.title,
          description: describe(v, index),
          duration_s: demoClipSeconds.get(CLIPS[index % CLIPS.length]!)!,
          category_id: category(v.category),
          thumbnail_url: thumbnailFor(slug),
          video_url: CLIPS[index % CLIPS.length]!,
          published_at: v.publishedAt,
          ...refs(v),
        }
      }),
    )
    .onConflict((oc) =>
      oc.column('slug').doUpdateSet((eb) => ({
        title: eb.ref('excluded.title'),
        description: eb.ref('excluded.description'),
        duration_s: eb.ref('excluded.duration_s'),
        category_id: eb.ref('excluded.category_id'),
        thumbnail_url: eb.ref('excluded.thumbnail_url'),
        video_url: eb.ref('excluded.video_url'),
        published_at: eb.ref('excluded.published_at'),
        instructor_id: eb.ref('excluded.instructor_id'),
        unit_id: eb.ref('excluded.unit_id'),
        topic_id: eb.ref('excluded.topic_id'),
        profession_id: eb.ref('excluded.profession_id'),
        field_id: eb.ref('excluded.field_id'),
        views: eb.ref('excluded.views'),
      })),
    )
    .execute()

  let index = catalogVideos.length
  for (const [slug, first] of Object.entries(firstVideoRefs)) {
    await trx
      .updateTable('videos')
      .set({ ...refs(first), video_url: CLIPS[index++ % CLIPS.length]! })
      .where('slug', '=', slug)
      .execute()
  }
  await seedVideoRenditions(trx)
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
