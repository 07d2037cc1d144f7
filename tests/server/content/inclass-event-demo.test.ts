import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { exportPack } from '../../../server/content/exporter'
import { DEMO_DAY } from '../../../server/content/demo-dates'
import { importDemoContent } from '../../../server/content/demo'
import { importPack } from '../../../server/content/importer'
import { readPack } from '../../../server/content/reader'
import { validatePack } from '../../../server/content/validate'
import type { DatabaseHandle } from '../../../server/db/database'
import { findInclassDetail, inclassHistories, listInclasses, registerForInclass, todayInclasses } from '../../../server/features/learning/inclass-repository'
import { addDays } from '../../../src/shared/dates'
import { removeTempDirs, tempDir, writePack } from '../helpers/content-pack'
import { describeOnEngines, openTestDatabase, type TestDatabase } from '../helpers/test-database'

afterAll(removeTempDirs)

/**
 * The in-class events the demo seeds today, as a pack: exported from a seeded database and
 * imported into one without events, they answer the same (ids aside: the copy numbers them in key
 * order). Their registrations are demo activity, not content: copied as the activity seed will
 * write them. This is the demo conversion, done by the code that will do it.
 */
describeOnEngines('in-class events of the demo as a pack', (target) => {
  let source: TestDatabase
  let copy: TestDatabase

  beforeAll(async () => {
    source = await openTestDatabase(target)
    copy = await openTestDatabase(target)
    await copy.database.db.deleteFrom('inclass_registrations').execute()
    await copy.database.db.deleteFrom('inclass_events').execute()
  })
  afterAll(async () => {
    await source?.cleanup()
    await copy?.cleanup()
  })

  it('exports the seeded events, imports them into a database without events, and every answer is the same', async () => {
    const dir = tempDir('tumbuh-inclass-')
    await exportPack(source.database, dir)
    for (const entry of fs.readdirSync(dir)) if (entry !== 'pack.yaml' && entry !== 'inclass-events') fs.rmSync(path.join(dir, entry), { recursive: true })
    const seeded = await source.database.db.selectFrom('inclass_events').select('slug').orderBy('slug').execute()
    expect(fs.readdirSync(path.join(dir, 'inclass-events')).sort()).toEqual(seeded.map((e) => `${e.slug}.yaml`))
    expect(seeded).toHaveLength(8)
    const { pack, issues } = validatePack(await readPack(dir))
    expect(issues).toEqual([])
    const report = await importPack(copy.database, pack!)
    expect(report.kinds).toEqual([{ kind: 'inclass-event', result: { added: seeded.map((e) => e.slug), changed: [], archived: [], unchanged: 0 } }])
    await copyRegistrations(source.database, copy.database)

    const now = new Date()
    const answers = async (database: DatabaseHandle) => {
      const { db } = database
      const slugOf = new Map((await db.selectFrom('inclass_events').select(['id', 'slug']).execute()).map((e) => [Number(e.id), e.slug]))
      const users = await db.selectFrom('employees').select(['id', 'username']).where('username', 'in', ['budi.santoso', 'rizky.ramadhan', 'made.wirawan']).orderBy('username').execute()
      const details = []
      for (const [id, slug] of [...slugOf].sort((a, b) => (a[1] < b[1] ? -1 : 1))) {
        details.push([slug, await findInclassDetail(db, id, null), ...(await Promise.all(users.map((u) => findInclassDetail(db, id, Number(u.id)))))])
      }
      // The stored rows too: what no answer shows (the topic a filter uses) must come across.
      const rows = await db.selectFrom('inclass_events').selectAll().orderBy('slug').execute()
      return withSlugs(
        {
          rows: rows.map(({ id: _id, from_pack: _pack, ...row }) => ({ ...row, category_id: Number(row.category_id), instructor_id: row.instructor_id && Number(row.instructor_id), topic_id: row.topic_id && Number(row.topic_id) })),
          newest: await listInclasses(db, { page: 1, limit: 100, sort: 'newest' }),
          popular: await listInclasses(db, { page: 1, limit: 100, sort: 'popular' }),
          search: await listInclasses(db, { page: 1, limit: 100, sort: 'newest', q: 'webinar' }),
          today: await todayInclasses(db, now, 1, 100),
          details,
          histories: await Promise.all(users.map((u) => inclassHistories(db, Number(u.id), 1, 50))),
        },
        slugOf,
      )
    }
    const expected = await answers(source.database)
    expect(expected.newest.total).toBe(8)
    expect(expected.today.total).toBeGreaterThan(0)
    expect(await answers(copy.database)).toEqual(expected)

    // Exported again from the copy: the same files.
    const again = tempDir('tumbuh-inclass-')
    await exportPack(copy.database, again)
    for (const { slug } of seeded) {
      expect(fs.readFileSync(path.join(again, 'inclass-events', `${slug}.yaml`), 'utf8'), slug).toBe(fs.readFileSync(path.join(dir, 'inclass-events', `${slug}.yaml`), 'utf8'))
    }
  })

  it('keeps the demo pack’s events where they are relative to today: written around the demo day, moved by whole days at a start', async () => {
    const event = (day: string) =>
      `title: Kelas Demo\ndescription: <p>Uji.</p>\ncategory: Komunikasi\nstarts_at: ${day}T09:00+07:00\nends_at: ${day}T12:00+07:00\nplace: Ruang Melati\ncapacity: 5\npublished_at: ${day}T08:00+07:00\n`
    const dir = writePack({ 'pack.yaml': 'format: 1\nname: demo\nversion: "1"\nlanguage: id\n', 'inclass-events/kelas-demo.yaml': event(addDays(DEMO_DAY, 2)) })
    const { db } = source.database
    const stored = () => db.selectFrom('inclass_events').select(['id', 'starts_at', 'ends_at', 'published_at', 'seats_taken']).where('slug', '=', 'kelas-demo').executeTakeFirstOrThrow()

    // 1 March, 07.00 in Jakarta: the event is two days later, at its clock time.
    await importDemoContent(source.database, dir, new Date('2027-03-01T00:00:00.000Z'))
    const first = await stored()
    expect([first.starts_at, first.ends_at, first.published_at]).toEqual(['2027-03-03T02:00:00.000Z', '2027-03-03T05:00:00.000Z', '2027-03-03T01:00:00.000Z'])
    const budi = Number((await db.selectFrom('employees').select('id').where('username', '=', 'budi.santoso').executeTakeFirstOrThrow()).id)
    await registerForInclass(db, budi, Number(first.id), '2027-03-01T01:00:00.000Z')

    // The same day again writes nothing; the next day moves it by one day, its registration kept.
    expect((await importDemoContent(source.database, dir, new Date('2027-03-01T10:00:00.000Z')))!.changed).toBe(0)
    await importDemoContent(source.database, dir, new Date('2027-03-01T18:00:00.000Z'))
    expect(await stored()).toEqual({ ...first, starts_at: '2027-03-04T02:00:00.000Z', ends_at: '2027-03-04T05:00:00.000Z', published_at: '2027-03-04T01:00:00.000Z', seats_taken: 1 })
  })
})

/** The registrations and attendance of `from`, written into `to` by event key and username, with the seat counters. */
async function copyRegistrations(from: DatabaseHandle, to: DatabaseHandle): Promise<void> {
  const rows = await from.db
    .selectFrom('inclass_registrations as r')
    .innerJoin('inclass_events as ev', 'ev.id', 'r.event_id')
    .innerJoin('employees as e', 'e.id', 'r.employee_id')
    .select(['ev.slug', 'e.username', 'r.registered_at', 'r.attended_at'])
    .execute()
  const events = new Map((await to.db.selectFrom('inclass_events').select(['id', 'slug']).execute()).map((e) => [e.slug, Number(e.id)]))
  const people = new Map((await to.db.selectFrom('employees').select(['id', 'username']).execute()).map((e) => [e.username, Number(e.id)]))
  for (const row of rows) {
    await to.db.insertInto('inclass_registrations').values({ event_id: events.get(row.slug)!, employee_id: people.get(row.username)!, registered_at: row.registered_at, attended_at: row.attended_at }).execute()
  }
  for (const [, id] of events) {
    await to.db
      .updateTable('inclass_events')
      .set((eb) => ({ seats_taken: eb.selectFrom('inclass_registrations').select((e2) => e2.fn.countAll<number>().as('n')).where('event_id', '=', id) }))
      .where('id', '=', id)
      .execute()
  }
}

/** The answers with each event's id replaced by its key (ids differ between the two databases). */
function withSlugs<T>(value: T, slugOf: Map<number, string>): T {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk)
    if (v === null || typeof v !== 'object') return v
    const out: Record<string, unknown> = {}
    for (const [key, inner] of Object.entries(v)) {
      if (key === 'event_id') out[key] = slugOf.get(inner as number)
      else if (key === 'id' && 'starts_at' in v) out[key] = slugOf.get(inner as number)
      else out[key] = walk(inner)
    }
    return out
  }
  return walk(value) as T
}
