import { afterEach, describe, expect, it, vi } from 'vitest'
import { readUserId, removeUserId, USER_ID_COOKIE, writeUserId } from '@/lib/auth/user-id-cookie'

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
})
