import { describe, expect, it } from 'vitest'
import { mentorListQuery } from '@/contract/mentor'
import { isNarrowed, mentorSearchSchema, toListQuery } from '@/features/mentor/components/list/list-search'

describe('the /mentor search', () => {
  it('drops values that do not fit instead of failing the page', () => {
    expect(mentorSearchSchema.parse({ q: ' data ', skill_id: 'x', unit_id: '3', available: 'yes' })).toEqual({
      q: 'data',
      skill_id: undefined,
      unit_id: 3,
      available: undefined,
    })
  })

  it('becomes a list query the contract accepts, empty values left out', () => {
    const search = mentorSearchSchema.parse({ q: 'sql', skill_id: '2', available: 'true' })
    expect(isNarrowed(search)).toBe(true)
    const query = toListQuery(search)
    expect(query).toEqual({ limit: 12, q: 'sql', skill_id: 2, available: 'true' })
    expect(mentorListQuery.safeParse(query).success).toBe(true)
    expect(toListQuery(mentorSearchSchema.parse({}))).toEqual({ limit: 12 })
    expect(isNarrowed(mentorSearchSchema.parse({}))).toBe(false)
  })
})
