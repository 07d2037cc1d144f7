import { describe, expect, it } from 'vitest'
import { essayWordCount, isEssayAnswered } from '@/contract/quiz'

// One rule for both sides: the quiz screen's word hint and isFinish, and the server's grading
// (the submit tests check it through the API as well).
describe('the essay rule (spec sections 4, 5, 9)', () => {
  it('needs more than 4 space-separated words: four are not enough, five are', () => {
    expect(isEssayAnswered('Laba belum tentu kas')).toBe(false)
    expect(isEssayAnswered('Laba belum tentu berarti kas')).toBe(true)
  })

  it('counts no words for runs of spaces, so padding never makes an essay long enough', () => {
    expect(essayWordCount('  Laba    belum  tentu     kas   ')).toBe(4)
    expect(isEssayAnswered('  Laba    belum  tentu     kas   ')).toBe(false)
    expect(isEssayAnswered('Laba    belum tentu  berarti     kas')).toBe(true)
    expect(essayWordCount('  a  b ')).toBe(2)
  })

  it('treats an empty, blank or missing answer as unanswered', () => {
    expect(isEssayAnswered('')).toBe(false)
    expect(isEssayAnswered('     ')).toBe(false)
    expect(isEssayAnswered(null)).toBe(false)
    expect(isEssayAnswered(undefined)).toBe(false)
    expect(essayWordCount(null)).toBe(0)
  })
})
