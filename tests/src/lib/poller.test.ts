import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPoller } from '@/lib/poller'

describe('notification polling schedule', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  /** Times (ms since start) at which `poll` was called. */
  function recordCalls(poll: () => Promise<boolean>) {
    const start = Date.now()
    const at: number[] = []
    const results: boolean[] = []
    const errors: unknown[] = []
    const poller = createPoller({
      poll: () => {
        at.push(Date.now() - start)
        return poll()
      },
      onResult: (value) => results.push(value),
      onError: (error) => errors.push(error),
    })
    return { poller, at, results, errors }
  }

  it('waits 15000 ms, then 5000 ms longer after each success: 15000, 20000, 25000 …', async () => {
    const { poller, at, results } = recordCalls(async () => true)
    poller.start()
    await vi.advanceTimersByTimeAsync(14_999)
    expect(at).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(at).toEqual([15_000])
    await vi.advanceTimersByTimeAsync(15_000 + 20_000 + 25_000 + 30_000 - 15_000)
    // Gaps: 15000, 20000, 25000, 30000.
    expect(at).toEqual([15_000, 35_000, 60_000, 90_000])
    expect(results).toEqual([true, true, true, true])
    poller.stop()
  })

  it('stops for good after a failure', async () => {
    let call = 0
    const { poller, at, errors } = recordCalls(async () => {
      call += 1
      if (call === 2) throw new Error('boom')
      return false
    })
    poller.start()
    await vi.advanceTimersByTimeAsync(15_000 + 20_000)
    expect(at).toEqual([15_000, 35_000])
    expect(errors).toHaveLength(1)
    expect(poller.running).toBe(false)
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(at).toHaveLength(2)
  })

  it('the unread marker follows the latest answer', async () => {
    const answers = [true, false, true]
    const { poller, results } = recordCalls(async () => answers.shift() ?? false)
    poller.start()
    await vi.advanceTimersByTimeAsync(15_000 + 20_000 + 25_000)
    expect(results).toEqual([true, false, true])
    poller.stop()
  })

  it('stop() cancels the next poll and drops an answer still on its way', async () => {
    let resolve: (value: boolean) => void = () => undefined
    const results: boolean[] = []
    const poller = createPoller({
      poll: () => new Promise<boolean>((r) => (resolve = r)),
      onResult: (value) => results.push(value),
      onError: () => undefined,
    })
    poller.start()
    await vi.advanceTimersByTimeAsync(15_000)
    poller.stop()
    resolve(true)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(results).toEqual([])
  })
})
