import { vi } from 'vitest'

export const origin = 'http://127.0.0.1:4317'

/** Cache Storage in memory, as much of it as Workbox uses: named caches of URL → response. */
export class MemoryCache {
  readonly entries = new Map<string, Response>()

  constructor(private readonly onPut: (url: string) => void) {}

  private key(request: Request | string, ignoreSearch = false): string {
    const url = new URL(request instanceof Request ? request.url : String(request), origin)
    if (ignoreSearch) url.search = ''
    return url.href
  }

  async match(request: Request | string, options: { ignoreSearch?: boolean } = {}): Promise<Response | undefined> {
    const wanted = this.key(request, options.ignoreSearch)
    for (const [url, response] of this.entries) if (this.key(url, options.ignoreSearch) === wanted) return response.clone()
    return undefined
  }

  async put(request: Request | string, response: Response): Promise<void> {
    // A stored response is read back as often as asked: keep the body, not the stream.
    const url = this.key(request)
    this.entries.set(url, new Response(await response.arrayBuffer(), response))
    this.onPut(url)
  }

  async delete(request: Request | string): Promise<boolean> {
    return this.entries.delete(this.key(request))
  }

  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url))
  }
}

export class MemoryCacheStorage {
  readonly caches = new Map<string, MemoryCache>()
  private waiting: Array<{ name: string; url: string; resolve: () => void }> = []

  /** Resolves when an answer for `url` is next written to the cache `name`. */
  written(name: string, url: string): Promise<void> {
    return new Promise((resolve) => this.waiting.push({ name, url: new URL(url, origin).href, resolve }))
  }

  async open(name: string): Promise<MemoryCache> {
    const cache =
      this.caches.get(name) ??
      new MemoryCache((url) => {
        for (const waiter of this.waiting.filter((w) => w.name === name && w.url === url)) waiter.resolve()
        this.waiting = this.waiting.filter((w) => !(w.name === name && w.url === url))
      })
    this.caches.set(name, cache)
    return cache
  }

  async match(request: Request | string, options: { cacheName?: string; ignoreSearch?: boolean } = {}): Promise<Response | undefined> {
    const names = options.cacheName === undefined ? [...this.caches.keys()] : [options.cacheName]
    for (const name of names) {
      const found = await this.caches.get(name)?.match(request, options)
      if (found) return found
    }
    return undefined
  }

  async has(name: string): Promise<boolean> {
    return this.caches.has(name)
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name)
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()]
  }
}

/** The worker's events as the browser gives them: waitUntil keeps the worker busy. */
export class FakeExtendableEvent extends Event {
  readonly pending: Promise<unknown>[] = []

  waitUntil(promise: Promise<unknown>): void {
    this.pending.push(promise)
    // The browser keeps a failed waitUntil to itself; `failed()` reports it.
    promise.catch(() => undefined)
  }

  /** Resolves once everything the handler asked to wait for has settled. */
  async done(): Promise<void> {
    for (let seen = 0; seen < this.pending.length; seen = this.pending.length) await Promise.allSettled(this.pending)
  }

  /** Whether the browser would count the work as failed (a sync fired again later). */
  async failed(): Promise<boolean> {
    await this.done()
    return (await Promise.allSettled(this.pending)).some((result) => result.status === 'rejected')
  }
}

export class FakeFetchEvent extends FakeExtendableEvent {
  response: Promise<Response> | undefined

  constructor(readonly request: Request) {
    super('fetch')
  }

  respondWith(response: Promise<Response>): void {
    this.response = response
  }
}

export class FakeMessageEvent extends FakeExtendableEvent {
  constructor(readonly data: unknown) {
    super('message')
  }
}

/**
 * A service worker's global scope over Node's globals: listeners by event type, `fetch` answered
 * by `network`, `caches` as given. Call before the worker module (and Workbox) loads.
 */
export function stubWorkerScope({ caches, extra = {} }: { caches?: unknown; extra?: Record<string, unknown> } = {}) {
  const listeners = new Map<string, Array<(event: Event) => void>>()
  const scope = {
    network: (async () => Response.error()) as (input: Request | string | URL, init?: RequestInit) => Promise<Response>,
    /** Runs every listener of the event's type, as the browser dispatches it. */
    dispatch<E extends Event>(event: E): E {
      for (const listener of listeners.get(event.type) ?? []) listener(event)
      return event
    },
    /** A page's GET through the worker: the worker's answer, or 'browser' when it left the request alone. */
    async get(path: string, init: RequestInit = {}) {
      const event = scope.dispatch(new FakeFetchEvent(new Request(new URL(path, origin), init)))
      const outcome = event.response === undefined ? ('browser' as const) : await event.response
      await event.done()
      return outcome
    },
    listenerCount: (type: string) => listeners.get(type)?.length ?? 0,
  }
  vi.stubGlobal('self', globalThis)
  vi.stubGlobal('location', new URL(`${origin}/sw.js`))
  if (caches) vi.stubGlobal('caches', caches)
  vi.stubGlobal('ExtendableEvent', FakeExtendableEvent)
  vi.stubGlobal('FetchEvent', FakeFetchEvent)
  vi.stubGlobal('__WB_DISABLE_DEV_LOGS', true)
  vi.stubGlobal('addEventListener', (type: string, listener: (event: Event) => void) => {
    listeners.set(type, [...(listeners.get(type) ?? []), listener])
  })
  // A worker resolves a relative URL against its own location; Node's Request has none.
  vi.stubGlobal(
    'Request',
    class WorkerRequest extends Request {
      constructor(input: Request | string | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, origin) : input, init)
      }
    },
  )
  vi.stubGlobal('fetch', (input: Request | string | URL, init?: RequestInit) => scope.network(input, init))
  for (const [name, value] of Object.entries(extra)) vi.stubGlobal(name, value)
  return scope
}

export type WorkerScope = ReturnType<typeof stubWorkerScope>
