import { describe, expect, it } from 'vitest'
import { CACHE_USER_HEADER, isOfflineReadablePath, learningMetadataCacheName, metadataCacheFor, USER_CACHE_NAME } from '../../src/shared/offline-paths'

const origin = 'http://127.0.0.1:4317'
const get = (path: string, user?: string, method = 'GET') => ({
  method,
  url: `${origin}${path}`,
  headers: new Headers(user === undefined ? {} : { [CACHE_USER_HEADER]: user }),
})

// Which paths are kept at all follows the contract's offline flags (offline-flags.test.ts).
describe('the service worker metadata rule', () => {
  it('leaves out sessions, histories, quizzes, writes and anything unknown', () => {
    for (const path of [
      '/api/platform/auth/session',
      '/api/v2/users/courses/videos/histories',
      '/api/v2/users/courses/summary-user-progress',
      '/api/quiz/1',
      '/api/v2/courses/videos/12/progress',
      '/api/v2/courses/videos/abc',
      '/api/v2/catalogs/3/courses/extra',
      '/media/clip-1.webm',
      '/learning/videos/12',
    ]) {
      expect(isOfflineReadablePath(path), path).toBe(false)
    }
  })

  it("files a user's answers in that user's own cache, named by the per-user convention", () => {
    expect(metadataCacheFor(get('/api/v2/courses/videos/12', '7'), origin)).toBe('learning-metadata-u7')
    expect(metadataCacheFor(get('/api/v2/courses/videos/12?x=1', '8'), origin)).toBe('learning-metadata-u8')
    expect(USER_CACHE_NAME.exec(learningMetadataCacheName(7))?.[2]).toBe('7')
  })

  it('keeps nothing without a user, for a bad user value, for writes or for other origins', () => {
    expect(metadataCacheFor(get('/api/v2/courses/videos/12'), origin)).toBeNull()
    for (const bad of ['', '0', '-3', '7a', '1e3', '99999999999999999999']) expect(metadataCacheFor(get('/api/v2/courses/videos/12', bad), origin), bad).toBeNull()
    expect(metadataCacheFor(get('/api/v2/comments/courses/12', '7', 'POST'), origin)).toBeNull()
    expect(metadataCacheFor({ ...get('/api/v2/courses/videos/12', '7'), url: 'http://elsewhere.example/api/v2/courses/videos/12' }, origin)).toBeNull()
  })
})
