import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exportPack } from '../../../server/content/exporter'
import { importPack } from '../../../server/content/importer'
import { readPack } from '../../../server/content/reader'
import { validatePack } from '../../../server/content/validate'
import type { DatabaseHandle } from '../../../server/db/database'
import { listCards } from '../../../server/db/repositories/course-card-repository'
import { channelCourses, findCatalog, findChannel, listCatalogs, listChannels, specialChannels } from '../../../server/features/learning/catalog-repository'
import { removeTempDirs, tempDir, testClip, writePack, type PackFilesIn } from '../helpers/content-pack'
import { demoOrder } from '../helpers/demo-content'
import { describeOnEngines, openTestDatabase, type TestDatabase } from '../helpers/test-database'

afterAll(removeTempDirs)

const MANIFEST = 'format: 1\nname: saluran-uji\nversion: "1"\nlanguage: id\n'
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])
const VIDEO = 'title: Yakut Dasar Presentasi\ndescription: Singkat.\ncategory: Komunikasi\npublished_at: 2026-11-02\nrenditions: { standard: media/v.webm, low: media/v.webm }\n'
const PACKAGE = 'title: Yakut Paket Presentasi\ndescription: Paket.\ncategory: Komunikasi\npublished_at: 2026-11-03\nmaterials:\n  - { key: baca, title: Bacaan, article: Baca ini., reading_seconds: 60 }\n'
const CHANNEL = 'name: Yakut Saluran\ndescription: Saluran uji.\norder: 1\nspecial: true\ncover: media/sampul.png\nitems:\n  - package: paket-presentasi\n  - video: dasar-presentasi\n'
const CATALOGUE = 'name: Yakut Katalog\norder: 2\nitems:\n  - video: dasar-presentasi\n'

let clip: Buffer | undefined
const clipOnce = () => (clip ??= testClip(1))

const packOf = (extra: PackFilesIn = {}): PackFilesIn => ({
  'pack.yaml': MANIFEST,
  'videos/dasar-presentasi.yaml': VIDEO,
  'packages/paket-presentasi.yaml': PACKAGE,
  'channels/yakut.yaml': CHANNEL,
  'catalogues/yakut-katalog.yaml': CATALOGUE,
  'media/v.webm': clipOnce(),
  'media/sampul.png': PNG,
  ...extra,
})

async function validated(files: PackFilesIn | string) {
  return validatePack(await readPack(typeof files === 'string' ? files : writePack(files)))
}

describe('channel and catalogue validation', () => {
  it('accepts a channel and a catalogue of the pack’s videos and packages', async () => {
    const { issues, pack } = await validated(packOf())
    expect(issues).toEqual([])
    expect([...pack!.items.keys()].map((k) => k.name)).toEqual(['video', 'package', 'channel', 'catalogue'])
  })

  it('refuses entries naming what the pack lacks (missing reference), two kinds at once, the same entry twice, and a cover that is not a picture', async () => {
    const channel = CHANNEL.replace('  - video: dasar-presentasi\n', '  - video: hilang\n  - { video: dasar-presentasi, package: paket-presentasi }\n  - {}\n  - package: paket-presentasi\n')
    const { issues } = await validated(packOf({ 'channels/yakut.yaml': channel, 'catalogues/yakut-katalog.yaml': CATALOGUE.replace('video: dasar', 'package: dasar'), 'media/sampul.png': 'teks' }))
    expect(issues).toEqual([
      { file: 'catalogues/yakut-katalog.yaml', path: 'items.0.package', message: "package 'dasar-presentasi' tidak ada dalam paket" },
      { file: 'channels/yakut.yaml', path: 'cover', message: 'media/sampul.png bukan gambar (isinya tidak dikenali sebagai jpg, png, webp)' },
      { file: 'channels/yakut.yaml', path: 'items.1.video', message: "video 'hilang' tidak ada dalam paket" },
      { file: 'channels/yakut.yaml', path: 'items.2', message: 'tulis tepat satu: video atau package' },
      { file: 'channels/yakut.yaml', path: 'items.3', message: 'tulis tepat satu: video atau package' },
      { file: 'channels/yakut.yaml', path: 'items.4', message: "package 'paket-presentasi' sudah ada di daftar ini" },
    ])
  })

  it('refuses a wrong type, an unknown entry field, and `special` on a catalogue', async () => {
    const { issues } = await validated(
      packOf({ 'channels/yakut.yaml': CHANNEL.replace('order: 1', 'order: pertama').replace('- video: dasar', '- inclass: dasar'), 'catalogues/yakut-katalog.yaml': `special: true\n${CATALOGUE}` }),
    )
    expect(issues.map((i) => [i.file, i.path])).toEqual([
      ['catalogues/yakut-katalog.yaml', ''],
      ['channels/yakut.yaml', 'items.1'],
      ['channels/yakut.yaml', 'order'],
    ])
    expect(issues[0]!.message).toContain('special')
    expect(issues[1]!.message).toContain('inclass')
  })
})

describeOnEngines('channel and catalogue import', (target) => {
  let test: TestDatabase
  let database: DatabaseHandle
  let db: DatabaseHandle['db']
  const importOf = async (files: PackFilesIn, now = '2026-12-07T00:00:00.000Z') => {
    const { pack, issues } = await validated(files)
    expect(issues).toEqual([])
    const report = await importPack(database, pack!, new Date(now))
    return Object.fromEntries(report.kinds.map((k) => [k.kind, k.result]))
  }
  const idOf = async (table: 'channels' | 'catalogs', slug: string) => Number((await db.selectFrom(table).select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id)
  const courses = async (id: number) => (await channelCourses(db, id, 1, 20)).items.map((c) => c.title)
  const catalogueCourses = async (id: number) => (await listCards(db, { collection: { table: 'catalog_items', ownerId: id }, page: 1, limit: 20 })).items.map((c) => c.title)
  const listed = async () => ({
    channels: (await listChannels(db, 1, 100)).items.filter((c) => c.name.startsWith('Yakut')).map((c) => [c.name, c.course_count]),
    specials: (await specialChannels(db)).filter((c) => c.name.startsWith('Yakut')).map((c) => c.name),
    catalogues: (await listCatalogs(db, 1, 100)).items.filter((c) => c.name.startsWith('Yakut')).map((c) => [c.name, c.course_count]),
  })

  beforeAll(async () => {
    test = await openTestDatabase(target)
    database = test.database
    db = database.db
  })
  afterAll(async () => {
    await test?.cleanup()
  })

  it('imports the channel and the catalogue with their entries in order; the channel is special', async () => {
    const report = await importOf(packOf())
    // The demo's are the demo pack's (decision 065): a pack carrying channels and catalogues replaces them.
    const sorted = (r: typeof report.channel) => ({ ...r, archived: [...r!.archived].sort() })
    expect([sorted(report.channel), sorted(report.catalogue)]).toEqual([
      { added: ['yakut'], changed: [], archived: [...demoOrder.channel!].sort(), unchanged: 0 },
      { added: ['yakut-katalog'], changed: [], archived: [...demoOrder.catalogue!].sort(), unchanged: 0 },
    ])
    expect(await listed()).toEqual({ channels: [['Yakut Saluran', 2]], specials: ['Yakut Saluran'], catalogues: [['Yakut Katalog', 1]] })
    const channel = (await findChannel(db, await idOf('channels', 'yakut')))!
    expect(channel).toMatchObject({ description: 'Saluran uji.', is_special: true })
    expect(channel.thumbnail_url).toMatch(/^\/media\/pack\/[0-9a-f]{32}-cover\.png$/)
    expect(await courses(channel.id)).toEqual(['Yakut Paket Presentasi', 'Yakut Dasar Presentasi'])
    expect(await catalogueCourses(await idOf('catalogs', 'yakut-katalog'))).toEqual(['Yakut Dasar Presentasi'])
  })

  it('changes nothing when the same pack comes again (same ids, same entry rows), and reorders an edited list in place', async () => {
    const entries = () => db.selectFrom('channel_items').select(['id', 'position']).where('channel_id', '=', channelId).orderBy('id').execute()
    const channelId = await idOf('channels', 'yakut')
    const before = await entries()
    const again = await importOf(packOf())
    expect([again.channel, again.catalogue].map((r) => r!.unchanged)).toEqual([1, 1])
    expect(await entries()).toEqual(before)

    const reordered = CHANNEL.replace('  - package: paket-presentasi\n  - video: dasar-presentasi\n', '  - video: dasar-presentasi\n  - package: paket-presentasi\n').replace('special: true', 'special: false')
    expect((await importOf(packOf({ 'channels/yakut.yaml': reordered }))).channel!.changed).toEqual(['yakut'])
    expect(await idOf('channels', 'yakut')).toBe(channelId)
    expect(await courses(channelId)).toEqual(['Yakut Dasar Presentasi', 'Yakut Paket Presentasi'])
    expect((await listed()).specials).toEqual([])
  })

  it('a package archived by its pack leaves the channel’s courses and count; a channel gone from the pack leaves the lists, its page still answers', async () => {
    const channelId = await idOf('channels', 'yakut')
    // A pack of packages only, now without that package: the channel (not carried) still names it.
    await importOf({ 'pack.yaml': `${MANIFEST}kinds: [package]\n` })
    expect(await courses(channelId)).toEqual(['Yakut Dasar Presentasi'])
    expect((await listed()).channels).toEqual([['Yakut Saluran', 1]])

    const report = await importOf({ 'pack.yaml': `${MANIFEST}kinds: [channel, catalogue]\n` }, '2026-12-08T00:00:00.000Z')
    expect([report.channel!.archived, report.catalogue!.archived]).toEqual([['yakut'], ['yakut-katalog']])
    expect(await listed()).toEqual({ channels: [], specials: [], catalogues: [] })
    expect((await findChannel(db, channelId))!.name).toBe('Yakut Saluran')
    expect((await findCatalog(db, await idOf('catalogs', 'yakut-katalog')))!.name).toBe('Yakut Katalog')
    // Archived: the demo's (by the first import here) and now the pack's own.
    expect((await db.selectFrom('channels').select('slug').where('archived_at', 'is not', null).orderBy('id').execute()).map((r) => r.slug)).toEqual([...demoOrder.channel!, 'yakut'])
    expect((await db.selectFrom('catalogs').select('slug').where('archived_at', 'is not', null).orderBy('id').execute()).map((r) => r.slug)).toEqual([...demoOrder.catalogue!, 'yakut-katalog'])
  })

  it('exports what was imported; the export imports into a fresh database to the same channel and catalogue', async () => {
    await importOf(packOf())
    const dir = path.join(tempDir(), 'ekspor')
    await exportPack(database, dir)
    expect(fs.readFileSync(path.join(dir, 'channels/yakut.yaml'), 'utf8')).toContain('cover: media/yakut-cover.png')
    const exported = (await validated(dir)).pack!
    const original = (await validated(packOf())).pack!
    const items = (pack: typeof original, kind: string) => [...pack.items].find(([k]) => k.name === kind)![1].map((i) => [i.key, { ...(i.data as object), cover: undefined }])
    for (const kind of ['channel', 'catalogue']) expect(items(exported, kind)).toEqual(items(original, kind))

    const fresh = await openTestDatabase(target)
    try {
      await importPack(fresh.database, exported)
      const answer = async (handle: DatabaseHandle) => {
        const channel = await handle.db.selectFrom('channels').select('id').where('slug', '=', 'yakut').executeTakeFirstOrThrow()
        const catalog = await handle.db.selectFrom('catalogs').select('id').where('slug', '=', 'yakut-katalog').executeTakeFirstOrThrow()
        const cards = (page: Awaited<ReturnType<typeof channelCourses>>) => page.items.map((c) => ({ ...c, id: 0, participants: 0 }))
        return {
          channel: { ...(await findChannel(handle.db, Number(channel.id)))!, id: 0 },
          courses: cards(await channelCourses(handle.db, Number(channel.id), 1, 20)),
          catalog: { ...(await findCatalog(handle.db, Number(catalog.id)))!, id: 0 },
          catalogCourses: cards(await listCards(handle.db, { collection: { table: 'catalog_items', ownerId: Number(catalog.id) }, page: 1, limit: 20 })),
        }
      }
      expect(await answer(fresh.database)).toEqual(await answer(database))
    } finally {
      await fresh.cleanup()
    }
  })
})
