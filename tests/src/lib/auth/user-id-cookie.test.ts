import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readUserId, removeUserId, useUserId, USER_ID_COOKIE, writeUserId } from '@/lib/auth/user-id-cookie'

/** A document that keeps what the page wrote into `document.cookie`, served over `protocol`. */
function documentOver(protocol: string) {
  const written: string[] = []
  const doc = {
    location: { protocol },
    set cookie(value: string) {
      written.push(value)
    },
  }
  return { doc: doc as unknown as Document, written }
}

const cookieGetter = () => vi.spyOn(Document.prototype, 'cookie', 'get')

describe('the user-id cookie', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    removeUserId()
  })

  it('reads the given cookie string, or the page cookie when none is given', () => {
    expect(readUserId(`a=1; ${USER_ID_COOKIE}=42; b=2`)).toBe(42)
    expect(readUserId(`${USER_ID_COOKIE}=-3`)).toBeNull()
    expect(readUserId('')).toBeNull()
    writeUserId(7)
    expect(readUserId()).toBe(7)
  })

  it('asks the browser for the cookie once per running script, not once per component', async () => {
    writeUserId(11)
    await Promise.resolve()
    const getter = cookieGetter()
    for (let i = 0; i < 50; i += 1) expect(readUserId()).toBe(11)
    expect(getter).toHaveBeenCalledTimes(1)
    // The next script (after the microtask checkpoint) sees a cookie changed meanwhile, e.g. by a
    // response's Set-Cookie.
    getter.mockRestore()
    document.cookie = `${USER_ID_COOKIE}=12; Path=/`
    await Promise.resolve()
    expect(readUserId()).toBe(12)
  })

  it('forgets its read at once when this page writes or removes the cookie', () => {
    writeUserId(21)
    expect(readUserId()).toBe(21)
    writeUserId(22)
    expect(readUserId()).toBe(22)
    removeUserId()
    expect(readUserId()).toBeNull()
  })

  it('lives as long as the refresh token, on every path, sent on top-level navigations, and only over TLS when the page is', () => {
    const https = documentOver('https:')
    writeUserId(7, https.doc)
    expect(https.written).toEqual([`${USER_ID_COOKIE}=7; Path=/; Max-Age=2592000; SameSite=Lax; Secure`])
    const http = documentOver('http:')
    writeUserId(7, http.doc)
    expect(http.written).toEqual([`${USER_ID_COOKIE}=7; Path=/; Max-Age=2592000; SameSite=Lax`])
    removeUserId(http.doc)
    expect(http.written[1]).toBe(`${USER_ID_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`)
    // A document outside any page (no location) still gets the cookie, without Secure.
    const detached = documentOver('http:')
    ;(detached.doc as unknown as { location: null }).location = null
    writeUserId(7, detached.doc)
    expect(detached.written).toEqual([`${USER_ID_COOKIE}=7; Path=/; Max-Age=2592000; SameSite=Lax`])
  })

  it('reads no user from another cookie whose name ends like it, nor from an id that is not a positive whole number', () => {
    expect(readUserId(`x${USER_ID_COOKIE}=5`)).toBeNull()
    // A cookie header as a server or another client may write it, without the space.
    expect(readUserId(`a=1;${USER_ID_COOKIE}=42`)).toBe(42)
    for (const value of ['0', '1.5', 'abc', '']) expect(readUserId(`${USER_ID_COOKIE}=${value}`), value).toBeNull()
  })

  it('re-renders when this app signs in or out, and when the user comes back from a tab that did', async () => {
    const { result, unmount } = renderHook(() => useUserId())
    expect(result.current).toBeNull()
    act(() => writeUserId(31))
    expect(result.current).toBe(31)
    // Another tab signs someone else in: this page learns it when it gets the focus again.
    document.cookie = `${USER_ID_COOKIE}=32; Path=/`
    await act(async () => {
      await Promise.resolve()
      window.dispatchEvent(new Event('focus'))
    })
    expect(result.current).toBe(32)
    act(() => removeUserId())
    expect(result.current).toBeNull()
    unmount()
  })
})
