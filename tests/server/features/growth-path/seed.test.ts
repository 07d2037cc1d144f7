import Fastify from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { growthPathItemKinds, growthPathLevels, growthPathSlug } from '../../../../src/contract/growth-path'
import type { Database } from '../../../../server/db/schema'
import { employees } from '../../../../server/db/seed/employees'
import { seed } from '../../../../server/db/seed/seed'
import { seedGrowthPathList, seedGrowthPaths } from '../../../../server/features/growth-path/seed'
import { namedLists } from '../../../../server/features/master/seed'
import { mediaRoutes } from '../../../../server/features/media/routes'
import type { RouteDeps } from '../../../../server/features/route-deps'
import { describeOnEngines, openTestDatabase, type TestDatabase } from '../../helpers/test-database'

const growthTables = [
  'growth_paths',
  'growth_path_skill_links',
  'growth_path_modules',
  'growth_path_items',
  'growth_path_announcements',
  'growth_path_trx',
  'growth_path_progress',
  'growth_path_submissions',
  'growth_path_ratings',
  'growth_path_likes',
] as const satisfies readonly (keyof Database)[]

/** The spec's allow-list for rich text. */
const ALLOWED_TAGS = new Set(['h2', 'em', 'strong', 'u', 'ul', 'ol', 'li', 'br', 'span', 'a'])

/** Tags that are not on the allow-list, or carry attributes they may not (only a link has any: an https href, target, rel). */
function badMarkup(html: string): string[] {
  return [...html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)].flatMap(([tag, name, attrs]) => {
    const attributes = [...attrs!.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)]
    if (!ALLOWED_TAGS.has(name!.toLowerCase())) return [tag]
    if (name === 'a' && !tag.startsWith('</')) {
      return attributes.every(([, n, v]) => (n === 'href' && v!.startsWith('https://')) || n === 'target' || n === 'rel') && attributes.some(([, n]) => n === 'href') ? [] : [tag]
    }
    return attrs!.trim() === '' ? [] : [tag]
  })
}

describeOnEngines('growth path seed', (target) => {
  let test: TestDatabase
  const db = () => test.database.db

  async function snapshot() {
    const result: Record<string, unknown[]> = {}
    for (const table of growthTables) result[table] = await db().selectFrom(table).selectAll().execute()
    for (const rows of Object.values(result)) rows.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
    return result
  }

  const budiId = async () => (await db().selectFrom('employees').select('id').where('username', '=', 'budi.santoso').executeTakeFirstOrThrow()).id

  beforeAll(async () => {
    test = await openTestDatabase(target)
  })
  afterAll(() => test?.cleanup())

  it('seeds at least eight paths over at least four categories, each complete', async () => {
    const paths = await db()
      .selectFrom('growth_paths as p')
      .leftJoin('growth_path_categories as c', 'c.id', 'p.category_id')
      .leftJoin('employees as e', 'e.id', 'p.owner_id')
      .select([
        'p.id',
        'p.slug',
        'p.title',
        'p.summary',
        'p.description',
        'p.outcomes',
        'p.level',
        'p.duration_weeks',
        'p.thumbnail_url',
        'p.published_at',
        'c.name as category',
        'e.username as owner',
      ])
      .execute()
    expect(paths.length).toBeGreaterThanOrEqual(8)
    expect(paths.length).toBe(seedGrowthPathList.length)
    expect(new Set(paths.map((p) => p.category)).size).toBeGreaterThanOrEqual(4)
    for (const p of paths) {
      expect(p.category, p.slug).not.toBeNull()
      expect(growthPathSlug.safeParse(p.slug).success, p.slug).toBe(true)
      expect(['rating', 'taken', 'like']).not.toContain(p.slug)
      expect(growthPathLevels).toContain(p.level)
      expect(p.duration_weeks).toBeGreaterThan(0)
      expect(p.summary, p.slug).not.toMatch(/[<>]/)
      expect(p.owner, p.slug).not.toBeNull()
      expect(p.owner).not.toBe('budi.santoso')
      expect(Number.isNaN(Date.parse(p.published_at))).toBe(false)
      const outcomes = JSON.parse(p.outcomes) as unknown
      expect(Array.isArray(outcomes) && outcomes.length >= 3 && outcomes.length <= 5, p.slug).toBe(true)
      expect((outcomes as unknown[]).every((o) => typeof o === 'string' && o.length > 0)).toBe(true)
      const skills = await db().selectFrom('growth_path_skill_links').select('skill_id').where('growth_path_id', '=', p.id).execute()
      expect(skills.length, p.slug).toBeGreaterThanOrEqual(2)
      expect(skills.length, p.slug).toBeLessThanOrEqual(4)
    }
  })

  it('gives every path 4–8 modules of 2–5 items in order, with an assignment and 1–3 announcements', async () => {
    for (const p of await db().selectFrom('growth_paths').select(['id', 'slug']).execute()) {
      const modules = await db().selectFrom('growth_path_modules').select(['id', 'position', 'description']).where('growth_path_id', '=', p.id).orderBy('position').execute()
      expect(modules.length, p.slug).toBeGreaterThanOrEqual(4)
      expect(modules.length, p.slug).toBeLessThanOrEqual(8)
      expect(modules.map((m) => m.position)).toEqual(modules.map((_, i) => i + 1))
      const kinds: string[] = []
      for (const m of modules) {
        expect(m.description).not.toMatch(/[<>]/)
        const items = await db().selectFrom('growth_path_items').select(['position', 'kind', 'description']).where('module_id', '=', m.id).orderBy('position').execute()
        expect(items.length, `${p.slug} module ${m.position}`).toBeGreaterThanOrEqual(2)
        expect(items.length, `${p.slug} module ${m.position}`).toBeLessThanOrEqual(5)
        expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1))
        for (const i of items) expect(i.description, p.slug).not.toMatch(/[<>]/)
        kinds.push(...items.map((i) => i.kind))
      }
      expect(kinds, p.slug).toContain('assignment')
      const announcements = await db().selectFrom('growth_path_announcements').select('author_id').where('growth_path_id', '=', p.id).execute()
      expect(announcements.length, p.slug).toBeGreaterThanOrEqual(1)
      expect(announcements.length, p.slug).toBeLessThanOrEqual(3)
    }
  })

  it("points every item at an existing row of its kind's table, or at an https URL, with a duration", async () => {
    const items = await db().selectFrom('growth_path_items').select(['id', 'kind', 'title', 'content_id', 'url', 'required', 'duration_min']).execute()
    const ids = async (table: 'videos' | 'course_packages' | 'inclass_events') => new Set((await db().selectFrom(table).select('id').execute()).map((r) => r.id))
    const tables = { video: await ids('videos'), package: await ids('course_packages'), class: await ids('inclass_events') }
    expect(new Set(items.map((i) => i.kind))).toEqual(new Set(growthPathItemKinds))
    for (const i of items) {
      expect([0, 1], i.title).toContain(i.required)
      expect(i.duration_min, i.title).toBeGreaterThan(0)
      if (i.kind === 'video' || i.kind === 'package' || i.kind === 'class') {
        expect(tables[i.kind].has(i.content_id!), `${i.kind} ${i.title}`).toBe(true)
        expect(i.url).toBeNull()
      } else if (i.kind === 'document' || i.kind === 'link') {
        expect(i.url, i.title).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//)
        expect(i.content_id).toBeNull()
      } else {
        expect(i.content_id).toBeNull()
        expect(i.url).toBeNull()
      }
    }
    expect(items.some((i) => i.required === 0)).toBe(true)
  })

  it('writes rich text with the allowed tags only', async () => {
    const descriptions = await db().selectFrom('growth_paths').select(['slug as where', 'description as html']).execute()
    const announcements = await db().selectFrom('growth_path_announcements').select(['title as where', 'body as html']).execute()
    for (const { where, html } of descriptions) expect(html, where).toMatch(/<h2>.*<(ul|ol)>/)
    for (const { where, html } of [...descriptions, ...announcements]) expect(badMarkup(html), where).toEqual([])
    // The check itself catches a tag off the list, a script link and a styled span.
    expect(badMarkup('<p>x</p><a href="javascript:alert(1)">y</a><span style="color:red">z</span>')).toEqual(['<p>', '</p>', '<a href="javascript:alert(1)">', '<span style="color:red">'])
  })

  it('gives each path a thumbnail of its own that the media route draws', async () => {
    const paths = await db().selectFrom('growth_paths').select(['slug', 'title', 'thumbnail_url']).execute()
    const others = new Set(
      (await Promise.all((['videos', 'course_packages', 'inclass_events', 'channels', 'catalogs'] as const).map((table) => db().selectFrom(table).select('thumbnail_url').execute())))
        .flat()
        .map((r) => r.thumbnail_url),
    )
    const app = Fastify()
    await mediaRoutes(app, { db: db() } as RouteDeps)
    try {
      for (const p of paths) {
        expect(p.thumbnail_url).toBe(`/thumbnails/${p.slug}.svg`)
        expect(others.has(p.thumbnail_url), p.slug).toBe(false)
        const response = await app.inject({ method: 'GET', url: p.thumbnail_url })
        expect(response.statusCode, p.slug).toBe(200)
        expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/)
        expect(response.body).toMatch(/^<svg /)
      }
    } finally {
      await app.close()
    }
  })

  it('gives budi one path in progress and one finished, and leaves at least five untaken', async () => {
    const budi = await budiId()
    const trxs = await db().selectFrom('growth_path_trx').selectAll().where('employee_id', '=', budi).execute()
    expect(trxs).toHaveLength(2)
    const finished = trxs.filter((t) => t.finished_at !== null)
    const inProgress = trxs.filter((t) => t.finished_at === null)
    expect(finished).toHaveLength(1)
    expect(inProgress).toHaveLength(1)
    const paths = await db().selectFrom('growth_paths').select('id').execute()
    expect(paths.length - trxs.length).toBeGreaterThanOrEqual(5)

    const requiredOf = (pathId: number) =>
      db()
        .selectFrom('growth_path_items as i')
        .innerJoin('growth_path_modules as m', 'm.id', 'i.module_id')
        .select(['i.id', 'i.kind'])
        .where('m.growth_path_id', '=', pathId)
        .where('i.required', '=', 1)
        .execute()
    const doneOf = async (trxId: number) => new Set((await db().selectFrom('growth_path_progress').select('item_id').where('trx_id', '=', trxId).execute()).map((r) => r.item_id))

    const done = finished[0]!
    expect(done.certificate_no).toMatch(/^GP-\d{4}-\d{6}$/)
    expect(done.certificate_no).toBe(`GP-${done.finished_at!.slice(0, 4)}-${String(done.id).padStart(6, '0')}`)
    expect(done.taken_at < done.finished_at!).toBe(true)
    const doneItems = await doneOf(done.id)
    const required = await requiredOf(done.growth_path_id)
    expect(required.every((i) => doneItems.has(i.id))).toBe(true)
    const submissions = await db().selectFrom('growth_path_submissions').selectAll().where('trx_id', '=', done.id).execute()
    expect(submissions.map((s) => s.item_id).sort()).toEqual(
      required
        .filter((i) => i.kind === 'assignment')
        .map((i) => i.id)
        .sort(),
    )
    for (const s of submissions) {
      expect(s.text?.length).toBeGreaterThan(20)
      expect([s.file_name, s.file_stored, s.file_kind, s.file_size]).toEqual([null, null, null, null])
    }
    const rating = await db().selectFrom('growth_path_ratings').selectAll().where('employee_id', '=', budi).where('growth_path_id', '=', done.growth_path_id).executeTakeFirst()
    expect(rating?.rating).toBeGreaterThanOrEqual(1)

    const going = inProgress[0]!
    expect(going.certificate_no).toBeNull()
    const goingDone = await doneOf(going.id)
    const goingRequired = await requiredOf(going.growth_path_id)
    const count = goingRequired.filter((i) => goingDone.has(i.id)).length
    expect(count).toBeGreaterThan(0)
    expect(count).toBeLessThan(goingRequired.length)
  })

  it('keeps every seeded transaction consistent: ratings from takers, finished ones complete, classes done only after they ended', async () => {
    const trxs = await db().selectFrom('growth_path_trx').selectAll().execute()
    const taken = new Set(trxs.map((t) => `${t.growth_path_id}:${t.employee_id}`))
    for (const r of await db().selectFrom('growth_path_ratings').selectAll().execute()) {
      expect(taken.has(`${r.growth_path_id}:${r.employee_id}`)).toBe(true)
      expect(r.rating).toBeGreaterThanOrEqual(1)
      expect(r.rating).toBeLessThanOrEqual(5)
    }
    const ratings = await db().selectFrom('growth_path_ratings').select(['review']).execute()
    expect(ratings.some((r) => r.review === null)).toBe(true)
    expect(ratings.some((r) => r.review !== null)).toBe(true)
    expect((await db().selectFrom('growth_path_likes').select('employee_id').distinct().execute()).length).toBeGreaterThanOrEqual(5)

    const items = await db()
      .selectFrom('growth_path_items as i')
      .innerJoin('growth_path_modules as m', 'm.id', 'i.module_id')
      .leftJoin('inclass_events as e', (join) => join.onRef('e.id', '=', 'i.content_id').on('i.kind', '=', 'class'))
      .select(['i.id', 'i.kind', 'i.required', 'm.growth_path_id', 'e.ends_at'])
      .execute()
    const progress = await db().selectFrom('growth_path_progress').selectAll().execute()
    const now = new Date().toISOString()
    for (const p of progress) {
      const item = items.find((i) => i.id === p.item_id)!
      const t = trxs.find((x) => x.id === p.trx_id)!
      if (item.kind === 'class') expect(item.ends_at! < p.done_at).toBe(true)
      expect(t.taken_at <= p.done_at && p.done_at <= (t.finished_at ?? now) && p.done_at <= t.updated_at).toBe(true)
    }
    for (const t of trxs.filter((x) => x.finished_at !== null)) {
      const done = new Set(progress.filter((p) => p.trx_id === t.id).map((p) => p.item_id))
      expect(items.filter((i) => i.growth_path_id === t.growth_path_id && i.required === 1).every((i) => done.has(i.id))).toBe(true)
      expect(t.certificate_no).toMatch(/^GP-\d{4}-\d{6}$/)
    }
    // The classes of a finished path are past ones, so it stays true whatever day the seed runs.
    const pastEvents = new Set((await db().selectFrom('inclass_events').select('slug').where('ends_at', '<', new Date().toISOString()).execute()).map((e) => e.slug))
    for (const path of seedGrowthPathList.filter((p) => p.takers.some((t) => t.done === 'all'))) {
      const classes = path.modules.flatMap((m) => m.items).filter((i) => i.kind === 'class' && i.required)
      expect(
        classes.filter((c) => !pastEvents.has(c.ref!)),
        path.slug,
      ).toEqual([])
    }
  })

  it('changes nothing when seeded again, and keeps what an employee did since', async () => {
    const budi = await budiId()
    const finished = await db().selectFrom('growth_path_trx').select('growth_path_id').where('employee_id', '=', budi).where('finished_at', 'is not', null).executeTakeFirstOrThrow()
    await db().updateTable('growth_path_ratings').set({ rating: 2, review: 'Berubah pikiran.' }).where('employee_id', '=', budi).where('growth_path_id', '=', finished.growth_path_id).execute()
    await db().deleteFrom('growth_path_likes').where('employee_id', '=', budi).execute()
    const before = await snapshot()
    const counts = Object.fromEntries(Object.entries(before).map(([table, rows]) => [table, rows.length]))
    for (const table of growthTables) expect(counts[table], table).toBeGreaterThan(table === 'growth_path_likes' ? 5 : 0)

    await seed(test.database)
    const after = await snapshot()
    expect(Object.fromEntries(Object.entries(after).map(([table, rows]) => [table, rows.length]))).toEqual(counts)
    expect(after).toEqual(before)
  })

  it('stops with a clear error when an item names content that does not exist', async () => {
    const [first] = seedGrowthPathList
    const broken = { ...first!, modules: [{ ...first!.modules[0]!, items: [{ ...first!.modules[0]!.items[0]!, kind: 'video' as const, ref: 'video-yang-tidak-ada' }] }] }
    await expect(
      db()
        .transaction()
        .execute((trx) => seedGrowthPaths(trx, new Date(), [broken])),
    ).rejects.toThrow(/unknown video "video-yang-tidak-ada"/)
  })
})

it('names only masters and employees the seed knows, and keeps sari and andi (clean accounts) out of it', () => {
  const usernames = new Set(employees.map((e) => e.username))
  for (const path of seedGrowthPathList) {
    expect(namedLists.growth_path_categories, path.slug).toContain(path.category)
    for (const skill of path.skills) expect(namedLists.growth_path_skills, path.slug).toContain(skill)
    for (const username of [path.owner, ...path.takers.map((t) => t.username), ...path.likes]) expect(usernames.has(username), username).toBe(true)
    const people = [...path.takers.map((t) => t.username), ...path.likes]
    expect(people).not.toContain('sari.wulandari')
    expect(people).not.toContain('andi.pratama')
    expect(new Set(path.takers.map((t) => t.username)).size).toBe(path.takers.length)
    expect(path.takers.map((t) => t.username)).not.toContain(path.owner)
  }
})
