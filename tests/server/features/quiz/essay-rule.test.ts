import { describe, expect, it } from 'vitest'
import { essayWordCount, isEssayAnswered } from '../../../../server/features/quiz/rules'
import { FIVE_WORDS } from '../../helpers/quiz'

// The server's half of the rule; the submit tests check it through the API as well.
describe('the essay rule (spec sections 4, 5, 9)', () => {
  it('needs more than 4 space-separated words: four are not enough, five are; runs of spaces make no words', () => {
    expect(isEssayAnswered('Laba belum tentu kas')).toBe(false)
    expect(isEssayAnswered(FIVE_WORDS)).toBe(true)
    expect(isEssayAnswered('  Laba    belum  tentu     kas   ')).toBe(false)
    expect(essayWordCount('  Laba    belum  tentu     kas   ')).toBe(4)
    expect(isEssayAnswered('Laba    belum tentu  berarti     kas')).toBe(true)
    expect(isEssayAnswered('')).toBe(false)
    expect(isEssayAnswered('     ')).toBe(false)
    expect(isEssayAnswered(null)).toBe(false)
  })
})
