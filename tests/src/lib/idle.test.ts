import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterIdle, IDLE_MARK, resetIdle, startIdleWork } from '@/lib/idle'

describe('idle work', () => {
  afterEach(() => {
    resetIdle()
    vi.useRealTimers()
    performance.clearMarks(IDLE_MARK)
  })

  it('waits for the first screen, then runs what was asked for and marks the moment', async () => {
    // The page has loaded (jsdom) and has no requestIdleCallback: the idle moment is a timer, on this clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let rendered!: () => void
    const task = vi.fn()
    afterIdle(task)
    startIdleWork(new Promise<void>((resolve) => (rendered = resolve)))
    // Everything but the first screen is ready, and 4 s pass (short of the 5 s fallback): only the first screen holds it back.
    await vi.advanceTimersByTimeAsync(4_000)
    expect(task).not.toHaveBeenCalled()
    expect(performance.getEntriesByName(IDLE_MARK, 'mark')).toHaveLength(0)
    rendered()
    await vi.advanceTimersByTimeAsync(1)
    expect(task).toHaveBeenCalledTimes(1)
    expect(performance.getEntriesByName(IDLE_MARK, 'mark')).toHaveLength(1)
  })

  it('runs a task asked for after the idle moment at once, in a task of its own; a cancelled one never', async () => {
    startIdleWork(Promise.resolve())
    const cancelled = vi.fn()
    const cancel = afterIdle(cancelled)
    cancel()
    await vi.waitFor(() => expect(performance.getEntriesByName(IDLE_MARK, 'mark')).toHaveLength(1))
    const later = vi.fn()
    afterIdle(later)
    expect(later).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(later).toHaveBeenCalledTimes(1))
    expect(cancelled).not.toHaveBeenCalled()
  })

  it('starts anyway when the first screen never says it rendered', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const task = vi.fn()
    afterIdle(task)
    startIdleWork(new Promise<void>(() => undefined))
    await vi.advanceTimersByTimeAsync(5000)
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1))
  })

  it('a task that throws does not stop the others', async () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined)
    const after = vi.fn()
    afterIdle(() => {
      throw new Error('boom')
    })
    afterIdle(after)
    startIdleWork(Promise.resolve())
    await vi.waitFor(() => expect(after).toHaveBeenCalledTimes(1))
    expect(console).toHaveBeenCalled()
    console.mockRestore()
  })
})
