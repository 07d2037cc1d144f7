import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useNotificationPolling } from '@/components/layout/use-notification-polling'
import { notificationStore } from '@/stores/notification-store'
import { fakeApi, resetClientState } from '../support/fake-api'
import { renderWithRouter } from '../support/render-with-router'

function Polling() {
  useNotificationPolling(true)
  return <p>siap</p>
}

const statusCall = 'GET /api/platform/notifications/status'

describe('useNotificationPolling', () => {
  beforeEach(() => {
    resetClientState()
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('makes no call at mount: the first at 15000 ms, the next 20000 ms later', async () => {
    const api = fakeApi({ [statusCall]: { body: { data: { unread_status: true } } } })
    vi.stubGlobal('fetch', api.fetch)
    renderWithRouter(() => <Polling />)
    // Let the router render the page; no fake time passes.
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(screen.getByText('siap')).toBeInTheDocument()
    expect(api.calls).toEqual([])

    await act(() => vi.advanceTimersByTimeAsync(14_999))
    expect(api.calls).toEqual([])
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(api.calls).toEqual([statusCall])
    expect(notificationStore.unread).toBe(true)

    await act(() => vi.advanceTimersByTimeAsync(19_999))
    expect(api.calls).toEqual([statusCall])
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(api.calls).toEqual([statusCall, statusCall])
  })
})
