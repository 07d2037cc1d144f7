import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAuth } from '@/lib/auth/auth'
import { readRedirectRoute } from '@/lib/auth/redirect-route'
import { createAppRouter } from '@/router'
import { appRoutePatterns } from '@/shared/app-routes'
import { fakeApi, resetClientState } from './support/fake-api'

// The router restores scroll positions after each navigation; jsdom has no layout to scroll.
window.scrollTo = () => undefined

/**
 * The pages a signed-out visitor may open, with where they settle. /login (the provider's callback)
 * without an answer starts the sign-in, saving no route. Every other page of the route tree needs
 * sign-in.
 */
const publicPages: Record<string, string> = {
  '/': '/',
  // Visitors browse the growth paths; a signed-in user also sees their own progress.
  '/growth-path': '/growth-path',
  // A growth path is shared by link and browsed before taking it; taking it asks to sign in.
  '/growth-path/12-kepemimpinan-dasar': '/growth-path/12-kepemimpinan-dasar',
  // Visitors find a mentor and read their page; booking and joining ask to sign in.
  '/mentor': '/mentor',
  '/mentor/12': '/mentor/12',
  // Visitors need help too: the whole help center is public.
  '/help-center': '/help-center',
  // Visitors browse the openings and read one; applying asks to sign in.
  '/opportunity': '/opportunity',
  '/opportunity/analis-data-senior': '/opportunity/analis-data-senior',
}
const publicPaths = Object.keys(publicPages)

/** A value each path parameter accepts (a new parameter name needs one here). */
const sampleParams: Record<string, string> = { id: '12', slug: '12-kepemimpinan-dasar' }
/** Where a route's parameter is not a number: its own sample. */
const sampleParamsOf: Record<string, Record<string, string>> = { '/opportunity/$id': { id: 'analis-data-senior' } }

/** Every page of the router's own route tree, as a path a user could open: `$id` filled in. */
function pagePaths(): string[] {
  const router = createAppRouter(new QueryClient(), createMemoryHistory())
  return Object.keys(router.routesByPath)
    .map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path))
    .map((path) =>
      path.replace(/\$(\w+)/g, (_, name: string) => {
        const value = sampleParamsOf[path]?.[name] ?? sampleParams[name]
        if (value === undefined) throw new Error(`route-guards.test.ts: add a sample value for the path parameter "${name}" (${path})`)
        return value
      }),
    )
    .sort()
}

const guardedPaths = pagePaths().filter((path) => !publicPaths.includes(path) && path !== '/login')

/**
 * Opens `path` with nobody signed in, through the app's router and route tree (no page is
 * rendered: the guards run before any page or loader). 'sign-in' when the router started the
 * sign-in (the route then waits while the browser leaves), else `at <path>` where it settled.
 */
async function openSignedOut(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  let signInStarted!: () => void
  const signingIn = new Promise<'sign-in'>((resolve) => (signInStarted = () => resolve('sign-in')))
  const startSignIn = vi.fn(async () => signInStarted())
  // Delayed logouts are recorded, not run.
  const auth = createAuth({ queryClient, startSignIn, leave: vi.fn(), clearPersistedCache: async () => undefined, setTimeout: vi.fn() })
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }), auth)
  const loaded = router.load().then(() => `at ${router.state.resolvedLocation?.pathname}`)
  const outcome = await Promise.race([signingIn, loaded])
  return { outcome, router, startSignIn }
}

describe('route guard wiring: a signed-out visitor', () => {
  let api: ReturnType<typeof fakeApi>
  beforeEach(() => {
    resetClientState()
    api = fakeApi({ 'GET /api/platform/banner': { body: { data: [] } } })
    vi.stubGlobal('fetch', api.fetch)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('covers every page of the route tree: each is public or guarded', () => {
    expect(pagePaths()).toHaveLength(appRoutePatterns.length)
    for (const path of publicPaths) expect(pagePaths()).toContain(path)
    expect(guardedPaths).toEqual(expect.arrayContaining(['/profile', '/activity', '/learning', '/learning/videos/12', '/learning/quiz']))
    expect(guardedPaths).toHaveLength(appRoutePatterns.length - publicPaths.length - 1)
  })

  it('/login: starts the sign-in, saves no route (it comes back home), and asks for no page data', async () => {
    const { outcome, startSignIn } = await openSignedOut('/login')
    expect(outcome).toBe('sign-in')
    expect(startSignIn).toHaveBeenCalledTimes(1)
    expect(readRedirectRoute()).toBeNull()
    expect(api.calls).toEqual([])
  })

  it.each(guardedPaths)('%s: is sent to sign in by the router, with the route saved, before any page data is asked for', async (path) => {
    const { outcome, router, startSignIn } = await openSignedOut(path)
    expect(outcome).toBe('sign-in')
    expect(startSignIn).toHaveBeenCalledTimes(1)
    expect(readRedirectRoute()?.href).toBe(path)
    // The page was never shown: the router is still on its way there while the browser leaves.
    expect(router.state.resolvedLocation?.pathname).not.toBe(path)
    expect(api.calls).toEqual([])
  })

  it.each(publicPaths)('%s: opens without signing in', async (path) => {
    const { outcome, startSignIn } = await openSignedOut(path)
    expect(outcome).toBe(`at ${publicPages[path]}`)
    expect(startSignIn).not.toHaveBeenCalled()
  })
})
