import { afterEach, describe, expect, it } from 'vitest'
import { buildRedirectCookie, readRedirectRoute, restoreTarget, routeOf, saveRedirectRoute, takeRedirectRoute, type SavedRoute } from '@/lib/auth/redirect-route'

const origin = window.location.origin
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

  it('keeps params as the URL has them, even when a route parsed them into numbers', () => {
    const route = routeOf({
      matches: [{ routeId: '/mentor/$id', params: { id: 42 } }],
      location: { href: '/mentor/42?tab=jadwal', search: { tab: 'jadwal' } },
    })
    expect(route.params).toEqual({ id: '42' })
    saveRedirectRoute(route)
    expect(takeRedirectRoute()).toEqual(mentorRoute)
  })

  it('restores by route id with params and query, falls back to a same-origin href, else /', () => {
    const routes = { '/mentor/$id': { fullPath: '/mentor/$id' } }
    expect(restoreTarget(mentorRoute, routes)).toEqual({ to: '/mentor/$id', params: { id: '42' }, search: { tab: 'jadwal' } })
    expect(restoreTarget({ ...mentorRoute, name: '/gone/$id' }, routes)).toEqual({ href: '/mentor/42?tab=jadwal' })
    expect(restoreTarget(null, routes)).toEqual({ href: '/' })
  })

  it.each([
    ['protocol-relative', '//evil.example/x'],
    ['a backslash read as a slash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example/x'],
    ['a tab the URL parser drops', '/\t/evil.example'],
    ['a newline the URL parser drops', '/\n/evil.example'],
    ['another origin', 'https://evil.example/'],
    ['a host that only starts like this one', 'http://localhost:3000.evil.example/'],
    ['a script URL', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
  ])('restores a cookie holding %s as home, by route id or by href', (_label, href) => {
    const routes = { '/mentor/$id': { fullPath: '/mentor/$id' } }
    expect(restoreTarget({ ...mentorRoute, href }, routes, origin)).toEqual({ href: '/' })
    expect(restoreTarget({ ...mentorRoute, name: '/gone', href }, routes, origin)).toEqual({ href: '/' })
  })

  it('checks the href against the page origin and restores it as the parser reads it', () => {
    expect(restoreTarget({ ...mentorRoute, name: '/gone' }, {}, 'https://tumbuh.example')).toEqual({ href: '/mentor/42?tab=jadwal' })
    expect(restoreTarget({ ...mentorRoute, name: '/gone', href: 'https://tumbuh.example/a/../mentor/1#x' }, {}, 'https://tumbuh.example')).toEqual({ href: '/mentor/1#x' })
    expect(restoreTarget({ ...mentorRoute, name: '/gone', href: 'https://tumbuh.example/x' }, {}, 'https://other.example')).toEqual({ href: '/' })
  })

  it('uses a route id only when the router has it as its own entry', () => {
    expect(restoreTarget({ ...mentorRoute, name: 'constructor', href: '/x' }, {}, origin)).toEqual({ href: '/x' })
    expect(restoreTarget({ ...mentorRoute, name: '__proto__', href: '/x' }, {}, origin)).toEqual({ href: '/x' })
  })

  it.each([
    ['no href', { name: '/gone', params: {}, query: {} }],
    ['an href that is not a string', { name: '/gone', params: {}, query: {}, href: { toString: '//evil.example' } }],
    ['params that are not strings', { name: '/mentor/$id', params: { id: { x: 1 } }, query: {}, href: '/mentor/1' }],
    ['no query', { name: '/mentor/$id', params: { id: '1' }, href: '/mentor/1' }],
  ])('reads a cookie with %s as nothing', (_label, value) => {
    expect(readRedirectRoute(`redirectUrl=${encodeURIComponent(JSON.stringify(value))}`)).toBeNull()
  })
})
