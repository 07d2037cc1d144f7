import { beforeEach, describe, expect, it } from 'vitest'
import { completeSignIn, SignInCallbackError } from '@/lib/auth/complete-sign-in'
import { authStorageKeys, signInSettings } from '@/lib/auth/start-sign-in'
import { budi, fakeApi, resetClientState } from '../support/fake-api'

const origin = 'http://localhost:3000'
const settings = signInSettings(origin)
const issuer = settings.issuer.href
const verifier = 'a'.repeat(43)
const nonce = 'n'.repeat(22)

function startedFlow({ issRequired = false } = {}) {
  sessionStorage.setItem(authStorageKeys.codeVerifier, verifier)
  sessionStorage.setItem(authStorageKeys.state, 'the-state')
  sessionStorage.setItem(authStorageKeys.nonce, nonce)
  if (issRequired) sessionStorage.setItem(authStorageKeys.issRequired, '1')
}

async function failure(run: Promise<unknown>): Promise<string> {
  const error = await run.then(() => null, (e: unknown) => e)
  return error instanceof SignInCallbackError ? error.reason : `not a SignInCallbackError: ${String(error)}`
}

describe('completeSignIn', () => {
  beforeEach(resetClientState)

  it('posts code, verifier, nonce and iss, answers the user, and forgets the flow', async () => {
    startedFlow({ issRequired: true })
    const api = fakeApi({ 'POST /api/platform/auth/sso-callback': { body: { data: budi } } })
    const user = await completeSignIn(`?code=c0de&state=the-state&iss=${encodeURIComponent(issuer)}`, { settings, fetch: api.fetch as unknown as typeof fetch })
    // An answer without roles reads as none (the contract's default).
    expect(user).toEqual({ ...budi, roles: [] })
    expect(JSON.parse(String(api.fetch.mock.calls[0]?.[1]?.body))).toEqual({ code: 'c0de', code_verifier: verifier, nonce, iss: issuer })
    expect(Object.keys(sessionStorage)).toEqual([])
  })

  it.each([
    ['an answer with another state', '?code=c&state=other', {}],
    ['an answer from another issuer', `?code=c&state=the-state&iss=${encodeURIComponent('https://evil.example/realms/master')}`, {}],
    ['no iss where the provider promised one', '?code=c&state=the-state', { issRequired: true }],
  ])('refuses %s without calling the server', async (_label, search, flow) => {
    startedFlow(flow)
    const api = fakeApi({})
    expect(await failure(completeSignIn(search, { settings, fetch: api.fetch as unknown as typeof fetch }))).toBe('state')
    expect(api.calls).toEqual([])
    expect(Object.keys(sessionStorage)).toEqual([])
  })

  it('refuses an answer when this tab started no sign-in', async () => {
    expect(await failure(completeSignIn('?code=c&state=s', { settings }))).toBe('state')
  })

  it("reports the provider's error (e.g. the user cancelled)", async () => {
    startedFlow()
    expect(await failure(completeSignIn('?error=access_denied&state=the-state', { settings }))).toBe('provider')
  })

  it('tells a refusal by the server from no answer at all', async () => {
    startedFlow()
    const refused = fakeApi({ 'POST /api/platform/auth/sso-callback': { status: 400, body: { type: '/problems/bad-request', title: 'x', status: 400, detail: '', errors: [] } } })
    expect(await failure(completeSignIn('?code=c&state=the-state', { settings, fetch: refused.fetch as unknown as typeof fetch }))).toBe('refused')

    startedFlow()
    const offline = async () => {
      throw new TypeError('Failed to fetch')
    }
    expect(await failure(completeSignIn('?code=c&state=the-state', { settings, fetch: offline as unknown as typeof fetch }))).toBe('network')
  })
})
