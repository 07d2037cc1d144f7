import { describe, expect, it } from 'vitest'
import { appRoutePatterns, isServerPath } from '../../src/shared/app-routes'
import { navigationHandling, withPageLinks } from '../../sw/navigation-handling'

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

describe('withPageLinks (decision 041)', () => {
  const links = {
    start: ['</assets/app.css>; rel=preload; as=style; crossorigin', '</assets/app.js>; rel=modulepreload'],
    page: ['</assets/page.js>; rel=modulepreload'],
  }

  it('announces the start-up files, then the page’s, and keeps the page as it was', async () => {
    const page = new Response('<!doctype html><title>Tumbuh</title>', { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } })
    const answer = withPageLinks(page, links)
    expect(answer.headers.get('link')).toBe(
      '</assets/app.css>; rel=preload; as=style; crossorigin, </assets/app.js>; rel=modulepreload, </assets/page.js>; rel=modulepreload',
    )
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await answer.text()).toBe('<!doctype html><title>Tumbuh</title>')
  })

  it('leaves a page without listed files, or an answer that is not the page, untouched', () => {
    const page = new Response('<!doctype html>')
    expect(withPageLinks(page, undefined)).toBe(page)
    const failed = new Response('gone', { status: 503 })
    expect(withPageLinks(failed, links)).toBe(failed)
  })
})
