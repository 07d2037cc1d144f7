import { describe, expect, it } from 'vitest'
import { isWatchComplete, isWithinDuration } from '@/contract/learning-progress'

// The rules of a watch write, decided once for the screen's optimistic update, the outbox overlay,
// the server's routes and the seed.
describe('video completion', () => {
  it('completes when the position reaches the length, not a second before', () => {
    expect(isWatchComplete(779, 780)).toBe(false)
    expect(isWatchComplete(780, 780)).toBe(true)
  })

  it('completes whenever the player saw the video end, wherever the position is', () => {
    expect(isWatchComplete(700, 780, true)).toBe(true)
    expect(isWatchComplete(0, 0, true)).toBe(true)
  })

  it('never completes by position when the length is zero (unknown): completion cannot be taken back', () => {
    expect(isWatchComplete(0, 0)).toBe(false)
    expect(isWatchComplete(0, 0, false)).toBe(false)
  })
})

describe('position ≤ duration', () => {
  it('accepts a position up to the length and refuses one past it', () => {
    expect(isWithinDuration(0, 0)).toBe(true)
    expect(isWithinDuration(10, 10)).toBe(true)
    expect(isWithinDuration(11, 10)).toBe(false)
    expect(isWithinDuration(1, 0)).toBe(false)
  })
})
