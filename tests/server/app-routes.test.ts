import { describe, expect, it } from 'vitest'
import { isAppRoute, isServerPath, pathPatternRegExp } from '../../src/shared/app-routes'

describe('shared path rules (src/shared/app-routes.ts)', () => {
  it('compiles {param} patterns to whole-path matches, a trailing slash allowed', () => {
    const re = pathPatternRegExp('/kursus/{id}/materi')
    expect(re.test('/kursus/42/materi')).toBe(true)
    expect(re.test('/kursus/42/materi/')).toBe(true)
    expect(re.test('/kursus/42')).toBe(false)
    expect(re.test('/kursus/4/2/materi')).toBe(false)
    expect(re.test('/x/kursus/42/materi')).toBe(false)
    expect(pathPatternRegExp('/').test('/')).toBe(true)
    expect(pathPatternRegExp('/').test('/login')).toBe(false)
  })

  it('takes the server’s :param notation when told, and escapes everything else', () => {
    const re = pathPatternRegExp('/api/platform/user/:id', (segment) => segment.startsWith(':'))
    expect(re.test('/api/platform/user/7')).toBe(true)
    expect(re.test('/api/platform/user/:id/x')).toBe(false)
    expect(pathPatternRegExp('/api/platform/user/:id').test('/api/platform/user/7')).toBe(false)
    expect(pathPatternRegExp('/file.json').test('/fileXjson')).toBe(false)
  })

  it('tells server paths from pages', () => {
    for (const path of ['/api', '/api/health', '/idp', '/idp/realms/master/auth']) expect(isServerPath(path), path).toBe(true)
    for (const path of ['/', '/login', '/apidocs', '/idpx', '/profile']) expect(isServerPath(path), path).toBe(false)
    expect(isAppRoute('/profile')).toBe(true)
    expect(isAppRoute('/api')).toBe(false)
  })
})
