import { startTransition, useEffect, useState } from 'react'
import { reportError } from '@/lib/errors/error-reporter'

/**
 * Work the first screen does not need (the service worker's registration, the outbox, code for
 * what the user may open next) waits until the page is idle: the first screen has rendered, the
 * page has loaded and the browser has a quiet moment. Everything asked for before then runs then;
 * anything asked for later runs at once. The moment is marked for the performance timeline as
 * `IDLE_MARK` (e2e/budget.spec.ts counts the JavaScript fetched before it).
 */
export const IDLE_MARK = 'tumbuh:idle'

/** If the first screen never says it rendered (an error in the root), idle work starts anyway. */
const FIRST_SCREEN_TIMEOUT_MS = 5000
/** requestIdleCallback's limit: a page that is never quiet still gets its idle work. */
const IDLE_TIMEOUT_MS = 2000

type Task = () => void

let idle = false
const waiting = new Set<Task>()

function run(task: Task): void {
  try {
    task()
  } catch (error) {
    reportError(error, { source: 'idle-task' })
  }
}

/** The browser's next idle period (or, without requestIdleCallback, the next task). */
function nextIdle(then: (deadline?: IdleDeadline) => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(then, { timeout: IDLE_TIMEOUT_MS })
  else setTimeout(() => then(), 1)
}

/**
 * The waiting tasks, in the order they were asked for, while the idle period lasts; the rest in the
 * next one. All in one callback they made one long task (155 ms on / at 4× CPU, issue 12), which a
 * tap in that moment waited for.
 */
function becomeIdle(deadline?: IdleDeadline): void {
  if (!idle) {
    idle = true
    performance.mark?.(IDLE_MARK)
  }
  for (const task of waiting) {
    waiting.delete(task)
    run(task)
    if (waiting.size > 0 && !(deadline && deadline.timeRemaining() > 0)) return nextIdle(becomeIdle)
  }
}

/**
 * main.tsx: `firstScreen` resolves when the first route has rendered. Idle work starts after it and
 * the load event, at the browser's next idle period.
 */
export function startIdleWork(firstScreen: Promise<void>): void {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve()
    else window.addEventListener('load', () => resolve(), { once: true })
  })
  const rendered = Promise.race([firstScreen, new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_TIMEOUT_MS))])
  void Promise.all([loaded, rendered]).then(() => nextIdle(becomeIdle))
}

/** Runs `task` once the page is idle (at once, in a task of its own, when it already is). Returns a cancel. */
export function afterIdle(task: Task): () => void {
  if (idle) {
    const timer = setTimeout(() => run(task), 0)
    return () => clearTimeout(timer)
  }
  waiting.add(task)
  return () => {
    waiting.delete(task)
  }
}

/** Tests: back to before the first screen. */
export function resetIdle(): void {
  idle = false
  waiting.clear()
}

/**
 * False until the page is idle, then true: for parts of the screen that can wait (they render then,
 * as a transition: in slices the browser can answer input between, decision 045).
 */
export function useIdle(): boolean {
  const [ready, setReady] = useState(idle)
  useEffect(() => (ready ? undefined : afterIdle(() => startTransition(() => setReady(true)))), [ready])
  return ready
}
