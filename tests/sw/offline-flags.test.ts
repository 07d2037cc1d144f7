import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
import type { Endpoint } from '../../src/contract/endpoint'
import { allEndpoints } from '../../src/contract/index'
import { catalogApi } from '../../src/contract/learning-catalog'
import { inclassApi } from '../../src/contract/learning-inclass'
import { packagesApi } from '../../src/contract/learning-package'
import { videosApi } from '../../src/contract/learning-video'
import { isOfflineReadablePath, offlineReadablePaths } from '../../src/shared/offline-paths'

// The worker's path list stays zod-free (src/shared/offline-paths.ts), so it cannot read the
// contract's `offline: true` flags; this test keeps the two in step, both ways.

/** Values a path parameter of this schema accepts: every enum member, else a number or a username. */
function sampleValues(schema: $ZodType): string[] {
  const def = schema._zod.def as { type: string; entries?: Record<string, string> }
  const candidates = def.type === 'enum' ? Object.values(def.entries ?? {}) : ['12', 'budi-santoso']
  return candidates.filter((value) => z.safeParse(schema as z.ZodMiniType, value).success)
}

/** The endpoint's path filled with every combination of sample parameters. */
function samplePaths(endpoint: Endpoint): string[] {
  const shape = endpoint.params ? ((endpoint.params._zod.def as { shape?: Record<string, $ZodType> }).shape ?? {}) : {}
  let paths = [endpoint.path]
  for (const [name, schema] of Object.entries(shape)) {
    const values = sampleValues(schema)
    if (values.length === 0) throw new Error(`no sample value for {${name}} of ${endpoint.path}`)
    paths = paths.flatMap((path) => values.map((value) => path.replace(`{${name}}`, encodeURIComponent(value))))
  }
  return paths
}

const endpoints = allEndpoints()
const name = (e: Endpoint) => `${e.method} ${e.path}`

describe("the contract's offline flags and the service worker's path list", () => {
  it('keeps a GET for offline reading exactly when the contract flags it offline: true', () => {
    const disagreeing = endpoints
      .filter((e) => e.method === 'GET')
      .flatMap((e) => samplePaths(e).filter((path) => isOfflineReadablePath(path) !== (e.offline === true)).map((path) => `${name(e)} (${path})`))
    expect(disagreeing).toEqual([])
  })

  it('flags only reads: the worker keeps GET answers and nothing else', () => {
    expect(endpoints.filter((e) => e.offline && (e.method !== 'GET' || e.writes)).map(name)).toEqual([])
  })

  it('has no worker rule that no flagged endpoint needs', () => {
    const flaggedPaths = endpoints.filter((e) => e.offline).flatMap(samplePaths)
    expect(offlineReadablePaths.filter((rule) => !flaggedPaths.some((path) => rule.test(path))).map(String)).toEqual([])
  })

  it('keeps the catalogue, lists and details of the learning section', () => {
    const learningReads = [
      videosApi.courses,
      videosApi.list,
      videosApi.detail,
      videosApi.related,
      videosApi.recommendations,
      videosApi.comments,
      videosApi.instructor,
      catalogApi.catalogs,
      catalogApi.catalog,
      catalogApi.catalogCourses,
      catalogApi.channels,
      catalogApi.channel,
      catalogApi.specials,
      catalogApi.topKeywords,
      packagesApi.list,
      packagesApi.detail,
      packagesApi.contents,
      inclassApi.list,
      inclassApi.today,
      inclassApi.detail,
    ]
    expect(learningReads.filter((e) => !e.offline).map(name)).toEqual([])
  })

  it('checks every endpoint of the contract, parameters filled', () => {
    expect(samplePaths(videosApi.instructor)).toEqual([
      '/api/v2/courses/video/instructors/12',
      '/api/v2/courses/package/instructors/12',
      '/api/v2/courses/inclass/instructors/12',
    ])
    expect(endpoints.length).toBeGreaterThan(100)
  })
})
