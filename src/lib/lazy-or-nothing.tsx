import { lazy, useSyncExternalStore, type ComponentProps, type ComponentType, type JSX } from 'react'

/**
 * React.lazy for a part the page can do without (the update prompt, the outbox count): when its
 * code cannot load, it renders nothing instead of throwing to the route's error page, which would
 * take the whole page, and what was typed in it, away. That happens offline on a first visit,
 * before the service worker keeps the code (issue 40). It is tried again when the connection returns.
 */
// Any component: its props are read back from it (React.lazy's own signature does the same).
export function lazyOrNothing<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): (props: ComponentProps<T>) => JSX.Element {
  const listeners = new Set<() => void>()
  let version = 0
  const make = () =>
    lazy(() =>
      load().catch(() => {
        const retry = () => {
          window.removeEventListener('online', retry)
          version += 1
          current = make()
          for (const listener of listeners) listener()
        }
        window.addEventListener('online', retry)
        return { default: Nothing as unknown as T }
      }),
    )
  let current = make()
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
  function LazyOrNothing(props: ComponentProps<T>) {
    useSyncExternalStore(subscribe, () => version, () => version)
    const Current = current
    return <Current {...props} />
  }
  return LazyOrNothing
}

function Nothing() {
  return null
}
