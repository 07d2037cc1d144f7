import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AttemptHistory } from '@/features/quiz/components/attempt-history'
import { renderWithRouter } from '../../support/render-with-router'

describe('quiz attempt history', () => {
  it('says when each attempt was submitted in WIB, like every other time in the app', async () => {
    // 12.16 UTC is 19.16 in Jakarta, whatever zone the machine running the test is in.
    const attempts = [
      { quizUserDetailID: 1, attempt_number: 1, score: 50, passed: false, submitted_at: '2026-12-07T12:16:00.000Z' },
      { quizUserDetailID: 2, attempt_number: 2, score: 90, passed: true, submitted_at: '2026-12-07T17:05:00.000Z' },
    ]
    renderWithRouter(() => <AttemptHistory quizId={5} attempts={attempts} shownId={2} />)
    const list = await screen.findByRole('list')
    const [first, second] = within(list).getAllByRole('listitem')
    expect(first).toHaveTextContent(/Percobaan ke-1 · 50 · Belum lulus · 7 Des 2026, 19\.16 WIB/)
    // Past midnight in Jakarta: the Jakarta day, not the machine's.
    expect(second).toHaveTextContent(/Percobaan ke-2 · 90 · Lulus · 8 Des 2026, 00\.05 WIB/)
    expect(second).toHaveTextContent('(ditampilkan)')
  })
})
