import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { removeUserId, writeUserId } from '@/lib/auth/user-id-cookie'
import { usePendingWrites } from '@/lib/outbox/use-pending-writes'
import { createOutbox } from '@/shared/outbox/outbox'
import { openOutboxStore } from '@/shared/outbox/store'

let dbCount = 0
function newOutbox() {
  dbCount += 1
  return createOutbox({ store: openOutboxStore(`pending-writes-${dbCount}`), channelName: `pending-writes-${dbCount}` })
}

const write = (resource: string, label: string, userId = 7) => ({ method: 'POST' as const, url: `/api/${resource}`, body: {}, resource, label, userId })
const labels = (entries: { label: string }[] | undefined) => entries?.map((e) => e.label)

describe('usePendingWrites', () => {
  beforeEach(() => writeUserId(7))
  afterEach(() => removeUserId())

  it("is undefined while the outbox is read, then lists the resource's writes and follows changes", async () => {
    const outbox = newOutbox()
    await outbox.enqueue(write('video:12', 'Progres 1'))
    await outbox.enqueue(write('video:13', 'Video lain'))
    const { result } = renderHook(() => usePendingWrites('video:12', { outbox }))
    expect(result.current).toBeUndefined()
    await waitFor(() => expect(labels(result.current)).toEqual(['Progres 1']))

    await act(() => outbox.enqueue(write('video:12', 'Progres 2')).then(() => undefined))
    await waitFor(() => expect(labels(result.current)).toEqual(['Progres 1', 'Progres 2']))
    const first = result.current?.[0]
    await act(() => outbox.remove(first?.id ?? ''))
    await waitFor(() => expect(labels(result.current)).toEqual(['Progres 2']))
  })

  it("shows only the signed-in user's writes, and none once signed out", async () => {
    const outbox = newOutbox()
    await outbox.enqueue(write('video:12', 'Milik Budi', 8))
    await outbox.enqueue(write('video:12', 'Milik saya'))
    const { result } = renderHook(() => usePendingWrites('video:12', { outbox }))
    await waitFor(() => expect(labels(result.current)).toEqual(['Milik saya']))
    act(() => writeUserId(8))
    expect(labels(result.current)).toEqual(['Milik Budi'])
    act(() => removeUserId())
    expect(result.current).toEqual([])
  })

  it('lists every resource when none is named, and nothing when disabled', async () => {
    const outbox = newOutbox()
    await outbox.enqueue(write('video:12', 'Video'))
    await outbox.enqueue(write('package:3', 'Paket'))
    const all = renderHook(() => usePendingWrites(undefined, { outbox }))
    await waitFor(() => expect(labels(all.result.current)).toEqual(['Video', 'Paket']))
    const off = renderHook(() => usePendingWrites('video:12', { outbox, enabled: false }))
    expect(off.result.current).toEqual([])
  })

  it('never shows the previous resource as the next one while it is read', async () => {
    const outbox = newOutbox()
    await outbox.enqueue(write('quiz-attempt:1', 'Kuis 1'))
    const { result, rerender } = renderHook(({ resource }) => usePendingWrites(resource, { outbox }), { initialProps: { resource: 'quiz-attempt:1' } })
    await waitFor(() => expect(labels(result.current)).toEqual(['Kuis 1']))
    rerender({ resource: 'quiz-attempt:2' })
    expect(result.current).toBeUndefined()
    await waitFor(() => expect(result.current).toEqual([]))
  })
})
