import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runContentCli } from '../../../server/content/cli'
import { DEMO_PACK_DIR } from '../../../server/content/demo'
import { createDatabase } from '../../../server/db/database'
import { removeTempDirs, testClip, tinyPack, writePack } from '../helpers/content-pack'
import { dropTestDatabase, onServer, withDatabaseName } from '../helpers/template-database'
import { describeOnEngines, openTestDatabase } from '../helpers/test-database'

afterAll(removeTempDirs)

/** Runs the CLI as `npm run content -- …` would, in this process; its exit code and its lines. */
async function cli(env: Record<string, string>, ...args: string[]) {
  const lines: string[] = []
  const code = await runContentCli(args, { NODE_ENV: 'test', ...env }, (line) => lines.push(line))
  return { code, text: lines.join('\n') }
}

describeOnEngines('npm run content', (target) => {
  const env: Record<string, string> = {}
  const name = `tumbuh_cli_${process.pid}_${Math.random().toString(36).slice(2, 8)}`

  beforeAll(async () => {
    env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-cli-'))
    if (target.url) {
      await onServer(target.url, `create database "${name}"`)
      env.DATABASE_URL = withDatabaseName(target.url, name)
    }
  })
  afterAll(async () => {
    if (target.url) await dropTestDatabase(target.url, name)
    fs.rmSync(env.DATA_DIR!, { recursive: true, force: true })
  })

  it('refuses with 1 a video whose category the database lacks, naming file and field', async () => {
    const pack = writePack({
      'pack.yaml': 'format: 1\nname: uji\nversion: "1"\nlanguage: id\n',
      'videos/klip.yaml': 'title: Klip\ndescription: Singkat.\ncategory: Astrologi\npublished_at: 2026-11-02\nsource: media/klip.webm\n',
      'media/klip.webm': testClip(1),
    })
    const { code, text } = await cli(env, 'import', pack)
    expect(code).toBe(1)
    expect(text).toContain(`Paket ${pack} ditolak, tidak ada yang ditulis. 1 kesalahan:\n  videos/klip.yaml › category: kategori 'Astrologi' tidak ada`)
  })

  it('refuses with 1 a mentor whose employee and skill the database lacks, naming file and field', async () => {
    const pack = writePack({
      'pack.yaml': 'format: 1\nname: uji\nversion: "1"\nlanguage: id\n',
      'mentors/sari.yaml':
        'username: sari.wulandari\nheadline: Membaca data sehari-hari\nbio: Delapan tahun mengolah data penjualan dan operasional di tiga unit.\nexpertise: [Literasi Data]\nhours: []\n',
    })
    const { code, text } = await cli(env, 'import', pack)
    expect(code).toBe(1)
    expect(text).toContain(
      `Paket ${pack} ditolak, tidak ada yang ditulis. 2 kesalahan:\n  mentors/sari.yaml › expertise.0: keahlian 'Literasi Data' tidak ada di data master (daftarnya kosong)\n  mentors/sari.yaml › username: karyawan dengan username 'sari.wulandari' tidak ada`,
    )
  })

  it('validates a pack without a database: 0 and what it holds', async () => {
    const { code, text } = await cli({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }, 'validate', writePack(tinyPack()))
    expect(code).toBe(0)
    expect(text).toMatch(/^Paket uji 1 \(format 1, bahasa id\) valid: 1 banner, 1 help-category, 1 help-topic, 2 help-question\.$/)
  })

  it('refuses a bad pack with 1 and every error, file › field: message, and writes nothing', async () => {
    const bad = writePack({ ...tinyPack(), 'help-topics/dasar.yaml': 'name: Dasar\ncategory: hilang\norder: 1\n', 'banners/selamat-datang.yaml': 'title: Halo\nsort_order: 1\n' })
    for (const command of ['validate', 'import']) {
      const { code, text } = await cli(env, command, bad)
      expect(code, command).toBe(1)
      expect(text.split('\n'), command).toEqual([
        `Paket ${bad} ditolak, tidak ada yang ditulis. 2 kesalahan:`,
        expect.stringMatching(/^ {2}banners\/selamat-datang\.yaml › image: /),
        "  help-topics/dasar.yaml › category: help-category 'hilang' tidak ada dalam paket",
      ])
    }
  })

  it('imports into an empty database (migrating it first), then again with nothing to do, then exports', async () => {
    const dir = writePack(tinyPack())
    const first = await cli(env, 'import', dir)
    expect(first.code, first.text).toBe(0)
    expect(first.text).toContain('Diimpor: 5 ditambah, 0 diubah, 0 diarsipkan.')
    expect(first.text).toContain('  help-question: 2 ditambah, 0 diubah, 0 diarsipkan, 0 tetap\n    + apa-itu\n    + cara-mulai')
    const again = await cli(env, 'import', dir)
    expect(again.text).toContain('Diimpor: 0 ditambah, 0 diubah, 0 diarsipkan.')
    fs.rmSync(path.join(dir, 'help-questions', 'cara-mulai.yaml'))
    fs.writeFileSync(path.join(dir, 'help-questions', 'apa-itu.yaml'), tinyPack()['help-questions/apa-itu.yaml']!.replace('related: [cara-mulai]', 'related: []'))
    const smaller = await cli(env, 'import', dir)
    expect(smaller.text).toContain('Diimpor: 0 ditambah, 1 diubah, 1 diarsipkan.')
    expect(smaller.text).toContain('    ~ apa-itu\n    - cara-mulai')
    const out = path.join(env.DATA_DIR!, 'ekspor')
    const exported = await cli(env, 'export', out)
    expect(exported).toEqual({ code: 0, text: `Diekspor ke ${out}: 1 banner, 1 help-category, 1 help-topic, 1 help-question, 0 video, 0 quiz, 0 package, 0 channel, 0 catalogue, 0 inclass-event, 0 growth-path, 0 mentor, 0 opening.` })
    expect(fs.readdirSync(path.join(out, 'help-questions'))).toEqual(['apa-itu.yaml'])
    expect((await cli(env, 'export', out)).code).toBe(3)
  })

  it('reads a relative path from where the command was typed (npm’s INIT_CWD), not from the project', async () => {
    const dir = writePack(tinyPack())
    const { code, text } = await cli({ INIT_CWD: path.dirname(dir) }, 'validate', path.basename(dir))
    expect(code, text).toBe(0)
  })

  it('answers a wrong use with 2 and how to use it', async () => {
    expect((await cli(env, 'impor', 'x')).code).toBe(2)
    const { code, text } = await cli(env)
    expect(code).toBe(2)
    expect(text).toMatch(/^Pemakaian:\n {2}npm run content -- validate <paket>/)
  })
})

describe('npm run content, two processes at once on one SQLite file', () => {
  it('both import, one after the other, and the rows are there once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-cli-'))
    const dir = writePack(tinyPack())
    const run = () =>
      promisify(execFile)('npx', ['tsx', 'server/content/cli.ts', 'import', dir], { env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', DATABASE_URL: '' } })
    const outputs = await Promise.all([run(), run()])
    const summaries = outputs.map((o) => /Diimpor: .*/.exec(o.stdout)![0]).sort()
    expect(summaries).toEqual(['Diimpor: 0 ditambah, 0 diubah, 0 diarsipkan.', 'Diimpor: 5 ditambah, 0 diubah, 0 diarsipkan.'])
    const database = createDatabase({ dataDir, databaseUrl: undefined })
    try {
      expect((await database.db.selectFrom('help_questions').select('slug').orderBy('slug').execute()).map((r) => r.slug)).toEqual(['apa-itu', 'cara-mulai'])
    } finally {
      await database.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 60_000)
})

describe('npm run content -- import content/demo', () => {
  it('places the demo pack’s in-class events as a start does: over a started database, nothing moves', async () => {
    const started = await openTestDatabase({ engine: 'sqlite' })
    try {
      const events = () => started.database.db.selectFrom('inclass_events').select(['id', 'starts_at', 'ends_at']).orderBy('id').execute()
      const before = await events()
      const { code, text } = await cli({ DATA_DIR: started.dataDir }, 'import', DEMO_PACK_DIR)
      expect(code, text).toBe(0)
      expect(text).toContain('  inclass-event: 0 ditambah, 0 diubah, 0 diarsipkan, 8 tetap')
      expect(await events()).toEqual(before)
    } finally {
      await started.cleanup()
    }
  })
})
