import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Fastify from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createDatabase, type DatabaseHandle } from '../../../server/db/database'
import { deleteExpiredLeases, releaseLease, takeLease } from '../../../server/db/repositories/lease-repository'
import { runPeriodically } from '../../../server/plugins/periodic'
import { describeOnEngines, openTestDatabase, type TestDatabase } from '../helpers/test-database'

describeOnEngines('leases (one process runs a scheduled job)', (target) => {
  let test: TestDatabase
  let others: DatabaseHandle[]
  let otherDir: string

  beforeAll(async () => {
    test = await openTestDatabase(target, { seed: false })
    otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-lease-'))
    // Processes of their own: each its own connection pool (or SQLite connection) to the one database.
    others = Array.from({ length: 4 }, () =>
      target.engine === 'postgres'
        ? createDatabase({ dataDir: otherDir, databaseUrl: target.url }, { schema: test.database.schema })
        : createDatabase({ dataDir: test.dataDir, databaseUrl: undefined }),
    )
  })
  afterAll(async () => {
    for (const other of others ?? []) await other.close()
    await test?.cleanup()
    fs.rmSync(otherDir, { recursive: true, force: true })
  })

  it('is held by one holder until it expires or is given up; the holder renews it', async () => {
    const db = test.database.db
    const t0 = new Date('2026-01-01T08:00:00.000Z')
    const at = (ms: number) => new Date(t0.getTime() + ms)
    expect(await takeLease(db, 'tugas', 'a', 60_000, t0)).toBe(true)
    expect(await takeLease(db, 'tugas', 'b', 60_000, at(1_000))).toBe(false)
    // A renews at its next run, for another minute from then.
    expect(await takeLease(db, 'tugas', 'a', 60_000, at(50_000))).toBe(true)
    expect(await takeLease(db, 'tugas', 'b', 60_000, at(70_000))).toBe(false)
    // A stopped without giving it up: B takes it once it has expired.
    expect(await takeLease(db, 'tugas', 'b', 60_000, at(110_000))).toBe(true)
    expect(await takeLease(db, 'tugas', 'a', 60_000, at(111_000))).toBe(false)
    // Only the holder gives it up.
    await releaseLease(db, 'tugas', 'a')
    expect(await takeLease(db, 'tugas', 'a', 60_000, at(112_000))).toBe(false)
    await releaseLease(db, 'tugas', 'b')
    expect(await takeLease(db, 'tugas', 'a', 60_000, at(113_000))).toBe(true)
    // Another job's lease is its own.
    expect(await takeLease(db, 'tugas-lain', 'b', 60_000, at(113_000))).toBe(true)
    // Housekeeping drops expired leases only.
    expect(await takeLease(db, 'tugas-lama', 'c', 1_000, at(100_000))).toBe(true)
    await deleteExpiredLeases(db, at(150_000))
    const left = await db.selectFrom('leases').select('name').where('name', 'like', 'tugas%').orderBy('name').execute()
    expect(left.map((row) => row.name)).toEqual(['tugas', 'tugas-lain'])
  })

  it('goes to exactly one of several processes asking at the same moment', async () => {
    for (let round = 0; round < 5; round += 1) {
      const now = new Date()
      const answers = await Promise.all(others.flatMap((other, i) => [0, 1].map((j) => takeLease(other.db, `serentak-${round}`, `p${i}-${j}`, 60_000, now))))
      expect(answers.filter(Boolean)).toHaveLength(1)
    }
  })

  it('runs a periodic job in one of two processes, and in the other once the first closes', async () => {
    let runs: string[] = []
    const app = (holder: string, db: DatabaseHandle) => {
      const instance = Fastify()
      runPeriodically(instance, 150, 'gagal', async () => void runs.push(holder), { db: db.db, name: 'job-berkala', holder })
      return instance
    }
    const apps = { pertama: app('pertama', others[0]!), kedua: app('kedua', others[1]!) }
    await Promise.all([apps.pertama.ready(), apps.kedua.ready()])
    // Three periods: both have asked at least twice by then. Whichever asked first runs it, every time, alone.
    await expect.poll(() => runs.length, { timeout: 5000 }).toBeGreaterThanOrEqual(3)
    expect(runs.length).toBeGreaterThanOrEqual(3)
    expect(new Set(runs).size).toBe(1)
    const runner = runs[0] as keyof typeof apps
    const other = runner === 'pertama' ? 'kedua' : 'pertama'
    await apps[runner].close()
    runs = []
    // Two runs after the close: a closed runner still running would have had its period among them.
    await expect.poll(() => runs.length, { timeout: 5000 }).toBeGreaterThanOrEqual(2)
    await apps[other].close()
    expect(new Set(runs)).toEqual(new Set([other]))
  })
})
