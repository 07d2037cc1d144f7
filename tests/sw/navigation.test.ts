import { describe, expect, it } from 'vitest'
import { appRoutePatterns, isServerPath } from '../../src/shared/app-routes'
import { navigationHandling } from '../../sw/navigation-handling'

describe('service worker navigation handling', () => {
  it('serves the precached shell for every app route', () => {
    for (const pattern of appRoutePatterns) expect(navigationHandling(pattern)).toBe('shell')
    expect(navigationHandling('/login/')).toBe('shell')
  })

  it('sends unknown paths to the network so the server can answer 404', () => {
    expect(navigationHandling('/tidak-ada')).toBe('network')
    expect(navigationHandling('/login/extra')).toBe('network')
    expect(navigationHandling('/apidocs')).toBe('network')
  })

  it('never answers /api or /idp with the shell', () => {
    for (const path of ['/api', '/api/health', '/api/docs', '/idp', '/idp/realms/master/auth']) {
      expect(navigationHandling(path)).toBe('server')
    }
  })

  it('uses the lists it is given', () => {
    expect(navigationHandling('/kursus/42', [/^\/kursus\/[^/]+$/])).toBe('shell')
    expect(navigationHandling('/', [/^\/$/], [/^\/$/])).toBe('server')
  })

  it('agrees with the server on which paths are its own (one definition in the contract)', () => {
    for (const path of ['/api', '/api/', '/api/health', '/idp', '/idp/realms/master', '/', '/login', '/apidocs', '/idpx', '/tidak-ada']) {
      expect(navigationHandling(path) === 'server', path).toBe(isServerPath(path))
    }
  })
})
