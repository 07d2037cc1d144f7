import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MIN_DISPLAY_MS, useMinimumDisplay } from '@/lib/use-minimum-display'

describe('useMinimumDisplay', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('keeps a loading state that was shown for at least 200 ms', () => {
    expect(MIN_DISPLAY_MS).toBe(200)
    const { result, rerender } = renderHook(({ active }) => useMinimumDisplay(active, 200), { initialProps: { active: true } })
    expect(result.current).toBe(true)

    act(() => vi.advanceTimersByTime(50))
    rerender({ active: false })
    expect(result.current).toBe(true)

    act(() => vi.advanceTimersByTime(149))
    expect(result.current).toBe(true)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe(false)
  })

  it('lets a loading state that lasted longer go at once', () => {
    const { result, rerender } = renderHook(({ active }) => useMinimumDisplay(active, 200), { initialProps: { active: true } })
    act(() => vi.advanceTimersByTime(500))
    rerender({ active: false })
    expect(result.current).toBe(false)
  })

  it('never shows anything when it was never active', () => {
    const { result } = renderHook(() => useMinimumDisplay(false, 200))
    expect(result.current).toBe(false)
    act(() => vi.advanceTimersByTime(1000))
    expect(result.current).toBe(false)
  })

  it('shows at once when it becomes active later, then holds', () => {
    const { result, rerender } = renderHook(({ active }) => useMinimumDisplay(active, 200), { initialProps: { active: false } })
    rerender({ active: true })
    expect(result.current).toBe(true)
    rerender({ active: false })
    expect(result.current).toBe(true)
    act(() => vi.advanceTimersByTime(200))
    expect(result.current).toBe(false)
  })
})
