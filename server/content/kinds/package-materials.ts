import { sql, type Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import { slugify } from '../../db/seed/slug'

/** A material as the pack decides it, with its video and quiz already resolved to ids. */
export interface WantedMaterial {
  key: string
  title: string
  kind: 'video' | 'article'
  video_id: number | null
  /** A video's own length (decision 050), or an article's reading time. */
  duration_s: number
  body: string | null
  quiz_id: number | null
}

/**
 * The package's current (unarchived) materials in order, with the keys of their video and quiz.
 * A seeded material has no key: it gets one from its title (unique within the package), which an
 * export writes and a later import then keeps.
 */
export async function storedMaterials(trx: Transaction<Database>, packageId: number) {
  const rows = await trx
    .selectFrom('course_materials as m')
    .leftJoin('videos as v', 'v.id', 'm.video_id')
    .leftJoin('quizzes as q', 'q.id', 'm.quiz_id')
    .select(['m.id', 'm.key', 'm.title', 'm.kind', 'm.video_id', 'm.duration_s', 'm.body', 'm.quiz_id', 'v.slug as video', 'v.archived_at as video_archived_at', 'q.slug as quiz'])
    .where('m.package_id', '=', packageId)
    .where('m.archived_at', 'is', null)
    .orderBy('m.position')
    .execute()
  const used = new Set(rows.flatMap((r) => (r.key ? [r.key] : [])))
  return rows.map((r) => {
    let key = r.key
    if (key === null) {
      const base = slugify(r.title).slice(0, 100) || 'materi'
      key = base
      for (let n = 2; used.has(key); n++) key = `${base}-${n}`
      used.add(key)
    }
    return { ...r, key, video_id: r.video_id === null ? null : Number(r.video_id), quiz_id: r.quiz_id === null ? null : Number(r.quiz_id), duration_s: Number(r.duration_s) }
  })
}

const comparable = (m: WantedMaterial) => [m.key, m.title, m.kind, m.video_id, m.duration_s, m.body, m.quiz_id]

/**
 * Makes the package's materials what the pack says, matched by their keys: a kept key keeps its
 * row (material_progress and the enrolment's resume point name it) wherever it moves and whatever
 * its title becomes; a new key is inserted; a key gone is archived, never deleted, so a learner's
 * progress in it stays. Nothing is written when the package is as stored. Positions are first
 * moved out of the way (-id), so a reordering never meets the unique (package, position) index
 * half-way; archived rows keep -id. Returns whether anything changed.
 */
export async function syncMaterials(trx: Transaction<Database>, packageId: number, wanted: readonly WantedMaterial[], now: string): Promise<boolean> {
  const current = await trx
    .selectFrom('course_materials')
    .select(['key', 'title', 'kind', 'video_id', 'duration_s', 'body', 'quiz_id'])
    .where('package_id', '=', packageId)
    .where('archived_at', 'is', null)
    .orderBy('position')
    .execute()
  const stored = current.map((m) => comparable({ ...m, key: m.key ?? '', video_id: m.video_id === null ? null : Number(m.video_id), quiz_id: m.quiz_id === null ? null : Number(m.quiz_id), duration_s: Number(m.duration_s) }))
  if (JSON.stringify(stored) === JSON.stringify(wanted.map(comparable))) return false
  const rows = await trx.selectFrom('course_materials').select(['id', 'key']).where('package_id', '=', packageId).execute()
  const byKey = new Map(rows.filter((m) => m.key !== null).map((m) => [m.key!, Number(m.id)]))
  // The seed code wrote materials without keys (before the demo packages came from the demo pack,
  // decision 065): each is the pack's material with the key an export gives it (from its title), so it
  // keeps its row and the progress that names it. Read before the positions move: the key follows them.
  for (const m of await storedMaterials(trx, packageId)) if (!byKey.has(m.key)) byKey.set(m.key, Number(m.id))
  await trx.updateTable('course_materials').set({ position: sql<number>`0 - id` }).where('package_id', '=', packageId).execute()
  const kept = new Set<number>()
  for (const [index, material] of wanted.entries()) {
    const values = { ...material, position: index + 1, archived_at: null }
    let id = byKey.get(material.key)
    if (id === undefined) id = Number((await trx.insertInto('course_materials').values({ package_id: packageId, ...values }).returning('id').executeTakeFirstOrThrow()).id)
    else await trx.updateTable('course_materials').set(values).where('id', '=', id).execute()
    kept.add(id)
  }
  const gone = rows.filter((m) => !kept.has(Number(m.id))).map((m) => m.id)
  if (gone.length > 0) await trx.updateTable('course_materials').set({ archived_at: now }).where('id', 'in', gone).where('archived_at', 'is', null).execute()
  return true
}
