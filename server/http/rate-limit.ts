/**
 * A fixed-window counter per key, in this process's memory: `take(key, n)` answers how many of `n`
 * fit in the key's window. Used where an over-eager client could only fill a table (telemetry), not
 * where a limit protects an account (sign-in uses the database so all copies agree). With two
 * copies each lets through its own share; the table caps behind it hold anyway.
 */
export class WindowLimiter {
  private windowStart = 0
  private readonly used = new Map<string, number>()

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    /** Keys remembered per window; past it a new key shares one bucket, so memory stays bounded. */
    private readonly maxKeys = 10_000,
  ) {}

  take(key: string, n = 1): number {
    const now = this.now()
    if (now - this.windowStart >= this.windowMs) {
      this.windowStart = now
      this.used.clear()
    }
    const bucket = this.used.has(key) || this.used.size < this.maxKeys ? key : '\u0000overflow'
    const used = this.used.get(bucket) ?? 0
    const granted = Math.max(0, Math.min(n, this.limit - used))
    if (granted > 0) this.used.set(bucket, used + granted)
    return granted
  }

  /** Milliseconds until the current window ends (a 429's Retry-After). */
  retryAfterMs(): number {
    return Math.max(0, this.windowStart + this.windowMs - this.now())
  }
}
