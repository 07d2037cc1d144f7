import { afterEach, describe, expect, it, vi } from 'vitest'
import { attachSink, earlyQueue, queueError, resetEarlyTelemetry, whenFirstError } from '@/lib/telemetry/early'

describe('what waits for the reporting module', () => {
  afterEach(() => resetEarlyTelemetry())

  it('asks for the module at the first error met before it has loaded, once, and hands it what waited', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const load = vi.fn()
    whenFirstError(load)
    queueError(new Error('satu'), { source: 'window' })
    queueError(new Error('dua'), { source: 'window' })
    expect(load).toHaveBeenCalledTimes(1)
    expect(earlyQueue().errors).toHaveLength(2)

    const seen: string[] = []
    attachSink({ error: (error) => seen.push((error as Error).message), view: () => undefined })
    expect(seen).toEqual(['satu', 'dua'])
    queueError(new Error('tiga'), { source: 'window' })
    expect(seen).toEqual(['satu', 'dua', 'tiga'])
    expect(load).toHaveBeenCalledTimes(1)
  })
})
