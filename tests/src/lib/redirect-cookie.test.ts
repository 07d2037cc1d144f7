import { afterEach, describe, expect, it } from 'vitest'
import { buildRedirectCookie, readRedirectRoute, saveRedirectRoute, type SavedRoute } from '@/lib/auth/redirect-cookie'

const mentorRoute: SavedRoute = { name: '/mentor/$id', params: { id: '42' }, query: { tab: 'jadwal' }, href: '/mentor/42?tab=jadwal' }

function clearCookies() {
  document.cookie = 'redirectUrl=; Path=/; Max-Age=0'
}

describe('redirect cookie rule', () => {
  afterEach(clearCookies)

  it('saves name, params and query as JSON for 10 minutes on path /, SameSite=Lax', () => {
    const cookie = buildRedirectCookie(mentorRoute)
    expect(cookie).not.toBeNull()
    const [pair, ...attributes] = (cookie ?? '').split('; ')
    const [name, value] = (pair ?? '').split('=')
    expect(name).toBe('redirectUrl')
    expect(JSON.parse(decodeURIComponent(value ?? ''))).toEqual(mentorRoute)
    expect(attributes).toEqual(['Path=/', 'Max-Age=600', 'SameSite=Lax'])
    expect(buildRedirectCookie(mentorRoute, { secure: true })).toMatch(/; Secure$/)
  })

  it('never saves the index or login route', () => {
    expect(buildRedirectCookie({ name: '/', params: {}, query: {}, href: '/' })).toBeNull()
    expect(buildRedirectCookie({ name: '/login', params: {}, query: { code: 'x' }, href: '/login?code=x' })).toBeNull()
  })

  it('round-trips through document.cookie, and signing in from home clears an older destination', () => {
    saveRedirectRoute(mentorRoute)
    expect(readRedirectRoute()).toEqual(mentorRoute)

    saveRedirectRoute({ name: '/', params: {}, query: {}, href: '/' })
    expect(readRedirectRoute()).toBeNull()
  })

  it('reads a missing or garbled cookie as nothing', () => {
    expect(readRedirectRoute('')).toBeNull()
    expect(readRedirectRoute('redirectUrl=%7Bnot-json')).toBeNull()
    expect(readRedirectRoute('other=1; redirectUrl=%22just%20a%20string%22')).toBeNull()
  })
})
