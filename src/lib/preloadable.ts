import { useEffect, useState } from 'react'

/**
 * Code loaded on demand that, once loaded, renders in the same commit as whatever needs it. Unlike
 * `React.lazy`, nothing suspends: a lazy component suspends at its first render even when its code
 * is already there, and React then commits its Suspense fallback and holds the content back for up
 * to 300 ms. main.tsx loads the signed-in header's part before the first commit, so that commit
 * has it.
 */
export interface Preloadable<T> {
  /** Loads it once (a failed load may be tried again). */
  load(): Promise<T>
  /** What `load()` gave, or null before then. */
  current(): T | null
}

export function preloadable<T>(loader: () => Promise<T>): Preloadable<T> {
  let value: T | null = null
  let pending: Promise<T> | null = null
  return {
    load() {
      pending ??= loader().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          pending = null
          throw error
        },
      )
      return pending
    },
    current: () => value,
  }
}

/**
 * The loaded value at once when it is there, else null until it is (asked for while mounted). A
 * failed load shows nothing: the chunk-reload guard (src/lib/chunk-reload.ts) deals with it.
 */
export function usePreloaded<T>(code: Preloadable<T>): T | null {
  const [value, setValue] = useState(code.current)
  useEffect(() => {
    if (value !== null) return
    let active = true
    code.load().then(
      (loaded) => {
        // As an updater: the value may itself be a function (a component).
        if (active) setValue(() => loaded)
      },
      () => undefined,
    )
    return () => {
      active = false
    }
  }, [code, value])
  return value
}
