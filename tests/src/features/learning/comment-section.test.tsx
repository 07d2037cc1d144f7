import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CommentSection } from '@/features/learning/components/comments/comment-section'
import { fakeApi } from '../../support/fake-api'
import { renderWithRouter } from '../../support/render-with-router'

const comment = (id: number, name: string, text: string, isMine: boolean) => ({
  id,
  video_id: 12,
  text,
  author: { id: isMine ? 7 : 100 + id, name, initials: name.slice(0, 1), profile_image: null },
  is_mine: isMine,
  edited: false,
  created_at: '2030-03-01T08:00:00.000Z',
  updated_at: '2030-03-01T08:00:00.000Z',
})

const budiComment = comment(1, 'Budi Santoso', 'Materinya jelas sekali.', true)
const sitiComment = comment(2, 'Siti Rahma', 'Ada contoh untuk tim kecil?', false)
const listCall = 'GET /api/v2/comments/courses/12'
const page = (data: unknown[]) => ({ body: { data, meta: { page: 1, limit: 10, total: data.length, total_pages: 1 } } })

function renderComments(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ [listCall]: page([sitiComment, budiComment]), ...routes })
  vi.stubGlobal('fetch', api.fetch)
  renderWithRouter(() => <CommentSection videoId={12} count={2} />)
  return api
}

/** The list item of the comment with `text`. */
async function commentWith(text: string): Promise<HTMLElement> {
  const items = await screen.findAllByRole('listitem')
  const item = items.find((li) => within(li).queryByText(text))
  if (!item) throw new Error(`no comment "${text}"`)
  return item
}

describe('comments on a video', () => {
  afterEach(() => vi.unstubAllGlobals())

  it("offers edit and delete on the user's own comment, and nothing on another user's", async () => {
    renderComments()
    const mine = await commentWith('Materinya jelas sekali.')
    const theirs = await commentWith('Ada contoh untuk tim kecil?')

    expect(within(mine).getByText('Budi Santoso')).toBeInTheDocument()
    expect(within(mine).getAllByRole('button').map((b) => b.textContent)).toEqual(['Ubah', 'Hapus'])
    expect(within(theirs).getByText('Siti Rahma')).toBeInTheDocument()
    expect(within(theirs).queryAllByRole('button')).toEqual([])
  })

  it('edits the own comment in place and deletes it after asking', async () => {
    const user = userEvent.setup()
    const api = renderComments({
      'PATCH /api/v2/users/comments/1': { body: { data: { ...budiComment, text: 'Materinya jelas dan praktis.', edited: true } } },
      'DELETE /api/v2/users/comments/1': { body: { data: { id: 1 } } },
    })
    const mine = await commentWith('Materinya jelas sekali.')

    await user.click(within(mine).getByRole('button', { name: 'Ubah' }))
    const field = within(mine).getByRole('textbox', { name: 'Tulis komentar' })
    expect(field).toHaveValue('Materinya jelas sekali.')
    await user.clear(field)
    await user.type(field, 'Materinya jelas dan praktis.')
    await user.click(within(mine).getByRole('button', { name: 'Simpan' }))
    await vi.waitFor(() => expect(api.calls).toContain('PATCH /api/v2/users/comments/1'))
    const [, init] = api.fetch.mock.calls.find(([, i]) => i?.method === 'PATCH') as [string, RequestInit]
    expect(JSON.parse(String(init.body))).toEqual({ text: 'Materinya jelas dan praktis.' })

    await user.click(await within(mine).findByRole('button', { name: 'Hapus' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Hapus komentar ini?' })
    expect(api.calls).not.toContain('DELETE /api/v2/users/comments/1')
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }))
    await vi.waitFor(() => expect(api.calls).toContain('DELETE /api/v2/users/comments/1'))
  })
})
