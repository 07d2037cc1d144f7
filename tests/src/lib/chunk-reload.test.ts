import { describe, expect, it, vi } from 'vitest'
import { CHUNK_RELOAD_INTERVAL_MS, installChunkReloadGuard, isChunkLoadError, reloadForChunkError } from '@/lib/chunk-reload'

function memoryStorage() {
  const data = new Map<string, string>()
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) }
}

describe('reloadForChunkError', () => {
  it('reloads once, then not again within 60 s, then again after', () => {
    expect(CHUNK_RELOAD_INTERVAL_MS).toBe(60_000)
    const storage = memoryStorage()
    const reload = vi.fn()
    let now = 1_000_000
    const deps = { storage, reload, now: () => now, online: () => true }

    expect(reloadForChunkError(deps)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)

    now += 59_999
    expect(reloadForChunkError(deps)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)

    now += 1
    expect(reloadForChunkError(deps)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('still reloads when storage is unavailable', () => {
    const reload = vi.fn()
    expect(reloadForChunkError({ storage: null, reload, now: () => 5, online: () => true })).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('never reloads while offline (issue 40: the chunk failed for want of a connection)', () => {
    const reload = vi.fn()
    const storage = memoryStorage()
    expect(reloadForChunkError({ storage, reload, online: () => false, now: () => 5 })).toBe(false)
    expect(reload).not.toHaveBeenCalled()
    // Nothing counted against the guard: back online, a deploy's missing chunk still reloads.
    expect(reloadForChunkError({ storage, reload, online: () => true, now: () => 6 })).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('ignores a timestamp from the future (a changed clock) instead of blocking forever', () => {
    const storage = memoryStorage()
    storage.setItem('chunk-reload-at', String(10_000_000))
    const reload = vi.fn()
    expect(reloadForChunkError({ storage, reload, now: () => 1_000, online: () => true })).toBe(true)
  })
})

describe('isChunkLoadError', () => {
  it('recognises the browsers’ dynamic-import failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true)
  })

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
  })
})

describe('installChunkReloadGuard', () => {
  it("reloads on Vite's preload error and stops it from being rethrown, once per minute", () => {
    const reload = vi.fn()
    let now = 0
    const uninstall = installChunkReloadGuard(window, { storage: memoryStorage(), reload, now: () => now, online: () => true })

    const first = new Event('vite:preloadError', { cancelable: true })
    window.dispatchEvent(first)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(first.defaultPrevented).toBe(true)

    now = 30_000
    const second = new Event('vite:preloadError', { cancelable: true })
    window.dispatchEvent(second)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(second.defaultPrevented).toBe(false)

    uninstall()
    now = 120_000
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }))
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
