/** Spec sections 4 and 9: the first poll waits 15 s, and each successful one adds 5 s to the next wait. */
export const FIRST_POLL_DELAY_MS = 15_000
export const POLL_DELAY_STEP_MS = 5_000

export interface PollerTimers {
  setTimeout: (callback: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

export interface PollerOptions<T> {
  poll: () => Promise<T>
  onResult: (value: T) => void
  /** After a failure the poller has stopped; this says why. */
  onError: (error: unknown) => void
  firstDelayMs?: number
  stepMs?: number
  timers?: PollerTimers
}

export interface Poller {
  start(): void
  stop(): void
  readonly running: boolean
}

const realTimers: PollerTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/**
 * A poll loop with a growing delay: 15000, 20000, 25000 … ms between calls while they succeed,
 * stopped for good by the first failure (section 8: polling stops). Timers are injectable so the
 * schedule can be tested with fake time.
 */
export function createPoller<T>(options: PollerOptions<T>): Poller {
  const timers = options.timers ?? realTimers
  const firstDelay = options.firstDelayMs ?? FIRST_POLL_DELAY_MS
  const step = options.stepMs ?? POLL_DELAY_STEP_MS
  let running = false
  let timer: unknown = null
  let delay = firstDelay
  // Each start gets its own generation, so an answer arriving after stop() is dropped.
  let generation = 0

  function run(): void {
    const mine = generation
    options.poll().then(
      (value) => {
        if (!running || mine !== generation) return
        options.onResult(value)
        delay += step
        schedule()
      },
      (error: unknown) => {
        if (!running || mine !== generation) return
        running = false
        options.onError(error)
      },
    )
  }

  function schedule(): void {
    timer = timers.setTimeout(() => {
      timer = null
      run()
    }, delay)
  }

  return {
    start() {
      if (running) return
      running = true
      generation += 1
      delay = firstDelay
      schedule()
    },
    stop() {
      running = false
      generation += 1
      if (timer !== null) timers.clearTimeout(timer)
      timer = null
    },
    get running() {
      return running
    },
  }
}
