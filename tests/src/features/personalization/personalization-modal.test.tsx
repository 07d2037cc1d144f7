import { QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetPersonalizationCheck } from '@/features/personalization/api/personalization-check'
import { PersonalizationGate } from '@/features/personalization/components/personalization-gate'
import { registerPersonalization } from '@/features/personalization/register'
import { getOutbox } from '@/shared/outbox/outbox'
import { toastStore } from '@/lib/toast/toast-store'
import { useSession } from '@/lib/auth/session-query'
import { readUserId, writeUserId } from '@/lib/auth/user-id-cookie'
import { setErrorReporter } from '@/lib/errors/error-reporter'
import { resetIdle, startIdleWork } from '@/lib/idle'
import { resetMasterStore } from '@/stores/master-store'
import { personalizationStore, resetPersonalizationStore } from '@/stores/personalization-store'
import { userStore } from '@/stores/user-store'
import { budi, budiInfo, fakeApi, problem, resetClientState } from '../../support/fake-api'
import { renderWithRouter } from '../../support/render-with-router'

const statusCall = 'GET /api/v2/users/personalized-content-users/has-personalized-content'
const saveCall = 'POST /api/v2/users/personalized-content-users'

const named = (...names: string[]) => ({ body: { data: names.map((name, i) => ({ id: i + 1, name, slug: name.toLowerCase() })) } })
const masterRoutes = {
  'GET /api/platform/auth/session': { body: { data: { ...budi, expires_at: '2030-01-01T00:00:00Z' } } },
  'GET /api/master/category/course': named('Keuangan', 'Kepemimpinan'),
  'GET /api/topics': named('Keamanan Siber'),
  'GET /api/professions': named('Analis'),
  'GET /api/v2/units': named('Unit Ritel'),
  'GET /api/fields': named('Teknologi'),
}

/** Shows whom the session names, once it does (PersonalizationStatus reads the same session query). */
function SessionProbe() {
  const { user } = useSession()
  return user ? <p>Sesi: {user.preferred_username}</p> : null
}

function status(hasPersonalizedContent: boolean) {
  return { body: { data: { hasPersonalizedContent } } }
}

function renderGate(routes: Parameters<typeof fakeApi>[0], beside: ReactNode = null) {
  const api = fakeApi({ ...masterRoutes, ...routes })
  vi.stubGlobal('fetch', api.fetch)
  writeUserId(budi.id)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  // As main.tsx does: the save is an outbox write whose code loads at the first one.
  registerPersonalization(queryClient)
  return {
    api,
    ...renderWithRouter(
      () => (
        <>
          <PersonalizationGate />
          {beside}
        </>
      ),
      { queryClient },
    ),
  }
}

describe('personalization modal (spec section 4)', () => {
  const reported: unknown[] = []
  beforeEach(() => {
    resetClientState()
    resetPersonalizationStore()
    resetPersonalizationCheck()
    resetMasterStore()
    reported.length = 0
    setErrorReporter((error) => reported.push(error))
    // The check is not part of the first screen: it starts once the page is idle (the next test).
    startIdleWork(Promise.resolve())
  })
  afterEach(async () => {
    setErrorReporter(null)
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    resetIdle()
    for (const entry of await getOutbox().list()) await getOutbox().remove(entry.id)
  })

  it('waits for the page to be idle before asking', async () => {
    // Once idle, the gate's check (its code loaded, as after the first page of a visit) asks.
    const warm = renderGate({ [statusCall]: status(true) })
    await waitFor(() => expect(warm.api.calls).toContain(statusCall))
    warm.unmount()
    resetClientState()
    resetPersonalizationCheck()
    resetPersonalizationStore()

    resetIdle()
    // The session the check waits for is known (the probe beside it shows it): a gate not waiting
    // for idle renders the loaded check at once, which asks as soon as the session names the user.
    const { api } = renderGate({ [statusCall]: status(false) }, <SessionProbe />)
    expect(await screen.findByText('Sesi: budi.santoso')).toBeInTheDocument()
    await act(async () => undefined)
    expect(api.calls).not.toContain(statusCall)
    startIdleWork(Promise.resolve())
    expect(await screen.findByRole('dialog', { name: 'Pilih Minat Belajar Anda' })).toBeInTheDocument()
    expect(api.calls.filter((c) => c === statusCall)).toHaveLength(1)
  })

  it('the store starts with exactly the four fields and their defaults', () => {
    expect({ ...personalizationStore }).toEqual({ userInfo: null, hasPersonalizedContent: true, modalPersonalized: false, popularSearchKeywords: [] })
  })

  it('status false: the modal opens with the master lists to choose from', async () => {
    const { api } = renderGate({ [statusCall]: status(false) })
    const dialog = await screen.findByRole('dialog', { name: 'Pilih Minat Belajar Anda' })
    expect(await within(dialog).findByRole('checkbox', { name: 'Keuangan' })).toBeInTheDocument()
    expect(within(dialog).getByRole('group', { name: 'Topik' })).toBeInTheDocument()
    expect(personalizationStore).toMatchObject({ hasPersonalizedContent: false, modalPersonalized: true })
    expect(api.calls.filter((c) => c === statusCall)).toHaveLength(1)
  })

  it('status true: no modal', async () => {
    const { api } = renderGate({ [statusCall]: status(true) })
    await waitFor(() => expect(api.calls).toContain(statusCall))
    await waitFor(() => expect(personalizationStore.hasPersonalizedContent).toBe(true))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(personalizationStore.modalPersonalized).toBe(false)
  })

  it('a status failure is logged only: no modal, no message', async () => {
    const { api } = renderGate({ [statusCall]: { status: 500, body: problem(500, '/problems/internal') } })
    await waitFor(() => expect(reported).toHaveLength(1))
    expect(api.calls.filter((c) => c === statusCall)).toHaveLength(1)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('no user-id cookie: no call at all until someone signs in', async () => {
    const api = fakeApi({ ...masterRoutes, [statusCall]: status(false) })
    // Each call is noted with whether the page had a signed-in user when it was made.
    const signedOutCalls: string[] = []
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (readUserId() === null) signedOutCalls.push(String(input))
      return api.fetch(input, init)
    })
    renderWithRouter(() => (
      <>
        <h1>Beranda</h1>
        <PersonalizationGate />
      </>
    ))
    await screen.findByRole('heading', { name: 'Beranda' })
    // The status check's code is loaded and React has settled: a gate that mounted it for nobody
    // would have rendered it, and its session request gone out, by now.
    await act(() => import('@/features/personalization/components/personalization-status'))
    act(() => writeUserId(budi.id))
    // The gate was there all along: signed in, the check runs through to the modal.
    expect(await screen.findByRole('dialog', { name: 'Pilih Minat Belajar Anda' })).toBeInTheDocument()
    expect(api.calls.filter((c) => c === statusCall)).toHaveLength(1)
    expect(signedOutCalls).toEqual([])
  })

  it('a refused save shows the reasons per field and keeps the choices; a good one closes the modal', async () => {
    const user = userEvent.setup()
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { ...problem(400, '/problems/validation'), detail: 'Pilihan minat tidak valid.', errors: [{ path: 'topic_ids', message: 'Pilihan tidak dikenal: 1' }] },
    }
    const { api, queryClient } = renderGate({ [statusCall]: status(false), [saveCall]: () => answer })
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    const dialog = await screen.findByRole('dialog', { name: 'Pilih Minat Belajar Anda' })

    await user.click(await within(dialog).findByRole('button', { name: 'Simpan Minat' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Pilih minimal satu minat.')
    expect(api.calls).not.toContain(saveCall)

    await user.click(within(dialog).getByRole('checkbox', { name: 'Keuangan' }))
    await user.click(within(dialog).getByRole('checkbox', { name: 'Keamanan Siber' }))
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Minat' }))
    const topics = within(dialog).getByRole('group', { name: /Topik/ })
    expect(await within(topics).findByText('Pilihan tidak dikenal: 1')).toBeInTheDocument()
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Minat gagal disimpan: Pilihan minat tidak valid.')
    expect(within(dialog).getByRole('checkbox', { name: 'Keuangan' })).toBeChecked()
    expect(within(dialog).getByRole('checkbox', { name: 'Keamanan Siber' })).toBeChecked()

    answer = { status: 200, body: { data: { category_ids: [1], topic_ids: [1], profession_ids: [], unit_ids: [], field_ids: [], hasPersonalizedContent: true } } }
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Minat' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(personalizationStore).toMatchObject({ hasPersonalizedContent: true, modalPersonalized: false })
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['personalized'] })
    const [, init] = api.fetch.mock.calls.at(-1) as [string, RequestInit]
    expect(JSON.parse(String(init.body))).toEqual({ category_ids: [1], topic_ids: [1], profession_ids: [], unit_ids: [], field_ids: [] })
  })

  it('a message about the choices goes once a choice is made: the one for an empty form, and a group’s own', async () => {
    const user = userEvent.setup()
    const refusal = { ...problem(400, '/problems/validation'), detail: 'Pilihan minat tidak valid.', errors: [{ path: 'topic_ids', message: 'Pilihan tidak dikenal: 1' }] }
    renderGate({ [statusCall]: status(false), [saveCall]: { status: 400, body: refusal } })
    const dialog = await screen.findByRole('dialog', { name: 'Pilih Minat Belajar Anda' })

    await user.click(await within(dialog).findByRole('button', { name: 'Simpan Minat' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Pilih minimal satu minat.')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Keuangan' }))
    expect(within(dialog).queryByText('Pilih minimal satu minat.')).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()

    // The server refuses the topic: its message stays by its group until the topics change.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Keamanan Siber' }))
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Minat' }))
    const topics = within(dialog).getByRole('group', { name: /Topik/ })
    expect(await within(topics).findByText('Pilihan tidak dikenal: 1')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('checkbox', { name: 'Analis' }))
    expect(within(topics).getByText('Pilihan tidak dikenal: 1')).toBeInTheDocument()
    await user.click(within(topics).getByRole('checkbox', { name: 'Keamanan Siber' }))
    expect(within(topics).queryByText('Pilihan tidak dikenal: 1')).not.toBeInTheDocument()
    expect(topics).not.toHaveAttribute('aria-invalid')
  })

  it('offline, the save waits in the outbox: the modal closes saying so, and the interests are sent once the connection returns', async () => {
    const user = userEvent.setup()
    const saved = { body: { data: { category_ids: [2], topic_ids: [], profession_ids: [], unit_ids: [], field_ids: [], hasPersonalizedContent: true } } }
    const { api } = renderGate({ [statusCall]: status(false), [saveCall]: saved })
    const dialog = await screen.findByRole('dialog', { name: 'Pilih Minat Belajar Anda' })
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Kepemimpinan' }))
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Minat' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(toastStore.toasts.map((toast) => toast.message)).toEqual(['Minat Anda disimpan dan menunggu dikirim. Rekomendasi diperbarui setelah terkirim.'])
    expect(personalizationStore).toMatchObject({ hasPersonalizedContent: true, modalPersonalized: false })
    expect(api.calls).not.toContain(saveCall)
    const [entry] = await getOutbox().list()
    expect(entry).toMatchObject({ method: 'POST', url: '/api/v2/users/personalized-content-users', label: 'Simpan minat belajar (1 pilihan)', state: 'pending' })
    expect(entry!.body).toEqual({ category_ids: [2], topic_ids: [], profession_ids: [], unit_ids: [], field_ids: [] })

    vi.restoreAllMocks()
    await getOutbox().replay({ fetch: api.fetch, onlyUser: budi.id })
    expect(api.calls.filter((c) => c === saveCall)).toHaveLength(1)
    expect(await getOutbox().list()).toEqual([])
  })

  it("'Nanti saja' closes it for this session: no second status call", async () => {
    const user = userEvent.setup()
    const first = renderGate({ [statusCall]: status(false) })
    const dialog = await screen.findByRole('dialog')
    await user.click(await within(dialog).findByRole('button', { name: 'Nanti saja' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    first.unmount()

    // A reload in the same tab: a fresh page, the same session storage.
    resetPersonalizationCheck()
    resetPersonalizationStore()
    const second = fakeApi({ ...masterRoutes, [statusCall]: status(false) })
    vi.stubGlobal('fetch', second.fetch)
    userStore.userInfo = { ...budiInfo }
    renderWithRouter(() => (
      <>
        <SessionProbe />
        <PersonalizationGate />
      </>
    ))
    // The status check is mounted (it copies the user info) and the session names the user: its
    // check ran once both were true, at the latest in the commit that shows the probe's text.
    await waitFor(() => expect(personalizationStore.userInfo?.name).toBe(budiInfo.name))
    expect(await screen.findByText(`Sesi: ${budi.preferred_username}`)).toBeInTheDocument()
    expect(second.calls).toContain('GET /api/platform/auth/session')
    expect(second.calls).not.toContain(statusCall)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
