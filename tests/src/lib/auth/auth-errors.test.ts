import { afterEach, describe, expect, it, vi } from 'vitest'
import { problemTypes } from '@/contract/problem'
import { ApiError } from '@/lib/api/api-error'
import { handleAuthFailure, isInvalidToken, isSessionFailure, setAuthFailureHandler } from '@/lib/auth/auth-errors'

const answer = (status: number, type = 'about:blank') => new ApiError(status, { type, title: 'x', status, detail: '', errors: [] })

// Which failed calls mean "sign in again" (spec section 8) and which mean "token not valid".
describe('auth failures of a call', () => {
  afterEach(() => setAuthFailureHandler(null))

  it('a rejected token is its own failure, never a plain 401', () => {
    expect(isInvalidToken(answer(401, problemTypes.invalidToken))).toBe(true)
    expect(isSessionFailure(answer(401, problemTypes.invalidToken))).toBe(false)
    expect(isInvalidToken(answer(401))).toBe(false)
    expect(isInvalidToken(new Error('Failed to fetch'))).toBe(false)
  })

  it('a 401 or an expired session asks for a new sign-in; other refusals and no answer do not', () => {
    expect(isSessionFailure(answer(401))).toBe(true)
    expect(isSessionFailure(answer(403, problemTypes.sessionExpired))).toBe(true)
    expect(isSessionFailure(answer(403))).toBe(false)
    expect(isSessionFailure(answer(500))).toBe(false)
    expect(isSessionFailure(new TypeError('Failed to fetch'))).toBe(false)
  })

  it('hands session and token failures to the registered handler, and nothing else', () => {
    const handler = vi.fn()
    setAuthFailureHandler(handler)
    const expired = answer(401)
    const rejected = answer(401, problemTypes.invalidToken)
    expect(handleAuthFailure(expired)).toBe(true)
    expect(handleAuthFailure(rejected)).toBe(true)
    expect(handleAuthFailure(answer(404))).toBe(false)
    expect(handleAuthFailure(new Error('x'))).toBe(false)
    expect(handler.mock.calls).toEqual([[expired], [rejected]])

    setAuthFailureHandler(null)
    expect(handleAuthFailure(expired)).toBe(true)
    expect(handler).toHaveBeenCalledTimes(2)
  })
})
