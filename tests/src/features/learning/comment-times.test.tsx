import { QueryClient } from '@tanstack/react-query'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CommentSection } from '@/features/learning/components/comments/comment-section'
import { writeUserId } from '@/lib/auth/user-id-cookie'
import { budi, fakeApi, resetClientState } from '../../support/fake-api'
import { renderWithRouter } from '../../support/render-with-router'

describe('comment times', () => {
  beforeEach(() => {
    resetClientState()
    writeUserId(budi.id)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('says when a comment was written in WIB, like every other time in the app', async () => {
    // 12.16 UTC is 19.16 in Jakarta, whatever zone the machine running the test is in.
    const at = '2026-12-07T12:16:00.000Z'
    const comment = { id: 2, video_id: 12, text: 'Ada contoh untuk tim kecil?', author: { id: 102, name: 'Siti Rahma', initials: 'S', profile_image: null }, is_mine: false, edited: false, created_at: at, updated_at: at }
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/v2/comments/courses/12': { body: { data: [comment], meta: { page: 1, limit: 10, total: 1, total_pages: 1 } } } }).fetch)
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    renderWithRouter(() => <CommentSection videoId={12} title="Dasar Kepemimpinan" count={1} />, { queryClient })
    const item = await screen.findByTestId('comment')
    expect(within(item).getByText(/7 Des 2026, 19\.16 WIB/)).toBeVisible()
  })
})
