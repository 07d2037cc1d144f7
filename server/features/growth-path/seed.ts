import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import { slugify } from '../../db/seed/slug'
import type { SeedGrowthPath, SeedItem } from './seed-content'
import { businessPaths } from './seed-content-business'
import { communicationPaths } from './seed-content-communication'
import { digitalPaths } from './seed-content-digital'
import { leadershipPaths } from './seed-content-leadership'
import { operationsPaths } from './seed-content-operations'
import { need, seedParticipants, type SyllabusItem } from './seed-participants'

/**
 * The demo growth paths (issue 13). Content is upserted by its natural keys: a path by slug, a
 * module by (path, position), an item by (module, position), an announcement by (path, title).
 * Employees' rows (transactions, progress, submissions, ratings, likes) are written once, with the
 * path they belong to (and then only where missing), so what a user did since is never
 * overwritten or brought back, and a second run changes nothing.
 *
 * Runs after videos, packages and in-class events: items name them by slug. Times of the
 * employees' rows are relative to `now` (written once); a class counts as done only after it
 * ended, so a finished path never names a class still to come.
 */
export const seedGrowthPathList: readonly SeedGrowthPath[] = [...leadershipPaths, ...communicationPaths, ...digitalPaths, ...businessPaths, ...operationsPaths]

/**
 * The media area draws a picture for any slug at this URL (GET /thumbnails/<slug>.svg), as for the
 * learning area's seeded content. Spelled out here because areas do not import each other.
 */
const thumbnailFor = (slug: string) => `/thumbnails/${slug}.svg`

interface Content {
  id: number
  title: string
  minutes: number
  /** In-class events: when it ends. */
  endsAt: string | null
}

type Trx = Transaction<Database>

const toMinutes = (seconds: number) => Math.max(1, Math.round(seconds / 60))

async function lookups(trx: Trx) {
  const bySlug = async (table: 'growth_path_categories' | 'growth_path_skills') => new Map((await trx.selectFrom(table).select(['id', 'slug']).execute()).map((r) => [r.slug, r.id]))
  const videos = await trx.selectFrom('videos').select(['id', 'slug', 'title', 'duration_s']).execute()
  const packages = await trx
    .selectFrom('course_packages as p')
    .leftJoin('course_materials as m', 'm.package_id', 'p.id')
    .select(['p.id', 'p.slug', 'p.title', (eb) => eb.fn.sum<number>('m.duration_s').as('seconds')])
    .groupBy(['p.id', 'p.slug', 'p.title'])
    .execute()
  const events = await trx.selectFrom('inclass_events').select(['id', 'slug', 'title', 'starts_at', 'ends_at']).execute()
  return {
    categories: await bySlug('growth_path_categories'),
    skills: await bySlug('growth_path_skills'),
    employees: new Map((await trx.selectFrom('employees').select(['id', 'username']).execute()).map((r) => [r.username, r.id])),
    content: {
      video: new Map(videos.map((v): [string, Content] => [v.slug, { id: v.id, title: v.title, minutes: toMinutes(v.duration_s), endsAt: null }])),
      package: new Map(packages.map((p): [string, Content] => [p.slug, { id: p.id, title: p.title, minutes: toMinutes(Number(p.seconds ?? 0)), endsAt: null }])),
      class: new Map(events.map((e): [string, Content] => [e.slug, { id: e.id, title: e.title, minutes: toMinutes((Date.parse(e.ends_at) - Date.parse(e.starts_at)) / 1000), endsAt: e.ends_at }])),
    },
  }
}

type Lookups = Awaited<ReturnType<typeof lookups>>

const employeeId = (refs: Lookups, username: string, path: SeedGrowthPath) => need(refs.employees.get(username), `growth path "${path.slug}" names an unknown employee "${username}"`)

function contentOf(refs: Lookups, item: SeedItem, path: SeedGrowthPath): Content | null {
  if (item.kind === 'video' || item.kind === 'package' || item.kind === 'class') {
    const ref = need(item.ref ?? undefined, `a ${item.kind} item of growth path "${path.slug}" has no slug`)
    return need(refs.content[item.kind].get(ref), `growth path "${path.slug}" names an unknown ${item.kind} "${ref}"`)
  }
  return null
}

export async function seedGrowthPaths(trx: Trx, now: Date, paths: readonly SeedGrowthPath[] = seedGrowthPathList): Promise<void> {
  const refs = await lookups(trx)
  for (const path of paths) {
    const { id: pathId, fresh } = await upsertPath(trx, refs, path)
    const items = await upsertSyllabus(trx, refs, path, pathId)
    await upsertAnnouncements(trx, refs, path, pathId)
    // Only with the path itself: a like taken back (a deleted row) must not come back at the next start.
    if (fresh) await seedParticipants(trx, path, pathId, items, (username) => employeeId(refs, username, path), now)
  }
}

async function upsertPath(trx: Trx, refs: Lookups, path: SeedGrowthPath): Promise<{ id: number; fresh: boolean }> {
  const before = await trx.selectFrom('growth_paths').select('id').where('slug', '=', path.slug).executeTakeFirst()
  const values = {
    slug: path.slug,
    title: path.title,
    summary: path.summary,
    description: path.description,
    outcomes: JSON.stringify(path.outcomes),
    category_id: need(refs.categories.get(slugify(path.category)), `unknown growth path category "${path.category}"`),
    level: path.level,
    duration_weeks: path.weeks,
    thumbnail_url: thumbnailFor(path.slug),
    owner_id: employeeId(refs, path.owner, path),
    published_at: path.publishedAt,
  }
  const { slug: _slug, ...update } = values
  await trx
    .insertInto('growth_paths')
    .values(values)
    .onConflict((oc) => oc.column('slug').doUpdateSet(update))
    .execute()
  const { id } = await trx.selectFrom('growth_paths').select('id').where('slug', '=', path.slug).executeTakeFirstOrThrow()
  const skills = path.skills.map((name) => ({ growth_path_id: id, skill_id: need(refs.skills.get(slugify(name)), `unknown growth path skill "${name}"`) }))
  await trx
    .insertInto('growth_path_skill_links')
    .values(skills)
    .onConflict((oc) => oc.columns(['growth_path_id', 'skill_id']).doNothing())
    .execute()
  return { id, fresh: before === undefined }
}

async function upsertSyllabus(trx: Trx, refs: Lookups, path: SeedGrowthPath, pathId: number): Promise<SyllabusItem[]> {
  await trx
    .insertInto('growth_path_modules')
    .values(path.modules.map((m, index) => ({ growth_path_id: pathId, position: index + 1, title: m.title, description: m.description })))
    .onConflict((oc) => oc.columns(['growth_path_id', 'position']).doUpdateSet((eb) => ({ title: eb.ref('excluded.title'), description: eb.ref('excluded.description') })))
    .execute()
  const moduleIds = new Map((await trx.selectFrom('growth_path_modules').select(['id', 'position']).where('growth_path_id', '=', pathId).execute()).map((r) => [r.position, r.id]))
  const rows = path.modules.flatMap((m, moduleIndex) =>
    m.items.map((item, index) => {
      const content = contentOf(refs, item, path)
      const title = item.title ?? content?.title
      const minutes = item.minutes ?? content?.minutes
      if (title === undefined || minutes === undefined) throw new Error(`Seed: an item of growth path "${path.slug}" has no title or duration`)
      return {
        module_id: moduleIds.get(moduleIndex + 1)!,
        position: index + 1,
        kind: item.kind,
        title,
        description: item.description,
        required: item.required ? 1 : 0,
        duration_min: minutes,
        content_id: content?.id ?? null,
        url: item.url,
      }
    }),
  )
  await trx
    .insertInto('growth_path_items')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['module_id', 'position']).doUpdateSet((eb) => ({
        kind: eb.ref('excluded.kind'),
        title: eb.ref('excluded.title'),
        description: eb.ref('excluded.description'),
        required: eb.ref('excluded.required'),
        duration_min: eb.ref('excluded.duration_min'),
        content_id: eb.ref('excluded.content_id'),
        url: eb.ref('excluded.url'),
      })),
    )
    .execute()
  const itemIds = new Map(
    (
      await trx
        .selectFrom('growth_path_items')
        .select(['id', 'module_id', 'position'])
        .where('module_id', 'in', [...moduleIds.values()])
        .execute()
    ).map((r) => [`${r.module_id}:${r.position}`, r.id]),
  )
  return path.modules.flatMap((m, moduleIndex) =>
    m.items.map((item, index) => ({
      id: itemIds.get(`${moduleIds.get(moduleIndex + 1)}:${index + 1}`)!,
      seed: item,
      endsAt: contentOf(refs, item, path)?.endsAt ?? null,
    })),
  )
}

async function upsertAnnouncements(trx: Trx, refs: Lookups, path: SeedGrowthPath, pathId: number) {
  const existing = new Map((await trx.selectFrom('growth_path_announcements').select(['id', 'title']).where('growth_path_id', '=', pathId).execute()).map((r) => [r.title, r.id]))
  const authorId = employeeId(refs, path.owner, path)
  for (const a of path.announcements) {
    const values = { body: a.body, author_id: authorId, published_at: a.publishedAt }
    const id = existing.get(a.title)
    if (id === undefined)
      await trx
        .insertInto('growth_path_announcements')
        .values({ growth_path_id: pathId, title: a.title, ...values })
        .execute()
    else await trx.updateTable('growth_path_announcements').set(values).where('id', '=', id).execute()
  }
}
