import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { OfflineBanner } from '@/components/outbox/offline-banner'
import { OutboxIndicator } from '@/components/outbox/outbox-indicator'
import { removeUserId, writeUserId } from '@/lib/auth/user-id-cookie'
import { createOutbox } from '@/shared/outbox/outbox'
import { openOutboxStore } from '@/shared/outbox/store'

let dbCount = 0
function newOutbox() {
  dbCount += 1
  return createOutbox({ store: openOutboxStore(`outbox-ui-${dbCount}`), channelName: `outbox-ui-${dbCount}` })
}

const write = (label: string, resource = '/a', userId = 7) => ({ method: 'POST' as const, url: `/api${resource}`, body: {}, resource, label, userId })

describe('outbox indicator and list', () => {
  // User 7 is signed in on this device.
  beforeEach(() => writeUserId(7))
  afterEach(() => removeUserId())

  it("shows and counts only the signed-in user's writes, not another user's on the same device", async () => {
    const outbox = newOutbox()
    await outbox.enqueue(write('Progres video Budi', '/a', 8))
    await outbox.enqueue(write('Progres video Saya'))
    const user = userEvent.setup()
    render(<OutboxIndicator outbox={outbox} />)
    await user.click(await screen.findByRole('button', { name: '1 menunggu dikirim' }))
    const dialog = await screen.findByRole('dialog', { name: 'Menunggu dikirim' })
    const items = within(dialog).getAllByRole('listitem')
    expect(items).toHaveLength(1)
    expect(items[0]).toHaveTextContent('Progres video Saya')
    expect(dialog).not.toHaveTextContent('Budi')
    await user.keyboard('{Escape}')

    // User 8 signs in: now only theirs shows.
    act(() => writeUserId(8))
    expect(await screen.findByRole('button', { name: '1 menunggu dikirim' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: '1 menunggu dikirim' }))
    expect(within(await screen.findByRole('dialog')).getByRole('listitem')).toHaveTextContent('Progres video Budi')
  })

  it('shows nothing once the user signed out', async () => {
    const outbox = newOutbox()
    await outbox.enqueue(write('Progres video Saya'))
    render(<OutboxIndicator outbox={outbox} />)
    expect(await screen.findByRole('button', { name: '1 menunggu dikirim' })).toBeVisible()
    act(() => removeUserId())
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull())
  })

  it('is hidden while nothing waits, then counts the waiting writes', async () => {
    const outbox = newOutbox()
    render(<OutboxIndicator outbox={outbox} />)
    expect(screen.queryByRole('button')).toBeNull()
    await act(async () => {
      await outbox.enqueue(write('Video 1'))
      await outbox.enqueue(write('Video 2'))
      await outbox.enqueue(write('Paket 1', '/b'))
    })
    expect(await screen.findByRole('button', { name: '3 menunggu dikirim' })).toBeVisible()
  })

  it('lists what waits, shows why a write was refused, and lets the user retry or discard it', async () => {
    const outbox = newOutbox()
    await outbox.enqueue(write('Progres video Pengantar'))
    await outbox.enqueue(write('Progres paket K3', '/b'))
    await outbox.replay({
      fetch: (async (url: string) =>
        url === '/api/b'
          ? new Response(JSON.stringify({ title: 'Unprocessable', detail: 'Paket tidak ditemukan' }), { status: 422 })
          : Promise.reject(new TypeError('offline'))) as typeof fetch,
    })
    const user = userEvent.setup()
    render(<OutboxIndicator outbox={outbox} />)
    await user.click(await screen.findByRole('button', { name: '1 menunggu dikirim · 1 gagal dikirim' }))

    const dialog = await screen.findByRole('dialog', { name: 'Menunggu dikirim' })
    const items = within(dialog).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('Progres video Pengantar')
    expect(items[0]).toHaveTextContent('Menunggu koneksi')
    expect(items[1]).toHaveTextContent('Gagal dikirim')
    expect(items[1]).toHaveTextContent('Alasan: Paket tidak ditemukan')

    await user.click(within(items[1]!).getByRole('button', { name: 'Coba lagi' }))
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')[1]).toHaveTextContent('Menunggu koneksi'))
    expect(await screen.findByRole('button', { name: '2 menunggu dikirim', hidden: true })).toBeInTheDocument()

    await user.click(within(within(dialog).getAllByRole('listitem')[0]!).getByRole('button', { name: 'Buang' }))
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1))
    expect((await outbox.list()).map((e) => e.label)).toEqual(['Progres paket K3'])
  })

  it('shows a long list fifty lines at a time, oldest first, with the rest a press away', async () => {
    const outbox = newOutbox()
    for (let n = 1; n <= 120; n++) await outbox.enqueue(write(`Kuis ${n}`, `/quiz/${n}`))
    const user = userEvent.setup()
    render(<OutboxIndicator outbox={outbox} />)
    await user.click(await screen.findByRole('button', { name: '120 menunggu dikirim' }))
    const dialog = await screen.findByRole('dialog', { name: 'Menunggu dikirim' })
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(50)
    expect(within(dialog).getAllByRole('listitem')[0]).toHaveTextContent('Kuis 1')
    await user.click(within(dialog).getByRole('button', { name: 'Tampilkan 50 lainnya' }))
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(100)
    await user.click(within(dialog).getByRole('button', { name: 'Tampilkan 20 lainnya' }))
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(120)
    expect(within(dialog).queryByRole('button', { name: /lainnya/ })).toBeNull()
  })

  it('says when the browser has not made its storage persistent, and nothing when it has', async () => {
    let persistent = false
    const persisted = vi.fn(async () => persistent)
    Object.defineProperty(navigator, 'storage', { configurable: true, value: { persisted, persist: async () => persistent } })
    try {
      const outbox = newOutbox()
      await outbox.enqueue(write('Kuis 1'))
      const user = userEvent.setup()
      const { unmount } = render(<OutboxIndicator outbox={outbox} />)
      await user.click(await screen.findByRole('button', { name: '1 menunggu dikirim' }))
      expect(await within(await screen.findByRole('dialog')).findByText(/Browser belum menjamin penyimpanan ini/)).toBeVisible()
      unmount()

      persistent = true
      render(<OutboxIndicator outbox={outbox} />)
      await user.click(await screen.findByRole('button', { name: '1 menunggu dikirim' }))
      const dialog = await screen.findByRole('dialog')
      // The dialog has asked the browser and has its answer rendered.
      await waitFor(() => expect(persisted).toHaveBeenCalledTimes(2))
      await act(async () => {
        await persisted.mock.results[1]!.value
      })
      expect(within(dialog).queryByText(/Browser belum menjamin/)).toBeNull()
    } finally {
      Reflect.deleteProperty(navigator, 'storage')
    }
  })
})

describe('offline banner', () => {
  it('shows while the browser is offline and goes away when it is back', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    render(<OfflineBanner />)
    expect(screen.getByRole('status')).toHaveTextContent('Anda sedang offline. Pekerjaan Anda akan dikirim saat koneksi kembali.')
    onLine.mockReturnValue(true)
    act(() => void window.dispatchEvent(new Event('online')))
    expect(screen.queryByRole('status')).toBeNull()
    onLine.mockRestore()
  })
})
