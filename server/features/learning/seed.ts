import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import { coursePackages, thumbnailFor } from './seed-content'
import { instructors } from './seed-instructors'
import { slugify } from '../../db/seed/slug'

/** Upserts instructors by slug; runs before the demo pack, whose videos name them. */
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

/**
 * Upserts the first packages by slug and their materials by (package, position); progress is
 * left alone. After the demo pack: a material finds its video and quiz by key, and one the
 * database lacks (a company's own pack replaced the demo) is left without it.
 */
export async function seedLearningContent(trx: Transaction<Database>): Promise<void> {
  const categories = new Map((await trx.selectFrom('learning_categories').select(['id', 'slug']).execute()).map((r) => [r.slug, r.id]))
  const categoryId = (name: string) => {
    const id = categories.get(slugify(name))
    if (id === undefined) throw new Error(`Seed: unknown learning category "${name}"`)
    return id
  }
  const videos = new Map((await trx.selectFrom('videos').select(['id', 'slug', 'duration_s']).execute()).map((r) => [r.slug, r]))
  const quizzes = new Map((await trx.selectFrom('quizzes').select(['id', 'slug']).execute()).map((r) => [r.slug, r.id]))

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
    p.materials
      .filter((m) => m.kind === 'article' || videos.has(m.video))
      .map((m, index) => {
        const row = { package_id: packageIds.get(p.slug)!, position: index + 1, title: m.title, kind: m.kind, quiz_id: (m.quiz && quizzes.get(m.quiz)) || null }
        if (m.kind === 'article') return { ...row, video_id: null, duration_s: m.durationS, body: m.body }
        const video = videos.get(m.video)!
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
        quiz_id: eb.ref('excluded.quiz_id'),
      })),
    )
    .execute()
}
