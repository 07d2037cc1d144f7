/**
 * Per-user state on this device forgets itself when the user changes: sign-out, or another user
 * signing in (src/lib/auth). Each store or cache that holds anything of a user registers its reset
 * here, once, when its module loads (or in its feature's register.ts when it keeps data in storage
 * that must go even if its screen was never opened). lib/auth calls `userChanged()` and so needs to
 * know none of them.
 */
type Reset = () => void

const resets = new Set<Reset>()

/** Registers a reset; returns its removal (tests). Registering the same function twice runs it once. */
export function onUserChanged(reset: Reset): () => void {
  resets.add(reset)
  return () => {
    resets.delete(reset)
  }
}

/** Runs every registered reset. One that throws does not stop the others; the first error is rethrown after. */
export function userChanged(): void {
  let failure: unknown = null
  for (const reset of [...resets]) {
    try {
      reset()
    } catch (error) {
      failure ??= error
    }
  }
  if (failure !== null) throw failure
}
