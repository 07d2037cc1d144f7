import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import { coursePackages, thumbnailFor, videos } from './seed-content'
import { seedCatalogVideos } from './seed-catalog'
import { instructors } from './seed-instructors'
import { slugify } from '../../db/seed/slug'

/** Upserts instructors by slug; runs before content so content can refer to them. */
export async function seedInstructors(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('instructors')
    .values(instructors.map((i) => ({ slug: i.slug, name: i.name, position: i.position, photo_url: null, bio: i.bio })))
    .onConflict((oc) =>
      oc.column('slug').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        position: eb.ref('excluded.position'),
        bio: eb.ref('excluded.bio'),
      })),
    )
    .execute()
}

/** Upserts videos and packages by slug and materials by (package, position); progress is left alone. */
export async function seedLearningContent(trx: Transaction<Database>): Promise<void> {
  await seedInstructors(trx)
  const categories = new Map((await trx.selectFrom('learning_categories').select(['id', 'slug']).execute()).map((r) => [r.slug, r.id]))
  const categoryId = (name: string) => {
    const id = categories.get(slugify(name))
    if (id === undefined) throw new Error(`Seed: unknown learning category "${name}"`)
    return id
  }

  await trx
    .insertInto('videos')
    .values(
      videos.map((v) => ({
        slug: v.slug,
        title: v.title,
        description: v.description,
        duration_s: v.durationS,
        category_id: categoryId(v.category),
        thumbnail_url: thumbnailFor(v.slug),
        video_url: null,
        published_at: v.publishedAt,
      })),
    )
    .onConflict((oc) =>
      oc.column('slug').doUpdateSet((eb) => ({
        title: eb.ref('excluded.title'),
        description: eb.ref('excluded.description'),
        duration_s: eb.ref('excluded.duration_s'),
        category_id: eb.ref('excluded.category_id'),
        thumbnail_url: eb.ref('excluded.thumbnail_url'),
        published_at: eb.ref('excluded.published_at'),
      })),
    )
    .execute()
  await seedCatalogVideos(trx)
  // Settled by now (seedCatalogVideos gives every clip-playing video its clip's length).
  const seededVideos = new Map((await trx.selectFrom('videos').select(['id', 'slug', 'duration_s']).execute()).map((r) => [r.slug, r]))

  await trx
    .insertInto('course_packages')
    .values(
      coursePackages.map((p) => ({
        slug: p.slug,
        title: p.title,
        description: p.description,
        category_id: categoryId(p.category),
        thumbnail_url: thumbnailFor(p.slug),
      })),
    )
    .onConflict((oc) =>
      oc.column('slug').doUpdateSet((eb) => ({
        title: eb.ref('excluded.title'),
        description: eb.ref('excluded.description'),
        category_id: eb.ref('excluded.category_id'),
        thumbnail_url: eb.ref('excluded.thumbnail_url'),
      })),
    )
    .execute()
  const packageIds = new Map((await trx.selectFrom('course_packages').select(['id', 'slug']).execute()).map((r) => [r.slug, r.id]))

  const materials = coursePackages.flatMap((p) =>
    p.materials.map((m, index) => {
      const row = { package_id: packageIds.get(p.slug)!, position: index + 1, title: m.title, kind: m.kind }
      if (m.kind === 'article') return { ...row, video_id: null, duration_s: m.durationS, body: m.body }
      const video = seededVideos.get(m.video)
      if (video === undefined) throw new Error(`Seed: unknown video "${m.video}"`)
      return { ...row, video_id: video.id, duration_s: video.duration_s, body: null }
    }),
  )
  await trx
    .insertInto('course_materials')
    .values(materials)
    .onConflict((oc) =>
      oc.columns(['package_id', 'position']).doUpdateSet((eb) => ({
        title: eb.ref('excluded.title'),
        kind: eb.ref('excluded.kind'),
        video_id: eb.ref('excluded.video_id'),
        duration_s: eb.ref('excluded.duration_s'),
        body: eb.ref('excluded.body'),
      })),
    )
    .execute()
}
