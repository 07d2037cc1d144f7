import { QueryClient } from '@tanstack/react-query'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { registerRecordMutations } from '@/features/discovery/api/record-mutations'
import { RecordFormDialog } from '@/features/discovery/components/records/record-form-dialog'
import { writeUserId } from '@/lib/auth/user-id-cookie'
import { getOutbox } from '@/shared/outbox/outbox'
import { budi, fakeApi, resetClientState } from '../../support/fake-api'
import { renderWithRouter } from '../../support/render-with-router'

// Issue 40 item 4: the fields of a new record survive a reload until the record is queued.

function renderAdd() {
  vi.stubGlobal('fetch', fakeApi({}).fetch)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  // Queued and left there, as offline.
  registerRecordMutations(queryClient, { afterEnqueue: () => undefined })
  renderWithRouter(() => <RecordFormDialog kind="book-reads" mode={{ type: 'add' }} onClose={() => undefined} />, { queryClient })
}

describe('adding a record', () => {
  beforeEach(() => {
    resetClientState()
    writeUserId(budi.id)
  })
  afterEach(async () => {
    cleanup()
    for (const entry of await getOutbox().list()) await getOutbox().remove(entry.id)
    vi.unstubAllGlobals()
  })

  it('keeps what was typed as a draft through a reload, and lets it go once the record is queued', async () => {
    const user = userEvent.setup()
    renderAdd()
    await user.type(within(await screen.findByRole('dialog', { name: 'Tambah Buku Dibaca' })).getByLabelText(/^Judul buku/), 'Atomic Habits')
    cleanup()

    renderAdd()
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Buku Dibaca' })
    expect(within(dialog).getByLabelText(/^Judul buku/)).toHaveValue('Atomic Habits')
    await user.type(within(dialog).getByLabelText(/^Penulis/), 'James Clear')
    await user.type(within(dialog).getByLabelText(/^Tanggal selesai dibaca/), '2026-11-01')
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }))
    await waitFor(async () => expect(await getOutbox().list()).toMatchObject([{ body: { title: 'Atomic Habits', author: 'James Clear' } }]))
    cleanup()

    renderAdd()
    expect(within(await screen.findByRole('dialog', { name: 'Tambah Buku Dibaca' })).getByLabelText(/^Judul buku/)).toHaveValue('')
  })
})
