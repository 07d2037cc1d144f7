import { afterEach, describe, expect, it, vi } from 'vitest'
import { readRedirectRoute } from '@/lib/auth/redirect-route'
import { authStorageKeys, signInSettings, SignInUnavailableError, startSignIn } from '@/lib/auth/start-sign-in'

const origin = 'http://localhost:3000'
const issuer = `${origin}/idp/realms/master`
const discovery = {
  issuer,
  authorization_endpoint: `${issuer}/protocol/openid-connect/auth`,
  token_endpoint: `${issuer}/protocol/openid-connect/token`,
  jwks_uri: `${issuer}/protocol/openid-connect/certs`,
  response_types_supported: ['code'],
}

// jsdom's global ArrayBuffer is another realm than Node's WebCrypto results, which oauth4webapi's
// `instanceof ArrayBuffer` check rejects; copying the digest into this realm's ArrayBuffer fixes that.
const digest = crypto.subtle.digest.bind(crypto.subtle)
vi.spyOn(crypto.subtle, 'digest').mockImplementation(async (algorithm, data) => {
  const result = new Uint8Array(await digest(algorithm, data))
  const copy = new ArrayBuffer(result.byteLength)
  new Uint8Array(copy).set(result)
  return copy
})

describe('startSignIn', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    sessionStorage.clear()
    document.cookie = 'redirectUrl=; Path=/; Max-Age=0'
  })

  it('uses the embedded provider of this origin and the product client', () => {
    const settings = signInSettings(origin)
    expect(settings.issuer.href).toBe(issuer)
    expect(settings.clientId).toBe('tumbuh-go')
    expect(settings.redirectUri).toBe(`${origin}/login`)
  })

  it('builds the PKCE authorization request from the discovery document and saves where to return', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(JSON.stringify(discovery), { headers: { 'Content-Type': 'application/json' } }))
    vi.stubGlobal('fetch', fetch)
    const navigate = vi.fn()
    const route = { name: '/mentor/$id', params: { id: '3' }, query: {}, href: '/mentor/3' }

    await startSignIn(route, { settings: signInSettings(origin), navigate })

    expect(String((fetch.mock.calls[0] as [unknown])[0])).toBe(`${issuer}/.well-known/openid-configuration`)
    const url = new URL((navigate.mock.calls[0] as [string])[0])
    expect(url.origin + url.pathname).toBe(discovery.authorization_endpoint)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'tumbuh-go',
      redirect_uri: `${origin}/login`,
      response_type: 'code',
      scope: 'openid profile email',
      code_challenge_method: 'S256',
      state: sessionStorage.getItem(authStorageKeys.state),
      nonce: sessionStorage.getItem(authStorageKeys.nonce),
    })
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(sessionStorage.getItem(authStorageKeys.codeVerifier)).toMatch(/^[\w-]{43,}$/)
    expect(Object.keys(sessionStorage).every((key) => key.startsWith('auth.'))).toBe(true)
    expect(readRedirectRoute()).toEqual(route)
  })

  it('reports an unreachable provider as SignInUnavailableError and goes nowhere', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('Not Found', { status: 404 })))
    const navigate = vi.fn()
    await expect(startSignIn(null, { settings: signInSettings(origin), navigate })).rejects.toBeInstanceOf(SignInUnavailableError)
    expect(navigate).not.toHaveBeenCalled()
  })

  it('remembers that the provider promises an iss in its answer, for /login to insist on it', async () => {
    const withIss = { ...discovery, authorization_response_iss_parameter_supported: true }
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify(withIss), { headers: { 'Content-Type': 'application/json' } })))
    await startSignIn(null, { settings: signInSettings(origin), navigate: vi.fn() })
    expect(sessionStorage.getItem(authStorageKeys.issRequired)).toBe('1')
  })
})
