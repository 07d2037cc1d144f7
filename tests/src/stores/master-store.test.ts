import { afterEach, describe, expect, it, vi } from 'vitest'
import { ensureMasterList, masterStore, resetMasterStore, type MasterLoaders } from '@/stores/master-store'

const item = (id: number) => ({ id, name: `Item ${id}`, slug: `item-${id}` })

function loaders(overrides: Partial<MasterLoaders> = {}): MasterLoaders {
  const empty = () => Promise.resolve([])
  return { growthPathSkill: empty, learningCategories: empty, learningUnits: empty, professions: empty, topics: empty, fields: empty, ...overrides }
}

vi.mock('@/lib/errors/error-reporter', () => ({ reportError: vi.fn() }))

describe('master lists', () => {
  afterEach(() => resetMasterStore())

  it('are fetched once and kept: later calls do not fetch again', async () => {
    const learningCategories = vi.fn(() => Promise.resolve([item(1), item(2)]))
    await ensureMasterList('learningCategories', loaders({ learningCategories }))
    await ensureMasterList('learningCategories', loaders({ learningCategories }))
    expect(learningCategories).toHaveBeenCalledTimes(1)
    expect(masterStore.learningCategories.map((c) => c.id)).toEqual([1, 2])
  })

  it('share one call between callers at the same time', async () => {
    const topics = vi.fn(() => Promise.resolve([item(3)]))
    await Promise.all([ensureMasterList('topics', loaders({ topics })), ensureMasterList('topics', loaders({ topics }))])
    expect(topics).toHaveBeenCalledTimes(1)
  })

  it('are fetched again only while empty (an empty answer or a failure)', async () => {
    const fields = vi.fn().mockResolvedValueOnce([]).mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([item(4)])
    await ensureMasterList('fields', loaders({ fields }))
    await ensureMasterList('fields', loaders({ fields }))
    expect(masterStore.fields).toEqual([])
    await ensureMasterList('fields', loaders({ fields }))
    await ensureMasterList('fields', loaders({ fields }))
    expect(fields).toHaveBeenCalledTimes(3)
    expect(masterStore.fields).toEqual([item(4)])
  })

  it('hold exactly the spec lists plus the learning filters', () => {
    expect(Object.keys(masterStore).sort()).toEqual(['fields', 'growthPathSkill', 'learningCategories', 'learningUnits', 'professions', 'topics'])
  })
})
