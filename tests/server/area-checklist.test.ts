// The "adding an area" checklist cannot be left half done on the server: every contract endpoint
// is answered by the built app, every area folder is in the one list of area plugins, and every
// contract file's area has one.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toRouterPath } from '../../src/contract/endpoint'
import { allEndpoints } from '../../src/contract/index'
import { areaPlugins } from '../../server/features/index'
import { buildTestApp } from './helpers/test-app'
import { openTestDatabase, type TestDatabase } from './helpers/test-database'

const root = path.resolve(__dirname, '../..')
const featuresDir = path.join(root, 'server/features')
const contractDir = path.join(root, 'src/contract')

const areaFolders = readdirSync(featuresDir).filter((name) => statSync(path.join(featuresDir, name)).isDirectory())

/** `learning-video.ts` → learning: the first word of a contract file that defines endpoints. */
const contractAreas = [
  ...new Set(
    readdirSync(contractDir)
      .filter((name) => name.endsWith('.ts') && /\bendpoint\(\{/.test(readFileSync(path.join(contractDir, name), 'utf8')))
      // An area's word may have several parts (growth-path); a contract part adds one more
      // (growth-path-trx, learning-video): the area is the longest leading run of words that
      // names a server area, else the first word (which then fails the check below).
      .map((name) => {
        const words = name.replace(/\.ts$/, '').split('-')
        const runs = words.map((_, i) => words.slice(0, words.length - i).join('-'))
        return runs.find((run) => run in areaPlugins) ?? words[0]!
      }),
  ),
]

describe('the server checklist of an area', () => {
  let test: TestDatabase
  let app: FastifyInstance

  beforeAll(async () => {
    test = await openTestDatabase({ engine: 'sqlite' }, { seed: false })
    app = await buildTestApp(test.database, test.dataDir)
  })
  afterAll(async () => {
    await app?.close()
    await test?.cleanup()
  })

  it('answers every endpoint of the contract with a route of the built app', () => {
    const endpoints = allEndpoints()
    expect(endpoints.length).toBeGreaterThan(100)
    const unanswered = endpoints.filter((e) => !app.hasRoute({ method: e.method, url: toRouterPath(e.path) })).map((e) => `${e.method} ${e.path}`)
    expect(unanswered).toEqual([])
  })

  it('lists every area folder of server/features in server/features/index.ts, and nothing else', () => {
    expect(areaFolders.length).toBeGreaterThan(5)
    expect(Object.keys(areaPlugins).sort()).toEqual([...areaFolders].sort())
  })

  it('gives every area of the contract its server area', () => {
    expect(contractAreas).toContain('learning')
    expect(contractAreas.filter((area) => !(area in areaPlugins))).toEqual([])
  })

  it("exports each area's plugin from the area's own routes.ts", async () => {
    for (const [area, plugin] of Object.entries(areaPlugins)) {
      const module = (await import(`../../server/features/${area}/routes.ts`)) as Record<string, unknown>
      expect(Object.values(module), area).toContain(plugin)
    }
  })
})
