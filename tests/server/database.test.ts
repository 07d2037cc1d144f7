import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../server/db/database'
import { Migrator, sql, type Kysely } from 'kysely'
import { verifyPassword } from '../../server/auth/password'
import { migrate } from '../../server/db/migrate'
import { migrations } from '../../server/db/migrations/index'
import { findEmployeeByUsername } from '../../server/db/repositories/employee-repository'
import type { Database } from '../../server/db/schema'
import { seed } from '../../server/db/seed/seed'
import { openTestDatabase, describeOnEngines, type TestDatabase } from './helpers/test-database'

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

describeOnEngines('migrations and seed', (target) => {
  let test: TestDatabase

  beforeAll(async () => {
    test = await openTestDatabase(target, { migrate: false, seed: false })
  })
  afterAll(() => test?.cleanup())

  it('migrates an empty database, then has nothing left to run', async () => {
    // Every migration, in order (the list grows with each issue; order is by name).
    expect(await migrate(test.database)).toEqual(Object.keys(migrations).sort())
    expect(Object.keys(migrations).slice(0, 4)).toEqual(['0001-foundation', '0002-auth', '0003-sign-in-links', '0004-learning-progress'])
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

describeOnEngines('migration 0002', (target) => {
  let test: TestDatabase
  beforeAll(async () => {
    test = await openTestDatabase(target, { migrate: false, seed: false })
  })
  afterAll(() => test?.cleanup())

  it('keeps the employees of a 0001 database, lets the organisational fields be empty, and still checks them', async () => {
    const migrator = new Migrator({
      db: test.database.db,
      provider: { getMigrations: async () => migrations },
      ...(test.database.schema ? { migrationTableSchema: test.database.schema } : {}),
    })
    if (test.database.schema) await sql`create schema if not exists ${sql.id(test.database.schema)}`.execute(test.database.db)
    expect((await migrator.migrateTo('0001-foundation')).error).toBeUndefined()
    // The demo seed needs 0002's tables; rows as 0001 knew them are enough here.
    const db = test.database.db as unknown as Kysely<any>
    const one = async (table: string, values: Record<string, unknown>) =>
      (await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()).id as number
    const unit = await one('business_units', { slug: 'unit', name: 'Unit' })
    const status = await one('employee_statuses', { slug: 'tetap', name: 'Tetap' })
    const location = await one('company_locations', { slug: 'jkt', name: 'Jakarta', city: 'Jakarta' })
    for (const username of ['budi.santoso', 'lama.sekali']) {
      await one('employees', {
        username,
        given_name: 'Nama',
        family_name: 'Lama',
        full_name: 'Nama Lama',
        email: `${username}@grup-nusantara.example`,
        position: 'Staf',
        business_unit_id: unit,
        employee_status_id: status,
        company_location_id: location,
        profile_image: null,
        bio: 'Bio',
        joined_at: '2020-01-01',
        created_at: '2020-01-01T00:00:00.000Z',
        updated_at: '2020-01-01T00:00:00.000Z',
      })
    }
    const before = await test.database.db.selectFrom('employees').selectAll().orderBy('id').execute()

    expect(await migrate(test.database)).toEqual(Object.keys(migrations).sort().slice(1))
    const after = await test.database.db.selectFrom('employees').selectAll().orderBy('id').execute()
    expect(after).toEqual(before.map((row) => ({ ...row, password_hash: null, oidc_issuer: null, oidc_subject: null })))

    const id = (await test.database.db
      .insertInto('employees')
      .values({
        username: 'baru.masuk',
        given_name: 'Baru',
        family_name: 'Masuk',
        full_name: 'Baru Masuk',
        email: 'baru@idp.example',
        position: null,
        business_unit_id: null,
        employee_status_id: null,
        company_location_id: null,
        profile_image: null,
        bio: null,
        joined_at: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()).id
    await expect(
      test.database.db.updateTable('employees').set({ business_unit_id: 999_999 }).where('id', '=', id).execute(),
    ).rejects.toThrow()
    await expect(
      test.database.db.updateTable('employees').set({ email: 'budi.santoso@grup-nusantara.example' }).where('id', '=', id).execute(),
    ).rejects.toThrow()

    // 0003: unlinked employees are many; one (issuer, subject) links one employee at most.
    const link = { oidc_issuer: 'https://idp.example/realms/hr', oidc_subject: 'f1e2d3' }
    await test.database.db.updateTable('employees').set(link).where('id', '=', id).execute()
    await expect(test.database.db.updateTable('employees').set(link).where('username', '=', 'budi.santoso').execute()).rejects.toThrow()
    await test.database.db.updateTable('employees').set({ ...link, oidc_subject: 'lain' }).where('username', '=', 'budi.santoso').execute()
  })

  it('seeds notifications (budi has unread ones, sari none) and passwords that verify', async () => {
    await seed(test.database, { demoPassword: 'kata-sandi-uji' })
    const budi = (await findEmployeeByUsername(test.database.db, 'budi.santoso'))!
    const sari = (await findEmployeeByUsername(test.database.db, 'sari.wulandari'))!
    const of = (employeeId: number) =>
      test.database.db.selectFrom('notifications').selectAll().where('employee_id', '=', employeeId).execute()
    const budiNotes = await of(budi.id)
    const sariNotes = await of(sari.id)
    expect(budiNotes.length).toBeGreaterThanOrEqual(5)
    expect(budiNotes.length).toBeLessThanOrEqual(8)
    expect(budiNotes.some((n) => n.read_at === null)).toBe(true)
    expect(sariNotes.length).toBeGreaterThanOrEqual(5)
    expect(sariNotes.every((n) => n.read_at !== null)).toBe(true)

    expect(budi.password_hash).toMatch(/^scrypt\$/)
    // At the production cost (server/auth/password.ts); the test databases' seeded hashes are cheaper (TEST_PASSWORD_COST).
    expect(budi.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/)
    expect(await verifyPassword('kata-sandi-uji', budi.password_hash)).toBe(true)
    expect(await verifyPassword('tumbuh-demo', budi.password_hash)).toBe(false)
    expect(budi.password_hash).not.toBe(sari.password_hash) // salted per user

    // A second run keeps the hashes that still verify and adds no notifications.
    await seed(test.database, { demoPassword: 'kata-sandi-uji' })
    expect((await findEmployeeByUsername(test.database.db, 'budi.santoso'))!.password_hash).toBe(budi.password_hash)
    expect(await of(budi.id)).toEqual(budiNotes)
  })
})

describe('seeded banner images', () => {
  it('are light WebP pictures of the demo pack, 1200 px wide', async () => {
    const { demoBanners: banners } = await import('./helpers/demo-content')
    const { DEMO_PACK_DIR } = await import('../../server/content/demo')
    for (const banner of banners) {
      const bytes = fs.readFileSync(path.join(DEMO_PACK_DIR, banner.image))
      expect(bytes.toString('latin1', 8, 12), banner.image).toBe('WEBP')
      expect(bytes.length, banner.image).toBeLessThan(40 * 1024)
      // VP8 (lossy): the frame's width sits at bytes 26–27 (14 bits).
      expect(bytes.readUInt16LE(26) & 0x3fff, banner.image).toBe(1200)
    }
  })
})

describe('SQLite statement cache', () => {
  it('prepares each SQL text once, keeps at most its size, and prepares afresh for a statement still iterating', async () => {
    const { default: SQLite } = await import('better-sqlite3')
    const { withStatementCache } = await import('../../server/db/database')
    const raw = new SQLite(':memory:')
    let prepared = 0
    const counting = new Proxy(raw, {
      get(target, prop) {
        if (prop === 'prepare') return (text: string) => ((prepared += 1), target.prepare(text))
        const value = Reflect.get(target, prop) as unknown
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
      },
    })
    const cached = withStatementCache(counting, 2)
    cached.prepare('create table t (n integer)').run([])
    const insert = cached.prepare('insert into t (n) values (?)')
    for (let n = 1; n <= 3; n++) cached.prepare('insert into t (n) values (?)').run([n])
    expect(cached.prepare('insert into t (n) values (?)')).toBe(insert)
    expect(prepared).toBe(2)
    expect(cached.prepare('select count(*) as c from t').all([])).toEqual([{ c: 3 }])
    // Size 2: the create statement, least recently used, was dropped.
    cached.prepare('create table if not exists t (n integer)')
    expect(prepared).toBe(4)

    const select = 'select n from t order by n'
    const iterator = (cached.prepare(select) as unknown as { iterate(p: unknown[]): IterableIterator<{ n: number }> }).iterate([])
    expect(iterator.next().value).toEqual({ n: 1 })
    expect(cached.prepare(select).all([])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }])
    iterator.return?.()
    cached.close()
  })
})
