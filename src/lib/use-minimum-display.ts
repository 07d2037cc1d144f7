import { startTransition, useEffect, useRef, useState } from 'react'

/** Spec section 9: a loading state, once shown, stays at least this long (no flicker). */
export const MIN_DISPLAY_MS = 200

/**
 * True while `active`, and once it has been true, for at least `minMs` in total: a skeleton that
 * appears is not swapped away a few frames later.
 */
export function useMinimumDisplay(active: boolean, minMs: number = MIN_DISPLAY_MS): boolean {
  const [holding, setHolding] = useState(active)
  const shownAt = useRef<number | null>(active ? Date.now() : null)

  useEffect(() => {
    if (active) {
      if (shownAt.current === null) shownAt.current = Date.now()
      setHolding(true)
      return
    }
    if (shownAt.current === null) return
    // The content that replaces the placeholder (a row of cards, a page) is rendered as a
    // transition: in slices between which the browser can paint and answer input, not in one long
    // task (decision 045).
    const release = () => {
      shownAt.current = null
      startTransition(() => setHolding(false))
    }
    const remaining = minMs - (Date.now() - shownAt.current)
    if (remaining <= 0) {
      release()
      return
    }
    const timer = setTimeout(release, remaining)
    return () => clearTimeout(timer)
  }, [active, minMs])

  return active || holding
}
