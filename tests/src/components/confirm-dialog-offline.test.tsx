import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'

// The dialog's code cannot load: offline on a first visit, before the service worker keeps it.
vi.mock('@/components/ui/confirm-dialog-panel', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/confirm-dialog-panel.js')
})

describe('ConfirmDialog without its code', () => {
  it('asks in place, so the action can still be confirmed or cancelled', async () => {
    const onConfirm = vi.fn()
    const onOpenChange = vi.fn()
    render(
      <ConfirmDialog
        open
        title="Kirim lamaran?"
        description="Lamaran untuk Analis Data akan dikirim."
        confirmLabel="Ya, kirim"
        cancelLabel="Batal"
        onConfirm={onConfirm}
        onOpenChange={onOpenChange}
      />,
    )
    const question = await screen.findByRole('alertdialog', { name: 'Kirim lamaran?' })
    expect(question).toHaveAccessibleDescription('Lamaran untuk Analis Data akan dikirim.')
    expect(screen.getByRole('button', { name: 'Batal' })).toHaveFocus()
    await userEvent.click(screen.getByRole('button', { name: 'Ya, kirim' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('button', { name: 'Batal' }))
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })
})
