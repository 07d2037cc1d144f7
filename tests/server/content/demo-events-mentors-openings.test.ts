import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { parse } from 'yaml'
import { DEMO_PACK_DIR } from '../../../server/content/demo'
import { importPack } from '../../../server/content/importer'
import { readPack } from '../../../server/content/reader'
import { validatePack } from '../../../server/content/validate'
import { seedInclassRegistrations } from '../../../server/db/seed/inclass-registrations'
import { seedMentorSessions } from '../../../server/db/seed/mentor-sessions'
import { seedOpportunityApplications } from '../../../server/db/seed/opportunity-applications'
import { seed, seedOrganisation } from '../../../server/db/seed/seed'
import { addDays, jakartaDay } from '../../../src/shared/dates'
import { removeTempDirs, tempDir } from '../helpers/content-pack'
import { describeOnEngines, openTestDatabase, type TestDatabase } from '../helpers/test-database'

// The demo's in-class events, mentors and openings are demo pack items (content/demo), their
// registrations, sessions and applications demo activity (server/db/seed). A fresh database numbers
// them as the seed code did; a database the old seed code filled keeps its rows and what people did.

afterAll(removeTempDirs)

const order = (parse(fs.readFileSync(path.join(DEMO_PACK_DIR, 'pack.yaml'), 'utf8')) as { order: Record<string, string[]> }).order

describeOnEngines('demo in-class events, mentors and openings', (target) => {
  let test: TestDatabase
  const db = () => test.database.db

  beforeAll(async () => {
    test = await openTestDatabase(target)
  })
  afterAll(async () => {
    await test?.cleanup()
  })

  /** What people did with them, by row id: it must survive any restart. */
  const activity = async () => ({
    registrations: (await db().selectFrom('inclass_registrations').select(['event_id', 'employee_id', 'attended_at']).orderBy('event_id').orderBy('employee_id').execute()).map((r) => [Number(r.event_id), Number(r.employee_id), r.attended_at !== null]),
    sessions: (await db().selectFrom('mentor_sessions').select(['id', 'mentor_id', 'mentee_id', 'starts_at', 'status', 'rating']).orderBy('id').execute()).map((r) => ({ ...r, id: Number(r.id), mentor_id: Number(r.mentor_id), mentee_id: Number(r.mentee_id) })),
    applications: (await db().selectFrom('opportunity_applications').select(['id', 'opportunity_id', 'employee_id', 'status', 'created_at']).orderBy('id').execute()).map((r) => ({ ...r, id: Number(r.id), opportunity_id: Number(r.opportunity_id), employee_id: Number(r.employee_id) })),
    history: (await db().selectFrom('opportunity_application_events').select(['id', 'application_id', 'status']).orderBy('id').execute()).map((r) => [Number(r.id), Number(r.application_id), r.status]),
  })

  it('numbers them in the demo manifest’s order, as the seed code did, and keeps them where they are relative to today', async () => {
    const events = await db().selectFrom('inclass_events').select(['id', 'slug', 'starts_at', 'ends_at', 'seats_taken', 'seats_total', 'from_pack']).orderBy('id').execute()
    expect(events.map((e) => [Number(e.id), e.slug])).toEqual(order['inclass-event']!.map((slug, i) => [i + 1, slug]))
    expect(events.every((e) => e.from_pack === 1)).toBe(true)
    const mentors = await db().selectFrom('mentors').innerJoin('employees as e', 'e.id', 'mentors.employee_id').select(['mentors.id', 'mentors.slug', 'e.username']).orderBy('mentors.id').execute()
    expect(mentors.map((m) => [Number(m.id), m.slug])).toEqual(order.mentor!.map((key, i) => [i + 1, key]))
    expect(mentors[0]!.username).toBe('sari.wulandari')
    const openings = await db().selectFrom('opportunities').select(['id', 'slug', 'closing_day']).orderBy('id').execute()
    expect(openings.map((o) => [Number(o.id), o.slug])).toEqual(order.opening!.map((slug, i) => [i + 1, slug]))
    expect(openings[0]!.slug).toBe('kepala-learning-and-development')

    // Relative to today: events today, upcoming and past; the full ones full; openings open.
    const now = new Date()
    const today = jakartaDay(now)
    const on = (slug: string) => events.find((e) => e.slug === slug)!
    expect(jakartaDay(new Date(on('lokakarya-negosiasi-bisnis').starts_at))).toBe(today)
    expect(jakartaDay(new Date(on('bootcamp-analisis-data-excel').starts_at))).toBe(addDays(today, 5))
    expect(jakartaDay(new Date(on('webinar-manajemen-waktu').starts_at))).toBe(addDays(today, -20))
    expect([on('kelas-k3-pekerjaan-di-ketinggian').seats_taken, on('kelas-k3-pekerjaan-di-ketinggian').seats_total]).toEqual([6, 6])
    const attended = await db().selectFrom('inclass_registrations').select(['event_id', 'attended_at']).execute()
    for (const r of attended) expect(r.attended_at !== null, String(r.event_id)).toBe(events.find((e) => Number(e.id) === Number(r.event_id))!.ends_at < now.toISOString())
    expect(openings.find((o) => o.slug === 'kepala-learning-and-development')!.closing_day).toBe(addDays(today, 21))
    const closesIn = (slug: string) => (parse(fs.readFileSync(path.join(DEMO_PACK_DIR, 'openings', `${slug}.yaml`), 'utf8')) as { closes_in_days: number }).closes_in_days
    expect(openings.map((o) => [o.slug, o.closing_day])).toEqual(openings.map((o) => [o.slug, addDays(today, closesIn(o.slug))]))
    // Budi's upcoming session with Fajar is in the future, at one of Fajar's hours.
    const budi = (await db().selectFrom('employees').select('id').where('username', '=', 'budi.santoso').executeTakeFirstOrThrow()).id
    const upcoming = await db().selectFrom('mentor_sessions').select('starts_at').where('mentee_id', '=', budi).where('status', '=', 'accepted').where('starts_at', '>', now.toISOString()).execute()
    expect(upcoming).toHaveLength(1)
  })

  it('upgrades a database the old seed code filled: the pack adopts its rows, ids and what people did stay', async () => {
    // As the seed code left them: events no pack brought, keyless mentors, openings seeded three days ago.
    await db().updateTable('inclass_events').set({ from_pack: null }).execute()
    await db().updateTable('mentors').set({ slug: null }).execute()
    for (const o of await db().selectFrom('opportunities').select(['id', 'closing_day', 'created_at']).execute()) {
      await db().updateTable('opportunities').set({ closing_day: addDays(o.closing_day, -3), created_at: new Date(Date.parse(o.created_at) - 3 * 86_400_000).toISOString() }).where('id', '=', o.id).execute()
    }
    const ids = async () => ({
      events: (await db().selectFrom('inclass_events').select(['id', 'slug']).orderBy('id').execute()).map((r) => [Number(r.id), r.slug]),
      mentors: (await db().selectFrom('mentors').select(['id', 'employee_id']).orderBy('id').execute()).map((r) => [Number(r.id), Number(r.employee_id)]),
      openings: (await db().selectFrom('opportunities').select(['id', 'slug']).orderBy('id').execute()).map((r) => [Number(r.id), r.slug]),
    })
    const before = { ids: await ids(), activity: await activity() }

    await seed(test.database)

    expect({ ids: await ids(), activity: await activity() }).toEqual(before)
    expect((await db().selectFrom('inclass_events').select('from_pack').execute()).every((e) => e.from_pack === 1)).toBe(true)
    expect((await db().selectFrom('mentors').select('slug').orderBy('id').execute()).map((m) => m.slug)).toEqual(order.mentor)
    expect((await db().selectFrom('inclass_events').select('id').where('archived_at', 'is not', null).execute()).length).toBe(0)
    expect((await db().selectFrom('mentors').select('id').where('archived_at', 'is not', null).execute()).length).toBe(0)
    // Openings stay open as the pack says: their last day counted from today again.
    const kepala = await db().selectFrom('opportunities').select('closing_day').where('slug', '=', 'kepala-learning-and-development').executeTakeFirstOrThrow()
    expect(kepala.closing_day).toBe(addDays(jakartaDay(new Date()), 21))
  })
})

describeOnEngines('demo activity over a pack without some demo items', (target) => {
  let test: TestDatabase

  beforeAll(async () => {
    test = await openTestDatabase(target, { seed: false })
    await seedOrganisation(test.database)
  })
  afterAll(async () => {
    await test?.cleanup()
  })

  it('writes the registrations, sessions and applications of the items there, and skips the others', async () => {
    // A company's pack with one demo event, one demo mentor and one demo opening.
    const dir = tempDir()
    const copy = (folder: string, key: string) => {
      fs.mkdirSync(path.join(dir, folder), { recursive: true })
      fs.copyFileSync(path.join(DEMO_PACK_DIR, folder, `${key}.yaml`), path.join(dir, folder, `${key}.yaml`))
    }
    fs.writeFileSync(path.join(dir, 'pack.yaml'), 'format: 1\nname: perusahaan\nversion: "1"\nlanguage: id\n')
    copy('inclass-events', 'webinar-ai-untuk-produktivitas')
    copy('mentors', 'sari-wulandari')
    copy('openings', 'kepala-learning-and-development')
    const { pack, issues } = validatePack(await readPack(dir))
    expect(issues).toEqual([])
    await importPack(test.database, pack!)

    const now = new Date()
    await test.database.db.transaction().execute(async (trx) => {
      await seedInclassRegistrations(trx, now)
      await seedMentorSessions(trx, now)
      await seedOpportunityApplications(trx, now)
    })
    const db = test.database.db
    const registered = await db.selectFrom('inclass_registrations as r').innerJoin('employees as e', 'e.id', 'r.employee_id').select('e.username').orderBy('e.username').execute()
    expect(registered.map((r) => r.username)).toEqual(['agus.setiawan', 'intan.permata', 'nur.aini'])
    expect((await db.selectFrom('inclass_events').select('seats_taken').executeTakeFirstOrThrow()).seats_taken).toBe(3)
    const sessions = await db.selectFrom('mentor_sessions as s').innerJoin('mentors as m', 'm.id', 's.mentor_id').innerJoin('employees as e', 'e.id', 'm.employee_id').select(['e.username', 's.status']).execute()
    expect(sessions.length).toBeGreaterThan(0)
    expect(new Set(sessions.map((s) => s.username))).toEqual(new Set(['sari.wulandari']))
    const applied = await db.selectFrom('opportunity_applications as a').innerJoin('opportunities as o', 'o.id', 'a.opportunity_id').select('o.slug').execute()
    expect(applied.length).toBeGreaterThan(0)
    expect(new Set(applied.map((a) => a.slug))).toEqual(new Set(['kepala-learning-and-development']))
  })
})
