import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core'
import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Header } from '@/components/layout/header'
import { createAuth } from '@/lib/auth/auth'
import { resetIdle, startIdleWork } from '@/lib/idle'
import { writeUserId } from '@/lib/auth/user-id-cookie'
import { setupQueryPersistence } from '@/lib/query/persister'
import { resetNotificationStore } from '@/stores/notification-store'
import { budi, budiInfo, fakeApi, resetClientState } from '../support/fake-api'
import { renderWithRouter } from '../support/render-with-router'

function signedIn({ unread = true } = {}) {
  const api = fakeApi({
    'GET /api/platform/auth/session': { body: { data: { ...budi, expires_at: '2030-01-01T00:00:00Z' } } },
    'GET /api/platform/user/info': { body: { data: budiInfo } },
    'GET /api/platform/notifications/status': { body: { data: { unread_status: unread } } },
    'POST /api/platform/auth/logout': { body: { data: { end_session_url: null } } },
  })
  vi.stubGlobal('fetch', api.fetch)
  writeUserId(budi.id)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const leave = vi.fn()
  const auth = createAuth({ queryClient, leave, clearPersistedCache: async () => undefined })
  return { api, queryClient, auth, leave }
}

async function renderHeader(options: { unread?: boolean } = {}) {
  const setup = signedIn(options)
  const view = renderWithRouter(() => <Header />, { queryClient: setup.queryClient, auth: setup.auth })
  const banner = await screen.findByRole('banner')
  // Named once the session has answered.
  await within(banner).findByRole('button', { name: 'Menu akun Budi Santoso, BS' })
  return { ...setup, ...view, banner }
}

describe('Header, signed in', () => {
  beforeEach(resetClientState)
  afterEach(() => vi.unstubAllGlobals())

  it("shows the bell and the avatar instead of 'Masuk'", async () => {
    const { banner } = await renderHeader()
    expect(within(banner).queryByRole('button', { name: 'Masuk' })).not.toBeInTheDocument()
    // The bell leads to the inbox (the journeys follow it: e2e/notification.spec.ts).
    expect(within(banner).getByRole('link', { name: 'Notifikasi' })).toHaveAttribute('href', '/notification')
    expect(within(banner).getByRole('button', { name: 'Menu akun Budi Santoso, BS' })).toHaveTextContent('BS')
  })

  describe('the unread marker', () => {
    // Fake timers that still move with real time, so the router and findBy… work as usual.
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
    afterEach(() => vi.useRealTimers())

    it('asks for the notification status after 15 s, not at mount', async () => {
      const { api } = await renderHeader()
      // The exact schedule is the hook's test; here: nothing while the header first shows.
      expect(api.calls).not.toContain('GET /api/platform/notifications/status')
      await vi.advanceTimersByTimeAsync(15_000)
      await waitFor(() => expect(api.calls).toContain('GET /api/platform/notifications/status'))
    })

    it('marks the bell while unread notifications exist, for eyes and screen readers', async () => {
      const { banner } = await renderHeader({ unread: true })
      const live = within(banner).getByRole('status')
      expect(live).toHaveTextContent(/^$/)
      expect(within(banner).getByRole('link', { name: 'Notifikasi' })).toBeInTheDocument()
      await vi.advanceTimersByTimeAsync(15_000)
      // A live region: the text appearing in it is what a screen reader announces.
      await waitFor(() => expect(live).toHaveTextContent('Ada notifikasi belum dibaca'))
      const bell = within(banner).getByRole('link', { name: 'Notifikasi: Ada notifikasi belum dibaca' })
      expect(within(bell).getByTestId('unread-dot')).toBeInTheDocument()
    })

    it('shows the last status this device heard at once on the next visit (persisted), before its first poll', async () => {
      const persisted: { client?: PersistedClient } = {}
      const persister: Persister = {
        persistClient: (client) => void (persisted.client = client),
        restoreClient: () => persisted.client,
        removeClient: () => void (persisted.client = undefined),
      }
      // A visit that heard 'unread' from its poll.
      const first = await renderHeader({ unread: true })
      const stopPersisting = await setupQueryPersistence(first.queryClient, { persister, buster: 'test' })
      await vi.advanceTimersByTimeAsync(15_000)
      await waitFor(() => expect(within(first.banner).getByTestId('unread-dot')).toBeInTheDocument())
      await waitFor(() => expect(JSON.stringify(persisted.client?.clientState.queries.map((q) => [q.queryKey, q.state.data]))).toContain(`[["notification-status",${budi.id}],true]`))
      stopPersisting()
      first.unmount()

      // The next visit: the page is fresh, the persisted cache restored before the first screen.
      resetNotificationStore()
      const next = signedIn({ unread: true })
      await setupQueryPersistence(next.queryClient, { persister, buster: 'test' })
      renderWithRouter(() => <Header />, { queryClient: next.queryClient, auth: next.auth })
      const banner = await screen.findByRole('banner')
      await within(banner).findByRole('button', { name: 'Menu akun Budi Santoso, BS' })
      expect(within(within(banner).getByRole('link', { name: 'Notifikasi: Ada notifikasi belum dibaca' })).getByTestId('unread-dot')).toBeInTheDocument()
      expect(next.api.calls).not.toContain('GET /api/platform/notifications/status')
    })

    it('leaves the bell unmarked when everything is read', async () => {
      const { banner, api } = await renderHeader({ unread: false })
      await vi.advanceTimersByTimeAsync(15_000)
      await waitFor(() => expect(api.calls).toContain('GET /api/platform/notifications/status'))
      expect(within(banner).getByRole('status')).toHaveTextContent(/^$/)
      const bell = within(banner).getByRole('link', { name: 'Notifikasi' })
      expect(within(bell).queryByTestId('unread-dot')).not.toBeInTheDocument()
    })
  })

  describe('the menu and the dialog load once the page is idle', () => {
    afterEach(resetIdle)

    it('before then, the avatar stands in with the same name, and a press opens the menu when it arrives', async () => {
      const { banner } = await renderHeader()
      const avatar = within(banner).getByRole('button', { name: 'Menu akun Budi Santoso, BS' })
      // Radix's trigger marks its state; the stand-in does not.
      expect(avatar).toHaveAttribute('aria-haspopup', 'menu')
      expect(avatar).not.toHaveAttribute('data-state')
      await userEvent.click(avatar)
      expect(await screen.findByRole('menu')).toBeInTheDocument()
    })

    it('once idle, the real controls are there without a press', async () => {
      const { banner } = await renderHeader()
      startIdleWork(Promise.resolve())
      await waitFor(() => expect(within(banner).getByRole('button', { name: 'Menu akun Budi Santoso, BS' })).toHaveAttribute('data-state', 'closed'))
      await waitFor(() => expect(within(banner).getByRole('button', { name: 'Profil Budi Santoso, BS' })).toHaveAttribute('aria-haspopup', 'dialog'))
      expect(screen.queryByRole('menu')).not.toBeInTheDocument()
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      await userEvent.click(within(banner).getByRole('button', { name: 'Menu akun Budi Santoso, BS' }))
      expect(await screen.findByRole('menu')).toBeInTheDocument()
    })

    it('the real control keeps the focus the stand-in had', async () => {
      const { banner } = await renderHeader()
      within(banner).getByRole('button', { name: 'Menu akun Budi Santoso, BS' }).focus()
      startIdleWork(Promise.resolve())
      await waitFor(() => expect(within(banner).getByRole('button', { name: 'Menu akun Budi Santoso, BS' })).toHaveAttribute('data-state', 'closed'))
      expect(within(banner).getByRole('button', { name: 'Menu akun Budi Santoso, BS' })).toHaveFocus()
      expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    })
  })

  it("opens the dropdown: 'Lihat Profil' (the public profile), 'Aktivitas Belajar', 'Log Out'", async () => {
    const { banner } = await renderHeader()
    await userEvent.click(within(banner).getByRole('button', { name: 'Menu akun Budi Santoso, BS' }))
    const menu = await screen.findByRole('menu')
    const items = within(menu).getAllByRole('menuitem')
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Lihat Profil', `/profile/${budi.preferred_username}`],
      ['Aktivitas Belajar', '/activity'],
      ['Log Out', null],
    ])
  })

  it("'Log Out' ends the session and leaves for /", async () => {
    const { banner, api, leave } = await renderHeader()
    await userEvent.click(within(banner).getByRole('button', { name: 'Menu akun Budi Santoso, BS' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log Out' }))
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/'))
    expect(api.calls).toContain('POST /api/platform/auth/logout')
    expect(document.cookie).not.toContain('tumbuh_user_id=')
  })

  it("offers 'Log Out' in the drawer", async () => {
    const { banner } = await renderHeader()
    await userEvent.click(within(banner).getByRole('button', { name: 'Buka menu' }))
    const drawer = await screen.findByRole('dialog', { name: 'Menu' })
    expect(within(drawer).getByRole('button', { name: 'Log Out' })).toBeEnabled()
  })
})

describe('Mobile profile dialog', () => {
  beforeEach(resetClientState)
  afterEach(() => vi.unstubAllGlobals())

  async function openDialog() {
    const view = await renderHeader()
    await userEvent.click(within(view.banner).getByRole('button', { name: 'Profil Budi Santoso, BS' }))
    const dialog = await screen.findByRole('dialog', { name: 'Budi Santoso' })
    return { ...view, dialog }
  }

  it("shows the initials, name with 'Lihat Profile' (the public profile), position and e-mail", async () => {
    const { dialog } = await openDialog()
    expect(within(dialog).getByText('BS')).toBeInTheDocument()
    expect(within(dialog).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Lihat Profile', `/profile/${budi.preferred_username}`],
    ])
    expect(within(dialog).getByText('Posisi').nextSibling).toHaveTextContent('Learning Specialist')
    expect(within(dialog).getByText('Email').nextSibling).toHaveTextContent('budi.santoso@tumbuh.example')
  })

  it("shows '-' for an empty position", async () => {
    const view = signedIn()
    view.api.fetch.mockImplementation(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname
      const data =
        path === '/api/platform/user/info'
          ? { ...budiInfo, position: null }
          : path === '/api/platform/auth/session'
            ? { ...budi, expires_at: '2030-01-01T00:00:00Z' }
            : { unread_status: false }
      return new Response(JSON.stringify({ data }), { headers: { 'Content-Type': 'application/json' } })
    })
    renderWithRouter(() => <Header />, { queryClient: view.queryClient, auth: view.auth })
    await userEvent.click(await screen.findByRole('button', { name: 'Profil Budi Santoso, BS' }))
    const dialog = await screen.findByRole('dialog', { name: 'Budi Santoso' })
    await waitFor(() => expect(within(dialog).getByText('Posisi').nextSibling).toHaveTextContent(/^-$/))
  })

  it('has the side tabs Learning, Growth Path, Mentor, Discovery', async () => {
    const { dialog } = await openDialog()
    const tablist = within(dialog).getByRole('tablist')
    expect(tablist).toHaveAttribute('aria-orientation', 'vertical')
    expect(within(tablist).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Learning', 'Growth Path', 'Mentor', 'Discovery'])
  })

  it.each([
    ['Learning', 'learning'],
    ['Growth Path', 'growthpath'],
    ['Mentor', 'mentor'],
    ['Discovery', 'discovery'],
  ])("'%s' goes to /activity?tab=%s and closes the dialog", async (label, tab) => {
    const { dialog, router } = await openDialog()
    await userEvent.click(within(dialog).getByRole('tab', { name: label }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity'))
    expect(router.state.location.search).toEqual({ tab })
  })

  it('moves between the tabs with the arrow keys', async () => {
    const { dialog } = await openDialog()
    const tabs = within(dialog).getAllByRole('tab')
    tabs[0]?.focus()
    await userEvent.keyboard('{ArrowDown}')
    expect(tabs[1]).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}{ArrowUp}')
    expect(tabs[3]).toHaveFocus()
  })
})
