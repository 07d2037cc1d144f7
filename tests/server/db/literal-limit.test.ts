import { afterAll, beforeAll, expect, it } from 'vitest'
import { literalLimit } from '../../../server/db/literal-limit'
import { listCards } from '../../../server/db/repositories/course-card-repository'
import { listMentors } from '../../../server/features/mentor/repository'
import { describeOnEngines, openTestDatabase, type TestDatabase } from '../helpers/test-database'

// Decision 039: the page size of the most read lists is written into their SQL, not bound.

describeOnEngines('page sizes written into the SQL', (target) => {
  let test: TestDatabase

  beforeAll(async () => {
    test = await openTestDatabase(target)
  })
  afterAll(async () => {
    await test?.cleanup()
  })

  it('writes the number into the SQL and answers the rows a bound limit answers', async () => {
    const db = test.database.db
    const ordered = () => db.selectFrom('employees').select(['id', 'username']).orderBy('id')
    for (const limit of [1, 3, 1000]) {
      const compiled = ordered().limit(literalLimit(limit)).offset(1).compile()
      expect(compiled.sql).toMatch(new RegExp(`limit ${limit} offset (\\?|\\$1)$`))
      expect(compiled.parameters).toEqual([1])
      expect(await ordered().limit(literalLimit(limit)).offset(1).execute()).toEqual(await ordered().limit(limit).offset(1).execute())
    }
  })

  it('refuses what is not a page size, so nothing else reaches the SQL text', () => {
    for (const limit of [0, -1, 1001, 2.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) expect(() => literalLimit(limit)).toThrow(RangeError)
  })

  it('pages the video and mentor lists as before: every page its own slice of the whole list', async () => {
    const db = test.database.db
    const now = new Date('2026-11-29T03:00:00Z')
    const allCards = await listCards(db, { kinds: ['video'], sort: 'newest', page: 1, limit: 100 })
    const allMentors = await listMentors(db, { page: 1, limit: 12 }, now)
    expect(allCards.items.length).toBeGreaterThan(3)
    expect(allMentors.items.length).toBeGreaterThan(3)
    for (const page of [1, 2]) {
      const cards = await listCards(db, { kinds: ['video'], sort: 'newest', page, limit: 3 })
      expect(cards.items.map((c) => c.id)).toEqual(allCards.items.slice((page - 1) * 3, page * 3).map((c) => c.id))
      expect(cards.total).toBe(allCards.total)
      const mentors = await listMentors(db, { page, limit: 2 }, now)
      expect(mentors.items.map((m) => m.id)).toEqual(allMentors.items.slice((page - 1) * 2, page * 2).map((m) => m.id))
      expect(mentors.total).toBe(allMentors.total)
    }
  })
})
