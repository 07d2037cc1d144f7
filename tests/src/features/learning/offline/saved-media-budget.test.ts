import { describe, expect, it } from 'vitest'
import { budgetRefusal, BUDGET_STORAGE_KEY, DEFAULT_BUDGET_MB, formatBytes, readBudgetMb, writeBudgetMb } from '@/features/learning/offline/saved-media-budget'

const MB = 1024 * 1024

describe('saved media budget', () => {
  it('defaults to 500 MB and keeps a changed budget in localStorage', () => {
    localStorage.removeItem(BUDGET_STORAGE_KEY)
    expect(readBudgetMb()).toBe(DEFAULT_BUDGET_MB)
    expect(DEFAULT_BUDGET_MB).toBe(500)
    expect(writeBudgetMb(1200)).toBe(true)
    expect(readBudgetMb()).toBe(1200)
    expect(localStorage.getItem(BUDGET_STORAGE_KEY)).toBe('1200')
  })

  it('refuses budgets out of range or not whole, and ignores a corrupt stored value', () => {
    localStorage.setItem(BUDGET_STORAGE_KEY, '800')
    for (const bad of [0, 10, 49, 20_001, 75.5, Number.NaN]) expect(writeBudgetMb(bad), String(bad)).toBe(false)
    expect(readBudgetMb()).toBe(800)
    localStorage.setItem(BUDGET_STORAGE_KEY, 'banyak')
    expect(readBudgetMb()).toBe(DEFAULT_BUDGET_MB)
  })

  it('lets a save through that fits both the budget and the device', () => {
    expect(budgetRefusal({ neededBytes: 100 * MB, usedBytes: 400 * MB, budgetMb: 500 })).toBeNull()
    expect(budgetRefusal({ neededBytes: 100 * MB, usedBytes: 0, budgetMb: 500, estimate: { usage: 0, quota: 100 * MB } })).toBeNull()
  })

  it('refuses past the budget first, then past the browser’s estimate', () => {
    expect(budgetRefusal({ neededBytes: 100 * MB + 1, usedBytes: 400 * MB, budgetMb: 500 })).toMatchObject({ reason: 'budget' })
    expect(budgetRefusal({ neededBytes: 10 * MB, usedBytes: 0, budgetMb: 500, estimate: { usage: 95 * MB, quota: 100 * MB } })).toEqual({
      reason: 'quota',
      message: 'Ruang penyimpanan perangkat tidak cukup: perlu 10 MB, tersedia 5 MB. Kosongkan ruang di perangkat lalu coba lagi.',
    })
  })

  it('shows sizes the Indonesian way', () => {
    expect(formatBytes(0)).toBe('0 B')
    expect(formatBytes(812)).toBe('812 B')
    expect(formatBytes(136_474)).toBe('133,3 KB')
    expect(formatBytes(1.25 * MB)).toBe('1,3 MB')
    expect(formatBytes(500 * MB)).toBe('500 MB')
    expect(formatBytes(3.4 * 1024 * MB)).toBe('3,4 GB')
  })
})
