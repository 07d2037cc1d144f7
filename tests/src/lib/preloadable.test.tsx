import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { preloadable, usePreloaded } from '@/lib/preloadable'

function Greeting() {
  return <p>Halo</p>
}

function Slot({ code }: { code: ReturnType<typeof preloadable<typeof Greeting>> }) {
  const Loaded = usePreloaded(code)
  return Loaded ? <Loaded /> : <p>kosong</p>
}

describe('preloadable code', () => {
  it('loads once, however often it is asked for, and then has it at hand', async () => {
    const loader = vi.fn(async () => Greeting)
    const code = preloadable(loader)
    expect(code.current()).toBeNull()
    const [a, b] = await Promise.all([code.load(), code.load()])
    expect(a).toBe(Greeting)
    expect(b).toBe(Greeting)
    expect(code.current()).toBe(Greeting)
    await code.load()
    expect(loader).toHaveBeenCalledTimes(1)
  })

  it('tries again after a failed load', async () => {
    const loader = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Greeting)
    const code = preloadable<typeof Greeting>(loader)
    await expect(code.load()).rejects.toThrow('offline')
    expect(code.current()).toBeNull()
    await expect(code.load()).resolves.toBe(Greeting)
    expect(loader).toHaveBeenCalledTimes(2)
  })

  it('renders already loaded code in the first commit, with no empty state before it', async () => {
    const code = preloadable(async () => Greeting)
    await code.load()
    render(<Slot code={code} />)
    // Synchronously after render: nothing suspended, nothing to wait for.
    expect(screen.getByText('Halo')).toBeInTheDocument()
    expect(screen.queryByText('kosong')).not.toBeInTheDocument()
  })

  it('loads what is not there yet, showing nothing of it meanwhile', async () => {
    const code = preloadable(async () => Greeting)
    render(<Slot code={code} />)
    expect(screen.getByText('kosong')).toBeInTheDocument()
    expect(await screen.findByText('Halo')).toBeInTheDocument()
  })
})
