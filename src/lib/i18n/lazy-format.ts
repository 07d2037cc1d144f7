/**
 * A formatter made the first time it is used. Building an Intl formatter loads the locale's data:
 * at a module's top level that cost comes with the module's first load, and a mark that is
 * seldom shown (the offline freshness note, a storage size) made the learning pages' start-up
 * pay for it each time (17 ms on a desktop CPU, issue 12).
 */
export function lazyFormat<T>(make: () => T): () => T {
  let made: T | undefined
  return () => (made ??= make())
}
