import { QueryClient } from '@tanstack/react-query'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Notification } from '@/contract/notification'
import { registerNotificationMutations } from '@/features/notification/api/notification-mutations'
import { groupByDay } from '@/features/notification/components/notification-day'
import { NotificationPage } from '@/features/notification/components/notification-page'
import { writeUserId } from '@/lib/auth/user-id-cookie'
import { getOutbox } from '@/shared/outbox/outbox'
import { notificationStore, setUnreadStatus } from '@/stores/notification-store'
import { useDeviceZone } from '../../support/device-zone'
import { budi, fakeApi, resetClientState } from '../../support/fake-api'
import { renderWithRouter } from '../../support/render-with-router'

// /notification (issue 14): newest first by day, unread marked, opening or 'Tandai dibaca' marks
// one read, 'Tandai semua dibaca' everything seen; each a queued write, the bell following at once.

const HOUR = 3_600_000
const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR).toISOString()
const n = (id: number, extra: Partial<Notification> = {}): Notification => ({
  id,
  kind: 'system',
  title: `Notifikasi ${id}`,
  body: `Isi ${id}.`,
  link_url: null,
  created_at: at(1),
  read_at: null,
  ...extra,
})

const page = (items: Notification[], total = items.length, pageNo = 1) => ({ body: { data: items, meta: { page: pageNo, limit: 20, total, total_pages: Math.max(1, Math.ceil(total / 20)) } } })

const clients: QueryClient[] = []

async function renderInbox(routes: Parameters<typeof fakeApi>[0], filter: 'all' | 'unread' = 'all') {
  const fake = fakeApi(routes)
  vi.stubGlobal('fetch', fake.fetch)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  clients.push(queryClient)
  registerNotificationMutations(queryClient, { afterEnqueue: () => undefined })
  const view = renderWithRouter(() => <NotificationPage filter={filter} />, { queryClient, path: `/notification?filter=${filter}` })
  await screen.findByRole('heading', { level: 1, name: 'Notifikasi' })
  return { ...view, fake }
}

const queued = () => getOutbox().list()

describe('/notification', () => {
  beforeEach(() => {
    resetClientState()
    writeUserId(budi.id)
    // Noon in Jakarta, so 'Hari ini' and 'Kemarin' do not depend on when the suite runs.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T05:00:00.000Z') })
  })
  afterEach(async () => {
    vi.useRealTimers()
    cleanup()
    for (const client of clients.splice(0)) client.clear()
    for (const entry of await getOutbox().list()) await getOutbox().remove(entry.id)
    vi.unstubAllGlobals()
  })

  it('groups by day, newest first, and marks the unread ones for eyes and screen readers', async () => {
    await renderInbox({ 'GET /api/platform/notifications': page([n(9, { created_at: at(0.5), kind: 'class', title: 'Kelas besok' }), n(8, { created_at: at(30), read_at: at(29) }), n(7, { created_at: at(24 * 9), read_at: at(24 * 9) })]) })
    const days = await screen.findAllByRole('heading', { level: 2 })
    expect(days.map((d) => d.textContent)).toEqual(['Hari ini', 'Kemarin', 'Senin, 16 November 2026'])
    const today = screen.getByRole('region', { name: 'Hari ini' })
    const item = within(today).getByRole('listitem')
    expect(item).toHaveTextContent('Kelas ·')
    expect(item).toHaveTextContent('Belum dibaca')
    expect(within(screen.getByRole('region', { name: 'Kemarin' })).getByRole('listitem')).not.toHaveTextContent('Belum dibaca')
    expect(screen.getByText('3 notifikasi')).toBeInTheDocument()
  })

  it("'Tandai dibaca' queues the read, shows it read and waiting, and clears the bell when nothing else is unread", async () => {
    const user = userEvent.setup()
    setUnreadStatus(true)
    await renderInbox({ 'GET /api/platform/notifications': page([n(5, { title: 'Pengingat' }), n(4, { read_at: at(2) })]) })
    await user.click(await screen.findByRole('button', { name: 'Tandai dibaca: Pengingat' }))
    const [entry] = await queued()
    expect(entry).toMatchObject({ method: 'POST', url: '/api/platform/notifications/5/read', resource: 'notification', label: 'Membaca notifikasi "Pengingat"', userId: budi.id })
    expect(screen.queryByRole('button', { name: 'Tandai dibaca: Pengingat' })).toBeNull()
    expect(screen.getAllByRole('listitem').filter((li) => li.textContent?.includes('Belum dibaca'))).toEqual([])
    await waitFor(() => expect(screen.getByText('menunggu dikirim')).toBeInTheDocument())
    expect(notificationStore.unread).toBe(false)
  })

  it('a read still waiting in the outbox shows read even when the list predates it (a reload right after the press)', async () => {
    const user = userEvent.setup()
    await renderInbox({ 'GET /api/platform/notifications': page([n(5, { title: 'Pengingat' })]) })
    await user.click(await screen.findByRole('button', { name: 'Tandai dibaca: Pengingat' }))
    expect(await queued()).toHaveLength(1)
    cleanup()
    // The reload: a new cache whose list (the server's, or one stored before the press) still says unread.
    await renderInbox({ 'GET /api/platform/notifications': page([n(5, { title: 'Pengingat' })]) })
    await waitFor(() => expect(screen.getByText('menunggu dikirim')).toBeInTheDocument())
    expect(screen.queryByRole('button', { name: 'Tandai dibaca: Pengingat' })).toBeNull()
    expect(screen.getByRole('listitem')).not.toHaveTextContent('Belum dibaca')
  })

  it('keeps the bell marked while unread ones remain, or pages not loaded may hold some', async () => {
    const user = userEvent.setup()
    setUnreadStatus(true)
    await renderInbox({ 'GET /api/platform/notifications': page([n(5, { title: 'Satu' }), n(4, { title: 'Dua' })], 45) })
    await user.click(await screen.findByRole('button', { name: 'Tandai dibaca: Satu' }))
    expect(notificationStore.unread).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Tandai dibaca: Dua' }))
    // 45 in all, two loaded: the server's status decides.
    expect(notificationStore.unread).toBe(true)
    expect(await queued()).toHaveLength(2)
  })

  it("'Tandai semua dibaca' marks everything up to the newest seen, in one queued write", async () => {
    const user = userEvent.setup()
    setUnreadStatus(true)
    await renderInbox({ 'GET /api/platform/notifications': page([n(12), n(11), n(10, { read_at: at(3) })], 3) })
    expect(await screen.findAllByRole('listitem')).toHaveLength(3)
    await user.click(screen.getByRole('button', { name: 'Tandai semua dibaca' }))
    const [entry] = await queued()
    expect(entry).toMatchObject({ url: '/api/platform/notifications/read-all', body: { up_to_id: 12 }, label: 'Menandai semua notifikasi dibaca' })
    expect(screen.getAllByRole('listitem').filter((li) => li.textContent?.includes('Belum dibaca'))).toEqual([])
    expect(screen.getByRole('button', { name: 'Tandai semua dibaca' })).toBeDisabled()
    expect(notificationStore.unread).toBe(false)
    expect(await screen.findByRole('status')).toHaveTextContent('Semua notifikasi ditandai dibaca.')
  })

  it('opening a notification marks it read and goes to its page', async () => {
    const user = userEvent.setup()
    const { router } = await renderInbox({ 'GET /api/platform/notifications': page([n(20, { title: 'Pengumuman baru', link_url: '/growth-path/analis-data', kind: 'growth-path' })]) })
    await user.click(await screen.findByRole('link', { name: 'Pengumuman baru' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/growth-path/analis-data'))
    expect((await queued()).map((e) => e.url)).toEqual(['/api/platform/notifications/20/read'])
  })

  it('says so when there is nothing, or nothing unread', async () => {
    await renderInbox({ 'GET /api/platform/notifications': page([]) }, 'unread')
    expect(await screen.findByText('Semua notifikasi sudah dibaca.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Tandai semua dibaca' })).toBeDisabled()
    expect(screen.getByRole('link', { name: 'Belum dibaca' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Semua' })).toHaveAttribute('href', '/notification?filter=all')
  })

  it('loads the next page on request', async () => {
    const user = userEvent.setup()
    const first = Array.from({ length: 20 }, (_, i) => n(100 - i, { read_at: at(1) }))
    let asked = 0
    await renderInbox({ 'GET /api/platform/notifications': () => (++asked > 1 ? page([n(50, { title: 'Yang lama', read_at: at(1) })], 21, 2) : page(first, 21)) })
    await user.click(await screen.findByRole('button', { name: 'Muat lebih banyak' }))
    expect(await screen.findByText('Yang lama')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).toBeNull()
  })
  describe('on a device set to another zone', () => {
    useDeviceZone('Asia/Makassar')

    it('says each time in WIB with the device’s own beside it, as every time in the app', async () => {
      await renderInbox({ 'GET /api/platform/notifications': page([n(9, { created_at: at(0.5), kind: 'class', title: 'Kelas besok' })]) })
      const item = within(await screen.findByRole('region', { name: 'Hari ini' })).getByRole('listitem')
      // 04.30 UTC: 11.30 in Jakarta, 12.30 in Makassar.
      expect(within(item).getByText('11.30 WIB (12.30 WITA)')).toBeInTheDocument()
    })
  })
})

describe('groupByDay', () => {
  it("labels today and yesterday in Asia/Jakarta, then the date", () => {
    const now = new Date('2026-11-25T20:00:00.000Z') // 26 November, 03.00 in Jakarta
    const groups = groupByDay([n(3, { created_at: '2026-11-25T18:00:00.000Z' }), n(2, { created_at: '2026-11-25T10:00:00.000Z' }), n(1, { created_at: '2026-11-20T10:00:00.000Z' })], now)
    expect(groups.map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
      ['Hari ini', [3]],
      ['Kemarin', [2]],
      ['Jumat, 20 November 2026', [1]],
    ])
  })

})
