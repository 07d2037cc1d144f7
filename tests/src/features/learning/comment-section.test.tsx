import { QueryClient } from '@tanstack/react-query'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { deleteWaitingComment, editWaitingComment } from '@/features/learning/api/comment-outbox'
import { registerLearningWrites } from '@/features/learning/api/learning-mutations'
import { learningDeliveryRefreshes } from '@/features/learning/register'
import { declareDeliveryRefresh } from '@/lib/outbox/delivery-refresh'
import { CommentSection } from '@/features/learning/components/comments/comment-section'
import { writeUserId } from '@/lib/auth/user-id-cookie'
import { createOutbox, getOutbox } from '@/shared/outbox/outbox'
import { openOutboxStore } from '@/shared/outbox/store'
import { budi, fakeApi, problem, resetClientState } from '../../support/fake-api'
import { renderWithRouter } from '../../support/render-with-router'

// Comments are outbox writes (issue 20): online or not they are queued and sent in order; a comment
// still waiting is changed or taken back in the outbox, never sent against a comment the server
// does not have.

const comment = (id: number, name: string, text: string, isMine: boolean) => ({
  id,
  video_id: 12,
  text,
  author: {
    id: isMine ? 7 : 100 + id,
    name,
    initials: name.slice(0, 1),
    profile_image: null,
  },
  is_mine: isMine,
  edited: false,
  created_at: '2030-03-01T08:00:00.000Z',
  updated_at: '2030-03-01T08:00:00.000Z',
})

const budiComment = comment(1, 'Budi Santoso', 'Materinya jelas sekali.', true)
const sitiComment = comment(2, 'Siti Rahma', 'Ada contoh untuk tim kecil?', false)
const listCall = 'GET /api/v2/comments/courses/12'
const page = (data: unknown[]) => ({
  body: {
    data,
    meta: { page: 1, limit: 10, total: data.length, total_pages: 1 },
  },
})

/** The comments of video 12, with the writes queued and not sent (as offline) until a test replays them. */
function renderComments(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    [listCall]: page([sitiComment, budiComment]),
    ...routes,
  })
  vi.stubGlobal('fetch', api.fetch)
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false } },
  })
  // What learning's register.ts declares at start (decision 047): what a delivery refreshes.
  declareDeliveryRefresh(queryClient, learningDeliveryRefreshes)
  registerLearningWrites(queryClient, { afterEnqueue: () => undefined })
  renderWithRouter(() => <CommentSection videoId={12} title="Dasar Kepemimpinan" count={2} />, { queryClient })
  return api
}

const queued = async () =>
  (await getOutbox().list()).map((e) => ({
    method: e.method,
    url: e.url,
    body: e.body,
    resource: e.resource,
  }))

/** The list item of the comment with `text`. */
async function commentWith(text: string): Promise<HTMLElement> {
  let item: HTMLElement | undefined
  await waitFor(() => {
    item = screen.getAllByTestId('comment').find((li) => within(li).queryByText(text))
    if (!item) throw new Error(`no comment "${text}"`)
  })
  return item!
}

describe('comments on a video', () => {
  beforeEach(() => {
    resetClientState()
    writeUserId(budi.id)
  })
  afterEach(async () => {
    cleanup()
    for (const entry of await getOutbox().list()) await getOutbox().remove(entry.id)
    vi.unstubAllGlobals()
  })

  it("offers edit and delete on the user's own comment, and nothing on another user's", async () => {
    renderComments()
    const mine = await commentWith('Materinya jelas sekali.')
    const theirs = await commentWith('Ada contoh untuk tim kecil?')

    expect(within(mine).getByText('Budi Santoso')).toBeInTheDocument()
    expect(
      within(mine)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Ubah', 'Hapus'])
    expect(within(theirs).getByText('Siti Rahma')).toBeInTheDocument()
    expect(within(theirs).queryAllByRole('button')).toEqual([])
  })

  it('queues an edit and, after asking, a delete of a comment the server has; each shows it waits, then they are sent in order', async () => {
    const user = userEvent.setup()
    const api = renderComments({
      'PATCH /api/v2/users/comments/1': {
        body: {
          data: {
            ...budiComment,
            text: 'Materinya jelas dan praktis.',
            edited: true,
          },
        },
      },
      'DELETE /api/v2/users/comments/1': { body: { data: { id: 1 } } },
    })
    // Found again after each step: the router may mount the page anew after its first render.
    await user.click(within(await commentWith('Materinya jelas sekali.')).getByRole('button', { name: 'Ubah' }))
    const field = within(await commentWith('Budi Santoso')).getByRole('textbox', { name: 'Tulis komentar' })
    expect(field).toHaveValue('Materinya jelas sekali.')
    await user.clear(field)
    await user.type(field, 'Materinya jelas dan praktis.')
    await user.click(within(await commentWith('Budi Santoso')).getByRole('button', { name: 'Simpan' }))
    const edited = await commentWith('Materinya jelas dan praktis.')
    expect(within(edited).getByText('perubahan menunggu dikirim')).toBeInTheDocument()

    await user.click(within(edited).getByRole('button', { name: 'Hapus' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Hapus komentar ini?' })
    expect(await queued()).toHaveLength(1)
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }))
    const deleted = await commentWith('menunggu dihapus')
    expect(within(deleted).getByText('Materinya jelas dan praktis.')).toBeInTheDocument()
    expect(within(deleted).queryByRole('button', { name: 'Ubah' })).toBeNull()
    expect(await queued()).toEqual([
      {
        method: 'PATCH',
        url: '/api/v2/users/comments/1',
        body: { text: 'Materinya jelas dan praktis.' },
        resource: 'video-comments:12',
      },
      {
        method: 'DELETE',
        url: '/api/v2/users/comments/1',
        body: {},
        resource: 'video-comments:12',
      },
    ])
    expect(api.calls.filter((c) => !c.startsWith('GET'))).toEqual([])

    await getOutbox().replay({ fetch: api.fetch, onlyUser: budi.id })
    expect(api.calls.filter((c) => !c.startsWith('GET'))).toEqual(['PATCH /api/v2/users/comments/1', 'DELETE /api/v2/users/comments/1'])
    expect(await queued()).toEqual([])
  })

  it("a comment written offline is listed first, marked 'Menunggu dikirim'; once delivered the server's copy replaces it, without a reload", async () => {
    const user = userEvent.setup()
    let served = [sitiComment, budiComment]
    const api = renderComments({
      [listCall]: () => page(served),
      'POST /api/v2/users/comments/courses/12': () => {
        served = [comment(3, 'Budi Santoso', 'Boleh minta slidenya?', true), ...served]
        return { status: 201, body: { data: served[0] } }
      },
    })
    await commentWith('Materinya jelas sekali.')
    await user.type(screen.getByRole('textbox', { name: 'Tulis komentar' }), 'Boleh minta slidenya?')
    await user.click(screen.getByRole('button', { name: 'Kirim' }))
    const waiting = await commentWith('Boleh minta slidenya?')
    expect(within(waiting).getByText('Menunggu dikirim')).toBeInTheDocument()
    expect(within(waiting).getByText('Anda')).toBeInTheDocument()

    await getOutbox().replay({ fetch: api.fetch, onlyUser: budi.id })
    await waitFor(() => expect(within(screen.getAllByTestId('comment')[0]!).getByText('Budi Santoso')).toBeInTheDocument())
    expect(within(await commentWith('Boleh minta slidenya?')).queryByText('Menunggu dikirim')).toBeNull()
    expect(screen.getAllByTestId('comment')).toHaveLength(3)
  })

  it('an edit of a comment still waiting is merged into its post, and a delete removes the post: nothing is sent against a comment the server lacks', async () => {
    const user = userEvent.setup()
    const api = renderComments({
      'POST /api/v2/users/comments/courses/12': {
        status: 201,
        body: { data: comment(3, 'Budi Santoso', 'Terima kasih!', true) },
      },
    })
    await commentWith('Materinya jelas sekali.')

    await user.type(screen.getByRole('textbox', { name: 'Tulis komentar' }), 'Terima kasih atas materinya.')
    await user.click(screen.getByRole('button', { name: 'Kirim' }))
    const waiting = await commentWith('Terima kasih atas materinya.')
    expect(screen.getByRole('textbox', { name: 'Tulis komentar' })).toHaveValue('')
    expect(within(waiting).getByText('Anda')).toBeInTheDocument()
    expect(within(waiting).getByText('Menunggu dikirim')).toBeInTheDocument()
    // The waiting comment comes first, before the server's newest.
    expect(screen.getAllByTestId('comment')[0]).toBe(waiting)
    const [posted] = await getOutbox().list()

    await user.click(within(waiting).getByRole('button', { name: 'Ubah' }))
    const field = within(await commentWith('Anda')).getByRole('textbox', { name: 'Tulis komentar' })
    await user.clear(field)
    await user.type(field, 'Terima kasih!')
    await user.click(within(await commentWith('Anda')).getByRole('button', { name: 'Simpan' }))
    const merged1 = await commentWith('Terima kasih!')
    expect(within(merged1).getByText('Menunggu dikirim')).toBeInTheDocument()
    const merged = await getOutbox().list()
    expect(merged).toHaveLength(1)
    expect(merged[0]).toMatchObject({
      id: posted!.id,
      seq: posted!.seq,
      method: 'POST',
      url: '/api/v2/users/comments/courses/12',
      body: { text: 'Terima kasih!' },
    })
    expect(merged[0]!.label).toBe('Komentar di “Dasar Kepemimpinan”: Terima kasih!')

    await user.click(within(merged1).getByRole('button', { name: 'Hapus' }))
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Hapus komentar ini?' })).getByRole('button', { name: 'Hapus' }))
    await waitFor(() => expect(screen.queryByText('Terima kasih!')).toBeNull())
    expect(await queued()).toEqual([])
    await getOutbox().replay({ fetch: api.fetch, onlyUser: budi.id })
    expect(api.calls.filter((c) => !c.startsWith('GET'))).toEqual([])
  })
})

describe('changing a waiting comment in the outbox', () => {
  let n = 0
  const setup = async () => {
    const name = `comment-outbox-${++n}`
    const outbox = createOutbox({
      store: openOutboxStore(name),
      channelName: name,
    })
    const entry = await outbox.enqueue({
      method: 'POST',
      url: '/api/v2/users/comments/courses/12',
      body: { text: 'Awal' },
      resource: 'video-comments:12',
      label: 'Komentar',
      userId: 7,
    })
    return { outbox, entry }
  }

  it('refuses to change or take back a post that may have reached the server (sent without an answer): the user tries again once it is there', async () => {
    const { outbox, entry } = await setup()
    await outbox.replay({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      onlyUser: 7,
    })
    expect(await editWaitingComment(entry.id, 'Baru', 'Video', outbox)).toBe(false)
    expect(await deleteWaitingComment(entry.id, outbox)).toBe(false)
    expect(await outbox.list()).toMatchObject([
      {
        id: entry.id,
        body: { text: 'Awal' },
        idempotencyKey: entry.idempotencyKey,
      },
    ])
  })

  it('an edit of a refused post is sent again with the new text under a new key (the old key’s refusal is the server’s answer to the old text)', async () => {
    const { outbox, entry } = await setup()
    const refuse = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            ...problem(400, '/problems/validation'),
            detail: 'Komentar tidak boleh kosong',
          }),
          { status: 400 },
        ),
    )
    await outbox.replay({ fetch: refuse, onlyUser: 7 })
    expect((await outbox.list())[0]).toMatchObject({ state: 'failed' })
    expect(await editWaitingComment(entry.id, 'Sudah diperbaiki', 'Video', outbox)).toBe(true)
    const [edited] = await outbox.list()
    expect(edited).toMatchObject({
      state: 'pending',
      attempts: 0,
      body: { text: 'Sudah diperbaiki' },
    })
    expect(edited!.lastError).toBeUndefined()
    expect(edited!.idempotencyKey).not.toBe(entry.idempotencyKey)
  })
})
