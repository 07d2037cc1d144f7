import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../server/db/database'
import { migrate } from '../../server/db/migrate'
import { findEmployeeByUsername } from '../../server/db/repositories/employee-repository'
import type { Database } from '../../server/db/schema'
import { seed } from '../../server/db/seed/seed'
import { openTestDatabase, testEngines, type TestDatabase } from './helpers/test-database'

const tables: (keyof Database)[] = [
  'learning_categories',
  'learning_units',
  'professions',
  'topics',
  'fields',
  'growth_path_skills',
  'growth_path_categories',
  'employee_statuses',
  'business_units',
  'company_locations',
  'employees',
  'banners',
  'notifications',
]

async function snapshot(database: DatabaseHandle) {
  const result: Record<string, unknown[]> = {}
  for (const table of tables) {
    result[table] = await database.db.selectFrom(table).selectAll().orderBy('id').execute()
  }
  return result
}

describe.each(testEngines())('migrations and seed on $engine', (target) => {
  let test: TestDatabase

  beforeAll(async () => {
    test = await openTestDatabase(target, { migrate: false, seed: false })
  })
  afterAll(() => test?.cleanup())

  it('migrates an empty database, then has nothing left to run', async () => {
    expect(await migrate(test.database)).toEqual(['0001-foundation', '0002-auth'])
    expect(await migrate(test.database)).toEqual([])
  })

  it('seeds demo data, and a second run changes nothing', async () => {
    await seed(test.database)
    const first = await snapshot(test.database)
    await seed(test.database)
    expect(await snapshot(test.database)).toEqual(first)

    const count = await test.database.db
      .selectFrom('learning_categories')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    // Counts are numbers on both engines (pg would give bigint as a string).
    expect(count.n).toBeTypeOf('number')
    expect(count.n).toBeGreaterThanOrEqual(8)
    expect(first.employees!.length).toBeGreaterThanOrEqual(12)
    expect(first.banners!.length).toBeGreaterThanOrEqual(3)
    for (const table of tables) expect(first[table]!.length, table).toBeGreaterThan(0)
  })

  it('seeds the two demo accounts in different positions and business units', async () => {
    const budi = await findEmployeeByUsername(test.database.db, 'budi.santoso')
    const sari = await findEmployeeByUsername(test.database.db, 'sari.wulandari')
    expect(budi).toMatchObject({ given_name: 'Budi', family_name: 'Santoso', full_name: 'Budi Santoso' })
    expect(sari).toMatchObject({ given_name: 'Sari', family_name: 'Wulandari' })
    expect(budi!.position).not.toBe(sari!.position)
    expect(budi!.business_unit_id).not.toBe(sari!.business_unit_id)
  })

  it('enforces foreign keys', async () => {
    const budi = (await findEmployeeByUsername(test.database.db, 'budi.santoso'))!
    await expect(
      test.database.db.updateTable('employees').set({ business_unit_id: 999_999 }).where('id', '=', budi.id).execute(),
    ).rejects.toThrow()
  })

  it('keeps what an employee edited when the seed runs again', async () => {
    await test.database.db.updateTable('employees').set({ bio: 'Bio saya sendiri' }).where('username', '=', 'andi.pratama').execute()
    await seed(test.database)
    expect((await findEmployeeByUsername(test.database.db, 'andi.pratama'))!.bio).toBe('Bio saya sendiri')
  })
})

describe('seeded banner images', () => {
  it('exist in public/banners as light SVGs', async () => {
    const { banners } = await import('../../server/db/seed/banners')
    for (const banner of banners) {
      const file = path.join(process.cwd(), 'public', banner.imageUrl)
      expect(fs.existsSync(file), file).toBe(true)
      expect(fs.statSync(file).size).toBeLessThan(10 * 1024)
      expect(fs.readFileSync(file, 'utf8')).toContain('viewBox="0 0 1200 400"')
    }
  })
})
