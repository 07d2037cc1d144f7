import { QueryClient } from '@tanstack/react-query'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DiscoveryItem } from '@/contract/discovery'
import { registerSaveMutations } from '@/features/discovery/api/save-mutations'
import { SaveButton } from '@/features/discovery/components/feed/save-button'
import { writeUserId } from '@/lib/auth/user-id-cookie'
import { getOutbox } from '@/shared/outbox/outbox'
import { budi, resetClientState } from '../../support/fake-api'
import { renderWithRouter } from '../../support/render-with-router'

// Discovery's save toggle (issue 18) shows what the user last pressed while it waits in the outbox,
// also when the list it was drawn from was stored before the press (a reload right after it).

const book = (saved: boolean): DiscoveryItem => ({
  id: 41,
  kind: 'book-reads',
  title: 'Clean Code',
  detail: 'Robert C. Martin',
  role: null,
  date: '2025-01-02',
  end_date: null,
  description: null,
  url: null,
  cover_url: null,
  created_at: '2025-01-03T00:00:00.000Z',
  owner: { username: 'andi.pratama', name: 'Andi Pratama', position: null, unit: null, profile_image: null },
  saved,
  saved_at: saved ? '2025-01-04T00:00:00.000Z' : null,
})

function renderButton(item: DiscoveryItem) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  registerSaveMutations(queryClient, { afterEnqueue: () => undefined })
  return renderWithRouter(() => <SaveButton item={item} />, { queryClient })
}

describe('SaveButton', () => {
  beforeEach(() => {
    resetClientState()
    writeUserId(budi.id)
  })
  afterEach(async () => {
    cleanup()
    for (const entry of await getOutbox().list()) await getOutbox().remove(entry.id)
    vi.unstubAllGlobals()
  })

  it('a save waiting in the outbox shows saved after a reload whose list predates it, and pressing again queues the unsave', async () => {
    const user = userEvent.setup()
    renderButton(book(false))
    await user.click(await screen.findByRole('button', { name: 'Saya juga mau baca: Clean Code' }))
    await waitFor(async () => expect((await getOutbox().list()).map((e) => e.method)).toEqual(['PUT']))
    cleanup()

    // The reload: the stored feed still says not saved.
    renderButton(book(false))
    const saved = await screen.findByRole('button', { name: 'Tersimpan, hapus dari daftar: Clean Code' })
    expect(saved).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByText('menunggu dikirim')).toBeInTheDocument()

    await user.click(saved)
    // The unsave takes the waiting save's place (issue 26: saved or not is a state, the last press counts).
    await waitFor(async () => expect((await getOutbox().list()).map((e) => e.method)).toEqual(['DELETE']))
    expect(await screen.findByRole('button', { name: 'Saya juga mau baca: Clean Code' })).toHaveAttribute('aria-pressed', 'false')
  })
})
