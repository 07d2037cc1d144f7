import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { lazyOrNothing } from '@/lib/lazy-or-nothing'

function Shown({ text }: { text: string }) {
  return <p>{text}</p>
}

describe('lazyOrNothing', () => {
  it('renders nothing when the code cannot load (offline), not an error, and loads it when the connection returns', async () => {
    let online = false
    const Part = lazyOrNothing(() => (online ? Promise.resolve({ default: Shown }) : Promise.reject(new TypeError('Failed to fetch dynamically imported module'))))
    render(
      <div data-testid="page">
        <p>Isian saya</p>
        <Suspense fallback={null}>
          <Part text="Bagian tambahan" />
        </Suspense>
      </div>,
    )
    await act(async () => undefined)
    expect(screen.getByText('Isian saya')).toBeInTheDocument()
    expect(screen.queryByText('Bagian tambahan')).not.toBeInTheDocument()

    online = true
    await act(async () => {
      window.dispatchEvent(new Event('online'))
    })
    expect(await screen.findByText('Bagian tambahan')).toBeInTheDocument()
  })
})
