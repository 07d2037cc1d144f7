import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { fillPath } from '../../../src/contract/endpoint'
import { mentorApi } from '../../../src/contract/mentor'
import { opportunityApi } from '../../../src/contract/opportunity'
import { exportPack } from '../../../server/content/exporter'
import { importPack } from '../../../server/content/importer'
import { readPack } from '../../../server/content/reader'
import { validatePack } from '../../../server/content/validate'
import { removeTempDirs, tempDir } from '../helpers/content-pack'
import { openTestApp } from '../helpers/test-app'
import { describeOnEngines, type TestDatabase } from '../helpers/test-database'

// Today's demo mentors and openings (seed code) carried by packs: a database seeded as a fresh
// start seeds it, its mentors and openings exported, and imported into a database with the same
// employees and master lists but none of them answer the same. Sessions and applications are
// demo activity (they stay seed code), so the source's sessions are dropped before comparing:
// ratings and booked hours come from them, not from the pack.

afterAll(removeTempDirs)

/** An answer without the row ids, which a new database numbers its own way. */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds)
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).filter(([k]) => k !== 'id').map(([k, v]) => [k, withoutIds(v)]))
  return value
}

async function answers(app: FastifyInstance) {
  const get = async (url: string, query: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'GET', url, query })
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as { data: unknown }
  }
  const mentors = mentorApi.list.response.parse(await get(mentorApi.list.path, { limit: '50' })).data
  const perMentor = []
  for (const m of mentors) {
    const detail = mentorApi.detail.response.parse(await get(fillPath(mentorApi.detail.path, { id: m.id }))).data
    const slots = mentorApi.slots.response.parse(await get(fillPath(mentorApi.slots.path, { id: m.id }), { days: '28' })).data
    perMentor.push({ detail, slots })
  }
  const latest = opportunityApi.list.response.parse(await get(opportunityApi.list.path, { limit: '50' })).data
  const closing = opportunityApi.list.response.parse(await get(opportunityApi.list.path, { limit: '50', sort: 'closing' })).data
  const details = []
  for (const o of [...latest].sort((a, b) => a.slug.localeCompare(b.slug))) details.push(opportunityApi.detail.response.parse(await get(fillPath(opportunityApi.detail.path, { slug: o.slug }))).data)
  // Openings posted at the same moment (or closing the same day) follow each other in the order
  // they were written (by id): the seed's list order, the pack's key order. Each list is checked
  // in its order, then compared with such ties put in key order.
  const tied = (list: typeof latest, sortKey: (o: (typeof latest)[number]) => string) => {
    expect(list.map(sortKey)).toEqual(list.map(sortKey).sort())
    return [...list].sort((a, b) => sortKey(a).localeCompare(sortKey(b)) || a.slug.localeCompare(b.slug))
  }
  const newestFirst = (o: (typeof latest)[number]) => String(1e13 - Date.parse(o.posted_at))
  const openFirst = (o: (typeof latest)[number]) => `${o.closed ? 1 : 0}${o.closed ? '' : o.closing_day}`
  return withoutIds({ mentors, perMentor, latest: tied(latest, newestFirst), closing: tied(closing, openFirst), details })
}

describeOnEngines('demo mentors and openings as a pack', (target) => {
  let source: { test: TestDatabase; app: FastifyInstance }
  let empty: { test: TestDatabase; app: FastifyInstance }

  beforeAll(async () => {
    source = await openTestApp(target)
    empty = await openTestApp(target)
  })
  afterAll(async () => {
    for (const side of [source, empty]) {
      await side?.app.close()
      await side?.test.cleanup()
    }
  })

  it('exports the seeded mentors and openings, which import into an empty database to the same answers', async () => {
    const dir = tempDir()
    const counts = await exportPack(source.test.database, dir)
    expect(counts.filter((c) => c.kind === 'mentor' || c.kind === 'opening')).toEqual([
      { kind: 'mentor', count: 15 },
      { kind: 'opening', count: 27 },
    ])
    // Only the two kinds: the other kinds have their own round trips.
    for (const entry of fs.readdirSync(dir)) if (!['pack.yaml', 'mentors', 'openings'].includes(entry)) fs.rmSync(path.join(dir, entry), { recursive: true })

    const db = empty.test.database.db
    for (const table of ['mentor_sessions', 'mentor_days_off', 'mentor_hours', 'mentor_skills', 'mentors', 'opportunity_application_events', 'opportunity_applications', 'opportunity_skills', 'opportunities'] as const) {
      await db.deleteFrom(table).execute()
    }
    await source.test.database.db.deleteFrom('mentor_sessions').execute()

    const { pack, issues } = validatePack(await readPack(dir))
    expect(issues).toEqual([])
    const report = await importPack(empty.test.database, pack!)
    expect(report.kinds.map((k) => [k.kind, k.result.added.length, k.result.archived.length])).toEqual([
      ['mentor', 15, 0],
      ['opening', 27, 0],
    ])
    for (const side of [source, empty]) side.app.sharedAnswers.invalidate()
    const expected = await answers(source.app)
    expect(await answers(empty.app)).toEqual(expected)

    // And again: nothing changes.
    const again = await importPack(empty.test.database, pack!)
    expect(again.kinds.map((k) => k.result)).toEqual([
      { added: [], changed: [], archived: [], unchanged: 15 },
      { added: [], changed: [], archived: [], unchanged: 27 },
    ])
  })
})
