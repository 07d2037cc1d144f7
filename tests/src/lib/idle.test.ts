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

  it('runs the waiting tasks in order while the idle period lasts, and the rest in the next ones', async () => {
    // The browser's idle periods: each callback is given a deadline with `budget` tasks' worth of time.
    const periods: IdleRequestCallback[] = []
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => periods.push(callback))
    try {
      const ran: number[] = []
      for (let i = 0; i < 5; i += 1) afterIdle(() => ran.push(i))
      startIdleWork(Promise.resolve())
      await vi.waitFor(() => expect(periods).toHaveLength(1))
      const period = (budget: number) => {
        let left = budget
        periods.shift()!({ didTimeout: false, timeRemaining: () => (left-- > 0 ? 5 : 0) })
      }
      period(2)
      expect(ran).toEqual([0, 1, 2])
      expect(performance.getEntriesByName(IDLE_MARK, 'mark')).toHaveLength(1)
      // A period that timed out has no time left: one task, then the next period.
      period(0)
      expect(ran).toEqual([0, 1, 2, 3])
      period(0)
      expect(ran).toEqual([0, 1, 2, 3, 4])
      expect(periods).toHaveLength(0)
      expect(performance.getEntriesByName(IDLE_MARK, 'mark')).toHaveLength(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
