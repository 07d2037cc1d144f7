import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { exportPack } from '../../../server/content/exporter'
import { importPack } from '../../../server/content/importer'
import { readPack } from '../../../server/content/reader'
import { validatePack } from '../../../server/content/validate'
import { createDatabase, type DatabaseHandle } from '../../../server/db/database'
import { listActiveBanners } from '../../../server/db/repositories/banner-repository'
import { helpContent, listCategories, questionById, searchQuestions } from '../../../server/features/help-center/repository'
import { removeTempDirs, tempDir, tinyPack, writePack, type PackText } from '../helpers/content-pack'
import { describeOnEngines, openTestDatabase, type TestDatabase } from '../helpers/test-database'
import { seedOrganisation } from '../../../server/db/seed/seed'
import { listCards } from '../../../server/db/repositories/course-card-repository'
import { findKeyedQuiz } from '../../../server/features/quiz/repository'
import { listPackages } from '../../../server/features/learning/package-repository'
import { listCatalogs, listChannels } from '../../../server/features/learning/catalog-repository'

afterAll(removeTempDirs)

async function packOf(files: PackText) {
  const { pack, issues } = validatePack(await readPack(writePack(files)))
  expect(issues).toEqual([])
  return pack!
}

/**
 * The tiny pack with `cara-mulai` and the banner gone (and `apa-itu` no longer naming it): the
 * manifest says the pack holds every banner, though it has none now.
 */
function smallerPack(): PackText {
  const { 'help-questions/cara-mulai.yaml': _gone, 'banners/selamat-datang.yaml': _banner, ...rest } = tinyPack()
  return {
    ...rest,
    'pack.yaml': `${rest['pack.yaml']}kinds: [banner]\n`,
    'help-questions/apa-itu.yaml': rest['help-questions/apa-itu.yaml']!.replace('related: [cara-mulai]', 'related: []'),
  }
}

describeOnEngines('content pack import', (target) => {
  let test: TestDatabase
  let db: DatabaseHandle['db']
  const ids = async () => new Map((await db.selectFrom('help_questions').select(['id', 'slug']).execute()).map((r) => [r.slug, r.id]))
  const counts = async () =>
    Promise.all(['help_categories', 'help_topics', 'help_questions', 'help_question_relations', 'banners', 'content_imports'].map(async (t) => (await db.selectFrom(t as 'banners').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n))

  beforeAll(async () => {
    test = await openTestDatabase(target, { seed: false })
    db = test.database.db
  })
  afterAll(async () => {
    await test?.cleanup()
  })

  it('imports a pack into an empty database, and says what it added', async () => {
    const report = await importPack(test.database, await packOf(tinyPack()), new Date('2026-12-01T00:00:00Z'))
    expect(report.kinds.map((k) => [k.kind, k.result.added])).toEqual([
      ['banner', ['selamat-datang']],
      ['help-category', ['umum']],
      ['help-topic', ['dasar']],
      ['help-question', ['apa-itu', 'cara-mulai']],
    ])
    expect([report.added, report.changed, report.archived]).toEqual([5, 0, 0])
    const content = await helpContent(db)
    expect(content.categories.map((c) => [c.slug, c.question_count])).toEqual([['umum', 2]])
    const byId = new Map(content.questions.map((q) => [q.id, q.slug]))
    expect(content.questions.map((q) => [q.slug, q.related_ids.map((id) => byId.get(id))])).toEqual([
      ['apa-itu', ['cara-mulai']],
      ['cara-mulai', ['apa-itu']],
    ])
    expect((await listActiveBanners(db)).map((b) => b.title)).toEqual(['Selamat datang'])
  })

  it('changes nothing when the same pack comes again: same ids, no new rows', async () => {
    const [before, rows] = [await ids(), await counts()]
    const report = await importPack(test.database, await packOf(tinyPack()))
    expect([report.added, report.changed, report.archived]).toEqual([0, 0, 0])
    expect(report.kinds.map((k) => k.result.unchanged)).toEqual([1, 1, 1, 2])
    expect(await ids()).toEqual(before)
    expect(await counts()).toEqual(rows)
  })

  it('updates an edited pack in place', async () => {
    const before = await ids()
    const edited = tinyPack()
    edited['help-questions/cara-mulai.yaml'] = edited['help-questions/cara-mulai.yaml']!.replace('Bagaimana cara mulai belajar?', 'Bagaimana cara mulai belajar di Tumbuh?')
    edited['help-questions/apa-itu.yaml'] = edited['help-questions/apa-itu.yaml']!.replace('related: [cara-mulai]', 'related: []')
    edited['banners/selamat-datang.yaml'] = edited['banners/selamat-datang.yaml']!.replace('Selamat datang', 'Selamat datang di Tumbuh')
    const report = await importPack(test.database, await packOf(edited), new Date('2026-12-02T00:00:00Z'))
    expect(report.kinds.map((k) => [k.kind, k.result.changed])).toEqual([
      ['banner', ['selamat-datang']],
      ['help-category', []],
      ['help-topic', []],
      ['help-question', ['cara-mulai', 'apa-itu']],
    ])
    expect(await ids()).toEqual(before)
    const question = await questionById(db, before.get('cara-mulai')!)
    expect([question!.title, question!.updated_at]).toEqual(['Bagaimana cara mulai belajar di Tumbuh?', '2026-12-02T00:00:00.000Z'])
    expect((await questionById(db, before.get('apa-itu')!))!.related).toEqual([])
    expect((await listActiveBanners(db)).map((b) => b.title)).toEqual(['Selamat datang di Tumbuh'])
  })

  it('archives an item gone from the pack: out of lists and search, kept with its votes, back when it returns', async () => {
    const before = await ids()
    const id = before.get('cara-mulai')!
    await db.insertInto('help_question_votes').values({ question_id: id, voter: 'd:perangkat-uji-0123456789', helpful: 1, created_at: '2026-12-01T00:00:00.000Z' }).execute()
    const report = await importPack(test.database, await packOf(smallerPack()), new Date('2026-12-03T00:00:00Z'))
    expect(report.kinds.map((k) => [k.kind, k.result.archived])).toEqual([
      ['banner', ['selamat-datang']],
      ['help-category', []],
      ['help-topic', []],
      ['help-question', ['cara-mulai']],
    ])
    const row = await db.selectFrom('help_questions').select(['archived_at']).where('id', '=', id).executeTakeFirstOrThrow()
    expect(row.archived_at).toBe('2026-12-03T00:00:00.000Z')
    expect(await db.selectFrom('help_question_votes').select('voter').where('question_id', '=', id).execute()).toEqual([{ voter: 'd:perangkat-uji-0123456789' }])
    expect((await listCategories(db))[0]!.question_count).toBe(1)
    expect((await helpContent(db)).questions.map((q) => q.slug)).toEqual(['apa-itu'])
    expect((await searchQuestions(db, test.database.engine, 'mulai')).data.map((h) => h.slug)).toEqual([])
    expect((await questionById(db, id))!.slug).toBe('cara-mulai')
    expect(await listActiveBanners(db)).toEqual([])

    const back = await importPack(test.database, await packOf(tinyPack()))
    expect(back.kinds.map((k) => k.result.changed)).toEqual([['selamat-datang'], [], [], ['cara-mulai', 'apa-itu']])
    expect(await ids()).toEqual(before)
    expect((await searchQuestions(db, test.database.engine, 'mulai')).data.map((h) => h.slug)).toEqual(['cara-mulai'])
  })

  it('leaves a kind the pack does not carry as it is', async () => {
    const { 'banners/selamat-datang.yaml': _banner, ...helpOnly } = tinyPack()
    const report = await importPack(test.database, await packOf(helpOnly))
    expect(report.kinds.map((k) => k.kind)).toEqual(['help-category', 'help-topic', 'help-question'])
    expect((await listActiveBanners(db)).map((b) => b.title)).toEqual(['Selamat datang'])
  })

  // On PostgreSQL a second pool in this process is another client. On SQLite two importers in one
  // process would wait on each other synchronously (better-sqlite3's busy wait blocks the thread
  // that holds the lock too), so tests/server/content/cli.test.ts runs two CLI processes there.
  if (target.engine === 'postgres') {
    it('takes turns with a second importer on the same database (another connection pool)', async () => {
      const other = createDatabase({ dataDir: test.dataDir, databaseUrl: target.url }, { schema: test.database.schema })
      try {
        const edited = tinyPack()
        edited['help-categories/lain.yaml'] = 'name: Lain-lain\ndescription: Yang lain.\nicon: app\norder: 2\n'
        const pack = await packOf(edited)
        const rows = await counts()
        const reports = await Promise.all([importPack(test.database, pack), importPack(other, pack)])
        expect(reports.map((r) => r.added).sort()).toEqual([0, 1])
        const after = await counts()
        expect(after[0]).toBe(rows[0]! + 1)
        expect(after.slice(1, 5)).toEqual(rows.slice(1, 5))
      } finally {
        await other.close()
      }
    })
  }
})

/** What the catalogue shows of every video (ids aside: an export carries no numbering), with its renditions. */
async function videosOf(database: DatabaseHandle) {
  const { items } = await listCards(database.db, { kinds: ['video'], filters: {}, sort: 'title', page: 1, limit: 100 })
  const renditions = await database.db
    .selectFrom('video_renditions as r')
    .innerJoin('videos as v', 'v.id', 'r.video_id')
    .select(['v.slug', 'r.quality', 'r.mime_type', 'r.width', 'r.height', 'r.bytes'])
    .orderBy('v.slug')
    .orderBy('r.quality')
    .execute()
  // Views are demo activity (server/db/seed), not pack content.
  return { cards: items.map(({ id: _id, participants: _participants, ...card }) => card), renditions }
}

/** Every quiz with its questions and the content it follows, by key. */
async function quizzesOf(database: DatabaseHandle) {
  const quizzes = await database.db.selectFrom('quizzes').select(['id', 'slug']).orderBy('slug').execute()
  const out = []
  for (const q of quizzes) {
    const quiz = await findKeyedQuiz(database.db, q.id)
    const copy = JSON.parse(JSON.stringify(quiz, (key, value) => (key === 'id' || key.endsWith('_id') ? undefined : value)))
    out.push({ slug: q.slug, quiz: copy })
  }
  return out
}

describeOnEngines('content pack round trip', (target) => {
  let seeded: TestDatabase
  let empty: TestDatabase

  beforeAll(async () => {
    seeded = await openTestDatabase(target)
    empty = await openTestDatabase(target, { seed: false })
  })
  afterAll(async () => {
    await seeded?.cleanup()
    await empty?.cleanup()
  })

  it('exports the demo content as a pack that imports into an empty database to the same content and exports the same again', async () => {
    const dir = tempDir('tumbuh-export-')
    await exportPack(seeded.database, dir)
    // The seeded in-class events name the catalogue's categories and instructors, which a database
    // without the seed lacks; their own round trip is in inclass-event.test.ts.
    fs.rmSync(path.join(dir, 'inclass-events'), { recursive: true })
    // Mentors and openings name employees and master data, which this empty database lacks: their
    // round trip is into a database that has them (demo-mentors-openings.test.ts).
    for (const folder of ['mentors', 'openings']) fs.rmSync(path.join(dir, folder), { recursive: true })
    const { pack, issues } = validatePack(await readPack(dir))
    expect(issues).toEqual([])
    expect(pack!.manifest).toEqual({ format: 1, name: 'demo', version: '2026.12.08', language: 'id', title: 'Konten demo Tumbuh' })
    // Four clips (each in two renditions) for fifty videos, each written once; the four banners' pictures.
    const media = fs.readdirSync(path.join(dir, 'media'))
    expect(media.filter((name) => name.endsWith('.webm'))).toHaveLength(8)
    expect(media.filter((name) => name.startsWith('banner-'))).toHaveLength(4)
    expect(media).toHaveLength(12)
    // The lists the videos name (categories, filters, instructors) are the organisation's, not the pack's.
    await seedOrganisation(empty.database)
    await importPack(empty.database, pack!)
    expect(await helpContent(empty.database.db)).toEqual(await helpContent(seeded.database.db))
    expect(await listActiveBanners(empty.database.db)).toEqual(await listActiveBanners(seeded.database.db))
    expect(await videosOf(empty.database)).toEqual(await videosOf(seeded.database))
    // Two demo quizzes follow a package's reading material: the packages came along (decision 065).
    const seededQuizzes = await quizzesOf(seeded.database)
    expect(seededQuizzes.filter((q) => q.quiz.summary.content?.kind === 'package')).toHaveLength(2)
    expect(await quizzesOf(empty.database)).toEqual(seededQuizzes)
    const lists = async ({ db }: DatabaseHandle) => ({
      packages: (await listPackages(db, { page: 1, limit: 100, sort: 'title' })).items.map(({ id: _id, participants: _participants, ...p }) => p),
      channels: (await listChannels(db, 1, 100)).items.map(({ id: _id, ...c }) => c),
      catalogues: (await listCatalogs(db, 1, 100)).items.map(({ id: _id, ...c }) => c),
    })
    const seededLists = await lists(seeded.database)
    expect([seededLists.packages.length, seededLists.channels.length, seededLists.catalogues.length]).toEqual([10, 5, 5])
    expect(await lists(empty.database)).toEqual(seededLists)
    const again = tempDir('tumbuh-export-')
    await exportPack(empty.database, again)
    const files = (root: string) => (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.yaml')).sort()
    expect(files(again)).toEqual(files(dir))
    for (const file of files(dir)) expect(fs.readFileSync(path.join(again, file), 'utf8'), file).toBe(fs.readFileSync(path.join(dir, file), 'utf8'))
  })

  it('refuses to export into a folder that is not empty', async () => {
    const dir = writePack({ 'catatan.txt': 'x' })
    await expect(exportPack(seeded.database, dir)).rejects.toThrow(/tidak kosong/)
  })
})
