import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import { syncRows, type WantedRow } from '../sync-rows'
import { PackRefusedError, type ImportContext, type KindResult, type PackIssue, type PackItem } from '../types'
import type { GrowthPath, GrowthPathItem, PackItemKind } from './growth-path'
import { storedSyllabus, syncSyllabus, type WantedStage } from './growth-path-syllabus'
import { employeesNamed, masterList, unknownEntry } from './lookups'

type Trx = Transaction<Database>
type StoredKind = Database['growth_path_items']['kind']

const toStored = (kind: PackItemKind): StoredKind => (kind === 'inclass-event' ? 'class' : kind)
const toPack = (kind: StoredKind): PackItemKind => (kind === 'class' ? 'inclass-event' : kind)
/** As the seed counts them: whole minutes, at least one. */
const toMinutes = (seconds: number) => Math.max(1, Math.round(seconds / 60))

interface Content {
  id: number
  slug: string
  title: string
  minutes: number
}

/** The videos, packages and in-class events items point at (written earlier in this transaction), by slug and by id. */
async function contents(trx: Trx) {
  const videos = (await trx.selectFrom('videos').select(['id', 'slug', 'title', 'duration_s']).execute()).map((v) => ({ id: Number(v.id), slug: v.slug, title: v.title, minutes: toMinutes(Number(v.duration_s)) }))
  const packages = (
    await trx
      .selectFrom('course_packages as p')
      .leftJoin('course_materials as m', (join) => join.onRef('m.package_id', '=', 'p.id').on('m.archived_at', 'is', null))
      .select(['p.id', 'p.slug', 'p.title', (eb) => eb.fn.sum<number>('m.duration_s').as('seconds')])
      .groupBy(['p.id', 'p.slug', 'p.title'])
      .execute()
  ).map((p) => ({ id: Number(p.id), slug: p.slug, title: p.title, minutes: toMinutes(Number(p.seconds ?? 0)) }))
  const events = (await trx.selectFrom('inclass_events').select(['id', 'slug', 'title', 'starts_at', 'ends_at']).execute()).map((e) => ({
    id: Number(e.id),
    slug: e.slug,
    title: e.title,
    minutes: toMinutes((Date.parse(e.ends_at) - Date.parse(e.starts_at)) / 1000),
  }))
  const index = (rows: Content[]) => ({ bySlug: new Map(rows.map((r) => [r.slug, r])), byId: new Map(rows.map((r) => [r.id, r])) })
  return { video: index(videos), package: index(packages), class: index(events) } as Record<'video' | 'package' | 'class', ReturnType<typeof index>>
}

function wantedStages(path: GrowthPath, content: Awaited<ReturnType<typeof contents>>): WantedStage[] {
  const itemOf = (it: GrowthPathItem) => {
    const kind = toStored(it.kind)
    const target = kind === 'video' || kind === 'package' || kind === 'class' ? content[kind].bySlug.get(it.content!)! : null
    return {
      key: it.key,
      kind,
      title: it.title ?? target!.title,
      description: it.description,
      required: it.required ? 1 : 0,
      duration_min: it.minutes ?? target!.minutes,
      content_id: target?.id ?? null,
      url: it.url ?? null,
    }
  }
  return path.stages.map((s) => ({ key: s.key, title: s.title, description: s.description, items: s.items.map(itemOf) }))
}

/** The path's skills become the pack's: links are content, not anyone's history. Returns whether they changed. */
async function syncSkills(trx: Trx, pathId: number, skillIds: readonly number[]): Promise<boolean> {
  const stored = (await trx.selectFrom('growth_path_skill_links').select('skill_id').where('growth_path_id', '=', pathId).execute()).map((r) => Number(r.skill_id))
  const wanted = [...new Set(skillIds)]
  const gone = stored.filter((id) => !wanted.includes(id))
  const added = wanted.filter((id) => !stored.includes(id))
  if (gone.length > 0) await trx.deleteFrom('growth_path_skill_links').where('growth_path_id', '=', pathId).where('skill_id', 'in', gone).execute()
  if (added.length > 0) await trx.insertInto('growth_path_skill_links').values(added.map((skill_id) => ({ growth_path_id: pathId, skill_id }))).execute()
  return gone.length + added.length > 0
}

/** Announcements by title (as the seed matches them), written by the owner; one gone from the pack is removed. */
async function syncAnnouncements(trx: Trx, pathId: number, path: GrowthPath, ownerId: number): Promise<boolean> {
  const stored = await trx.selectFrom('growth_path_announcements').select(['id', 'title', 'body', 'author_id', 'published_at']).where('growth_path_id', '=', pathId).execute()
  const byTitle = new Map(stored.map((a) => [a.title, a]))
  let changed = false
  for (const a of path.announcements) {
    const values = { body: a.body, author_id: ownerId, published_at: new Date(a.published_at).toISOString() }
    const row = byTitle.get(a.title)
    if (!row) await trx.insertInto('growth_path_announcements').values({ growth_path_id: pathId, title: a.title, ...values }).execute()
    else if (row.body === values.body && Number(row.author_id) === ownerId && row.published_at === values.published_at) continue
    else await trx.updateTable('growth_path_announcements').set(values).where('id', '=', row.id).execute()
    changed = true
  }
  const gone = stored.filter((a) => !path.announcements.some((w) => w.title === a.title)).map((a) => a.id)
  if (gone.length > 0) await trx.deleteFrom('growth_path_announcements').where('id', 'in', gone).execute()
  return changed || gone.length > 0
}

/**
 * Upserts the pack's growth paths by key, their skills, announcements and syllabus (decision 064);
 * archives the pack's paths gone from it. What employees did (taking, progress, submissions,
 * reviews, ratings, likes) is never written here. The category, skills and owner are looked up in
 * the transaction: one the database lacks refuses the whole import.
 */
export async function importGrowthPaths(items: readonly PackItem<GrowthPath>[], context: ImportContext): Promise<KindResult> {
  const { trx, now } = context
  const categories = await masterList(trx, 'growth_path_categories')
  const skills = await masterList(trx, 'growth_path_skills')
  const owners = await employeesNamed(trx, items.map((i) => i.data.owner))
  const issues: PackIssue[] = []
  for (const { file, data } of items) {
    if (categories.idOf(data.category) === undefined) issues.push({ file, path: 'category', message: unknownEntry('kategori jalur', data.category, categories.keys) })
    data.skills.forEach((skill, i) => {
      if (skills.idOf(skill) === undefined) issues.push({ file, path: `skills.${i}`, message: unknownEntry('keahlian', skill, skills.keys) })
    })
    if (!owners.has(data.owner)) issues.push({ file, path: 'owner', message: `karyawan '${data.owner}' tidak ada (tulis username pemilik jalur)` })
  }
  if (issues.length > 0) throw new PackRefusedError(issues)

  const wanted = items.map(({ key, data }): WantedRow => ({
    key,
    values: {
      title: data.title,
      summary: data.summary,
      description: data.description,
      outcomes: JSON.stringify(data.outcomes),
      category_id: categories.idOf(data.category)!,
      level: data.level,
      duration_weeks: data.weeks,
      // The media area draws a picture for any slug, as for the seeded paths.
      thumbnail_url: `/thumbnails/${key}.svg`,
      owner_id: owners.get(data.owner)!,
      published_at: new Date(data.published_at).toISOString(),
      from_pack: 1,
    },
  }))
  const result = await syncRows('growth_paths', wanted, context, 'from_pack')
  const content = await contents(trx)
  for (const { key, data } of items) {
    const pathId = result.ids.get(key)!
    const skillsChanged = await syncSkills(trx, pathId, data.skills.map((s) => skills.idOf(s)!))
    const announcementsChanged = await syncAnnouncements(trx, pathId, data, owners.get(data.owner)!)
    const syllabusChanged = await syncSyllabus(trx, pathId, wantedStages(data, content), now)
    if ((skillsChanged || announcementsChanged || syllabusChanged) && !result.added.includes(key) && !result.changed.includes(key)) {
      result.changed.push(key)
      result.unchanged -= 1
    }
  }
  const { ids: _ids, ...report } = result
  return report
}

/**
 * The growth paths as a pack writes them, in key order: by default only those a pack brought (a
 * seeded path names seeded content no export carries); `onlyFromPack: false` reads every
 * unarchived one (the check that the kind carries today's demo data). An item's title and minutes
 * are written only where they differ from its content's own.
 */
export async function exportGrowthPaths(trx: Trx, { onlyFromPack }: { onlyFromPack: boolean }) {
  let query = trx
    .selectFrom('growth_paths as gp')
    .leftJoin('growth_path_categories as c', 'c.id', 'gp.category_id')
    .leftJoin('employees as e', 'e.id', 'gp.owner_id')
    .select(['gp.id', 'gp.slug', 'gp.title', 'gp.summary', 'gp.description', 'gp.outcomes', 'gp.level', 'gp.duration_weeks', 'gp.published_at', 'c.slug as category', 'e.username as owner'])
    .where('gp.archived_at', 'is', null)
    .orderBy('gp.slug')
  if (onlyFromPack) query = query.where('gp.from_pack', '=', 1)
  const content = await contents(trx)
  const out: { key: string; data: GrowthPath }[] = []
  for (const row of await query.execute()) {
    const id = Number(row.id)
    const skills = await trx.selectFrom('growth_path_skill_links as l').innerJoin('growth_path_skills as s', 's.id', 'l.skill_id').select('s.slug').where('l.growth_path_id', '=', id).orderBy('s.slug').execute()
    const announcements = await trx.selectFrom('growth_path_announcements').select(['title', 'body', 'published_at']).where('growth_path_id', '=', id).orderBy('published_at').orderBy('id').execute()
    const stages = (await storedSyllabus(trx, id)).map((m) => ({
      key: m.key,
      title: m.title,
      description: m.description,
      items: m.items.map((i): GrowthPathItem => {
        const target = i.kind === 'video' || i.kind === 'package' || i.kind === 'class' ? content[i.kind].byId.get(i.content_id ?? -1) : undefined
        return {
          key: i.key,
          kind: toPack(i.kind),
          ...(target ? { content: target.slug } : {}),
          ...(target?.title === i.title ? {} : { title: i.title }),
          description: i.description,
          ...(target?.minutes === i.duration_min ? {} : { minutes: i.duration_min }),
          ...(i.url === null ? {} : { url: i.url }),
          required: i.required === 1,
        }
      }),
    }))
    const data: GrowthPath = {
      title: row.title,
      summary: row.summary,
      description: row.description,
      outcomes: JSON.parse(row.outcomes) as string[],
      category: row.category ?? '',
      level: row.level,
      weeks: Number(row.duration_weeks),
      skills: skills.map((s) => s.slug),
      owner: row.owner ?? '',
      published_at: row.published_at,
      stages,
      announcements: announcements.map((a) => ({ title: a.title, body: a.body, published_at: a.published_at })),
    }
    out.push({ key: row.slug, data })
  }
  return out
}
