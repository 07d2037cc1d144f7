import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { tokenValidatedPages, tokenValidationRequests } from '@/contract/page-data'
import { createAuth, type Auth } from '@/lib/auth/auth'
import { createAppRouter } from '@/router'
import { appRoutePatterns } from '@/shared/app-routes'
import { budi, fakeApi, resetClientState } from '../support/fake-api'
import { writeUserId } from '@/lib/auth/user-id-cookie'

// The router restores scroll positions after each navigation; jsdom has no layout to scroll.
window.scrollTo = () => undefined

/** Whether opening `path` as a signed-in user runs the token validation, with the app's own routes and guards. */
async function validates(path: string): Promise<boolean> {
  const validateToken = vi.fn(async () => 'valid' as const)
  const auth = {
    isLoggedIn: () => true,
    signIn: async () => undefined,
    restartSignIn: () => false,
    adoptUser: async () => undefined,
    validateToken,
    rejectInvalidToken: () => undefined,
    logout: async () => undefined,
    attachRouter: () => () => undefined,
    routesById: () => undefined,
  } satisfies Auth
  const router = createAppRouter(new QueryClient({ defaultOptions: { queries: { retry: false } } }), createMemoryHistory({ initialEntries: [path] }), auth)
  await router.load().catch(() => undefined)
  return validateToken.mock.calls.length > 0
}

/** A path of `pattern` whose parameters every page accepts (a slug of words, a numeric id). */
const pathOf = (pattern: string) => pattern.replace('{slug}', 'jalur-contoh').replace(/\{\w+\}/g, '7')

describe('the token validation announced with a signed-in first load (decision 043)', () => {
  beforeEach(resetClientState)
  afterEach(() => vi.unstubAllGlobals())

  it('is announced for exactly the pages whose guards validate the token', async () => {
    // The pages' loaders start their queries; nothing needs to answer them here.
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    const validated: string[] = []
    for (const pattern of appRoutePatterns) if (await validates(pathOf(pattern))) validated.push(pattern)
    expect(tokenValidatedPages).toEqual(validated)
    // Both kinds are there: the list is not everything or nothing.
    expect(validated).toContain('/learning/katalog')
    expect(validated).not.toContain('/help-center')
  })

  it('is the two requests the validation makes, byte for byte, in the order it makes them', async () => {
    const api = fakeApi({
      'GET /api/sso-callback/v2': { body: { data: { valid: true, id: budi.id } } },
      'GET /api/platform/auth/session': { body: { data: { ...budi, expires_at: '2030-01-01T00:00:00Z' } } },
    })
    writeUserId(budi.id)
    const auth = createAuth({ queryClient: new QueryClient(), fetch: api.fetch as unknown as typeof fetch })
    expect(await auth.validateToken(null)).toBe('valid')
    const asked = api.fetch.mock.calls.map(([url]) => String(url))
    expect(asked).toEqual([...tokenValidationRequests])
    expect(asked).toEqual(['/api/sso-callback/v2', '/api/platform/auth/session'])
  })
})
