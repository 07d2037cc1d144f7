import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { buildApp } from '../../../server/app'
import { createDatabase, type DatabaseHandle } from '../../../server/db/database'
import { removeTempDirs, tinyPack, writePack } from '../helpers/content-pack'
import { dropTestDatabase, onServer, withDatabaseName } from '../helpers/template-database'
import { testConfig } from '../helpers/test-app'
import { describeOnEngines } from '../helpers/test-database'

// Issue 41, decision 061: two server processes on one database each keep the help center's
// categories as a shared answer; `npm run content -- import` in a third process changes a
// category; both servers answer the new name at once. Shared answers here never expire by age
// (an hour), so only the import's signal can empty them: before 061 both kept the old name.

afterAll(removeTempDirs)

const CATEGORIES = '/api/help-centers/categories'
const run = promisify(execFile)

describeOnEngines('shared answers after a content import by the CLI', (target) => {
  const env: Record<string, string> = { NODE_ENV: 'test', DATABASE_URL: '' }
  const name = `tumbuh_shared_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  const handles: DatabaseHandle[] = []
  const apps: FastifyInstance[] = []
  const importByCli = (dir: string) => run('npx', ['tsx', 'server/content/cli.ts', 'import', dir], { env: { ...process.env, ...env } })
  const names = async (app: FastifyInstance) => ((await app.inject({ url: CATEGORIES })).json() as { data: { name: string }[] }).data.map((c) => c.name)

  beforeAll(async () => {
    env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-shared-'))
    if (target.url) {
      await onServer(target.url, `create database "${name}"`)
      env.DATABASE_URL = withDatabaseName(target.url, name)
    }
    await importByCli(writePack(tinyPack()))
    for (let i = 0; i < 2; i++) {
      // Each app has its own connection(s), as a process of its own would.
      const database = createDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL || undefined })
      handles.push(database)
      const app = await buildApp({ config: testConfig(env.DATA_DIR, { DATABASE_URL: env.DATABASE_URL! }), database, sharedAnswersMaxAgeMs: 3_600_000 })
      await app.ready()
      apps.push(app)
    }
  }, 60_000)
  afterAll(async () => {
    for (const app of apps) await app.close()
    for (const database of handles) await database.close()
    if (target.url) await dropTestDatabase(target.url, name)
    fs.rmSync(env.DATA_DIR!, { recursive: true, force: true })
  })

  it('both servers answer the imported content as soon as the import has ended', async () => {
    for (const app of apps) {
      expect(await names(app)).toEqual(['Umum'])
      expect(app.sharedAnswers.size).toBe(1)
    }
    const edited = tinyPack()
    edited['help-categories/umum.yaml'] = 'name: Umum dan dasar\ndescription: Hal-hal dasar tentang aplikasi.\nicon: app\norder: 1\n'
    const { stdout } = await importByCli(writePack(edited))
    expect(stdout).toContain('Diimpor: 0 ditambah, 1 diubah, 0 diarsipkan.')
    if (target.engine === 'sqlite') {
      // The next request of each process sees the other connection's commit: nothing to wait for.
      for (const app of apps) expect(await names(app)).toEqual(['Umum dan dasar'])
    } else {
      // The notification arrives on each server's listening connection when the import commits.
      for (const app of apps) await expect.poll(() => names(app)).toEqual(['Umum dan dasar'])
    }
  }, 60_000)

  it('two imports at once, each by a CLI process of its own, take turns: the rows are there once', async () => {
    const edited = tinyPack()
    edited['help-categories/lain.yaml'] = 'name: Lain-lain\ndescription: Yang lain.\nicon: app\norder: 2\n'
    const dir = writePack(edited)
    const outputs = await Promise.all([importByCli(dir), importByCli(dir)])
    const summaries = outputs.map((o) => /Diimpor: .*/.exec(o.stdout)![0]).sort()
    expect(summaries).toEqual(['Diimpor: 0 ditambah, 0 diubah, 0 diarsipkan.', 'Diimpor: 1 ditambah, 1 diubah, 0 diarsipkan.'])
    const rows = await handles[0]!.db.selectFrom('help_categories').select('name').orderBy('name').execute()
    expect(rows.map((r) => r.name)).toEqual(['Lain-lain', 'Umum'])
    for (const app of apps) await expect.poll(() => names(app)).toEqual(['Umum', 'Lain-lain'])
  }, 90_000)
})
