import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import OutboxDialog from '@/components/outbox/outbox-dialog'
import { createOutbox } from '@/shared/outbox/outbox'
import { openOutboxStore } from '@/shared/outbox/store'

describe('outbox list times', () => {
  it('says when each write was made in WIB, like every other time in the app', async () => {
    // 12.16 UTC is 19.16 in Jakarta, whatever zone the machine running the test is in.
    const outbox = createOutbox({ store: openOutboxStore('outbox-times'), channelName: 'outbox-times', now: () => Date.parse('2026-12-07T12:16:00.000Z') })
    await outbox.enqueue({ method: 'POST', url: '/api/a', body: {}, resource: '/a', label: 'Progres video Saya', userId: 7 })
    render(<OutboxDialog entries={await outbox.list()} outbox={outbox} onClose={() => undefined} />)
    const item = within(await screen.findByRole('dialog', { name: 'Menunggu dikirim' })).getByRole('listitem')
    expect(item).toHaveTextContent(/Dibuat 7 Des 2026, 19\.16 WIB/)
  })
})
