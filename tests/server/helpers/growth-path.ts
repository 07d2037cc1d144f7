import type { DatabaseHandle } from '../../../server/db/database'

/** A small path of the test's own (not the demo content): two modules, four required items and an optional one. */
export async function insertTestPath(database: DatabaseHandle, slug = 'jalur-uji') {
  const db = database.db
  const owner = await db.selectFrom('employees').select('id').where('username', '=', 'andi.pratama').executeTakeFirstOrThrow()
  const category = await db.selectFrom('growth_path_categories').select('id').orderBy('id').executeTakeFirstOrThrow()
  const skill = await db.selectFrom('growth_path_skills').select('id').orderBy('id').executeTakeFirstOrThrow()
  const video = await db.selectFrom('videos').select('id').orderBy('id').executeTakeFirstOrThrow()
  const event = await db.selectFrom('inclass_events').select('id').orderBy('id').executeTakeFirstOrThrow()
  const path = await db
    .insertInto('growth_paths')
    .values({
      slug,
      title: 'Jalur Uji Coba',
      summary: 'Jalur untuk pengujian.',
      description: '<p>Deskripsi <strong>uji</strong>.</p>',
      outcomes: JSON.stringify(['Memahami dasar uji']),
      category_id: category.id,
      level: 'pemula',
      duration_weeks: 4,
      thumbnail_url: '/thumbnails/jalur-uji.svg',
      owner_id: owner.id,
      published_at: '2025-02-01T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db.insertInto('growth_path_skill_links').values({ growth_path_id: path.id, skill_id: skill.id }).execute()
  const m1 = await db.insertInto('growth_path_modules').values({ growth_path_id: path.id, position: 1, title: 'Modul Satu', description: 'Awal.' }).returning('id').executeTakeFirstOrThrow()
  const m2 = await db.insertInto('growth_path_modules').values({ growth_path_id: path.id, position: 2, title: 'Modul Dua', description: 'Lanjut.' }).returning('id').executeTakeFirstOrThrow()
  const item = (moduleId: number, position: number, kind: 'video' | 'link' | 'class' | 'assignment', extra: { required?: number; content_id?: number; url?: string } = {}) =>
    db
      .insertInto('growth_path_items')
      .values({ module_id: moduleId, position, kind, title: `Langkah ${kind} ${position}`, description: 'Kerjakan.', duration_min: 15, required: extra.required ?? 1, content_id: extra.content_id ?? null, url: extra.url ?? null })
      .returning('id')
      .executeTakeFirstOrThrow()
  const ids = {
    path: path.id,
    video: (await item(m1.id, 1, 'video', { content_id: video.id })).id,
    link: (await item(m1.id, 2, 'link', { url: 'https://contoh.example/bacaan', required: 0 })).id,
    klass: (await item(m2.id, 1, 'class', { content_id: event.id })).id,
    assignment: (await item(m2.id, 2, 'assignment')).id,
    eventId: event.id,
    ownerId: owner.id,
  }
  await db.insertInto('growth_path_announcements').values({ growth_path_id: path.id, title: 'Selamat datang', body: '<p>Halo peserta.</p>', author_id: owner.id, published_at: '2025-02-02T00:00:00.000Z' }).execute()
  return ids
}

export const PDF = `tugas.pdf,${Buffer.from('%PDF-1.4\n% jawaban\n').toString('base64')}`
