import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { DEMO_PACK_DIR } from '../../../server/content/demo'
import { toYaml } from '../../../server/content/exporter'
import { importPack } from '../../../server/content/importer'
import { exportGrowthPaths } from '../../../server/content/kinds/growth-path-import'
import { inclassEventKind } from '../../../server/content/kinds/inclass-event'
import { packageItems } from '../../../server/content/kinds/package-lookup'
import { readPack } from '../../../server/content/reader'
import { validatePack } from '../../../server/content/validate'
import type { DatabaseHandle } from '../../../server/db/database'
import { seedGrowthPathList } from '../../../server/features/growth-path/seed'
import { announcements, listPaths, pathDetail, syllabus } from '../../../server/features/growth-path/repository'
import { removeTempDirs, tempDir } from '../helpers/content-pack'
import { describeOnEngines, openTestDatabase, type TestDatabase } from '../helpers/test-database'

afterAll(removeTempDirs)


/**
 * Today's demo growth paths (seed code) are carried by the growth-path kind: read from a seeded
 * database as a pack, with the videos, packages and in-class events they name (videos playing the
 * same demo clips), and imported into a database with the same employees and lists but no paths,
 * the paths answer the same. Participants, progress, submissions, ratings and likes are demo
 * activity, not content: the copy has none, so they are left out of the comparison. So the demo's
 * conversion to content/demo is mechanical.
 */
describeOnEngines('the demo growth paths as a pack', (target) => {
  let seeded: TestDatabase
  let copy: TestDatabase

  beforeAll(async () => {
    seeded = await openTestDatabase(target)
    copy = await openTestDatabase(target)
    const { db } = copy.database
    for (const table of ['growth_path_progress', 'growth_path_submissions', 'growth_path_trx', 'growth_path_ratings', 'growth_path_likes', 'growth_path_announcements', 'growth_path_items', 'growth_path_modules', 'growth_path_skill_links', 'growth_paths'] as const) {
      await db.deleteFrom(table).execute()
    }
  })
  afterAll(async () => {
    await seeded?.cleanup()
    await copy?.cleanup()
  })

  // The named videos are probed by ffprobe at each of the two imports: 20 s alone, 90 s at load 28
  // on the 2 shared cores. The limit is on hangs only.
  it('imports into a database without paths to the same paths, syllabi and announcements', { timeout: 420_000 }, async () => {
    const dir = tempDir()
    const write = (name: string, data: object | Buffer) => {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
      fs.writeFileSync(path.join(dir, name), Buffer.isBuffer(data) ? data : toYaml(data as Record<string, unknown>))
    }
    write('pack.yaml', { format: 1, name: 'demo-uji', version: '1', language: 'id' })
    const named = { video: new Set<string>(), package: new Set<string>(), 'inclass-event': new Set<string>() }
    await seeded.database.db.transaction().execute(async (trx) => {
      const paths = await exportGrowthPaths(trx, { onlyFromPack: false })
      expect(paths).toHaveLength((await trx.selectFrom('growth_paths').select('id').execute()).length)
      for (const item of paths) {
        for (const i of item.data.stages.flatMap((s) => s.items)) if (i.content && i.kind in named) named[i.kind as keyof typeof named].add(i.content)
        write(`growth-paths/${item.key}.yaml`, item.data)
      }
      for (const item of await packageItems(trx, { onlyFromPack: false })) {
        if (!named.package.has(item.key)) continue
        // Quizzes stay out: the seeded ones have no keys yet (as in package-demo.test.ts).
        const data = { ...item.data, materials: item.data.materials.map(({ quiz: _quiz, ...m }) => m) }
        for (const m of data.materials) if (m.video) named.video.add(m.video)
        write(`packages/${item.key}.yaml`, data)
      }
      for (const item of await inclassEventKind.exportItems(trx)) {
        if (!named['inclass-event'].has(item.key)) continue
        write(`inclass-events/${item.key}.yaml`, item.data)
        for (const file of item.files ?? []) write(file.name, file.bytes)
      }
    })
    // The videos they name are the demo pack's own (decision 055): copied with the clips they play.
    for (const slug of named.video) {
      const file = `videos/${slug}.yaml`
      fs.mkdirSync(path.join(dir, 'videos'), { recursive: true })
      fs.cpSync(path.join(DEMO_PACK_DIR, file), path.join(dir, file))
      for (const [, clip] of fs.readFileSync(path.join(DEMO_PACK_DIR, file), 'utf8').matchAll(/(media\/\S+)/g)) {
        if (!fs.existsSync(path.join(dir, clip!))) fs.cpSync(path.join(DEMO_PACK_DIR, clip!), path.join(dir, clip!))
      }
    }
    expect([named.video.size, named.package.size, named['inclass-event'].size].every((n) => n > 0)).toBe(true)
    const { pack, issues } = validatePack(await readPack(dir))
    expect(issues).toEqual([])
    await importPack(copy.database, pack!)
    const expected = await paths(seeded.database)
    expect(expected.total).toBe(seedGrowthPathList.length)
    expect(await paths(copy.database)).toEqual(expected)

    // The same pack into the seeded database itself: every stage and item keeps its row (a seeded
    // row answers to the key its title gives), so the participants' progress and submissions stay.
    const { db } = seeded.database
    const rows = async () => ({
      modules: await db.selectFrom('growth_path_modules').select(['id', 'growth_path_id', 'position', 'archived_at']).orderBy('id').execute(),
      items: await db.selectFrom('growth_path_items').select(['id', 'module_id', 'position', 'title', 'duration_min', 'content_id', 'archived_at']).orderBy('id').execute(),
      progress: await db.selectFrom('growth_path_progress').select(['trx_id', 'item_id']).orderBy('trx_id').orderBy('item_id').execute(),
      submissions: await db.selectFrom('growth_path_submissions').select(['id', 'item_id', 'status']).orderBy('id').execute(),
    })
    const before = await rows()
    const detailsBefore = await Promise.all(expected.details.map((d) => pathDetail(db, d.slug, null)))
    await importPack(seeded.database, pack!)
    expect(await rows()).toEqual(before)
    expect(await Promise.all(expected.details.map((d) => pathDetail(db, d.slug, null)))).toEqual(detailsBefore)
    expect(before.progress.length).toBeGreaterThan(0)
  })
})

/** What the growth path area answers of every path, without ids (numbered by each database) and without activity. */
async function paths({ db }: DatabaseHandle) {
  const slugs = {
    video: new Map((await db.selectFrom('videos').select(['id', 'slug']).execute()).map((r) => [Number(r.id), r.slug])),
    package: new Map((await db.selectFrom('course_packages').select(['id', 'slug']).execute()).map((r) => [Number(r.id), r.slug])),
    class: new Map((await db.selectFrom('inclass_events').select(['id', 'slug']).execute()).map((r) => [Number(r.id), r.slug])),
  } as Record<string, Map<number, string>>
  const list = await listPaths(db, { page: 1, limit: 100, sort: 'title' } as Parameters<typeof listPaths>[1], null)
  const activity = { id: 0, rating: 0, rating_count: 0, likes: 0, participants: 0 }
  const details = []
  for (const card of list.items) {
    const detail = (await pathDetail(db, card.slug, null))!
    details.push({
      ...detail,
      ...activity,
      syllabus: (await syllabus(db, detail.id, null)).map((m) => ({
        ...m,
        id: 0,
        items: m.items.map((i) => ({ ...i, id: 0, module_id: 0, growth_path_id: 0, content_id: i.content_id === null ? null : slugs[i.kind]!.get(i.content_id) })),
      })),
      announcements: (await announcements(db, detail.id, 1, 100)).items.map((a) => ({ ...a, id: 0 })),
    })
  }
  return { total: list.total, cards: list.items.map((c) => ({ ...c, ...activity })), details }
}
