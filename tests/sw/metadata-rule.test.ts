import { describe, expect, it } from 'vitest'
import { catalogApi } from '../../src/contract/learning-catalog'
import { learningV1Api } from '../../src/contract/learning-v1'
import { masterApi } from '../../src/contract/master'
import { CACHE_USER_HEADER, isOfflineReadablePath, learningMetadataCacheName, metadataCacheFor, USER_CACHE_NAME } from '../../src/shared/offline-paths'

const origin = 'http://127.0.0.1:4317'
const get = (path: string, user?: string, method = 'GET') => ({
  method,
  url: `${origin}${path}`,
  headers: new Headers(user === undefined ? {} : { [CACHE_USER_HEADER]: user }),
})

describe('the service worker metadata rule', () => {
  it('keeps the catalogue, lists and details of the learning section', () => {
    for (const path of [
      '/api/v2/catalogs',
      '/api/v2/catalogs/3',
      '/api/v2/catalogs/3/courses',
      '/api/v2/channels',
      '/api/v2/channels/2',
      '/api/v2/courses',
      '/api/v2/courses/videos',
      '/api/v2/courses/videos/12',
      '/api/v2/courses/videos/12/recomendations',
      '/api/v2/courses/packages',
      '/api/v2/courses/packages/4',
      '/api/v2/courses/packages/4/contents',
      '/api/v2/courses/inclasses',
      '/api/v2/courses/inclasses/today',
      '/api/v2/courses/inclasses/9',
      '/api/v2/comments/courses/12',
      '/api/v2/courses/video/instructors/12',
      '/api/v2/search/histories/top-three',
    ]) {
      expect(isOfflineReadablePath(path), path).toBe(true)
    }
  })

  it('covers every master list the filters load (src/lib/master-loaders.ts), so filters work offline', () => {
    for (const endpoint of [masterApi.growthPathSkills, masterApi.courseCategories, catalogApi.units, learningV1Api.professions, learningV1Api.topics, learningV1Api.fields]) {
      expect(isOfflineReadablePath(endpoint.path), endpoint.path).toBe(true)
    }
  })

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
