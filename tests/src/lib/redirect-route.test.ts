import { afterEach, describe, expect, it } from 'vitest'
import { buildRedirectCookie, readRedirectRoute, restoreTarget, routeOf, saveRedirectRoute, takeRedirectRoute, type SavedRoute } from '@/lib/auth/redirect-route'

const mentorRoute: SavedRoute = { name: '/mentor/$id', params: { id: '42' }, query: { tab: 'jadwal' }, href: '/mentor/42?tab=jadwal' }

function clearCookies() {
  document.cookie = 'redirectUrl=; Path=/; Max-Age=0'
}

describe('redirect route rules', () => {
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

  it('takes the saved route once: a second read finds nothing', () => {
    saveRedirectRoute(mentorRoute)
    expect(takeRedirectRoute()).toEqual(mentorRoute)
    expect(takeRedirectRoute()).toBeNull()
    expect(document.cookie).not.toContain('redirectUrl=')
  })

  it('does not hand back an exempt route even if a cookie names one', () => {
    document.cookie = `redirectUrl=${encodeURIComponent(JSON.stringify({ name: '/login', params: {}, query: {}, href: '/login' }))}; Path=/`
    expect(takeRedirectRoute()).toBeNull()
  })

  it('reads the deepest match as the route: id, params, query and href', () => {
    const route = routeOf({
      matches: [{ routeId: '__root__', params: {} }, { routeId: '/mentor/$id', params: { id: '42' } }],
      location: { href: '/mentor/42?tab=jadwal', search: { tab: 'jadwal' } },
    })
    expect(route).toEqual(mentorRoute)
  })

  it('restores by route id with params and query, falls back to a same-origin href, else /', () => {
    const routes = { '/mentor/$id': { fullPath: '/mentor/$id' } }
    expect(restoreTarget(mentorRoute, routes)).toEqual({ to: '/mentor/$id', params: { id: '42' }, search: { tab: 'jadwal' } })
    expect(restoreTarget({ ...mentorRoute, name: '/gone/$id' }, routes)).toEqual({ href: '/mentor/42?tab=jadwal' })
    expect(restoreTarget({ ...mentorRoute, name: '/gone', href: '//evil.example/x' }, routes)).toEqual({ href: '/' })
    expect(restoreTarget({ ...mentorRoute, name: '/gone', href: 'https://evil.example/' }, routes)).toEqual({ href: '/' })
    expect(restoreTarget(null, routes)).toEqual({ href: '/' })
  })
})
