import { describe, expect, it } from 'vitest'
import { showGrowthPathBadge } from '@/lib/growth-path-badge'

describe('showGrowthPathBadge', () => {
  it('shows the New badge through the last moment of 2025', () => {
    expect(showGrowthPathBadge(new Date(2024, 5, 1))).toBe(true)
    expect(showGrowthPathBadge(new Date(2025, 0, 1))).toBe(true)
    expect(showGrowthPathBadge(new Date(2025, 11, 31, 23, 59, 59))).toBe(true)
  })

  it('hides it from 2026 on', () => {
    expect(showGrowthPathBadge(new Date(2026, 0, 1, 0, 0, 0))).toBe(false)
    expect(showGrowthPathBadge(new Date(2030, 6, 15))).toBe(false)
  })
})
