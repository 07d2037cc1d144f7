import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { compiledQuery } from '../../../server/db/compiled-query'
import { findEmployeeById } from '../../../server/db/repositories/employee-repository'
import { findSession, findSessionByAccessTokenHash, findSessionTokens } from '../../../server/db/repositories/session-repository'
import { feed } from '../../../server/features/discovery/repository'
import { learningProfile } from '../../../server/features/profile/public-profile-repository'
import { recordKinds } from '../../../src/contract/profile-record'
import { describeOnEngines, openTestDatabase, type TestDatabase } from '../helpers/test-database'

// Decision 035: hot queries are compiled once per shape and run with new values. A run must send
// the SQL and parameters Kysely would have built for those values, and answer the same rows.

describeOnEngines('compiled queries', (target) => {
  let test: TestDatabase

  beforeAll(async () => {
    test = await openTestDatabase(target)
  })
  afterAll(async () => {
    await test?.cleanup()
  })

  /** One query shape, built by Kysely: compiled once below, and built again for each comparison. */
  const employeesQuery = (db: TestDatabase['database']['db'], unit: number, limit: number, offset: number) =>
    db
      .selectFrom('employees as e')
      .leftJoin('business_units as u', 'u.id', 'e.business_unit_id')
      .select(['e.id', 'e.username', 'u.name as unit'])
      .where('e.business_unit_id', '=', unit)
      .where('e.username', 'in', ['budi.santoso', 'sari.wulandari', 'lestari.wibowo', 'bayu.hidayat'])
      .orderBy('e.id')
      .limit(limit)
      .offset(offset)
  const employeesOfUnit = compiledQuery(['unit', 'limit', 'offset'], (db, { unit, limit, offset }: { unit: number; limit: number; offset: number }) =>
    employeesQuery(db, unit, limit, offset),
  )
  const built = (unit: number, limit: number, offset: number) => employeesQuery(test.database.db, unit, limit, offset)

  it('sends the SQL and parameters Kysely builds for the same values, and answers the same rows', async () => {
    const db = test.database.db
    const units = await db.selectFrom('business_units').select('id').orderBy('id').execute()
    expect(units.length).toBeGreaterThan(1)
    let nonEmpty = 0
    for (const { id } of units) {
      for (const [limit, offset] of [
        [10, 0],
        [1, 1],
      ] as const) {
        const compiled = employeesOfUnit.compiled(db, { unit: id, limit, offset })
        const expected = built(id, limit, offset).compile()
        expect(compiled.sql).toBe(expected.sql)
        expect(compiled.parameters).toEqual(expected.parameters)
        const rows = await employeesOfUnit.rows(db, { unit: id, limit, offset })
        expect(rows).toEqual(await built(id, limit, offset).execute())
        expect(await employeesOfUnit.first(db, { unit: id, limit, offset })).toEqual(rows[0])
        if (rows.length > 0) nonEmpty += 1
      }
    }
    expect(nonEmpty).toBeGreaterThan(0)
    // A unit no one is in: no rows, no first.
    expect(await employeesOfUnit.rows(db, { unit: -1, limit: 10, offset: 0 })).toEqual([])
    expect(await employeesOfUnit.first(db, { unit: -1, limit: 10, offset: 0 })).toBeUndefined()
  })

  it('refuses, at its first run, an argument that does not become a parameter as it is', async () => {
    const db = test.database.db
    const computed = compiledQuery(['page'], (d, { page }: { page: number }) =>
      d
        .selectFrom('employees')
        .select('id')
        .offset((page - 1) * 10),
    )
    await expect(computed.rows(db, { page: 2 })).rejects.toThrow(/not a parameter/)
    const literal = compiledQuery(['name'], (d, { name }: { name: string }) => d.selectFrom('employees').select(sql.lit(name).as('x')))
    await expect(literal.rows(db, { name: 'a' })).rejects.toThrow(/SQL text/)
    const changed = compiledQuery(['name'], (d, { name }: { name: string }) => d.selectFrom('employees').select('id').where('username', '=', `${name}%`))
    await expect(changed.rows(db, { name: 'a' })).rejects.toThrow(/not a parameter|changed/)
  })

  it('answers the session lookups, the Discovery feed and a profile as built queries did', async () => {
    const db = test.database.db
    const budi = await db.selectFrom('employees').select(['id', 'business_unit_id']).where('username', '=', 'budi.santoso').executeTakeFirstOrThrow()
    const now = new Date().toISOString()
    await db
      .insertInto('sessions')
      .values({
        id_hash: 'h-compiled',
        employee_id: budi.id,
        access_token: 'sealed',
        access_token_hash: 'a-compiled',
        refresh_token: null,
        id_token: null,
        access_expires_at: now,
        expires_at: now,
        roles: '[]',
        created_at: now,
        last_used_at: now,
      })
      .execute()
    const session = await findSession(db, 'h-compiled')
    expect(session).toMatchObject({ id_hash: 'h-compiled', employee_id: budi.id, username: 'budi.santoso', access_token_hash: 'a-compiled' })
    expect(await findSessionByAccessTokenHash(db, 'a-compiled')).toEqual(session)
    // Every request's lookup leaves the refresh and ID tokens in the row; a refresh or logout reads them (decision 041).
    expect(session).not.toHaveProperty('refresh_token')
    expect(session).not.toHaveProperty('id_token')
    await db.updateTable('sessions').set({ refresh_token: 'r-sealed', id_token: 'i-sealed' }).where('id_hash', '=', 'h-compiled').execute()
    expect(await findSessionTokens(db, 'h-compiled')).toEqual({ refresh_token: 'r-sealed', id_token: 'i-sealed', access_token_hash: 'a-compiled' })
    expect(await findSessionTokens(db, 'tidak-ada')).toBeUndefined()
    expect(await findSession(db, 'tidak-ada')).toBeUndefined()
    expect(await findEmployeeById(db, budi.id)).toEqual(await db.selectFrom('employees').selectAll().where('id', '=', budi.id).executeTakeFirst())
    expect(await findEmployeeById(db, -1)).toBeUndefined()
    expect(await findSessionByAccessTokenHash(db, 'tidak-ada')).toBeUndefined()

    // The feed's four shapes (no filter, kind, unit, both) against the same query built for each.
    const colleagues = (kind?: string, unit?: number) => {
      let q = db
        .selectFrom('user_activities as a')
        .innerJoin('employees as e', 'e.id', 'a.employee_id')
        .select(['a.id'])
        .where('a.visibility', '=', 'public')
        .where('a.employee_id', '<>', budi.id)
        .where('a.kind', 'in', [...recordKinds])
      if (kind) q = q.where('a.kind', '=', kind)
      if (unit) q = q.where('e.business_unit_id', '=', unit)
      return q.orderBy('a.created_at', 'desc').orderBy('a.start_date', 'desc').orderBy('a.id', 'desc').execute()
    }
    const unit = budi.business_unit_id ?? undefined
    for (const [kind, byUnit] of [
      [undefined, undefined],
      ['trainings', undefined],
      [undefined, unit],
      ['book-reads', unit],
    ] as const) {
      const expected = (await colleagues(kind, byUnit)).map((r) => r.id)
      const first = await feed(db, budi.id, { kind, unit: byUnit, page: 1, limit: 3 })
      const second = await feed(db, budi.id, { kind, unit: byUnit, page: 2, limit: 3 })
      expect(first.total).toBe(expected.length)
      expect([...first.items, ...second.items].map((item) => item.id)).toEqual(expected.slice(0, 6))
    }
    // The page size is written into the page query's SQL (decision 039): each size answers its own slice.
    const everyone = (await colleagues()).map((r) => r.id)
    for (const limit of [1, 2, 12, 100]) {
      for (const page of [1, 2, 3]) {
        const answer = await feed(db, budi.id, { page, limit })
        expect(answer.items.map((item) => item.id)).toEqual(everyone.slice((page - 1) * limit, page * limit))
        expect(answer.total).toBe(everyone.length)
      }
    }
    for (const limit of [0, 101, 2.5, Number.NaN]) await expect(feed(db, budi.id, { page: 1, limit })).rejects.toThrow(RangeError)

    // A colleague's profile: the same figures as counted directly.
    const sari = await db.selectFrom('employees').select('id').where('username', '=', 'sari.wulandari').executeTakeFirstOrThrow()
    const profile = await learningProfile(db, 'sari.wulandari', budi.id)
    const count = async (table: 'video_progress' | 'package_progress', column: 'completed_at') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.count(column).as('n'))
            .where('employee_id', '=', sari.id)
            .executeTakeFirstOrThrow()
        ).n,
      )
    expect(profile).toMatchObject({ username: 'sari.wulandari', is_owner: false })
    if (profile?.stats) {
      expect(profile.stats.videos_completed).toBe(await count('video_progress', 'completed_at'))
      expect(profile.stats.packages_completed).toBe(await count('package_progress', 'completed_at'))
    }
    expect(await learningProfile(db, 'tidak.ada', budi.id)).toBeUndefined()
  })
})
