import { sql, type Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import { slugify } from '../../db/seed/slug'

type Trx = Transaction<Database>

/** An item as the pack decides it, its content already resolved to an id and its title and minutes to values. */
export interface WantedItem {
  key: string
  kind: Database['growth_path_items']['kind']
  title: string
  description: string
  required: number
  duration_min: number
  content_id: number | null
  url: string | null
}

export interface WantedStage {
  key: string
  title: string
  description: string
  items: WantedItem[]
}

/** Keys for rows without one (seeded), from their titles, unique among `taken`: what an export writes and a later import keeps. */
function keyed<T extends { key: string | null; title: string }>(rows: readonly T[], fallback: string): (T & { key: string })[] {
  const used = new Set(rows.flatMap((r) => (r.key ? [r.key] : [])))
  return rows.map((r) => {
    if (r.key !== null) return { ...r, key: r.key }
    const base = slugify(r.title).slice(0, 100) || fallback
    let key = base
    for (let n = 2; used.has(key); n++) key = `${base}-${n}`
    used.add(key)
    return { ...r, key }
  })
}

/** The path's current (unarchived) stages and their items, in order, each with a key (derived when stored without one). */
export async function storedSyllabus(trx: Trx, pathId: number) {
  const modules = await trx
    .selectFrom('growth_path_modules')
    .select(['id', 'key', 'title', 'description'])
    .where('growth_path_id', '=', pathId)
    .where('archived_at', 'is', null)
    .orderBy('position')
    .execute()
  const items = await trx
    .selectFrom('growth_path_items as i')
    .innerJoin('growth_path_modules as m', 'm.id', 'i.module_id')
    .select(['i.id', 'i.module_id', 'i.key', 'i.kind', 'i.title', 'i.description', 'i.required', 'i.duration_min', 'i.content_id', 'i.url'])
    .where('m.growth_path_id', '=', pathId)
    .where('i.archived_at', 'is', null)
    .orderBy('m.position')
    .orderBy('i.position')
    .execute()
  const keyedItems = keyed(items, 'item').map((i) => ({ ...i, id: Number(i.id), module_id: Number(i.module_id), required: Number(i.required), duration_min: Number(i.duration_min), content_id: i.content_id === null ? null : Number(i.content_id) }))
  return keyed(modules, 'tahap').map((m) => ({ ...m, id: Number(m.id), raw: modules.find((r) => r.id === m.id)!.key, items: keyedItems.filter((i) => i.module_id === Number(m.id)) }))
}

const itemComparable = (i: WantedItem) => [i.key, i.kind, i.title, i.description, i.required, i.duration_min, i.content_id, i.url]

/**
 * Makes the path's stages and items what the pack says, matched by their keys (a seeded row by the
 * key its title gives, as an export wrote it): a kept key keeps its row wherever it moves, even to
 * another stage, so progress and submissions stay; a new key is inserted; a key gone is archived,
 * never deleted. Nothing is written when the syllabus is as stored. Positions first move out of
 * the way (-id), so a reordering never meets the unique position indexes half-way; archived rows
 * keep -id. Returns whether anything changed.
 */
export async function syncSyllabus(trx: Trx, pathId: number, wanted: readonly WantedStage[], now: string): Promise<boolean> {
  const current = await storedSyllabus(trx, pathId)
  const rawItemKeys = new Map((await trx.selectFrom('growth_path_items').select(['id', 'key']).where('id', 'in', [0, ...current.flatMap((m) => m.items.map((i) => i.id))]).execute()).map((r) => [Number(r.id), r.key]))
  const storedShape = current.map((m) => [m.raw ?? '', m.title, m.description, m.items.map((i) => itemComparable({ ...i, key: rawItemKeys.get(i.id) ?? '' }))])
  const wantedShape = wanted.map((s) => [s.key, s.title, s.description, s.items.map(itemComparable)])
  if (JSON.stringify(storedShape) === JSON.stringify(wantedShape)) return false

  const moduleRows = await trx.selectFrom('growth_path_modules').select(['id', 'key']).where('growth_path_id', '=', pathId).execute()
  const moduleIds = moduleRows.map((m) => m.id)
  const itemRows = await trx.selectFrom('growth_path_items').select(['id', 'key']).where('module_id', 'in', [0, ...moduleIds]).execute()
  await trx.updateTable('growth_path_modules').set({ position: sql<number>`0 - id` }).where('growth_path_id', '=', pathId).execute()
  await trx.updateTable('growth_path_items').set({ position: sql<number>`0 - id` }).where('module_id', 'in', [0, ...moduleIds]).execute()

  // Stored keys first; a seeded (keyless) current row answers to the key derived from its title.
  const moduleByKey = new Map(moduleRows.filter((m) => m.key !== null).map((m) => [m.key!, Number(m.id)]))
  for (const m of current) if (!moduleByKey.has(m.key)) moduleByKey.set(m.key, m.id)
  const itemByKey = new Map(itemRows.filter((i) => i.key !== null).map((i) => [i.key!, Number(i.id)]))
  for (const i of current.flatMap((m) => m.items)) if (!itemByKey.has(i.key)) itemByKey.set(i.key, i.id)

  const keptModules = new Set<number>()
  const keptItems = new Set<number>()
  for (const [index, stage] of wanted.entries()) {
    const values = { key: stage.key, title: stage.title, description: stage.description, position: index + 1, archived_at: null }
    let moduleId = moduleByKey.get(stage.key)
    if (moduleId === undefined || keptModules.has(moduleId))
      moduleId = Number((await trx.insertInto('growth_path_modules').values({ growth_path_id: pathId, ...values }).returning('id').executeTakeFirstOrThrow()).id)
    else await trx.updateTable('growth_path_modules').set(values).where('id', '=', moduleId).execute()
    keptModules.add(moduleId)
    for (const [position, item] of stage.items.entries()) {
      const itemValues = { ...item, module_id: moduleId, position: position + 1, archived_at: null }
      let itemId = itemByKey.get(item.key)
      if (itemId === undefined || keptItems.has(itemId)) itemId = Number((await trx.insertInto('growth_path_items').values(itemValues).returning('id').executeTakeFirstOrThrow()).id)
      else await trx.updateTable('growth_path_items').set(itemValues).where('id', '=', itemId).execute()
      keptItems.add(itemId)
    }
  }
  const goneModules = moduleRows.map((m) => Number(m.id)).filter((id) => !keptModules.has(id))
  const goneItems = itemRows.map((i) => Number(i.id)).filter((id) => !keptItems.has(id))
  if (goneModules.length > 0) await trx.updateTable('growth_path_modules').set({ archived_at: now }).where('id', 'in', goneModules).where('archived_at', 'is', null).execute()
  if (goneItems.length > 0) await trx.updateTable('growth_path_items').set({ archived_at: now }).where('id', 'in', goneItems).where('archived_at', 'is', null).execute()
  return true
}
